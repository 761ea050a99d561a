// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for Lifecheck's trace parsers. A package of its own, so the main
// package's `swift build` and `swift test` never build it; run it with ./run.sh.
let package = Package(
    name: "LifecheckFuzz",
    dependencies: [.package(name: "Lifecheck", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzParsers",
            dependencies: [.product(name: "Lifecheck", package: "Lifecheck")],
            path: "Sources/FuzzParsers"),
    ],
    swiftLanguageModes: [.v6]
)
