public import Lifecheck

/// The UIKit view-controller lifecycle, as Apple documents it and as devices print it.
///
/// Every rule has a stable ID, a statement and its sources; ``RULES.md`` is the
/// generated catalogue. Events are in call-entry order (a parent's callback before the
/// child's that it calls); see `../shared/TRACE-FORMAT.md` for the trace format.
public enum UIKitSpec {
    /// The spec, as data.
    public static let spec = Spec(
        name: "UIKit",
        folder: "Specs",
        vocabulary: vocabulary,
        parts: [lifetime, viewLoading, appearance, layout, sizeChange, containment, forwarding, segues, presentation, sheets, launch, scenes, rootReplacement, warnings])

    /// The spec compiled for the monitor. A mistake in the spec is a programming error here;
    /// the test suite compiles the spec and reports it properly.
    public static let compiled: CompiledSpec = {
        do { return try spec.compile() } catch { preconditionFailure("UIKit spec does not compile: \(error)") }
    }()

    /// The appearance callbacks, shared by several parts.
    static let appearanceCallbacks: [EventPattern] = [
        "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    ]
}
