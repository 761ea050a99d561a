public import Lifecheck
public import Testing

/// One part of a conformance suite, for `@Test(arguments:)`: exhaustive exploration, or
/// the random runs.
///
/// Each shows as its own test case, so a report says which part failed.
///
/// ```swift
/// @Test(arguments: ConformanceSuite(harness: TabsHarness()).cases)
/// func tabsConform(_ part: HarnessConformanceCase<TabsHarness>) {
///     expectConformance(part)
/// }
/// ```
///
/// Each case reports its own failures: a bug that exploration finds, the random runs may
/// find too (shrunk), where `expectConformance(_:replay:sourceLocation:)` reports it once.
public struct ConformanceCase<M: Model>: Sendable, CustomTestStringConvertible {
    /// Which part of the suite.
    public typealias Part = ConformancePart

    /// The suite.
    public var suite: ConformanceSuite<M>
    /// The part of it this case runs.
    public var part: Part

    /// A case.
    public init(suite: ConformanceSuite<M>, part: Part) {
        self.suite = suite
        self.part = part
    }

    public var testDescription: String {
        switch part {
        case .exploration:
            let depth = suite.bounds.maxDepth == .max ? "" : ", depth ≤ \(suite.bounds.maxDepth)"
            return "\(suite.name): exhaustive exploration\(depth)"
        case .randomRuns:
            return "\(suite.name): \(suite.runs) random runs of ≤ \(suite.length) operations, seed \(suite.effectiveSeed)"
        }
    }

    /// Runs this part.
    public func run() -> ConformanceReport {
        suite.run(part)
    }
}

/// A conformance case of a class-based implementation's harness.
public typealias HarnessConformanceCase<H: Harness> = ConformanceCase<HarnessModel<H>>

extension ConformanceSuite {
    /// The suite's parts as test arguments: exploration, then the random runs.
    public var cases: [ConformanceCase<M>] {
        [ConformanceCase(suite: self, part: .exploration), ConformanceCase(suite: self, part: .randomRuns)]
    }
}

/// Runs one part of a conformance suite and records one Swift Testing issue per distinct
/// failure and per problem, at the caller's source location.
@discardableResult
public func expectConformance<M: Model>(
    _ part: ConformanceCase<M>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ConformanceReport {
    record(part.run(), sourceLocation: sourceLocation)
}
