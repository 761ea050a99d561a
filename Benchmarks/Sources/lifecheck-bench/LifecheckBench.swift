import Foundation

/// `lifecheck-bench`: measures the engine's hot paths. Run it in a release build.
@main
struct LifecheckBench {
    static func main() {
        let result = BenchCommand.run(Array(CommandLine.arguments.dropFirst()))
        if !result.standardOutput.isEmpty { write(result.standardOutput, to: .standardOutput) }
        if !result.standardError.isEmpty { write(result.standardError, to: .standardError) }
        exit(result.status)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        let terminated = text.hasSuffix("\n") ? text : text + "\n"
        handle.write(Data(terminated.utf8))
    }
}
