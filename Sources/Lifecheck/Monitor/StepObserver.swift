/// Watches a monitor step op by op, for coverage.
///
/// The step calls it only when
/// `observes` is true, a constant the optimizer folds: ``NoObserver`` costs nothing.
@usableFromInline package protocol StepObserver {
    /// Whether the step should call the observer at all.
    static var observes: Bool { get }
    /// A requirement's `when` held: its rule could have fired.
    mutating func requirementApplied(_ requirement: Int)
    /// A transition group met its event in state `from`.
    mutating func transitionTaken(group: Int, from: UInt8)
}

/// The observer of ordinary steps: none.
@usableFromInline package struct NoObserver: StepObserver {
    @inlinable public static var observes: Bool { false }
    /// The observer that observes nothing.
    @inlinable public init() {}
    @inlinable public mutating func requirementApplied(_ requirement: Int) {}
    @inlinable public mutating func transitionTaken(group: Int, from: UInt8) {}
}
