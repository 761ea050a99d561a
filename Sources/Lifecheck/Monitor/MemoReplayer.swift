/// The one place that decides whether an event is a step the memo remembers, and takes it:
/// for the monitor's hot loop (``EventMemo/replayRun(_:_:from:to:records:stride:subjectCount:globals:history:historyDepth:)``)
/// and for a single event (``EventMemo/replay(_:kind:records:stride:subjectCount:globals:)``) alike.
///
/// An event is taken in one of three cases (``EventMemo`` says why each is sound):
/// - its subject is *isolated* (no relation set) and the event names no subject;
/// - its subject's relations all point to one other subject, its *partner*, the kind
///   reaches no further than the pair (``KindRecord/reachesPairOnly``), and the event names
///   no subject but the partner;
/// - its subject is isolated, the kind reaches only the one subject the event names
///   (``KindRecord/reachesNamedOnly``, `addChild`), and that subject's relations point to
///   nothing but the subject: the named subject takes the partner's place, and the key holds
///   the subject's name too.
///
/// Every record involved must still be what its number says (``currentNumber(of:)``). A
/// remembered step is found with one probe and taken by copying what changed.
///
/// The replayer holds the memo's tables in locals (the hot loop reads no class field), so
/// the tables must not grow while it lives: records a single event needs numbered are
/// numbered before one is made.
struct MemoReplayer<Width: RecordWidth, GlobalWidth: RecordWidth> {
    private let records: UnsafeMutableRawPointer, stride: Int, globals: UnsafeMutableRawPointer
    private let recordWords: Int, globalWords: Int
    private let recordTable: UnsafeMutablePointer<UInt64>, globalTable: UnsafeMutablePointer<UInt64>
    private let partners: UnsafeMutablePointer<UInt32>
    private let numberOf: UnsafeMutablePointer<UInt32>, epoch: UInt32
    private let kinds: UnsafeMutablePointer<UInt32>, kindCount: Int
    private let steps: UnsafePointer<MemoStorage.Step>, stepMask: Int
    /// Subjects below this have a record and a slot in `numberOf`.
    private let limit: Int
    /// The globals' number; ``finish(_:)`` hands it back to the memo.
    private var globalNumber: UInt32

    @inline(__always)
    init(_ storage: MemoStorage, records: UnsafeMutableRawPointer, stride: Int, subjectCount: Int, globals: UnsafeMutableRawPointer) {
        self.records = records
        self.stride = stride
        self.globals = globals
        recordWords = Width.words > 0 ? Width.words : storage.records.words
        globalWords = GlobalWidth.words > 0 ? GlobalWidth.words : storage.globals.words
        recordTable = storage.records.wordsOf
        globalTable = storage.globals.wordsOf
        partners = storage.records.partners
        numberOf = storage.numberOf
        epoch = storage.epoch
        kinds = storage.kinds
        kindCount = storage.kindCount
        steps = storage.stepSlots
        stepMask = storage.stepSlotMask
        limit = min(subjectCount, storage.subjectCapacity)
        globalNumber = storage.globalNumber
    }

    /// Hands the globals' number back to the memo's `storage`, the one the replayer was made of.
    /// (The replayer holds no reference to it: a retain and a release per call cost a
    /// third of the monitor's speed when it is fed one event at a time.)
    @inline(__always)
    func finish(_ storage: MemoStorage) {
        storage.globalNumber = globalNumber
    }

    /// `subject`'s record number, if its record still is what the number says: surely if
    /// the memo saw it so in this epoch, else if the bytes say so. A step the memo did not
    /// see may have changed the record (a parent was set, a child's counter moved): its
    /// number is then forgotten, so that the subject's next event goes to the full step,
    /// which numbers the record again.
    @inline(__always)
    private func currentNumber(of subject: Int) -> UInt32? {
        let tagged = numberOf[subject]
        let number = tagged & MemoStorage.numberMask
        if tagged & ~MemoStorage.numberMask == epoch { return number }
        guard tagged != EventMemo.none else { return nil }
        guard !MemoReplayer.differ(recordTable + Int(number) &* recordWords, records + subject &* stride, recordWords) else {
            numberOf[subject] = EventMemo.none
            return nil
        }
        numberOf[subject] = epoch | number
        return number
    }

