// `import LifecheckTesting` is all a Swift Testing suite needs: the expectations, the
// engine, and UIKit's spec with the recorder's typed methods.
@_exported public import Lifecheck
@_exported public import UIKitSpec
