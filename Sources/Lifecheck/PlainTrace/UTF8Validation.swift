/// Where a byte string stops being UTF-8: the trace format says a trace is UTF-8 text, so
/// the parser rejects anything else at the first bad byte instead of guessing an encoding.
enum UTF8Validation {
    /// The length of the well-formed UTF-8 sequence that starts at `index` (a byte of 0x80
    /// or more), or `nil` when it is not one: a stray continuation byte, an overlong form,
    /// a surrogate, a code point past U+10FFFF or a sequence cut short.
    ///
    /// The ranges are those of the Unicode Standard's table 3-7 (well-formed byte sequences).
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        guard (low...high).contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, or `nil` if all are.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 { index += 1; continue }
            guard let length = sequenceLength(bytes, at: index) else { return index }
            index += length
        }
        return nil
    }
}
