import FlipbookRender
import FlipbookScene

public typealias NSAttributedString = AttributedText
public typealias NSMutableAttributedString = MutableAttributedText

public extension Color {
    // UIKit's fixed (not semantic) colours, the same in light and dark: `view.backgroundColor = .blue`.
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let yellow = Color(red: 1, green: 1, blue: 0)
    static let red = Color(red: 1, green: 0, blue: 0)
    static let orange = Color(red: 1, green: 0.5, blue: 0)
    static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    static let cyan = Color(red: 0, green: 1, blue: 1)
    static let magenta = Color(red: 1, green: 0, blue: 1)
    static let darkGray = Color(white: 1 / 3)
    static let lightGray = Color(white: 2 / 3)
}

public extension TableViewCell {
    /// `UITableViewCell.CellStyle`.
    typealias CellStyle = Style
}

public extension TableViewCell {
    /// As UIKit: shows a list configuration's text in the cell's own labels.
    var contentConfiguration: UIListContentConfiguration? {
        get {
            var c = UIListContentConfiguration()
            c.text = textLabel?.text
            c.secondaryText = detailTextLabel?.text
            return c
        }
        set {
            textLabel?.text = newValue?.text ?? ""
            detailTextLabel?.text = newValue?.secondaryText ?? ""
        }
    }
}

public extension NavigationController {
    /// UIKit's `isNavigationBarHidden`. TEMPORARY forwarder to `navigationBar.isHidden`: the bar
    /// is hidden and no longer adds to the child's safe area; the animated form waits for the
    /// controller work in FlipbookTransitions (docs/porting.md).
    var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }
}
