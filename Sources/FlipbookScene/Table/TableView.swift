import class Foundation.NSCoder
import FlipbookRender

/// Rows in sections that scroll vertically, as `UITableView`: a data source says what the rows
/// are, a delegate how tall they are, and only the rows on screen exist as subviews.
///
/// ```swift
/// let table = TableView(frame: screen.bounds, style: .grouped)
/// table.separatorStyle = .none
/// table.dataSource = controller          // weak, as in UIKit; the scene keeps the controller
/// table.delegate = controller            // alive for as long as it lives
/// scene.root.addSubview(table)
/// scene.scrollView = table
/// ```
///
/// Row positions are prefix sums of the heights, computed once per `reloadData()`; each layout
/// pass finds the visible rows by binary search, makes cells for the rows that came on screen
/// (`tableView(_:cellForRowAt:)`) and returns the ones that left to a reuse pool. Cells sit in
/// content coordinates: row y is its offset from the top of the content, and `bounds.origin`
/// (`contentOffset`) scrolls them.
open class TableView: ScrollView {
    /// Fixed at creation, as in UIKit.
    ///
    /// ```swift
    /// TableView(frame: .zero, style: .grouped).style    // .grouped
    /// ```
    public let style: Style

    /// Supplies sections, rows and cells. Weak, as in UIKit, but kept alive by the view's scene (see
    /// `Scene.controllers`); setting it reloads at the next layout.
    ///
    /// ```swift
    /// table.dataSource = controller
    /// ```
    public weak var dataSource: TableViewDataSource? { didSet { keepAlive(dataSource); invalidateData() } }

    /// Hears scrolling and, when it is a `TableViewDelegate`, sizes rows and sections. Setting
    /// it reloads at the next layout. Weak, as `ScrollView.delegate`.
    ///
    /// ```swift
    /// table.delegate = controller    // the seed's `tableView.delegate = self` ports as it is
    /// ```
    public override var delegate: ScrollViewDelegate? { didSet { invalidateData() } }

    /// `delegate` as a `TableViewDelegate`, or nil when it is only a scroll view delegate.
    ///
    /// ```swift
    /// table.delegate = controller           // a class that conforms to TableViewDelegate
    /// table.tableDelegate === controller    // true
    /// ```
    public var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    /// The height of rows the delegate does not size (default 44). `automaticDimension` sizes
    /// each row to its cell's content (Auto Layout of the content view, or the built-in labels
    /// with UIKit's margins; see TableViewCell+SelfSizing.swift), as UIKit's self-sizing rows.
    ///
    /// ```swift
    /// table.rowHeight = 64
    /// table.rowHeight = TableView.automaticDimension    // rows grow with Dynamic Type
    /// ```
    public var rowHeight = 44.0 { didSet { if rowHeight != oldValue { invalidateData() } } }

