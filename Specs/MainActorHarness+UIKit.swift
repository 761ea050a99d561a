public import Lifecheck

extension MainActorHarness {
    /// UIKit's lifecycle spec: the default for a harness when `UIKitSpec` is imported.
    public var spec: CompiledSpec { UIKitSpec.compiled }
}
