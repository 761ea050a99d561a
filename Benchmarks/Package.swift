// swift-tools-version: 6.0
import PackageDescription

// Lifecheck's benchmarks: `lifecheck-bench` measures the monitor, `lifecheck check` against
// grep, property runs and the explorer. A package of its own, beside the product: run it
// in release with
//     swift run -c release --package-path Benchmarks lifecheck-bench [monitor|check|properties|explore]
// The command-line plumbing (ArgumentParser.swift, CommandResult.swift, ProcessUsage.swift)
// is the lifecheck executable's own, linked into Sources/lifecheck-bench rather than copied.
let package = Package(
    name: "LifecheckBenchmarks",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifecheck-bench", targets: ["LifecheckBench"]),
    ],
    dependencies: [.package(name: "Lifecheck", path: "..")],
    targets: [
        .executableTarget(name: "LifecheckBench", dependencies: [.product(name: "Lifecheck", package: "Lifecheck")],
                          path: "Sources/lifecheck-bench"),
        .testTarget(name: "BenchmarkTests", dependencies: ["LifecheckBench"]),
    ],
    swiftLanguageModes: [.v6]
)
