import class Foundation.NSCoder
import FlipbookScene

/// As `UINavigationBar`: the band under the status bar showing the top controller's navigation
/// item: a back button (chevron and the previous title), left and right bar button items, the
/// title (or title view) and, with `prefersLargeTitles`, the 34 pt large title under it, which
/// collapses into the inline title as the content scrolls up and stretches on a pull-down. The
/// background and hairline come from the appearance in force (`NavigationBarAppearance`).
///
/// ```swift
/// navigationController?.navigationBar.prefersLargeTitles = true
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// navigationController?.navigationBar.standardAppearance = appearance
/// ```
public final class NavigationBarView: View, BarItemsOwner {
    /// The inline bar's height on iPhone; see `NavigationBarMetrics` for iPad and large titles.
    public static let height = 44.0

    public var prefersLargeTitles = false { didSet { owner?.barContentDidChange() } }
    public var standardAppearance = NavigationBarAppearance() { didSet { appearanceDidChange() } }
    /// The look of a compact-height bar (an iPhone in landscape, `Screen.landscape`), in place
    /// of `standardAppearance`; nil uses the standard one
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance).
    public var compactAppearance: NavigationBarAppearance? { didSet { appearanceDidChange() } }
    /// As `compactScrollEdgeAppearance` (iOS 15): a compact-height bar's look at the scroll edge;
    /// nil uses `scrollEdgeAppearance`
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/compactscrolledgeappearance).
    public var compactScrollEdgeAppearance: NavigationBarAppearance? { didSet { appearanceDidChange() } }
    public var scrollEdgeAppearance: NavigationBarAppearance? { didSet { appearanceDidChange() } }

    /// The legacy (pre-iOS 13) look, as UIKit maps it since iOS 13: into `standardAppearance`
    /// only, so a list at its top still shows the scroll-edge look (the iOS 15 surprise of
    /// bars that "lost" their `barTintColor` at the top).
    public var titleTextAttributes: [AttributedText.Key: Any]? {
        didSet { standardAppearance.titleTextAttributes = titleTextAttributes ?? [:]; appearanceDidChange() }
    }
    public var largeTitleTextAttributes: [AttributedText.Key: Any]? {
        didSet { standardAppearance.largeTitleTextAttributes = largeTitleTextAttributes ?? [:]; appearanceDidChange() }
    }
    /// The bar's colour behind the (off-device, not blurred) material: opaque colours cover it.
    public var barTintColor: Color? {
        didSet { standardAppearance.backgroundColor = barTintColor; appearanceDidChange() }
    }

    /// The top item's title, or the title view's place holder when it has one.
    public let titleLabel = Label(frame: .zero)
    public let largeTitleLabel = Label(frame: .zero)
    public let promptLabel = Label(frame: .zero)
    /// The top controller's item and the one below it (whose title the back button shows).
    public private(set) var topItem: NavigationItem?
    public private(set) var backItem: NavigationItem?

    /// The standard and scroll-edge fills and the hairline along the bottom (shared with the other bars).
    private let background = BarBackground(hairlineAtTop: false)
    let largeTitleClip = View(frame: .zero)
    /// The controls made for the items now shown, with the back button first when there is one.
    var backButton: Button?
    var backChevron: BarGlyphView?
    /// The glyphs drawn in place of a symbol file (the `.add` plus), by button.
    var glyphs: [ObjectIdentifier: BarGlyphView] = [:]
    var leftViews: [View] = []
    var rightViews: [View] = []
    var titleView: View?
    weak var owner: NavigationController?

    /// How the content stands under the bar, set by the navigation controller from the content
    /// scroll view: the large title's band now (0 collapsed, 52 at rest, more when stretched)
    /// and how far the bar has gone from its scroll-edge look to its standard one (0…1).
    private(set) var largeTitleExtent = 0.0
    private(set) var standardProgress = 1.0
    /// Whether the top item asks for a large title (`prefersLargeTitles` and its display mode).
    private var wantsLargeTitle = false
    /// Whether the large title shows: asked for, and the bar is not in compact height (an iPhone
    /// in landscape shows the title inline, in the 32 pt bar).
    var showsLargeTitle: Bool { wantsLargeTitle && !isCompactHeight }

    public override init(frame: Rect) {
        super.init(frame: frame)
        id = "navigationBar"
        for v in [background.standard, background.edge] { addSubview(v) }
        titleLabel.font = NavigationBarMetrics.titleFont
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        largeTitleClip.clipsToBounds = true
        largeTitleLabel.font = NavigationBarMetrics.largeTitleFont
        largeTitleClip.addSubview(largeTitleLabel)
        addSubview(largeTitleClip)
        promptLabel.font = NavigationBarMetrics.promptFont
        promptLabel.textAlignment = .center
        promptLabel.textColor = .secondaryLabel
        addSubview(promptLabel)
        addSubview(background.hairline)
        appearanceDidChange()
    }

    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// The status bar's height above the band, set by the container.
    var topInset = 0.0 { didSet { setNeedsLayout() } }

    /// Whether this bar is in a compact-height environment (an iPhone in landscape).
    var isCompactHeight: Bool { NavigationBarMetrics.isCompactHeight(scene?.screen ?? screenToJoin) }
    /// The inline band's height on this bar's screen.
    var inlineHeight: Double { NavigationBarMetrics.inlineHeight(on: scene?.screen ?? screenToJoin) }
    /// The prompt's band, when the top item has a prompt.
    var promptHeight: Double { topItem?.prompt == nil ? 0 : NavigationBarMetrics.promptBand }
    /// The bar's height below the status bar as it stands now.
    var currentHeight: Double {
        let now = promptHeight + inlineHeight + (showsLargeTitle ? largeTitleExtent : 0)
        guard let moving = contentTransition else { return now }
        return moving.startHeight + (now - moving.startHeight) * moving.progress
    }
    /// The push or pop under way, while the old items leave and the new ones arrive.
    var contentTransition: BarContentTransition?
    /// The bar's height below the status bar at rest: what it adds to the child's safe area.
    var restingHeight: Double { promptHeight + inlineHeight + (showsLargeTitle ? NavigationBarMetrics.largeTitleBand : 0) }

    // MARK: Content

    /// Shows `top` (and a back button for `back`), with or without the large title.
    func show(top: NavigationItem?, back: NavigationItem?, largeTitle: Bool) {
        topItem = top
        backItem = back
        wantsLargeTitle = largeTitle
        rebuildItems()
        appearanceDidChange()
    }

    /// Where the content stands: `scrolled` points past its top edge (negative when pulled down).
    func contentDidScroll(scrolled: Double) {
        let band = NavigationBarMetrics.largeTitleBand
        largeTitleExtent = showsLargeTitle ? max(0, band - scrolled) : 0
        // The content's edge meets the bar until it has scrolled under it: at once for an inline
        // bar, after the large title has collapsed for a large one. UIKit cross-fades the two
        // looks; CHOSEN: over the first 12 pt past the edge, by position, so frames do not
        // depend on the frame rate.
        let edge = showsLargeTitle ? band : 0
        standardProgress = min(1, max(0, (scrolled - edge) / Self.edgeFadeDistance))
        applyAppearance()
        setNeedsLayout()
    }

    /// How far past the scroll edge the bar takes to reach its standard look. CHOSEN.
    static let edgeFadeDistance = 12.0

    /// An item changed: the bar shows its items anew (ending a push or pop's motion first).
    func itemsDidChange() {
        endContentTransition()
        rebuildItems()
        setNeedsLayout()
    }

    func rebuildItems() {
        for v in leftViews + rightViews { v.removeFromSuperview() }
        glyphs = [:]
        backButton?.removeFromSuperview()
        backButton = nil
        titleView?.removeFromSuperview()
        titleView = nil
        guard let top = topItem else {
            leftViews = []; rightViews = []
            titleLabel.text = ""
            largeTitleLabel.text = ""
            promptLabel.text = ""
            return
        }
        if let back = backItem, !top.hidesBackButton, top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton {
            let button = makeBackButton(title: back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.shownTitle ?? "Back")
            addSubview(button)
            backButton = button
        }
        leftViews = (top.leftBarButtonItems ?? []).map(makeView)
        rightViews = (top.rightBarButtonItems ?? []).map(makeView)
        for v in leftViews + rightViews { addSubview(v) }
        if let custom = top.titleView {
            addSubview(custom)
            titleView = custom
        }
        applyTitles()
        promptLabel.text = top.prompt ?? ""
        promptLabel.isHidden = top.prompt == nil
    }

    private func makeBackButton(title: String) -> Button {
        let button = Button(type: .system)
        button.id = "navigationBar.back"
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = NavigationBarMetrics.itemFont
        let lead = BarGlyphView.size(of: .backChevron).width + NavigationBarMetrics.backTitleGap
        button.contentEdgeInsets = EdgeInsets(top: 0, left: lead, bottom: 0, right: 0)
        let mark = BarGlyphView(.backChevron)
        button.addSubview(mark)
        backChevron = mark
        button.addAction(ControlAction(title: "Back") { [weak self] _ in
            _ = self?.owner?.popViewController(animated: true)
        }, for: .touchUpInside)
        return button
    }

    /// The item's control (BarButtonItem+Control.swift), its drawn glyph noted for layout.
    private func makeView(for item: BarButtonItem) -> View {
        let (view, glyph) = item.makeBarView(in: self)
        if let glyph { glyphs[ObjectIdentifier(view)] = glyph }
        return view
    }

    // MARK: Appearance

    /// The appearances in force: the top item's, else the bar's; at the scroll edge the
    /// scroll-edge one, else the standard one with a transparent background (UIKit's rule).
    /// In compact height the compact ones come first, each falling back as Apple documents:
    /// `compactAppearance` to the standard appearance, `compactScrollEdgeAppearance` to the
    /// scroll-edge one (links on the properties).
    var resolvedAppearances: (standard: NavigationBarAppearance, edge: NavigationBarAppearance) {
        let regularStandard = topItem?.standardAppearance ?? standardAppearance
        let regularEdge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance
        guard isCompactHeight else {
            return (regularStandard, regularEdge ?? regularStandard.withTransparentBackground())
        }
        let standard = topItem?.compactAppearance ?? compactAppearance ?? regularStandard
        let edge = topItem?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance ?? regularEdge
        // CHOSEN: with no scroll-edge look at all, the compact standard one made transparent
        // (the one in force, as `scrollEdgeAppearance`'s nil rule does for the standard bar).
        return (standard, edge ?? standard.withTransparentBackground())
    }

    private func appearanceDidChange() {
        applyAppearance()
        applyTitles()
        setNeedsLayout()
    }

    private func applyAppearance() {
        let (standard, edge) = resolvedAppearances
        background.apply(standard: standard, edge: edge, progress: standardProgress)
        // The title's look follows the nearer appearance.
        applyTitles()
    }

    private func applyTitles() {
        let (standard, edge) = resolvedAppearances
        let look = standardProgress >= 0.5 ? standard : edge
        let text = topItem?.shownTitle ?? ""
        titleLabel.attributedText = AttributedText(string: text, attributes: merged(
            [.font: NavigationBarMetrics.titleFont, .foregroundColor: Color.label], look.titleTextAttributes))
        largeTitleLabel.attributedText = AttributedText(string: text, attributes: merged(
            [.font: NavigationBarMetrics.largeTitleFont, .foregroundColor: Color.label], look.largeTitleTextAttributes))
        titleLabel.textAlignment = .center
        titleLabel.isHidden = titleView != nil
    }

    private func merged(_ base: [AttributedText.Key: Any], _ over: [AttributedText.Key: Any]) -> [AttributedText.Key: Any] {
        base.merging(over) { _, new in new }
    }

    // MARK: Layout

    public override func layoutSubviews() {
        background.layout(in: bounds)
        // Items stay inside the safe area's left and right insets (the notch's side in
        // landscape); the background spans the whole bar.
        let screen = scene?.screen ?? screenToJoin
        let side = NavigationBarMetrics.sideInsets(on: screen, barWidth: bounds.width)
        let x0 = side.left, w = max(0, bounds.width - side.left - side.right)
        let prompt = promptHeight
        promptLabel.frame = Rect(x: x0 + 16, y: topInset, width: max(0, w - 32), height: prompt)
        let bandY = topInset + prompt, bandH = inlineHeight
        let margin = NavigationBarMetrics.sideMargin(on: screen)
        let spacing = NavigationBarMetrics.itemSpacing
        // Leading side: the back button, then the left items.
        var leftEnd = x0 + margin - spacing
        if let back = backButton {
            let size = back.intrinsicContentSize
            back.frame = Rect(x: x0 + NavigationBarMetrics.backChevronInset, y: bandY + (bandH - size.height) / 2,
                              width: size.width, height: size.height)
            leftEnd = back.frame.maxX
            let chevron = BarGlyphView.size(of: .backChevron)
            backChevron?.frame = Rect(x: 0, y: (size.height - chevron.height) / 2, width: chevron.width, height: chevron.height)
        }
        for v in leftViews {
            let size = itemSize(v)
            v.frame = Rect(x: leftEnd + spacing, y: bandY + (bandH - size.height) / 2, width: size.width, height: size.height)
            leftEnd = v.frame.maxX
        }
        // Trailing side: the first right item is the outermost, as in UIKit.
        var rightStart = x0 + w - margin + spacing
        for v in rightViews {
            let size = itemSize(v)
            v.frame = Rect(x: rightStart - spacing - size.width, y: bandY + (bandH - size.height) / 2,
                           width: size.width, height: size.height)
            rightStart = v.frame.minX
        }
        for v in leftViews + rightViews {
            guard let glyph = glyphs[ObjectIdentifier(v)] else { continue }
            let side = glyph.bounds.size
            glyph.frame = Rect(x: (v.bounds.width - side.width) / 2, y: (v.bounds.height - side.height) / 2, width: side.width, height: side.height)
        }
        layOutTitle(x0: x0, w: w, bandY: bandY, bandH: bandH, leftEnd: leftEnd, rightStart: rightStart, hasItems: backButton != nil || !leftViews.isEmpty || !rightViews.isEmpty)
        // The large title: bottom-aligned in its band, clipped at the inline band's bottom, so
        // it slides up under the bar as the band collapses.
        // While a push or pop changes the bar's height, the band is what the height leaves below the inline bar.
        let extent = contentTransition == nil ? (showsLargeTitle ? largeTitleExtent : 0) : max(0, currentHeight - prompt - bandH)
        largeTitleClip.isHidden = !showsLargeTitle && contentTransition == nil
        largeTitleClip.frame = Rect(x: 0, y: bandY + bandH, width: bounds.width, height: extent)
        let lineHeight = 41.0   // the 34 pt font's line box (SF's 1.19 line height), MEASURED from our font
        largeTitleLabel.frame = Rect(x: x0 + margin, y: extent - NavigationBarMetrics.largeTitleBottomInset / 2 - lineHeight,
                                     width: max(0, w - 2 * margin), height: lineHeight)
        // The inline title shows once the large one has slid under the bar (CHOSEN: fading in
        // over its last 8 pt).
        let inlineAlpha = showsLargeTitle ? min(1, max(0, 1 - extent / 8)) : 1
        titleLabel.alpha = inlineAlpha
        titleView?.alpha = inlineAlpha
        if let moving = contentTransition {
            for m in moving.movers where m.view === titleLabel || m.view === titleView {
                m.view.alpha = inlineAlpha * BarContentTransition.arrivingAlpha(moving.progress)
            }
        }
    }

    private func itemSize(_ v: View) -> Size {
        let intrinsic = v.intrinsicContentSize
        if intrinsic.width >= 0, intrinsic.height >= 0 { return intrinsic }
        return v.bounds.size
    }

    /// The title in the band `x0 ..< x0 + w` (the bar inside its side insets).
    private func layOutTitle(x0: Double, w: Double, bandY: Double, bandH: Double, leftEnd: Double, rightStart: Double, hasItems: Bool) {
        if let custom = titleView {
            let size = itemSize(custom)
            let x = min(max(x0 + (w - size.width) / 2, leftEnd + 8), max(leftEnd + 8, rightStart - 8 - size.width))
            custom.frame = Rect(x: x, y: bandY + (bandH - size.height) / 2, width: size.width, height: size.height)
            return
        }
        guard hasItems else {
            titleLabel.frame = Rect(x: x0 + 16, y: bandY, width: max(0, w - 32), height: bandH)
            return
        }
        // Centred in the bar when it fits between the items, else centred between them (UIKit's rule).
        let lo = leftEnd + 8, hi = rightStart - 8
        let textWidth = min(titleLabel.intrinsicContentSize.width, max(0, hi - lo))
        let x = min(max(x0 + (w - textWidth) / 2, lo), hi - textWidth)
        titleLabel.frame = Rect(x: x, y: bandY, width: textWidth, height: bandH)
    }
}
