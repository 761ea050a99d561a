import Foundation

/// Records lifecycle callbacks as controller code makes them, in the plain trace format.
///
/// The format is described in <doc:TraceFormat>; <doc:TestingContainers> shows the recorder
/// in tests.
///
/// Call it as the first line of each overridden callback, before `super`: that records the
/// order in which calls begin (a parent's callback before the children's it forwards to),
/// which is the order the spec and `lifecheck check` assume.
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///     recorder.record(self, "viewWillAppear", ["animated": .bool(animated)])
///     super.viewWillAppear(animated)
/// }
/// ```
///
/// A controller is named by its type (`HomeViewController`); a second live instance of the
/// same type gets `HomeViewController#2`. Declare the controllers under test with
/// ``register(_:as:)`` (which can name them too): strict checking treats a callback on a
/// controller nobody declared as a failure. A deallocated controller's name is never
/// reused, even if a new one gets its address.
///
/// Recording is safe from any thread or task and loses no event; each call appends one
/// line under a lock, so the lines are in the order the calls took the lock. Text that
/// would break the trace format (blanks, `=`) is written with `_` instead.
///
/// Recording from `deinit` is unsupported: an object being destroyed can't be recognized
/// (its weak references are already gone), so it would get a new name.
public final class LifecycleRecorder: @unchecked Sendable {
    // Safety: every stored property is read and written only while `lock` is held.
    private let lock = NSLock()
    private var recorded: [Entry] = []
    private var names: [ObjectIdentifier: (object: WeakObject, name: String)] = [:]
    private var instancesByType: [String: Int] = [:]
    private var taken: Set<String> = []
    private var declared: Set<String> = []
    private var declaredInOrder: [String] = []
    private var lateNames: [(requested: String, keptAs: String)] = []
    /// The controllers named by ``register(_:as:)``, not by a callback they recorded.
    private var registeredObjects: Set<ObjectIdentifier> = []
    private var liveNamesAtLastPrune = 64

    /// One recorded callback and the names in it that were not declared when it was recorded.
    private struct Entry {
        var callback: RecordedCallback
        var undeclared: [String]
    }

    /// An empty recorder.
    public init() {}

    /// The recorder of the current task, if one is bound: controllers that record through it
    /// (`LifecycleRecorder.current?.viewDidLoad(self)`) record nothing outside a test.
    ///
    /// A main-actor conformance run binds each fresh instance's recorder here while it
    /// makes the instance, performs operations and runs pending completions (a
    /// `HarnessContext` binds one); or bind one with `LifecycleRecorder.$current.withValue(recorder) { … }`.
    @TaskLocal public static var current: LifecycleRecorder?

    /// Declares `controller` as one under test, named `name` (by default its type's name,
    /// numbered from the second instance on), and returns the name it records under.
    ///
    /// Declare controllers before they record: strict checking treats an event on an
    /// undeclared controller as a failure. A name already in use gets a number (`A#2`).
    /// A controller that recorded only its `init` (a base class that records it in its
    /// initializer) is declared as early as a test can: registered right after it is made,
    /// it takes the name, its `init` too. Any other controller that has recorded already
    /// keeps the name it recorded under.
    @discardableResult
    public func register(_ controller: AnyObject, as name: String? = nil) -> String {
        lock.lock()
        defer { lock.unlock() }
        let preferred = name.map(Self.field)
        let identifier = ObjectIdentifier(controller)
        // (A name given by an earlier register call is no late one: only a recorded callback's.)
        var earlier = names[identifier].flatMap { $0.object.object === controller && !registeredObjects.contains(identifier) ? $0.name : nil }
        if let recordedAs = earlier, let initializers = initializerEntries(of: recordedAs) {
            earlier = nil
            let renamed = preferred.map { $0 == recordedAs ? recordedAs : rename(controller, from: recordedAs, to: $0) } ?? recordedAs
            for index in initializers {
                recorded[index].callback.subject = renamed
                recorded[index].undeclared.removeAll { $0 == recordedAs }
            }
        }
        let assigned = self.name(of: controller, preferring: preferred)
        if let preferred, let earlier, earlier != preferred { lateNames.append((requested: preferred, keptAs: earlier)) }
        registeredObjects.insert(identifier)
        declare(assigned)
        return assigned
    }

