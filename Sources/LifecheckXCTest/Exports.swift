// `import LifecheckXCTest` is all an XCTest suite needs: the assertions, the engine, and
// UIKit's spec with the recorder's typed methods.
@_exported public import Lifecheck
@_exported public import UIKitSpec
