import class Foundation.NSObject
import FlipbookScene

/// As `UITabBarItem`: a view controller's tab (its `tabBarItem`): an image over a title, the
/// selected image while its tab is shown, and an optional badge. Changing one updates the bar.
///
/// ```swift
/// override init(nibName: String?, bundle: Bundle?) {
///     super.init(nibName: nibName, bundle: bundle)
///     tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: UIImage(systemName: "tray.fill"))
///     tabBarItem.badgeValue = "3"
/// }
/// ```
open class TabBarItem: NSObject {
    /// As `UITabBarItem.SystemItem`: a tab with the system's title and symbol.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The system's title (English), as the iOS tab bar shows it.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The SF Symbol standing for the system's image. CHOSEN: the symbols that look like the
        /// system items' glyphs on iOS 13+ (Apple names no symbols for them).
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock.fill"
            case .contacts: "person.crop.circle.fill"
            case .bookmarks: "book.fill"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle.fill"
            case .mostViewed: "list.number"
            }
        }
    }

    /// The title under the image; nil falls back to the controller's title (its root's, for a
    /// navigation controller without one of its own).
    public var title: String? { didSet { changed() } }
    public var image: Image? { didSet { changed() } }
    /// The image shown while the tab is selected; nil shows `image`.
    public var selectedImage: Image? {
        get { madeSelectedImage ?? image }
        set { madeSelectedImage = newValue; changed() }
    }
    private var madeSelectedImage: Image?
    /// The badge's text; nil shows no badge (https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue).
    public var badgeValue: String? { didSet { changed() } }
    /// The badge's background; nil is `.systemRed`
    /// (https://developer.apple.com/documentation/uikit/uitabbaritem/badgecolor).
    public var badgeColor: Color? { didSet { changed() } }
    public var tag = 0
    public var isEnabled = true { didSet { changed() } }
    /// Override the bar's appearances while this item is selected.
    public var standardAppearance: TabBarAppearance? { didSet { changed() } }
    public var scrollEdgeAppearance: TabBarAppearance? { didSet { changed() } }
    public private(set) var systemItem: SystemItem?

    /// The controller whose tab this is (its title is the fallback).
    weak var controller: ViewController?
    /// The tab bar showing it.
    weak var owner: TabBarView?

    public override init() { super.init() }

    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.madeSelectedImage = selectedImage
        super.init()
    }

    /// As `init(tabBarSystemItem:tag:)`: the system's title and (standing in for its glyph) symbol.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.image = Image(systemName: systemItem.symbolName)
        self.tag = tag
        super.init()
    }

    /// The title the bar shows.
    var shownTitle: String {
        if let title { return title }
        if let own = controller?.title { return own }
        return (controller as? NavigationController)?.viewControllers.first?.title ?? ""
    }

    private func changed() { owner?.itemsDidChange() }
}