    /// The names asked for too late: a controller registered as `requested` after it had
    /// recorded (or been named) as `keptAs`, which it keeps.
    package var lateRegistrations: [(requested: String, keptAs: String)] {
        lock.lock()
        defer { lock.unlock() }
        return lateNames
    }

    /// Declares a subject named explicitly (an app, a window, a storyboard) as one under test.
    public func register(subject: String) {
        lock.lock()
        defer { lock.unlock() }
        declare(Self.field(subject))
    }

    /// The names declared so far, in order.
    public var declaredNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        return declaredInOrder
    }

    /// Records `callback` on `controller` with its arguments (keys as in the trace format).
    public func record(_ controller: AnyObject, _ callback: String, _ arguments: KeyValuePairs<String, RecordedValue> = [:]) {
        lock.lock()
        defer { lock.unlock() }
        append(name(of: controller, preferring: nil), callback, arguments)
    }

    /// Records `callback` on `controller` with arguments in a list (the typed methods' form).
    func record(_ controller: AnyObject, _ callback: String, list arguments: [(String, RecordedValue)]) {
        lock.lock()
        defer { lock.unlock() }
        append(name(of: controller, preferring: nil), callback, arguments)
    }

    /// Records `callback` on a subject named explicitly (an app, a window, a storyboard).
    public func record(subject: String, _ callback: String, _ arguments: KeyValuePairs<String, RecordedValue> = [:]) {
        lock.lock()
        defer { lock.unlock() }
        append(Self.field(subject), callback, arguments)
    }

    /// The lines recorded so far, in the order the calls were made.
    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded.map(\.callback.line)
    }

    /// The callbacks recorded so far, in the order the calls were made: each with its
    /// subject's name and its arguments, as recorded (no text to parse back).
    public var callbacks: [RecordedCallback] {
        lock.lock()
        defer { lock.unlock() }
        return recorded.map(\.callback)
    }

    /// The callbacks recorded from the `start`th on (for a reader that takes them as they come).
    public func callbacks(from start: Int) -> [RecordedCallback] {
        lock.lock()
        defer { lock.unlock() }
        return start < recorded.count ? recorded[start...].map(\.callback) : []
    }

    /// The number of callbacks recorded so far.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return recorded.count
    }

    /// For each recorded line, the names in it (its controller, controllers in its
    /// arguments) that were not declared when it was recorded.
    public var undeclaredNames: [[String]] {
        lock.lock()
        defer { lock.unlock() }
        return recorded.map(\.undeclared)
    }

    /// The recording as a plain trace: one line per event, each ending in a newline.
    public var trace: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// Forgets every recorded event (controller names and declarations stay).
    public func reset() {
        lock.lock()
        defer { lock.unlock() }
        recorded.removeAll()
    }

    /// Writes the recording to `path` in the plain trace format, for `lifecheck check`.
    ///
    /// The file begins with the comment `# lifecheck: format=plain`: `lifecheck check` reads it
    /// as a plain trace and holds every controller to the start of the recording, as
    /// `--format plain` does (a recording begins with each controller's life).
    public func write(toFile path: String) throws {
        try Data((Self.formatDeclaration + "\n" + trace).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The first line of a written recording: the trace format's comment that declares it.
    static let formatDeclaration = "# lifecheck: format=plain"

    // MARK: - Under the lock

    private func declare(_ name: String) {
        if declared.insert(name).inserted { declaredInOrder.append(name) }
    }

    /// Appends one callback; `subject` is already a field (a name, or sanitized by the caller).
    private func append(_ subject: String, _ callback: String, _ arguments: KeyValuePairs<String, RecordedValue>) {
        append(subject, callback, arguments.map { ($0.key, $0.value) })
    }

    /// Appends one callback; `subject` is already a field (a name, or sanitized by the caller).
    /// Its line in the trace format is ``RecordedCallback/line``.
    private func append(_ subject: String, _ callback: String, _ arguments: [(String, RecordedValue)]) {
        var undeclared = declared.contains(subject) ? [] : [subject]
        var parts: [RecordedCallback.Argument] = []
        for (key, value) in arguments {
            let argument: RecordedCallback.Value
            switch value.storage {
            case .bool(let flag):
                argument = .bool(flag)
            case .controller(let reference?):
                let named = name(of: reference)
                argument = .name(named)
                if !declared.contains(named), !undeclared.contains(named) { undeclared.append(named) }
            case .controller(nil):
                argument = .nil
            case .size(let width, let height):
                argument = .size(width: width, height: height)
            case .word(let word):
                argument = .word(Self.field(word))
            }
            parts.append(RecordedCallback.Argument(key: Self.field(key), value: argument))
        }
        recorded.append(Entry(callback: RecordedCallback(subject: subject, name: Self.field(callback), arguments: parts),
                              undeclared: undeclared))
    }

    /// `text` as one field of the trace format: blanks and `=` become `_`, a leading `#`
    /// goes, and nothing becomes `_`, so a recorded line always parses.
    static func field(_ text: String) -> String {
        var field = String(text.map { $0.isWhitespace || $0 == "=" || $0.asciiValue.map { $0 < 32 || $0 == 127 } == true ? "_" : $0 })
        while field.hasPrefix("#") { field.removeFirst() }
        return field.isEmpty ? "_" : field
    }

    /// A size component as the trace format writes it: a plain non-negative decimal, to
    /// thousandths (not finite or negative: 0).
    static func number(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0" }
        let thousandths = Int((min(value, 1e12) * 1000).rounded())
        let whole = thousandths / 1000, fraction = thousandths % 1000
        guard fraction != 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    /// The indices of the entries that involve `name`, when every one is its own `init`
    /// (so nothing else names it yet); `nil` when another entry involves it, or none does.
    private func initializerEntries(of name: String) -> [Int]? {
        var indices: [Int] = []
        for (index, entry) in recorded.enumerated() where entry.callback.subject == name || entry.callback.arguments.contains(where: { $0.value == .name(name) }) {
            guard entry.callback.subject == name, entry.callback.name == "init" else { return nil }
            indices.append(index)
        }
        return indices.isEmpty ? nil : indices
    }

    /// Names `object`, known as `old`, `name` (numbered if taken) instead, giving `old` back.
    private func rename(_ object: AnyObject, from old: String, to name: String) -> String {
        taken.remove(old)
        let base = Self.field(String(describing: Swift.type(of: object)))
        if let count = instancesByType[base], old == (count == 1 ? base : "\(base)#\(count)") { instancesByType[base] = count - 1 }
        let renamed = newName(name)
        names[ObjectIdentifier(object)] = (WeakObject(object), renamed)
        return renamed
    }

    /// The stable name of `object`: `preferred`, or its type, numbered from the second
    /// instance on (and whenever the name is taken).
    private func name(of object: AnyObject, preferring preferred: String?) -> String {
        let identifier = ObjectIdentifier(object)
        if let known = names[identifier], known.object.object === object { return known.name }
        let name = newName(preferred ?? Self.field(String(describing: Swift.type(of: object))))
        names[identifier] = (WeakObject(object), name)
        // (A new object at a deallocated one's address: not the one registered there.)
        registeredObjects.remove(identifier)
        return name
    }

    /// The name of a controller named in an argument (by then usually deallocated only if
    /// the caller kept the value around: it then gets its last name, or a new one).
    private func name(of reference: ControllerReference) -> String {
        if let object = reference.object { return name(of: object, preferring: nil) }
        return names[reference.identifier]?.name ?? newName(Self.field(reference.typeName))
    }

    /// `base`, or `base#n` for the first n from 2 that is not taken.
    private func newName(_ base: String) -> String {
        // Forget controllers that are gone, now and then, so a long recording stays small.
        if names.count >= 2 * liveNamesAtLastPrune {
            names = names.filter { $0.value.object.object != nil }
            registeredObjects = registeredObjects.filter { names[$0] != nil }
            liveNamesAtLastPrune = max(names.count, 64)
        }
        var count = instancesByType[base, default: 0] + 1
        var name = count == 1 ? base : "\(base)#\(count)"
        while taken.contains(name) {
            count += 1
            name = "\(base)#\(count)"
        }
        instancesByType[base] = count
        taken.insert(name)
        return name
    }
}

/// A weak reference, so the recorder neither keeps controllers alive nor mistakes a new
/// object at a reused address for a deallocated one.
private struct WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
