import class Foundation.NSCoder
import FlipbookScene

/// As `UITabBar`: the band above the home indicator (49 pt, `ToolbarMetrics.tabBarHeight`) with
/// one button per tab, laid out as iOS 15+ stacks them on iPhone: the image above a 10 pt title
/// (`TabBarMetrics`), the selected tab in the tint colour, the others in the unselected grey,
/// a badge at the icon's top trailing corner. The background and the top hairline come from the
/// appearance in force: `scrollEdgeAppearance` (or, when nil, the standard one made
/// transparent) while the content's bottom edge meets the bar.
///
/// ```swift
/// tabBarController.tabBar.tintColor = .systemPink
/// tabBarController.tabBar.unselectedItemTintColor = .secondaryLabel
/// let appearance = UITabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// tabBarController.tabBar.standardAppearance = appearance
/// ```
public final class TabBarView: View {
    /// The bar's band in portrait, without the home indicator's inset below it.
    public static let height = ToolbarMetrics.tabBarHeight
    /// The bar's band on `screen` (32 in notched iPhone landscape; `TabBarMetrics.barHeight`).
    public static func height(on screen: Screen?) -> Double { TabBarMetrics.barHeight(on: screen) }
    /// How the items are laid out on this bar's screen: stacked, or inline in landscape.
    var itemStyle: TabBarItemAppearance.Style { TabBarMetrics.itemStyle(on: scene?.screen ?? screenToJoin) }

    public var standardAppearance = TabBarAppearance() { didSet { itemsDidChange() } }
    public var scrollEdgeAppearance: TabBarAppearance? { didSet { itemsDidChange() } }
    /// As `unselectedItemTintColor`: the colour of the tabs not selected (nil: grey).
    public var unselectedItemTintColor: Color? { didSet { itemsDidChange() } }
    /// The legacy (pre-iOS 13) bar colour, as UIKit maps it since iOS 13: into `standardAppearance`.
    public var barTintColor: Color? {
        didSet { standardAppearance.backgroundColor = barTintColor; itemsDidChange() }
    }
    /// The tabs shown, one per child of the tab bar controller.
    public private(set) var items: [TabBarItem] = []
    public var selectedItem: TabBarItem? { items.indices.contains(selectedIndex) ? items[selectedIndex] : nil }
    /// The buttons drawn for the items, in item order (no ids: the step trace lists the bar only).
    public private(set) var itemButtons: [View] = []
    private var buttons: [TabBarButton] = []
    private var selectedIndex = 0
    private let background = BarBackground(hairlineAtTop: true)
    /// How far the content's bottom edge is from the bar (0 at the edge, 1 once content is under
    /// it), set by the tab bar controller from the selected child's scroll view.
    var standardProgress = 1.0 { didSet { if standardProgress != oldValue { applyBackground() } } }
    /// What a tap on tab `index` does (the tab bar controller selects it).
    var onSelect: ((Int) -> Void)?
    /// Run as the bar lays out, after the content has (it is drawn over the content): the tab
    /// bar controller reads the content's size and offset for the scroll-edge look.
    var willLayout: (() -> Void)?

    public override init(frame: Rect) {
        super.init(frame: frame)
        id = "tabBar"
        background.install(in: self)
        applyBackground()
    }

    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// The item labels, for tests and traces that read the titles.
    public var itemLabels: [Label] { buttons.map(\.titleLabel) }

    func setItems(_ newItems: [TabBarItem], selected: Int) {
        for item in items where item.owner === self { item.owner = nil }
        items = newItems
        selectedIndex = selected
        for item in items { item.owner = self }
        if buttons.count != items.count {
            for b in buttons { b.removeFromSuperview() }
            buttons = items.indices.map { i in
                let button = TabBarButton(frame: .zero)
                button.addAction(ControlAction(title: "Select tab \(i)") { [weak self] _ in self?.onSelect?(i) }, for: .touchUpInside)
                return button
            }
            for b in buttons { addSubview(b) }
            itemButtons = buttons
        }
        itemsDidChange()
    }

    /// The appearances in force: the selected item's, else the bar's; at the edge the scroll-edge
    /// one, else the standard one made transparent (UIKit's rule).
    private var resolvedAppearances: (standard: TabBarAppearance, edge: TabBarAppearance) {
        let standard = selectedItem?.standardAppearance ?? standardAppearance
        let edge = selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.withTransparentBackground()
        return (standard, edge)
    }

    /// The look the items follow: the nearer of the two.
    private var itemLook: TabBarItemAppearance {
        let (standard, edge) = resolvedAppearances
        return (standardProgress >= 0.5 ? standard : edge).itemAppearance(for: itemStyle)
    }

    /// Redraws every tab in its state's colours.
    func itemsDidChange() {
        refreshItems()
        setNeedsLayout()
    }

    /// Gives each tab its state's colours (again at each layout, so a `tintColor` set on the bar
    /// or above it shows).
    private func refreshItems() {
        applyBackground()
        let look = itemLook
        for (i, button) in buttons.enumerated() where i < items.count {
            let item = items[i]
            let selected = i == selectedIndex
            let state = !item.isEnabled ? look.disabled : selected ? look.selected : look.normal
            let color: Color = state.iconColor ?? (selected ? (tintColor ?? .systemBlue) : unselectedItemTintColor ?? TabBarMetrics.unselectedColor)
            let badgeColor = item.badgeColor ?? state.badgeBackgroundColor ?? TabBarMetrics.badgeColor
            button.style = itemStyle
            button.show(item, selected: selected, color: color, title: state.titleTextAttributes,
                        badgeColor: badgeColor, badgeText: state.badgeTextAttributes)
        }
    }

    private func applyBackground() {
        let (standard, edge) = resolvedAppearances
        background.apply(standard: standard, edge: edge, progress: standardProgress)
    }

    public override func layoutSubviews() {
        willLayout?()
        refreshItems()
        background.layout(in: bounds)
        guard !buttons.isEmpty else { return }
        // The items share the width inside the safe area's left and right insets (the notch's
        // side in landscape); the background spans the bar.
        let screen = scene?.screen ?? screenToJoin
        let side = NavigationBarMetrics.sideInsets(on: screen, barWidth: bounds.width)
        let width = max(0, bounds.width - side.left - side.right) / Double(buttons.count)
        let band = Self.height(on: screen)
        let rtl = scene?.layoutDirection == .rightToLeft
        for (i, button) in buttons.enumerated() {
            let slot = rtl ? buttons.count - 1 - i : i
            button.frame = Rect(x: side.left + Double(slot) * width, y: 0, width: width, height: band)
        }
    }
}
