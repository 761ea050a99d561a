extension RandomAccessCollection {
    /// The index of the first element for which `belongs` holds, in a collection where it
    /// holds for a suffix (a binary search).
    func partitioningIndex(where belongs: (Element) -> Bool) -> Index {
        var low = startIndex, count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongs(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
