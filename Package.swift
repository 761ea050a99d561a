// swift-tools-version: 6.0
import PackageDescription

// Lifecheck has no package dependencies by design: the toolchain's Foundation,
// XCTest and Swift Testing only.
let package = Package(
    name: "Lifecheck",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The engine and the UIKit lifecycle spec that it runs.
        .library(name: "Lifecheck", targets: ["Lifecheck", "UIKitSpec", "UIKitModels"]),
        // The recorder alone, for an app target that records its controllers' callbacks:
        // Foundation only, no explorer or checker.
        .library(name: "LifecheckRecorder", targets: ["LifecheckRecorder"]),
        // Swift Testing integration. Only this product imports Testing.
        .library(name: "LifecheckTesting", targets: ["LifecheckTesting"]),
        // The conformance suite for XCTest suites. Only this product imports XCTest.
        .library(name: "LifecheckXCTest", targets: ["LifecheckXCTest"]),
        .executable(name: "lifecheck", targets: ["LifecheckCLI"]),
    ],
    dependencies: [],
    targets: [
        // Engine: knows nothing of UIKit, runs whatever spec it is given.
        .target(name: "Lifecheck", dependencies: ["LifecheckRecorder", "LifecheckMemory"],
                // Debug builds check every memo replay against the full step (Monitor.verifyReplay).
                swiftSettings: [.define("LIFECHECK_INTERNAL_CHECKS", .when(configuration: .debug))]),
        // The recorder controllers call, with one typed method per UIKit callback.
        .target(name: "LifecheckRecorder"),
        // Two C functions Swift lacks, for the explorer's big tables: a cache prefetch hint, and growing a mapping in place (mremap).
        .target(name: "LifecheckMemory"),
        // The normative UIKit spec: one file per concern, every rule with an ID and a source.
        .target(name: "UIKitSpec", dependencies: ["Lifecheck"], path: "Specs", exclude: ["README.md", "RULES.md", "OBSERVED.md", "COVERAGE.md"]),
        // Models of UIKit's controller machinery for the explorer: the NavStack benchmark, the reference runtime.
        .target(name: "UIKitModels", dependencies: ["Lifecheck", "UIKitSpec"]),
        .target(name: "LifecheckTesting", dependencies: ["Lifecheck", "UIKitSpec"]),
        .target(name: "LifecheckXCTest", dependencies: ["Lifecheck", "UIKitSpec"]),
        .executableTarget(name: "LifecheckCLI", dependencies: ["Lifecheck", "UIKitSpec", "UIKitModels"], path: "Sources/lifecheck"),

        .testTarget(name: "LifecheckTests", dependencies: ["Lifecheck"]),
        .testTarget(name: "UIKitSpecTests", dependencies: ["Lifecheck", "UIKitSpec"], exclude: ["Fixtures", "RealLogs"]),
        .testTarget(name: "ExplorerTests", dependencies: ["Lifecheck", "UIKitSpec", "UIKitModels"]),
        .testTarget(name: "LifecheckCLITests", dependencies: ["LifecheckCLI", "Lifecheck", "UIKitSpec"]),
        // The synchronous example of the documentation, compiled and tested so that it can't
        // rot: a custom container with a deliberate bug, its harness, and its conformance test.
        .target(name: "ContainerExample", dependencies: ["Lifecheck"], path: "Examples/ContainerExample/Sources/ContainerExample"),
        .testTarget(name: "ContainerExampleTests", dependencies: ["ContainerExample", "Lifecheck", "LifecheckTesting", "LifecheckXCTest", "UIKitSpec"],
                    path: "Examples/ContainerExample/Tests/ContainerExampleTests"),

        // The README's example: a stand-in for the part of UIKit containers use, so it runs
        // anywhere; containers written against it as app code is written against UIKit; their
        // harnesses and tests.
        .target(name: "UIKitStandIn", dependencies: ["Lifecheck"], path: "Examples/UIKitContainers/Sources/UIKitStandIn"),
        .target(name: "Containers", dependencies: ["UIKitStandIn", "LifecheckRecorder"],
                path: "Examples/UIKitContainers/Sources/Containers"),
        .target(name: "ContainerHarnesses", dependencies: ["Containers", "UIKitStandIn", "Lifecheck", "UIKitSpec"],
                path: "Examples/UIKitContainers/Sources/ContainerHarnesses"),
        .testTarget(name: "ContainersTests",
                    dependencies: ["Containers", "ContainerHarnesses", "UIKitStandIn", "Lifecheck", "UIKitSpec", "LifecheckTesting", "LifecheckXCTest"],
                    path: "Examples/UIKitContainers/Tests/ContainersTests"),
        .executableTarget(name: "containers-benchmark", dependencies: ["ContainerHarnesses", "Lifecheck"],
                          path: "Examples/UIKitContainers/Sources/ContainersBenchmark"),

        .testTarget(name: "LifecheckTestingTests", dependencies: ["LifecheckTesting", "LifecheckXCTest", "Lifecheck", "UIKitSpec", "UIKitModels"]),
    ],
    swiftLanguageModes: [.v6]
)

// Shared settings, applied in one place.
for target in package.targets where target.name != "LifecheckMemory" {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
