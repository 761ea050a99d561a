@testable import Lifecheck
import Testing

/// The word-at-a-time byte tests give what a byte-by-byte scan gives.
@Suite("Byte words")
struct ByteWordsTests {
    /// Words whose bytes are drawn from values around the limits the scanners use.
    func words(count: Int) -> [[UInt8]] {
        var generator = SplitMix64(seed: 7)
        let values: [UInt8] = [0, 9, 10, 11, 0x1F, 0x20, 0x21, 0x41, 0x7F, 0x80, 0x8A, 0xFF]
        return (0..<count).map { _ in (0..<8).map { _ in values[Int(generator.next() % UInt64(values.count))] } }
    }

    @Test("The first marked byte is the first byte below the limit, or equal to the byte sought")
    func firstMarked() {
        for bytes in words(count: 20_000) {
            let word = bytes.withUnsafeBytes { ByteWords.load($0.baseAddress!) }
            for limit: UInt8 in [1, 0x21, 0x80] {
                let marks = ByteWords.bytes(below: limit, in: word)
                let first = bytes.firstIndex { $0 < limit }
                #expect(marks == 0 ? first == nil : ByteWords.firstMarked(marks) == first, "\(bytes) below \(limit)")
            }
            for byte: UInt8 in [10, 0x20, 0xFF] {
                let marks = ByteWords.bytes(equalTo: byte, in: word)
                let first = bytes.firstIndex(of: byte)
                #expect(marks == 0 ? first == nil : ByteWords.firstMarked(marks) == first, "\(bytes) equal to \(byte)")
            }
        }
    }

    @Test("A word's first bytes, and byte strings compared a word at a time", arguments: 1...8)
    func firstBytesAndEqual(count: Int) {
        #expect(ByteWords.firstBytes(count) == (count == 8 ? UInt64.max : (1 << UInt64(8 * count)) - 1))
        for a in words(count: 500) {
            var b = a
            let differing = count - 1
            b[differing] ^= 0x40
            let padded = { (bytes: [UInt8]) in bytes + [UInt8](repeating: 0xAA, count: 8) }
            padded(a).withUnsafeBytes { left in
                padded(a).withUnsafeBytes { same in
                    #expect(ByteWords.equal(left.baseAddress!, same.baseAddress!, count: count))
                }
                padded(b).withUnsafeBytes { other in
                    #expect(!ByteWords.equal(left.baseAddress!, other.baseAddress!, count: count))
                    // Bytes past `count` are not compared.
                    #expect(ByteWords.equal(left.baseAddress!, other.baseAddress!, count: differing) == true)
                }
            }
        }
    }
}
