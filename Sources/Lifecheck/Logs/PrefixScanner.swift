/// A cursor over the leading columns of a log line, by bytes: what ``ConsoleByteReader``
/// takes off before a message (`NSLog`'s prefix, a unified log's columns).
struct PrefixScanner {
    let line: UnsafeBufferPointer<UInt8>
    /// Where the line ends (before a final CR).
    let end: Int
    var index = 0

    init(_ line: UnsafeBufferPointer<UInt8>, end: Int) {
        self.line = line
        self.end = end
    }

    /// Takes the ASCII digits that come next (at most `max`) and says how many.
    @inline(__always) mutating func digits(max: Int = Int.max) -> Int {
        let start = index
        while index < end, line[index] &- 48 < 10, index - start < max { index += 1 }
        return index - start
    }

    /// Takes `expected` if it comes next.
    @inline(__always) mutating func byte(_ expected: UInt8) -> Bool {
        guard index < end, line[index] == expected else { return false }
        index += 1
        return true
    }

    /// Takes the blanks and tabs that come next and says how many.
    @inline(__always) mutating func blanks() -> Int {
        let start = index
        while index < end, line[index] == 32 || line[index] == 9 { index += 1 }
        return index - start
    }

    /// Takes `0x` and hexadecimal digits (one at least).
    @inline(__always) mutating func hex() -> Bool {
        guard byte(48), byte(120) else { return false }
        let start = index
        while index < end, Self.isHexDigit(line[index]) { index += 1 }
        return index > start
    }

    /// Takes `DDDD-DD-DD HH:MM:SS[.ffffff][±zzzz]`; between the date and the time one blank,
    /// or with `blankRun` any run of blanks and tabs.
    @inline(__always) mutating func timestamp(blankRun: Bool) -> Bool {
        guard digits(max: 4) == 4, byte(45), digits() > 0, byte(45), digits() > 0,
              blankRun ? blanks() > 0 : byte(32),
              digits() > 0, byte(58), digits() > 0, byte(58), digits() > 0 else { return false }
        if byte(46) { guard digits() > 0 else { return false } }
        if byte(43) || byte(45) { guard digits() > 0 else { return false } }
        return true
    }

    /// Takes a process ID of 1 to 8 digits, packed little-endian into a word.
    @inline(__always) mutating func processID() -> UInt64? {
        let start = index
        let count = digits()
        guard count > 0, count <= 8 else { return nil }
        var process: UInt64 = 0
        for offset in 0..<count { process |= UInt64(line[start + offset]) << UInt64(offset * 8) }
        return process
    }

    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        byte &- 48 < 10 || (byte | 0x20) &- 97 < 6
    }
}
