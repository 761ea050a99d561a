import Foundation
@_spi(Performance) import Lifecheck
import UIKitSpec

/// The parsers under fuzzing: each takes the input bytes and traps (via `check`) when an
/// invariant breaks; a crash, a sanitizer report or a hang is a bug. A new parser is one
/// more line here.
let fuzzedParsers: [(name: String, run: @Sendable (UnsafeBufferPointer<UInt8>) -> Void)] = [
    ("plain", PlainFuzz.run),
    ("logs", LogFuzz.run),
    ("bytes", ByteLogFuzz.run),
]

/// The parsers to run: those named in `FUZZ_PARSERS` (comma-separated, e.g. `plain`, which
/// runs thousands of inputs a second; the log readers, which project the spec onto the
/// callbacks each input records and share those projections across inputs, run about 200
/// a CPU second on mutated inputs of up to 4 KB, about 90 under the address sanitizer), or all.
let selectedParsers: [(name: String, run: @Sendable (UnsafeBufferPointer<UInt8>) -> Void)] = {
    guard let names = ProcessInfo.processInfo.environment["FUZZ_PARSERS"]?.split(separator: ",").map(String.init) else { return fuzzedParsers }
    let selected = fuzzedParsers.filter { names.contains($0.name) }
    check(!selected.isEmpty, "FUZZ_PARSERS names none of \(fuzzedParsers.map(\.name))")
    return selected
}()

/// libFuzzer's entry point: runs the selected parsers on the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    for parser in selectedParsers { parser.run(bytes) }
    return 0
}

/// libFuzzer's driver, for an executable that has its own `main` (SwiftPM gives every
/// executable one, so libFuzzer's is not linked).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

@main
enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
    }
}

/// Stops the fuzzer with a message when an invariant does not hold.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data("invariant broken: \(message())\n".utf8))
        abort()
    }
}
