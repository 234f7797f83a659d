// Flipbook's geometry is Foundation's (`Point` is `CGPoint`, measured in `CGFloat`), so code that
// uses it needs Foundation's declarations too: its `.zero`, `minX`, `insetBy` and the rest.
@_exported import Foundation
