import Foundation
import Lifecheck

/// A shard's result on disk: one line of JSON (what was explored and found), then the
/// visited fingerprints as little-endian 64-bit words.
struct ShardFile: Codable {
    /// The format written; 2 since fingerprints hash with one multiply a word.
    static let currentFormat = "lifecheck-shard-2"
    var format = ShardFile.currentFormat
    var command: String
    var shard: String
    var outcome: String
    var states: Int
    var transitions: Int
    var maxDepth: Int
    var seconds: Double
    var counterexample: String?
    var fingerprints: Int

    static func write(_ result: ShardResult, command: String, to path: String) throws {
        let header = ShardFile(
            command: command, shard: result.shard.description, outcome: result.report.outcome.rawValue,
            states: result.report.states, transitions: result.report.transitions, maxDepth: result.report.maxDepth,
            seconds: result.report.seconds, counterexample: result.report.counterexamplePath?.description,
            fingerprints: result.fingerprints.count)
        var data = try JSONEncoder().encode(header)
        data.append(10)
        result.fingerprints.withUnsafeBufferPointer { words in
            for word in words {
                var little = word.littleEndian
                withUnsafeBytes(of: &little) { data.append(contentsOf: $0) }
            }
        }
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// Reads a shard file, or explains why it can't be read.
    static func read(_ path: String) throws(UsageError) -> (ShardFile, ShardResult) {
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError(message: "\(path): no such file") }
        guard let newline = data.firstIndex(of: 10),
              let header = try? JSONDecoder().decode(ShardFile.self, from: data[data.startIndex..<newline]) else {
            throw UsageError(message: "\(path): not a shard file written by lifecheck explore --shard")
        }
        // Fingerprints are only comparable within one format: merge shards of one version.
        guard header.format == ShardFile.currentFormat else {
            throw UsageError(message: "\(path): a shard of format \(header.format), this lifecheck reads \(ShardFile.currentFormat): explore every shard again with one version")
        }
        let body = data[(newline + 1)...]
        guard body.count == header.fingerprints * 8, let shard = Shard(header.shard),
              let outcome = ExplorationReport.Outcome(rawValue: header.outcome) else {
            throw UsageError(message: "\(path): truncated or damaged (expected \(header.fingerprints) fingerprints)")
        }
        var fingerprints: [UInt64] = []
        fingerprints.reserveCapacity(header.fingerprints)
        body.withUnsafeBytes { bytes in
            for offset in stride(from: 0, to: bytes.count, by: 8) {
                fingerprints.append(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            }
        }
        let report = ExplorationReport(
            outcome: outcome, states: header.states, transitions: header.transitions, maxDepth: header.maxDepth,
            seconds: header.seconds, bytesPerState: 0, counterexamplePath: header.counterexample.flatMap(ReplayPath.init))
        return (header, ShardResult(shard: shard, report: report, fingerprints: fingerprints))
    }
}

/// `lifecheck merge`: combines shard files into the whole exploration's result.
enum MergeCommand {
    static let help = """
    USAGE: lifecheck merge FILE...

    Combines the files written by 'lifecheck explore --shard k/n --output FILE' into the
    result of the whole exploration: the distinct states of all shards (the union of their
    fingerprints: shards may visit a state twice, the merge never counts it twice), the
    deepest level, and the shortest counterexample any shard found, with its replay command.

    EXIT STATUS: 0 every state explored and no violation, 1 a violation (or a shard
    stopped early, or one is missing), 2 bad usage or unreadable files.
    """

    static func run(_ arguments: [String]) -> CommandResult {
        var files: [(ShardFile, ShardResult)] = []
        do throws(UsageError) {
            let parsed = try ParsedArguments(arguments, flags: ["--help", "-h"], options: [])
            if parsed.flags.contains("--help") || parsed.flags.contains("-h") { return .success(help + "\n") }
            guard !parsed.positionals.isEmpty else { throw UsageError(message: "merge needs the shard files") }
            for path in parsed.positionals { files.append(try ShardFile.read(path)) }
            let commands = Set(files.map(\.0.command)), counts = Set(files.map(\.1.shard.count))
            guard commands.count == 1, counts.count == 1 else {
                throw UsageError(message: "the files come from different explorations (\(commands.sorted().joined(separator: " | ")))")
            }
            guard Set(files.map(\.1.shard.index)).count == files.count else { throw UsageError(message: "a shard is given twice") }
        } catch {
            return .usage(error.message, help: help)
        }
        let merged = ShardResult.merge(files.map(\.1))
        let command = files[0].0.command
        var lines = ["exploration: \(command)", "shards: \(files.count) of \(files[0].1.shard.count)"]
        if !merged.missing.isEmpty { lines.append("missing shards: " + merged.missing.map { "\($0)/\(files[0].1.shard.count)" }.joined(separator: ", ")) }
        lines.append("result: \(merged.outcome.rawValue)")
        lines.append("states: \(merged.states)")
        lines.append("max depth: \(merged.maxDepth)")
        lines.append("shard states (with overlap): \(files.map(\.1.report.states).reduce(0, +))")
        if let path = merged.counterexample {
            lines.append("counterexample: \(path.actions.count) operations")
            lines.append("Replay: \(command) --replay \(path)")
        }
        let clean = merged.outcome == .complete && merged.missing.isEmpty
        return CommandResult(status: clean ? 0 : 1, standardOutput: lines.joined(separator: "\n") + "\n", standardError: "")
    }
}
