import FlipbookScene
/// What kind of quantity a layout attribute is, so constraint strings that
/// UIKit would reject at run time ("leading == top") fail at parse time with
/// a caret instead.
enum LangAttributeKind: Equatable {
    /// Horizontal position; `absolute` is true for left/right, false for
    /// leading/trailing/centerX. UIKit refuses to mix left/right with leading/trailing.
    case horizontal(absolute: Bool?)
    case vertical
    case size

    init?(_ attribute: String) {
        switch attribute {
        case "left", "right": self = .horizontal(absolute: true)
        case "leading", "trailing": self = .horizontal(absolute: false)
        case "centerX": self = .horizontal(absolute: nil)  // pairs with either family
        case "top", "bottom", "centerY", "firstBaseline", "lastBaseline": self = .vertical
        case "width", "height": self = .size
        default: return nil
        }
    }

    /// Why `first` cannot be related to `second`, or nil if it can.
    static func incompatibility(_ first: String, _ second: String) -> String? {
        guard let a = LangAttributeKind(first), let b = LangAttributeKind(second) else { return nil }
        switch (a, b) {
        case (.size, .size), (.vertical, .vertical):
            return nil
        case (.horizontal(let x), .horizontal(let y)):
            if let x, let y, x != y {
                return "cannot relate '\(first)' to '\(second)': use leading/trailing or left/right on both sides"
            }
            return nil
        case (.size, _), (_, .size):
            return "cannot relate \(a == .size ? "size" : "position") attribute '\(first)' to "
                + "\(b == .size ? "size" : "position") attribute '\(second)'"
        default:
            return "cannot relate \(a == .vertical ? "vertical" : "horizontal") '\(first)' to "
                + "\(b == .vertical ? "vertical" : "horizontal") '\(second)'"
        }
    }
}
