import class Foundation.NSCoder
import FlipbookScene

/// As `UIToolbar`: a bar of bar button items along the bottom of a screen, standalone or the
/// navigation controller's (`toolbarItems`, `setToolbarHidden(_:animated:)`). Items sit in a
/// 44 pt band at the bar's top (32 in iPhone landscape; `ToolbarMetrics`), from the leading margin, 8 pt apart;
/// flexible spaces share what width is left, fixed spaces take their `width`. The background
/// and the top hairline come from the appearance in force.
///
/// ```swift
/// let toolbar = UIToolbar(frame: CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44))
/// toolbar.items = [UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: Self.delete),
///                  .flexibleSpace(),
///                  UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: Self.compose)]
/// view.addSubview(toolbar)
/// ```
public final class ToolbarView: View, BarItemsOwner {
    public var items: [BarButtonItem]? { didSet { itemsDidChange() } }
    public var standardAppearance = ToolbarAppearance() { didSet { appearanceDidChange() } }
    /// A compact-height toolbar's look (an iPhone in landscape, where the bar is 32 pt), in
    /// place of `standardAppearance`; nil uses the standard one
    /// (https://developer.apple.com/documentation/uikit/uitoolbar/compactappearance).
    public var compactAppearance: ToolbarAppearance? { didSet { appearanceDidChange() } }
    public var scrollEdgeAppearance: ToolbarAppearance? { didSet { appearanceDidChange() } }
    /// A compact-height toolbar's look at the scroll edge; nil uses `scrollEdgeAppearance`
    /// (https://developer.apple.com/documentation/uikit/uitoolbar/compactscrolledgeappearance).
    public var compactScrollEdgeAppearance: ToolbarAppearance? { didSet { appearanceDidChange() } }
    /// The legacy (pre-iOS 13) bar colour, as UIKit maps it since iOS 13: into `standardAppearance`.
    public var barTintColor: Color? {
        didSet { standardAppearance.backgroundColor = barTintColor; appearanceDidChange() }
    }

    /// The views made for the items now shown (none for spaces), in item order.
    public private(set) var itemViews: [View] = []
    private var glyphs: [ObjectIdentifier: BarGlyphView] = [:]
    private let background = BarBackground(hairlineAtTop: true)
    /// How far the content's bottom edge is from the bar, as the navigation controller sets it:
    /// 0 at the edge (the scroll-edge look), 1 once content is under the bar. A standalone
    /// toolbar stays at 1: UIKit "ignores" the scroll-edge appearance when no navigation
    /// controller manages the bar (https://developer.apple.com/documentation/uikit/uitoolbar/scrolledgeappearance).
    var standardProgress = 1.0 { didSet { if standardProgress != oldValue { applyAppearance() } } }
    /// Whether a navigation controller manages this bar (the scroll-edge look applies).
    var isManaged = false
    /// Run as the bar lays out, after the content has: the navigation controller reads the
    /// content's size and offset for the scroll-edge look.
    var willLayout: (() -> Void)?

    public override init(frame: Rect) {
        super.init(frame: frame)
        id = "toolbar"
        background.install(in: self)
        applyAppearance()
    }

    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// As `setItems(_:animated:)`. CHOSEN: the change is shown at once either way (UIKit
    /// cross-fades the items over about a quarter second).
    public func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