    /// The height of headers the delegate does not size; `automaticDimension` (the default)
    /// uses the style's default (see `Style.defaultHeaderHeight(hasTitle:)`).
    ///
    /// ```swift
    /// table.sectionHeaderHeight = 0          // no headers, even in a grouped table
    /// ```
    public var sectionHeaderHeight = TableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { invalidateData() } }
    }

    /// The height of footers the delegate does not size; `automaticDimension` (the default)
    /// uses the style's default (see `Style.defaultFooterHeight(hasTitle:)`).
    ///
    /// ```swift
    /// table.sectionFooterHeight = .leastNormalMagnitude    // no footers (≈0 pt)
    /// ```
    public var sectionFooterHeight = TableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { invalidateData() } }
    }

    /// Whether rows have a hairline along their bottom edge (default `.singleLine`). A grouped
    /// table leaves it off the last row of each section, as UIKit does.
    ///
    /// ```swift
    /// table.separatorStyle = .none
    /// ```
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour (default `.separator`, a translucent grey).
    ///
    /// ```swift
    /// table.separatorColor = Color(hex: "#C6C6C8")!
    /// ```
    public var separatorColor: Color = .separator { didSet { setNeedsLayout() } }
    /// Where separators start and end, from the cell's leading and trailing edges (default:
    /// 16 pt on the left, as UIKit's on a compact iPhone).
    ///
    /// ```swift
    /// table.separatorInset = EdgeInsets(left: 84)     // under the text, past a thumbnail
    /// ```
    public var separatorInset = EdgeInsets(left: 16) { didSet { setNeedsLayout() } }
    /// As `UITableView.insetsContentViewsToSafeArea` (true by default: "the table view adjusts the
    /// frames of its cells' content views to the safe area",
    /// https://developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea):
    /// in landscape on a notched phone a row's content and accessory stay clear of the notch while
    /// its background and separator span the width.
    public var insetsContentViewsToSafeArea = true { didSet { setNeedsLayout() } }

    /// A view above the first section, as wide as the table, as tall as its frame. Its height is
    /// read at every layout pass, so resizing it moves the rows at the next layout.
    ///
    /// ```swift
    /// table.tableHeaderView = View(frame: Rect(x: 0, y: 0, width: 0, height: 120))
    /// ```
    public var tableHeaderView: View? {
        didSet {
            guard tableHeaderView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let header = tableHeaderView, !isDescendant(of: header) { insertSubview(header, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: State

    /// Nil until the data is loaded, and again after anything that changes it.
    var layoutCache: TableLayoutCache?
    /// What the loaded layout was measured for (text size, width, direction), and whether any
    /// row sized itself: a change of these re-measures (TableView+SelfSizing.swift).
    var measuredTraits: MeasuringTraits?
    var rowsAreSelfSized = false
    /// Rows measured in the load under way, and how many one load may measure (10,000: about
    /// 0.3 ms each in a debug build); the rest take the estimate.
    var selfSizedRowsThisLoad = 0
    var selfSizingRowLimit = 10_000
    /// Counts loads, so that a pass under way notices a data source that reloaded mid-pass.
    var dataGeneration = 0
    var visibleCellsByIndexPath: [IndexPath: TableViewCell] = [:]
    var visibleHeaderViews: [Int: View] = [:]
    var visibleFooterViews: [Int: View] = [:]
    var reusePool = TableReusePool()
    /// Cell classes by reuse identifier, from `register(_:forCellReuseIdentifier:)` (TableView+Register.swift).
    var registeredCellClasses: [String: TableViewCell.Type] = [:]
    /// Row changes collected between `beginUpdates()` and `endUpdates()` (TableView+BatchUpdates.swift).
    var batch = BatchUpdates()
    /// The rows `selectRow(at:animated:scrollPosition:)` selected.
    var selectedRows: Set<IndexPath> = []
    /// As `UITableView.allowsSelection`: a tap on a row highlights and selects it (TableView+Touches.swift).
    public var allowsSelection = true
    /// The row under the finger, highlighted while it is down.
    var touchedRow: IndexPath?

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        if !rowTouchBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
        if touchedRow == nil { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        if !rowTouchEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        if !rowTouchCancelled() { super.touchesCancelled(touches, with: event) }
    }
    /// As `UITableView.estimatedRowHeight` (TableView+Register.swift says what it does here).
    public var estimatedRowHeight = TableView.automaticDimension
    /// While this table adds and removes its own subviews: those changes must not ask for
    /// another layout pass, or every pass would schedule the next.
    var isPlacingViews = false
    /// Mirrors the view's own layout flag, so that queries can bring the visible rows up to date.
    var needsPlacement = true

    // MARK: Creating

    /// A table of `style` (`.plain` or `.grouped`), on the style's background colour.
    ///
    /// ```swift
    /// let table = TableView(frame: .zero, style: .grouped)
    /// ```
    public init(frame: Rect = .zero, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style.defaultBackgroundColor
    }

    /// A plain table.
    ///
    /// ```swift
    /// let table = TableView(frame: screen.bounds)
    /// ```
    public convenience override init(frame: Rect = .zero) {
        self.init(frame: frame, style: .plain)
    }

    /// A plain table, as a storyboard's default.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = style.defaultBackgroundColor
    }

    // MARK: Layout hooks

    /// Scrolling moves `bounds.origin`, which asks for a layout pass here (a plain view only
    /// re-lays out when its size changes): new rows may have come into view.
    public override var bounds: Rect {
        didSet { if bounds.origin != oldValue.origin { setNeedsLayout() } }
    }

    /// As `View.setNeedsLayout()`, except that the table's own adding and removing of cells
    /// while it lays them out does not schedule yet another pass.
    ///
    /// ```swift
    /// table.setNeedsLayout()      // the next `layoutIfNeeded()` re-places the visible rows
    /// ```
    public override func setNeedsLayout() {
        guard !isPlacingViews else { return }
        needsPlacement = true
        super.setNeedsLayout()
    }

    /// Loads the data if needed, then materialises the rows, headers and footers the bounds
    /// show; subclasses call `super` first, as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        dropLayoutMeasuredForOtherTraits()
        placeVisibleViews()
    }

    // MARK: Data

    /// Asks the data source and the delegate again for everything: counts and heights now,
    /// cells at the next layout. The cells on screen go back to the reuse pool first, as in UIKit.
    ///
    /// ```swift
    /// controller.names.append("Eleven")
    /// table.reloadData()
    /// table.contentSize.height    // one row taller
    /// ```
    public func reloadData() {
        invalidateData()
        // From inside a data source callback, the pass under way reloads when it ends.
        if !isPlacingViews { _ = loadedCache() }
    }

    func invalidateData() {
        layoutCache = nil
        setNeedsLayout()
    }

    /// The loaded layout, loading it (and recycling what is on screen) if the data changed.
    func loadedCache() -> TableLayoutCache {
        if let layoutCache { return layoutCache }
        recycleAllVisibleViews()
        let cache = buildCache()
        layoutCache = cache
        dataGeneration += 1
        updateContentSize(cache)
        return cache
    }

    /// Memory guards, as DESIGN's limits ask: counts beyond them are cut, not trusted.
    static let maximumSectionCount = 100_000
    static let maximumRowsPerSection = 1_000_000

    func buildCache() -> TableLayoutCache {
        measuredTraits = currentMeasuringTraits
        rowsAreSelfSized = false
        selfSizedRowsThisLoad = 0
        guard let dataSource else { return TableLayoutCache() }
        let sectionCount = min(max(0, dataSource.numberOfSections(in: self)), Self.maximumSectionCount)
        let delegate = tableDelegate
        return TableLayoutCache(
            sectionCount: sectionCount,
            rowCount: { min(max(0, dataSource.tableView(self, numberOfRowsInSection: $0)), Self.maximumRowsPerSection) },
            headerHeight: { section in
                let asked = delegate.map { Double($0.tableView(self, heightForHeaderInSection: section)) } ?? self.sectionHeaderHeight
                guard asked == Self.automaticDimension else { return Self.cleanHeight(asked) }
                let title = dataSource.tableView(self, titleForHeaderInSection: section)
                return self.style.defaultHeaderHeight(hasTitle: title != nil) + self.titleGrowth(title, kind: .header)
            },
            rowHeight: { indexPath in
                let asked = delegate.map { Double($0.tableView(self, heightForRowAt: indexPath)) } ?? self.rowHeight
                return asked == Self.automaticDimension ? self.selfSizedRowHeight(at: indexPath) : Self.cleanHeight(asked)
            },
            footerHeight: { section in
                let asked = delegate.map { Double($0.tableView(self, heightForFooterInSection: section)) } ?? self.sectionFooterHeight
                guard asked == Self.automaticDimension else { return Self.cleanHeight(asked) }
                let title = dataSource.tableView(self, titleForFooterInSection: section)
                return self.style.defaultFooterHeight(hasTitle: title != nil) + self.titleGrowth(title, kind: .footer)
            })
    }

    /// Negative, infinite and NaN heights are bad input: they count as no height at all.
    static func cleanHeight(_ height: Double) -> Double { height.isFinite && height > 0 ? height : 0 }

    /// The table header's height, where the first section starts.
    var sectionsOriginY: Double {
        guard let header = tableHeaderView else { return 0 }
        return Self.cleanHeight(header.frame.height)
    }

    func updateContentSize(_ cache: TableLayoutCache) {
        let size = Size(width: max(0, bounds.width), height: sectionsOriginY + cache.height)
        if contentSize != size { contentSize = size }
    }

    // MARK: Reuse

    /// A cell that scrolled off screen with this identifier, ready for a new row, or nil: make
    /// a new one then. As `dequeueReusableCell(withIdentifier:)`.
    ///
    /// ```swift
    /// let cell = tableView.dequeueReusableCell(withIdentifier: "row")
    ///     ?? TableViewCell(style: .default, reuseIdentifier: "row")
    /// ```
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        reusePool.dequeueCell(withIdentifier: identifier)
    }
}
