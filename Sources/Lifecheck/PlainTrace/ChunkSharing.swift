/// When the reading thread of a concurrent check leaves a chunk of lines for the monitoring
/// thread to parse (with a parser of its own), so that neither thread waits for the other.
enum ChunkSharing: Sendable {
    /// Never: the reading thread parses every chunk.
    case never
    /// When the monitoring thread has nothing queued: it would wait. (Not the first chunk:
    /// the monitoring thread has nothing to do before the reader's first batch anyway.)
    case whenIdle
    /// Every other chunk (tests: two parsers' names merged all the way).
    case alternately

    /// Whether to leave chunk `number` (from 1) to the monitoring thread.
    func leaves<Outcome>(chunk number: Int, _ channel: BatchChannel<Outcome>) -> Bool {
        switch self {
        case .never: false
        case .whenIdle: number > 1 && channel.isIdle
        case .alternately: number % 2 == 0
        }
    }
}
