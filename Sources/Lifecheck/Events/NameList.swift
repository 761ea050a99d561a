/// Names as UTF-8 bytes, one after another: a list that allocates nothing per name, for
/// the names a trace brings (tens of thousands of controllers).
struct NameList: Sendable {
    /// The names' bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each name ends in ``bytes``.
    private var ends: [Int] = []

    /// The number of names.
    var count: Int { ends.count }
    /// Whether the list has no name.
    var isEmpty: Bool { ends.isEmpty }

    /// Adds a name.
    mutating func append(_ name: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: name)
        ends.append(bytes.count)
    }

    /// Adds `other`'s names from the `start`th on.
    mutating func append(_ other: NameList, from start: Int) {
        for index in start..<other.count { other.withName(index) { append($0) } }
    }

    /// Calls `body` with the bytes of the `index`th name.
    func withName<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let start = index == 0 ? 0 : ends[index - 1]
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<ends[index]])) }
    }

    /// The `index`th name.
    func name(_ index: Int) -> String {
        withName(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Removes every name, keeping the memory.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }
}
