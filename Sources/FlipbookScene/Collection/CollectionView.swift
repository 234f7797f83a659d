import class Foundation.NSCoder
import FlipbookRender

/// Items in sections, placed by a layout object, as `UICollectionView`: a scroll view whose
/// data source says what the items are, whose layout (`CollectionViewFlowLayout` or your own
/// `CollectionViewLayout` subclass) says where they go, and where only the elements that meet
/// the bounds exist as views; the rest go back to reuse queues.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = UICollectionView(frame: screen.bounds, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = controller
/// ```
///
/// Each layout pass prepares the layout if it was invalidated, sets `contentSize` from it, asks
/// it for the attributes of the elements in the bounds, and applies them to the views (making
/// views for elements that came, recycling those that left). A bounds change asks the layout
/// whether to invalidate (`shouldInvalidateLayout(forBoundsChange:)`), so a layout that moves
/// things with the scroll (pinned headers, a carousel's scaling) is asked again every step.
open class CollectionView: ScrollView {
    /// The layout; setting another lays the items out again with it.
    ///
    /// ```swift
    /// collectionView.collectionViewLayout = UICollectionViewFlowLayout()
    /// ```
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Supplies sections, items and views. Weak, as in UIKit, but kept alive by the view's scene;
    /// setting it reloads at the next layout.
    ///
    /// ```swift
    /// collectionView.dataSource = controller
    /// ```
    public weak var dataSource: CollectionViewDataSource? { didSet { keepAlive(dataSource); reloadData() } }

    /// Hears scrolling and, when it is a `CollectionViewDelegate`, touches and selection; a
    /// `CollectionViewDelegateFlowLayout` also sizes a flow layout's items.
    public override var delegate: ScrollViewDelegate? { didSet { collectionViewLayout.invalidateLayout() } }

