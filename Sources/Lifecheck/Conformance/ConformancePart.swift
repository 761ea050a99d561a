/// A part of a conformance suite: its exhaustive exploration, or its random runs.
///
/// Run each part as its own test case, so that a report says which part failed:
///
/// ```swift
/// @Test(arguments: ConformancePart.allCases)
/// @MainActor func drawerConforms(_ part: ConformancePart) async {
///     await expectConformance(harness: DrawerHarness(), part: part)
/// }
/// ```
///
/// Each part reports its own failures: a bug that exploration finds, the random runs may
/// find too (shrunk), where a whole suite reports it once.
public enum ConformancePart: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Every state within the suite's bounds.
    case exploration
    /// Random sequences from the suite's seed, the first failure shrunk.
    case randomRuns

    public var description: String {
        switch self {
        case .exploration: "exhaustive exploration"
        case .randomRuns: "random runs"
        }
    }
}
