import Foundation

/// Records lifecycle callbacks as controller code makes them, in the plain trace format.
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
/// same type gets `HomeViewController#2`. A deallocated controller's name is never reused,
/// even if a new one gets its address. Recording is safe from any thread or task and loses
/// no event; each call appends one line under a lock. Text that would break the trace
/// format (blanks, `=`) is written with `_` instead. Don't record from `deinit`: an object
/// being destroyed can't be recognized, and would get a new name.
public final class LifecycleRecorder: @unchecked Sendable {
    // Safety: every stored property is read and written only while `lock` is held.
    private let lock = NSLock()
    private var recorded: [String] = []
    private var names: [ObjectIdentifier: (object: WeakObject, name: String)] = [:]
    private var instancesByType: [String: Int] = [:]
    private var liveNamesAtLastPrune = 64

    /// An empty recorder.
    public init() {}

    /// Records `callback` on `controller` with its arguments (keys as in the trace format).
    public func record(_ controller: AnyObject, _ callback: String, _ arguments: KeyValuePairs<String, RecordedValue> = [:]) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(line(name(of: controller), callback, arguments))
    }

    /// Records `callback` on a subject named explicitly (an app, a window, a storyboard).
    public func record(subject: String, _ callback: String, _ arguments: KeyValuePairs<String, RecordedValue> = [:]) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(line(Self.field(subject), callback, arguments))
    }

    /// The lines recorded so far, in the order the calls were made.
    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// The recording as a plain trace: one line per event, each ending in a newline.
    public var trace: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// Forgets every recorded event (controller names stay assigned).
    public func reset() {
        lock.lock()
        defer { lock.unlock() }
        recorded.removeAll()
    }

    /// Writes the recording to `path` in the plain trace format, for `lifecheck check`.
    public func write(toFile path: String) throws {
        try Data(trace.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// One trace line; `subject` is already a field (a name, or sanitized by the caller).
    private func line(_ subject: String, _ callback: String, _ arguments: KeyValuePairs<String, RecordedValue>) -> String {
        var line = subject + " " + Self.field(callback)
        for (key, value) in arguments {
            line += " " + Self.field(key) + "=" + text(of: value)
        }
        return line
    }

    private func text(of value: RecordedValue) -> String {
        switch value {
        case .bool(let flag): flag ? "true" : "false"
        case .controller(let object?): name(of: object)
        case .controller(nil): "nil"
        case .size(let width, let height): "\(Self.number(width))x\(Self.number(height))"
        case .word(let word): Self.field(word)
        }
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

    /// The stable name of `object`: its type, numbered from the second instance on.
    private func name(of object: AnyObject) -> String {
        let identifier = ObjectIdentifier(object)
        if let known = names[identifier], known.object.object === object { return known.name }
        // Forget controllers that are gone, now and then, so a long session stays small.
        if names.count >= 2 * liveNamesAtLastPrune {
            names = names.filter { $0.value.object.object != nil }
            liveNamesAtLastPrune = max(names.count, 64)
        }
        var type = Self.field(String(describing: Swift.type(of: object)))
        let count = instancesByType[type, default: 0] + 1
        instancesByType[type] = count
        let name = count == 1 ? type : "\(type)#\(count)"
        names[identifier] = (WeakObject(object), name)
        return name
    }
}

/// An argument of a recorded callback.
public enum RecordedValue {
    /// `animated`, for example.
    case bool(Bool)
    /// Another controller (`parent`, `child`, `presented`), or `nil`.
    case controller(AnyObject?)
    /// A size in points (`viewWillTransition(to:with:)`).
    case size(width: Double, height: Double)
    /// An enumeration case or a name, written as is (`style=pageSheet`, `identifier=showDetail`).
    case word(String)
}

/// A weak reference, so the recorder neither keeps controllers alive nor mistakes a new
/// object at a reused address for a deallocated one.
private struct WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
