// `import UIKitSpec` brings the engine too: the recorder, its typed UIKit methods and the
// checker are one import away in app code.
@_exported public import Lifecheck
