/// An argument of a recorded callback: `["animated": .bool(animated)]`,
/// `["parent": .controller(parent)]`.
///
/// A value is `Sendable`, so a controller can hand one to a recorder from any thread or
/// task: a controller argument keeps only a weak reference, used for its identity.
public struct RecordedValue: Sendable {
    enum Storage: Sendable {
        case bool(Bool)
        case controller(ControllerReference?)
        case size(width: Double, height: Double)
        case word(String)
    }

    let storage: Storage

    /// `animated`, for example.
    public static func bool(_ value: Bool) -> RecordedValue { RecordedValue(storage: .bool(value)) }

    /// Another controller (`parent`, `child`, `presented`), or `nil`.
    public static func controller(_ controller: AnyObject?) -> RecordedValue {
        RecordedValue(storage: .controller(controller.map(ControllerReference.init)))
    }

    /// A size in points (`viewWillTransition(to:with:)`).
    public static func size(width: Double, height: Double) -> RecordedValue {
        RecordedValue(storage: .size(width: width, height: height))
    }

    /// An enumeration case or a name, written as is (`style=pageSheet`, `identifier=showDetail`).
    public static func word(_ word: String) -> RecordedValue { RecordedValue(storage: .word(word)) }
}

/// A controller named by an argument: who it is, never what it holds.
struct ControllerReference: @unchecked Sendable {
    // Safety: `object` is a weak reference (the Swift runtime loads and stores weak
    // references atomically), and the recorder uses it only to compare identities (`===`);
    // it never reads or writes the object's state. The type's name is captured up front.
    weak var object: AnyObject?
    let identifier: ObjectIdentifier
    let typeName: String

    init(_ object: AnyObject) {
        self.object = object
        identifier = ObjectIdentifier(object)
        typeName = String(describing: type(of: object))
    }
}
