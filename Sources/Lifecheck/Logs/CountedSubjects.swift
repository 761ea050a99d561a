/// Whether the subjects of a log's first lines count them, `1 loadView`, `2 viewDidLoad`,
/// `3 viewWillAppear`: a numbered list pasted from a document or a listing's line
/// numbers, not a recorder's controllers (a recorder names one controller on many lines).
struct CountedSubjects {
    /// The first line's number, when every line so far counts on from it.
    private(set) var first: Int?
    private var next: Int?
    private var lines = 0
    private var broken = false

    /// Notes a plain line, `SUBJECT NAME …`.
    mutating func note(_ line: Substring) {
        guard !broken else { return }
        let subject = line.prefix(while: { $0 != " " && $0 != "\t" })
        guard subject.count <= 4, subject.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(subject),
              next == nil || number == next else { broken = true; return }
        if first == nil { first = number }
        next = number + 1
        lines += 1
    }

    /// Whether three lines or more were noted and every one counted on from the one before.
    var isNumberedList: Bool { !broken && lines >= 3 }
}