    /// `delegate` as a `CollectionViewDelegate`, or nil.
    public var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }

    /// As UIKit's; never called (CollectionViewDataSourcePrefetching says why).
    public weak var prefetchDataSource: CollectionViewDataSourcePrefetching?
    /// As UIKit's (default true); prefetching is a no-op here either way.
    public var isPrefetchingEnabled = true
    /// As `UICollectionView.allowsSelection`: a tap highlights and selects an item.
    public var allowsSelection = true
    /// As `UICollectionView.allowsMultipleSelection`: a tap on a selected item deselects it and
    /// others stay selected.
    public var allowsMultipleSelection = false

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    // MARK: State

    /// Items per section, from the data source; nil until loaded, and again after `reloadData()`.
    var itemCounts: [Int]?
    var visibleViews: [CollectionElementKey: CollectionReusableView] = [:]
    /// The attributes last applied to each visible view (copies: a layout may reuse its own).
    var appliedAttributes: [CollectionElementKey: CollectionViewLayoutAttributes] = [:]
    /// The visible views in stacking order, as last arranged.
    var stackingOrder: [CollectionElementKey] = []
    var cellQueues = ReuseQueues<String, CollectionReusableView>(capacityPerKey: CollectionView.reuseCapacity)
    var supplementaryQueues = ReuseQueues<SupplementaryReuseKey, CollectionReusableView>(capacityPerKey: CollectionView.reuseCapacity)
    var registeredCellClasses: [String: CollectionViewCell.Type] = [:]
    var registeredSupplementaryClasses: [SupplementaryReuseKey: CollectionReusableView.Type] = [:]
    var selectedItems: Set<IndexPath> = []
    /// The item under the finger, highlighted while it is down.
    var touchedItem: IndexPath?
    /// Whether `touchedItem` was highlighted (the delegate may have refused).
    var touchedItemHighlights = false
    /// While the collection view adds and removes its own subviews or prepares its layout.
    var isPlacingViews = false
    /// Counts `reloadData()` calls, so that a pass under way notices a data source that reloaded mid-pass.
    var dataGeneration = 0
    /// Item changes collected by `performBatchUpdates` (CollectionView+BatchUpdates.swift).
    var batch = BatchUpdates()
    /// Items a self-sizing flow layout measured in the load under way (CollectionView+SelfSizing.swift).
    var selfSizedItemsThisLoad = 0
    /// The sideways-scrolling bands of a compositional layout's sections, by section
    /// (CollectionView+OrthogonalBands.swift).
    var orthogonalBands: [Int: CollectionOrthogonalScrollView] = [:]
    /// Decoration views on screen are made from the layout's registered classes, not dequeued
    /// (CollectionView+DecorationViews.swift).
    var decorationViewPool: [String: [CollectionReusableView]] = [:]

    /// Reuse queues hold this many views per identifier (CHOSEN: a grid's screenful, so a
    /// `reloadData()` of a full screen keeps its views).
    static let reuseCapacity = 64
    /// Memory guards, as DESIGN's limits ask: counts beyond them are cut, not trusted.
    static let maximumSectionCount = 100_000
    static let maximumItemsPerSection = 1_000_000
    /// And in all (CHOSEN: a flow layout places 100,000 items in about 20 ms in a release build,
    /// so a million costs well under a second and some 100 MB at most).
    static let maximumItemCount = 1_000_000

    struct SupplementaryReuseKey: Hashable {
        let kind: String
        let identifier: String
    }

    // MARK: Creating

    /// A collection view laid out by `layout`, on the system background (UIKit's default since iOS 13).
    ///
    /// ```swift
    /// let carousel = UICollectionView(frame: .zero, collectionViewLayout: CarouselLayout())
    /// ```
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    /// A collection view with a flow layout, as a storyboard's default.
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        backgroundColor = .systemBackground
    }

    // MARK: Layout hooks

    /// A bounds change asks the layout whether it needs a new layout (with the bounds it is
    /// leaving still current, as UIKit asks), and moving the origin asks for a layout pass: new
    /// items may have come into view.
    public override var bounds: Rect {
        willSet {
            guard newValue != bounds, collectionViewLayout.collectionView === self else { return }
            let layout = collectionViewLayout
            if layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
            }
        }
        didSet { if bounds != oldValue { setNeedsLayout() } }
    }

    /// As `View.setNeedsLayout()`, except while the collection view places its own views, which
    /// must not schedule yet another pass.
    public override func setNeedsLayout() {
        guard !isPlacingViews else { return }
        super.setNeedsLayout()
    }

    /// Prepares the layout if needed, then shows the elements the bounds meet; subclasses call
    /// `super` first, as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeVisibleViews()
    }

    /// The layout said it is no longer valid: a pass prepares it again.
    func layoutWasInvalidated(_ context: CollectionViewLayoutInvalidationContext) {
        setNeedsLayout()
    }

    // MARK: Touches and drags (CollectionView+Touches.swift, CollectionView+Dragging.swift)

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        if !itemTouchBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
        if touchedItem == nil { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        if !itemTouchEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        if !itemTouchCancelled() { super.touchesCancelled(touches, with: event) }
    }

    /// The layout chooses the target first, then the scroll view delegate hears it.
    open override func willEndDragging(velocity: Point, target: Point) -> Point {
        super.willEndDragging(velocity: velocity, target: layoutTargetOffset(velocity: velocity, target: target))
    }

    // MARK: Data

    /// Asks the data source again for everything: counts now, views at the next layout. The
    /// views on screen go back to the reuse queues, as in UIKit.
    ///
    /// ```swift
    /// controller.photos.append(photo)
    /// collectionView.reloadData()
    /// ```
    public func reloadData() {
        dataGeneration += 1
        itemCounts = nil
        recycleAllVisibleViews()
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// As UIKit: the number of sections the data source gave.
    public var numberOfSections: Int { loadedItemCounts().count }

    /// As UIKit: the number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedItemCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    func loadedItemCounts() -> [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else { return [] }
        let sections = min(max(0, dataSource.numberOfSections(in: self)), Self.maximumSectionCount)
        var total = 0, warned = false
        let counts = (0..<sections).map { section -> Int in
            let asked = min(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)), Self.maximumItemsPerSection)
            let kept = min(asked, Self.maximumItemCount - total)
            if kept < asked, !warned {
                warned = true
                scene?.noteWarning("collection view: more than \(Self.maximumItemCount) items; section \(section) keeps \(kept) of \(asked) and later sections none")
            }
            total += kept
            return kept
        }
        itemCounts = counts
        selfSizedItemsThisLoad = 0
        return counts
    }

    /// Whether `indexPath` names an item the data source has.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }
}
