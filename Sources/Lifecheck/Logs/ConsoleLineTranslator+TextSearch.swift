/// A console line translator's text search: markers found in lines, in any case, over bytes.
extension ConsoleLineTranslator {
    /// Whether `text` contains `marker`, compared as UTF-8 bytes (Foundation's search costs
    /// more than the rest of a line's reading).
    static func contains(_ text: Substring, _ marker: String) -> Bool {
        var marker = marker
        return marker.withUTF8 { contains(text, $0) }
    }

    /// Whether `text` contains `marker`, its ASCII letters compared without case: people
    /// retype UIKit's messages (`unbalanced calls to begin/end appearance transitions`).
    static func containsIgnoringCase(_ text: Substring, _ marker: String) -> Bool {
        var needle = marker
        return needle.withUTF8 { needle in
            text.utf8.withContiguousStorageIfAvailable { firstMatchIgnoringCase($0, needle) != nil }
        } ?? (rangeIgnoringCase(text, marker) != nil)
    }

    /// Where `marker` first is in `text`, its ASCII letters compared without case.
    static func rangeIgnoringCase(_ text: Substring, _ marker: String) -> Range<Substring.Index>? {
        let haystack = Array(text.utf8), needle = Array(marker.utf8)
        guard let offset = haystack.withUnsafeBufferPointer({ h in needle.withUnsafeBufferPointer { firstMatchIgnoringCase(h, $0) } }) else {
            return nil
        }
        let start = text.utf8.index(text.startIndex, offsetBy: offset)
        return start..<text.utf8.index(start, offsetBy: needle.count)
    }

    /// `text` with `marker`, found without case, in the marker's own case (the rest as it is).
    static func inMarkerCase(_ text: Substring, _ marker: String) -> Substring {
        guard let range = rangeIgnoringCase(text, marker), text[range] != marker else { return text }
        return Substring(text[..<range.lowerBound] + marker + text[range.upperBound...])
    }

    /// The offset of the first match of `needle` in `haystack`, ASCII letters matched in
    /// either case.
    static func firstMatchIgnoringCase(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Int? {
        @inline(__always) func folded(_ byte: UInt8) -> UInt8 { byte &- 65 < 26 ? byte | 0x20 : byte }
        guard let first = needle.first.map(folded) else { return 0 }
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where folded(haystack[start]) == first {
            var matched = 1
            while matched < needle.count, folded(haystack[start + matched]) == folded(needle[matched]) { matched += 1 }
            if matched == needle.count { return start }
        }
        return nil
    }

    /// Whether `text` contains the bytes `needle`.
    static func contains(_ text: Substring, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ haystack -> Bool in
            guard let first = needle.first else { return true }
            guard haystack.count >= needle.count else { return false }
            var start = 0
            while start <= haystack.count - needle.count {
                if haystack[start] == first {
                    var matched = 1
                    while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                start += 1
            }
            return false
        }) {
            return found
        }
        let haystack = text.utf8
        guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
        var index = haystack.startIndex
        while let start = haystack[index...].firstIndex(of: first) {
            if haystack[start...].starts(with: needle) { return true }
            index = haystack.index(after: start)
        }
        return false
    }

    /// A warning's text in at most `limit` characters: whole, or cut at a word's end with
    /// "…"; the controller UIKit named at the end of a long warning is kept whole, with the
    /// words that introduce it (`… View controller: <App.Home: 0x1>`), so the message
    /// quotes both the callback (at its start) and the controller.
    static func shortened(_ text: Substring, limit: Int = 300) -> String {
        guard text.count > limit else { return String(text) }
        var tail = ""
        if let last = objectRanges(in: text).last, text.distance(from: text.startIndex, to: last.range.lowerBound) > limit / 2 {
            var start = last.range.lowerBound
            if let sentence = text[..<start].lastIndex(where: { $0 == "." || $0 == "!" }),
               text.distance(from: sentence, to: start) < 60 {
                start = text.index(after: sentence)
            }
            tail = " … " + String(text[start...].trimmingBlanks())
        }
        let head = text.prefix(max(limit - tail.count, limit / 3))
        let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return String(cut) + (tail.isEmpty ? " …" : tail)
    }
}
