import class Foundation.NSObject
import FlipbookScene

/// As `UINavigationItem`: what a view controller shows in the navigation bar while it is on top
/// (and, for the one below, in the back button). Every view controller has one
/// (`navigationItem`); changing it updates the bar at once.
///
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     title = "Inbox"
///     navigationItem.largeTitleDisplayMode = .always
///     navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: Self.compose)
///     navigationItem.backButtonTitle = "Mail"
/// }
/// ```
open class NavigationItem: NSObject {
    /// As `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below in the stack does (the root: as the bar's `prefersLargeTitles`).
        case automatic
        case always
        case never
    }

    /// The title shown; nil falls back to the controller's `title`.
    public var title: String? { didSet { changed() } }
    /// Shown in the inline title's place, centred, at its own size.
    public var titleView: View? { didSet { changed() } }
    public var prompt: String? { didSet { changed() } }
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    public var leftBarButtonItems: [BarButtonItem]? { didSet { changed() } }
    public var rightBarButtonItems: [BarButtonItem]? { didSet { changed() } }
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The back button the next controller pushed shows for this one (its title is used).
    public var backBarButtonItem: BarButtonItem? { didSet { changed() } }
    /// The back button's title for the next controller pushed (iOS 11+), when no `backBarButtonItem`.
    public var backButtonTitle: String? { didSet { changed() } }
    public var hidesBackButton = false { didSet { changed() } }
    /// Whether the left items go beside the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// Override the bar's appearances while this item is on top (copied, as UIKit's `@NSCopying`).
    public var standardAppearance: NavigationBarAppearance? { didSet { changed() } }
    /// Kept for ported code, never used: Flipbook's screens are portrait, never a compact-height bar
    /// (see `NavigationBarView.compactAppearance`).
    public var compactAppearance: NavigationBarAppearance? { didSet { changed() } }
    public var compactScrollEdgeAppearance: NavigationBarAppearance? { didSet { changed() } }
    public var scrollEdgeAppearance: NavigationBarAppearance? { didSet { changed() } }

    /// The controller this item belongs to: its title is the fallback, its navigation controller hears changes.
    weak var controller: ViewController?

    public override init() { super.init() }
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The title the bar shows: this item's, else the controller's.
    var shownTitle: String? { title ?? controller?.title }

    private func changed() { controller?.navigationController?.barContentDidChange() }
}
