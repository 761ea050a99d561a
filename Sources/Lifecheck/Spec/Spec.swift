/// A complete lifecycle spec: a vocabulary and the parts that constrain it.
///
/// A spec is data. ``compile()`` checks it for mistakes (unknown events, states,
/// rules) and turns it into the tables the ``Monitor`` runs.
public struct Spec: Sendable {
    /// The spec's name, such as "UIKit".
    public var name: String
    /// The folder the spec's files live in, for "Spec:" lines in messages.
    public var folder: String
    /// The events the spec talks about.
    public var vocabulary: Vocabulary
    /// The concerns, in order.
    public var parts: [SpecPart]

    /// Creates a spec.
    public init(name: String, folder: String, vocabulary: Vocabulary, parts: [SpecPart]) {
        self.name = name
        self.folder = folder
        self.vocabulary = vocabulary
        self.parts = parts
    }

    /// Every rule, in the order the parts state them.
    public var rules: [Rule] { parts.flatMap(\.rules) }

    /// Every machine, in the order the parts declare them.
    public var machines: [Machine] { parts.flatMap(\.machines) }

    /// The part that states rule `id`.
    public func part(stating id: String) -> SpecPart? {
        parts.first { part in part.rules.contains { $0.id == id } }
    }

    /// Where the part that states rule `id` is written, as `folder/File.swift`.
    public func location(of id: String) -> String? {
        guard let part = part(stating: id) else { return nil }
        let file = part.file.split(separator: "/").last.map(String.init) ?? part.file
        return "\(folder)/\(file)"
    }
}
