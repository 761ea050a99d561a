/// Messages that differ from one read before only in the addresses of the controllers they
/// print (`<MyApp.Feed: 0x6000c00ae0> viewWillAppear(_:) true` after `<MyApp.Feed:
/// 0x6000c00a40> viewWillAppear(_:) true`), for ``ConsoleByteReader``: each instance of a
/// class prints its own messages, so a log of thousands of controllers prints hundreds of
/// thousands of distinct messages, and their templates are few.
///
/// A message has a template when every `0x` in it is the address of an object printed
/// whole and plainly, `<Name: 0xHEX>` (a name of letters, digits, `_` and `.`, one blank):
/// the translator reads such an address as an opaque part of a controller's name, so the
/// message reads as its template did with each object's controller in its place. The
/// template's key is the message with the addresses' digits taken out and, after it, which
/// objects are the same (so that `<A: 0x1> … <A: 0x1>` and `<A: 0x1> … <A: 0x2>` differ).
/// Each object has a role: the event's subject, one of its name arguments, or none.
struct AddressTemplates: Sendable {
    /// An object printed whole in a message: where it is and where its address's digits are.
    struct Object {
        var range: Range<Int> = 0..<0
        var digits: Range<Int> = 0..<0
    }

    /// The objects of a message, at most ``maximumObjects``, kept inline: a line's look-up
    /// allocates nothing.
    struct Objects: RandomAccessCollection {
        private var storage = (Object(), Object(), Object(), Object())
        private(set) var count = 0

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(position: Int) -> Object {
            precondition(position >= 0 && position < count, "an object's index out of range")
            return switch position {
            case 0: storage.0
            case 1: storage.1
            case 2: storage.2
            default: storage.3
            }
        }

        /// Adds `object`; there is room for ``AddressTemplates/maximumObjects``.
        mutating func append(_ object: Object) {
            switch count {
            case 0: storage.0 = object
            case 1: storage.1 = object
            case 2: storage.2 = object
            default: storage.3 = object
            }
            count += 1
        }
    }

    /// What a template gives: the event (whose subject and arguments the roles replace), and
    /// per object (at most ``maximumObjects``) its role: -1 the subject, 0…2 that argument,
    /// -2 none.
    struct Template {
        var event: Event
        var roles: (Int8, Int8, Int8, Int8)

        func role(_ object: Int) -> Int8 {
            switch object {
            case 0: roles.0
            case 1: roles.1
            case 2: roles.2
            default: roles.3
            }
        }
    }

    static let maximumObjects = 4
    static let subjectRole: Int8 = -1
    static let noRole: Int8 = -2

    private var table = ByteTable()
    private var templates: [Template] = []
    /// A key being built.
    private var key: [UInt8] = []

    /// How many templates are kept.
    var count: Int { templates.count }

    /// Forgets every template.
    mutating func removeAll() {
        table = ByteTable()
        templates.removeAll(keepingCapacity: true)
    }

    // MARK: - Objects

    /// The objects of `message` when every `0x` in it is an object's address and there are
    /// one to ``maximumObjects`` of them; else `nil`.
    static func objects(in message: UnsafeBufferPointer<UInt8>) -> Objects? {
        var objects = Objects()
        var index = 0
        var hexMarks = 0
        let end = message.count
        while index < end {
            let byte = message[index]
            if byte == 48, index + 1 < end, message[index + 1] == 120 { hexMarks += 1 }
            if byte == 60, let object = object(in: message, at: index) {
                guard objects.count < maximumObjects else { return nil }
                objects.append(object)
                hexMarks += 1
                index = object.range.upperBound
                continue
            }
            index += 1
        }
        return objects.isEmpty || hexMarks != objects.count ? nil : objects
    }

    /// `<Name: 0xHEX>` at `start` in `message`, a name of letters, digits, `_` and `.` that
    /// starts with a letter or `_`.
    private static func object(in message: UnsafeBufferPointer<UInt8>, at start: Int) -> Object? {
        let end = message.count
        var index = start + 1
        guard index < end, isLetter(message[index]) || message[index] == 95 else { return nil }
        while index < end, isLetter(message[index]) || message[index] &- 48 < 10 || message[index] == 95 || message[index] == 46 { index += 1 }
        guard index + 4 < end, message[index] == 58, message[index + 1] == 32, message[index + 2] == 48, message[index + 3] == 120 else { return nil }
        index += 4
        let digits = index
        while index < end, message[index] &- 48 < 10 || (message[index] | 0x20) &- 97 < 6 { index += 1 }
        guard index > digits, index < end, message[index] == 62 else { return nil }
        return Object(range: start..<(index + 1), digits: digits..<index)
    }

    @inline(__always) private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 97 < 26 }

    // MARK: - Templates

    /// The template of `message`, whose objects are `objects`, if one was noted.
    mutating func template(of message: UnsafeBufferPointer<UInt8>, _ objects: Objects) -> Template? {
        buildKey(message, objects)
        guard let found = key.withUnsafeBufferPointer({ table.value(for: $0) }) else { return nil }
        return templates[Int(found)]
    }

    /// Notes that `message`, whose objects are `objects`, was read as `template`.
    mutating func note(_ template: Template, of message: UnsafeBufferPointer<UInt8>, _ objects: Objects) {
        buildKey(message, objects)
        if let found = key.withUnsafeBufferPointer({ table.value(for: $0) }) {
            templates[Int(found)] = template
            return
        }
        key.withUnsafeBufferPointer { table.insert(UInt32(templates.count), for: $0) }
        templates.append(template)
    }

    /// The key of `message`: without its addresses' digits, then a NUL and, per object, the
    /// first object printed the same.
    private mutating func buildKey(_ message: UnsafeBufferPointer<UInt8>, _ objects: Objects) {
        key.removeAll(keepingCapacity: true)
        var start = 0
        for object in objects {
            key.append(contentsOf: UnsafeBufferPointer(rebasing: message[start..<object.digits.lowerBound]))
            start = object.digits.upperBound
        }
        key.append(contentsOf: UnsafeBufferPointer(rebasing: message[start...]))
        key.append(0)
        for (index, object) in objects.enumerated() {
            let same = objects[..<index].firstIndex { other in
                message[other.range].elementsEqual(message[object.range])
            } ?? index
            key.append(UInt8(same))
        }
    }
}