    /// As `sizeThatFits(_:)`: the width given, the bar's 44 pt band (50 on iPad).
    public override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: ToolbarMetrics.height(on: scene?.screen ?? screenToJoin))
    }

    func itemsDidChange() {
        for v in itemViews { v.removeFromSuperview() }
        glyphs = [:]
        itemViews = []
        for item in items ?? [] where !item.isSpace {
            let (view, glyph) = item.makeBarView(in: self)
            if let glyph { glyphs[ObjectIdentifier(view)] = glyph }
            itemViews.append(view)
            addSubview(view)
        }
        for item in items ?? [] where item.isSpace { item.owner = self }
        setNeedsLayout()
    }

    private func appearanceDidChange() { applyAppearance() }

    private func applyAppearance() {
        let (standard, edge) = resolvedAppearances
        background.apply(standard: standard, edge: edge, progress: isManaged ? standardProgress : 1)
    }

    /// The appearances in force: standard and scroll-edge, or in compact height (iPhone
    /// landscape) the compact ones, `compactAppearance` falling back to the standard one and
    /// `compactScrollEdgeAppearance` to the scroll-edge one, as Apple documents (links above).
    var resolvedAppearances: (standard: ToolbarAppearance, edge: ToolbarAppearance) {
        guard NavigationBarMetrics.isCompactHeight(scene?.screen ?? screenToJoin) else {
            return (standardAppearance, scrollEdgeAppearance ?? standardAppearance.withTransparentBackground())
        }
        let standard = compactAppearance ?? standardAppearance
        // CHOSEN: with no scroll-edge look at all, the compact standard one made transparent.
        return (standard, compactScrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.withTransparentBackground())
    }

    // MARK: Layout

    public override func layoutSubviews() {
        willLayout?()
        // The screen is known now: the compact look applies in landscape.
        applyAppearance()
        background.layout(in: bounds)
        let screen = scene?.screen ?? screenToJoin
        let band = ToolbarMetrics.height(on: screen)
        // Items inside the safe area's left and right insets; the background spans the bar.
        let side = NavigationBarMetrics.sideInsets(on: screen, barWidth: bounds.width)
        let inner = max(0, bounds.width - side.left - side.right)
        let frames = Self.itemFrames(items: items ?? [], sizes: itemViews.map(Self.itemSize), width: inner,
                                     margin: NavigationBarMetrics.sideMargin(on: screen),
                                     spacing: NavigationBarMetrics.itemSpacing, band: band)
            .map { Rect(x: $0.minX + side.left, y: $0.minY, width: $0.width, height: $0.height) }
        let mirrored = scene?.layoutDirection == .rightToLeft
        for (v, f) in zip(itemViews, frames) {
            v.frame = mirrored ? Rect(x: bounds.width - f.maxX, y: f.minY, width: f.width, height: f.height) : f
            if let glyph = glyphs[ObjectIdentifier(v)] {
                let side = glyph.bounds.size
                glyph.frame = Rect(x: (f.width - side.width) / 2, y: (f.height - side.height) / 2, width: side.width, height: side.height)
            }
        }
    }

    /// Where the non-space items go, left to right: from the leading margin, `spacing` apart,
    /// a fixed space adding its width, the width left over shared by the flexible spaces
    /// (UIKit's rule; items are `spacing` apart across spaces too, CHOSEN), each item centred in the `band` at the bar's top.
    static func itemFrames(items: [BarButtonItem], sizes: [Size], width: Double, margin: Double, spacing: Double, band: Double) -> [Rect] {
        var fixed = 0.0, flexible = 0, shown = 0
        for item in items {
            switch item.systemItem {
            case .flexibleSpace?: flexible += 1
            case .fixedSpace?: fixed += Self.checkedWidth(item.width)
            default: shown += 1
            }
        }
        let used = sizes.reduce(0) { $0 + $1.width } + fixed + spacing * Double(max(0, shown - 1))
        let share = flexible > 0 ? max(0, width - 2 * margin - used) / Double(flexible) : 0
        var x = margin, frames: [Rect] = [], index = 0
        for item in items {
            switch item.systemItem {
            case .flexibleSpace?: x += share
            case .fixedSpace?: x += Self.checkedWidth(item.width)
            default:
                guard index < sizes.count else { continue }
                if index > 0 { x += spacing }
                let size = sizes[index]
                frames.append(Rect(x: x, y: (band - size.height) / 2, width: size.width, height: size.height))
                x += size.width
                index += 1
            }
        }
        return frames
    }

    /// A fixed space's width from app code: non-finite or negative is 0, at most 10,000 pt.
    static func checkedWidth(_ width: Double) -> Double { width.isFinite ? min(max(0, width), 10_000) : 0 }

    private static func itemSize(_ v: View) -> Size {
        let intrinsic = v.intrinsicContentSize
        if intrinsic.width >= 0, intrinsic.height >= 0 { return intrinsic }
        return v.bounds.size
    }
}

extension ToolbarView {
    /// `itemFrames` at a phone's 16 pt margin, 8 pt spacing and 44 pt band, for tests of the rule.
    public static func itemFramesForTesting(_ items: [BarButtonItem], sizes: [Size], width: Double) -> [Rect] {
        itemFrames(items: items, sizes: sizes, width: width, margin: 16, spacing: NavigationBarMetrics.itemSpacing, band: 44)
    }
}
