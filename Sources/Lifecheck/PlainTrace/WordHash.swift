/// The hash of a byte string taken 8 bytes at a time (little-endian words; a last partial
/// word with zero high bytes): one multiply per word, so the parser computes it while it
/// scans a field for its end, and `ByteTable` uses the same to look the field up.
enum WordHash {
    /// The state before the first word.
    @inline(__always) static var seed: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    /// Mixes one word into `hash`.
    @inline(__always) static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
        return (mixed << 27) | (mixed >> 37)
    }

    /// The final hash of a `count`-byte string.
    @inline(__always) static func finish(_ hash: UInt64, count: Int) -> UInt64 {
        var hash = hash ^ UInt64(truncatingIfNeeded: count)
        hash = (hash ^ (hash >> 31)) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 29)
    }

    /// The hash of `bytes`, reading no byte past their end.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = seed
        var index = 0
        let count = bytes.count
        while index + 8 <= count {
            hash = mix(hash, UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)))
            index += 8
        }
        if index < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while index < count {
                word |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            hash = mix(hash, word)
        }
        return finish(hash, count: count)
    }

    /// Scans the field at `start` to its end, the first byte at or below a space (a blank,
    /// a line end or a control character), a word at a time; returns the end and the
    /// field's hash. The field must be followed, within 8 bytes of its end, by such a byte,
    /// and the 8 bytes after it must be readable (``ByteWords``).
    @inline(__always)
    static func scanField(_ start: UnsafePointer<UInt8>) -> (end: UnsafePointer<UInt8>, hash: UInt64) {
        var cursor = start
        var hash = seed
        while true {
            let word = ByteWords.load(cursor)
            let stops = ByteWords.bytes(below: 0x21, in: word)
            if stops == 0 {
                hash = mix(hash, word)
                cursor += 8
                continue
            }
            let bytes = ByteWords.firstMarked(stops)
            if bytes > 0 { hash = mix(hash, word & ByteWords.firstBytes(bytes)) }
            cursor += bytes
            return (cursor, finish(hash, count: cursor - start))
        }
    }
}