    /// Replays `event` if it is a remembered step.
    @inline(__always)
    mutating func replay(_ event: Event) -> MemoReplayOutcome {
        let subject = Int(event.subject.rawValue)
        let kindIndex = Int(event.kind.rawValue)
        guard globalNumber != EventMemo.none, subject < limit, kindIndex < kindCount,
              let number = currentNumber(of: subject) else { return .notTaken }
        let kind = kinds[kindIndex]
        let names = MemoStorage.nameSlots(kind), unread = MemoStorage.unreadSlots(kind)
        let record = records + subject &* stride
        // The partner, if the subject has one.
        let partnerOfRecord = partners[Int(number)]
        var other = Int(truncatingIfNeeded: partnerOfRecord)
        var otherNumber = EventMemo.none
        var otherRecord = record
        if partnerOfRecord != EventMemo.none {
            guard kind & MemoStorage.reachesPairOnly != 0, other < limit, other != subject,
                  let current = currentNumber(of: other) else { return .notTaken }
            otherNumber = current
            otherRecord = records + other &* stride
        }
        if MemoReplayer.differ(globalTable + Int(globalNumber) &* globalWords, globals, globalWords) { return .notTaken }
        var keySubject = EventMemo.none
        var packed = EventMemo.pack(event, names: names, unread: unread, partner: partnerOfRecord)
        if packed == nil, partnerOfRecord == EventMemo.none {
            // An isolated subject's event naming one other subject (`addChild`).
            guard kind & MemoStorage.reachesNamedOnly != 0, let named = EventMemo.namedSubject(event, names: names),
                  Int(named) != subject, Int(named) < limit, let current = currentNumber(of: Int(named)) else { return .notTaken }
            let around = partners[Int(current)]
            guard around == EventMemo.none || Int(around) == subject else { return .notTaken }
            other = Int(named)
            otherNumber = current
            otherRecord = records + other &* stride
            packed = EventMemo.pack(event, names: names, unread: unread, partner: named, as: EventMemo.otherName)
            keySubject = UInt32(subject)
        }
        guard let packed else { return .notTaken }
        // The remembered step.
        var slot = MemoStorage.slot(packed, number, otherNumber, globalNumber, keySubject, stepMask)
        var step: MemoStorage.Step
        while true {
            step = steps[slot]
            if step.key.record == number, step.key.packed == packed, step.key.partner == otherNumber,
               step.key.globals == globalNumber, step.key.subject == keySubject { break }
            if step.key.record == EventMemo.none {
                let key = MemoStorage.Key(packed: packed, record: number, partner: otherNumber, globals: globalNumber, subject: keySubject)
                return .missed(key, partner: otherNumber == EventMemo.none ? EventMemo.none : UInt32(truncatingIfNeeded: other))
            }
            slot = (slot &+ 1) & stepMask
        }
        // Only what changed is copied: a container's record stays put through most of its children's events.
        if step.record != number {
            MemoReplayer.store(recordTable + Int(step.record) &* recordWords, to: record, recordWords)
            numberOf[subject] = epoch | step.record
        }
        if step.partner != otherNumber {
            MemoReplayer.store(recordTable + Int(step.partner) &* recordWords, to: otherRecord, recordWords)
            numberOf[other] = epoch | step.partner
        }
        if step.globals != globalNumber {
            globalNumber = step.globals
            MemoReplayer.store(globalTable + Int(globalNumber) &* globalWords, to: globals, globalWords)
        }
        return .replayed(other: other, names: names)
    }

    /// Whether the `words` words at `bytes` differ from `known`: no branch per word.
    @inline(__always)
    private static func differ(_ known: UnsafePointer<UInt64>, _ bytes: UnsafeRawPointer, _ words: Int) -> Bool {
        var difference: UInt64 = 0
        var word = 0
        while word < words {
            difference |= known[word] ^ bytes.load(fromByteOffset: word &* 8, as: UInt64.self)
            word &+= 1
        }
        return difference != 0
    }

    /// Copies `words` words from `known` to `bytes`.
    @inline(__always)
    private static func store(_ known: UnsafePointer<UInt64>, to bytes: UnsafeMutableRawPointer, _ words: Int) {
        var word = 0
        while word < words {
            bytes.storeBytes(of: known[word], toByteOffset: word &* 8, as: UInt64.self)
            word &+= 1
        }
    }
}

/// What ``MemoReplayer/replay(_:)`` did with an event.
enum MemoReplayOutcome {
    /// The event was a remembered step, and its outcome is in the records. `other` is
    /// the subject it named (its partner, or the subject it names), the kind's name
    /// slots are `names`: what the monitor's history needs.
    case replayed(other: Int, names: UInt8)
    /// The memo takes the event but has not seen this step: the full step that runs
    /// instead is remembered from `key`, with `partner` (`EventMemo/none` for none).
    case missed(MemoStorage.Key, partner: UInt32)
    /// Not a case the memo takes, or a record is not what its number says.
    case notTaken
}

/// A record's (or the globals') width in words, known to the compiler (``RecordWidth9``,
/// ``RecordWidth1``) or not (``RecordWidthAny``): the UIKit spec's widths get a copy of the
/// replay loop in which the word loops are unrolled (comparing and copying records is most
/// of a replay; the general loop costs a quarter of the batch throughput).
protocol RecordWidth { static var words: Int { get } }
enum RecordWidth9: RecordWidth { static var words: Int { 9 } }
enum RecordWidth1: RecordWidth { static var words: Int { 1 } }
enum RecordWidthAny: RecordWidth { static var words: Int { 0 } }
