import XCTest
import FlipbookRender
@testable import FlipbookScene

/// Counts what the collection view asks and hears.
private final class Grid: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    var count: Int
    private(set) var cellRequests = 0
    private(set) var log: [String] = []
    var refuseHighlight = false
    init(_ count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)"); return !refuseHighlight
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)"); return true
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
}

private final class CountingCell: CollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    var applied: [CollectionViewLayoutAttributes] = []
    required init(frame: Rect) { super.init(frame: frame); Self.made += 1 }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) { applied.append(layoutAttributes) }
}

/// A flow layout subclass that logs each override as UIKit would call it, and scales, fades and
/// stacks its items from their attributes.
private final class LoggingLayout: CollectionViewFlowLayout {
    var log: [String] = []
    var invalidatesOnScroll = true
    var snapTo: CGFloat?
    override func prepare() { log.append("prepare"); super.prepare() }
    override var collectionViewContentSize: CGSize { log.append("collectionViewContentSize"); return super.collectionViewContentSize }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        log.append("layoutAttributesForElements")
        return super.layoutAttributesForElements(in: rect)?.map { original in
            let attributes = original.copy() as! CollectionViewLayoutAttributes
            if attributes.indexPath.item == 1 {
                attributes.transform = AffineTransform(scaleX: 0.5, y: 0.5)
                attributes.alpha = 0.25
                attributes.zIndex = 5
            }
            if attributes.indexPath.item == 2 { attributes.isHidden = true }
            return attributes
        }
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.append("shouldInvalidateLayout"); return invalidatesOnScroll
    }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        log.append("invalidationContext"); return super.invalidationContext(forBoundsChange: newBounds)
    }
    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        log.append("invalidateLayout"); super.invalidateLayout(with: context)
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        log.append("targetContentOffset")
        return CGPoint(x: proposedContentOffset.x, y: snapTo ?? proposedContentOffset.y)
    }
}

private final class TargetListener: NSObject, CollectionViewDelegate {
    var heard: Point?
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>) {
        heard = targetContentOffset.pointee
    }
}

final class CollectionViewTests: XCTestCase {
    private var kept: [AnyObject] = []

    private func grid(_ source: Grid, layout: CollectionViewFlowLayout = CollectionViewFlowLayout(),
                      frame: Rect = Rect(x: 0, y: 0, width: 390, height: 844)) -> CollectionView {
        if layout.itemSize == Size(width: 50, height: 50) { layout.itemSize = Size(width: 120, height: 100) }
        let view = CollectionView(frame: frame, collectionViewLayout: layout)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        kept.append(source)
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        return view
    }

    private func cells(_ view: CollectionView) -> [CollectionViewCell] { view.subviews.compactMap { $0 as? CollectionViewCell } }

    // MARK: Only what shows

    /// 120 × 100 items, three to a row 10 pt apart: 844 pt show rows 0…7 (row 7 starts at 770),
    /// 24 items, of 10,000.
    func testOnlyTheVisibleItemsAreMadeAndScrollingReusesThem() {
        let source = Grid(10_000)
        let view = grid(source)
        XCTAssertEqual(view.numberOfSections, 1)
        XCTAssertEqual(view.numberOfItems(inSection: 0), 10_000)
        XCTAssertEqual(view.indexPathsForVisibleItems, (0..<24).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(cells(view).count, 24)
        XCTAssertEqual(view.contentSize.height, 3334 * 110 - 10)
        let madeBefore = CountingCell.made
        for step in 1...60 {
            view.contentOffset = Point(x: 0, y: Double(step) * 37)
            view.layoutIfNeeded()
        }
        XCTAssertLessThanOrEqual(CountingCell.made - madeBefore, 6, "scrolling reuses the cells that left")
        XCTAssertLessThanOrEqual(cells(view).count, 27)
        // What shows is exactly the items whose frames meet the bounds.
        let brute = (0..<10_000).map { IndexPath(item: $0, section: 0) }
            .filter { view.layoutAttributesForItem(at: $0)!.frame.intersects(view.bounds) }
        XCTAssertEqual(view.indexPathsForVisibleItems, brute)
        let reused = cells(view).compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +)
        XCTAssertGreaterThan(reused, 0)
    }

    func testQueriesAnswerForTheVisibleCells() {
        let view = grid(Grid(30))
        let path = IndexPath(item: 4, section: 0)
        let cell = view.cellForItem(at: path)!
        XCTAssertEqual(view.indexPath(for: cell), path)
        XCTAssertEqual(cell.frame, Rect(x: 135, y: 110, width: 120, height: 100))
        XCTAssertEqual(view.indexPathForItem(at: Point(x: 200, y: 150)), path)
        XCTAssertNil(view.indexPathForItem(at: Point(x: 260, y: 150)), "between the cells")
        XCTAssertNil(view.cellForItem(at: IndexPath(item: 29, section: 0)), "off screen")
        XCTAssertEqual(view.visibleCells.count, view.indexPathsForVisibleItems.count)
    }

    func testReloadDataAsksAgainAndRecyclesWhatShowed() {
        let source = Grid(30)
        let view = grid(source)
        let before = source.cellRequests
        source.count = 2
        view.reloadData()
        XCTAssertEqual(view.numberOfItems(inSection: 0), 2)
        view.layoutIfNeeded()
        XCTAssertEqual(view.indexPathsForVisibleItems.count, 2)
        XCTAssertEqual(cells(view).count, 2)
        XCTAssertEqual(source.cellRequests - before, 2)
    }

    func testScrollToItemPlacesTheItemAndStaysInRange() {
        let view = grid(Grid(300))
        view.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        XCTAssertEqual(view.contentOffset.y, 1100, "row 10 at the top")
        view.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        XCTAssertEqual(view.contentOffset.y, 1100 + 50 - 422)
        view.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        XCTAssertEqual(view.contentOffset.y, view.maxContentOffset.y, "clamped at the end")
        view.layoutIfNeeded()
        XCTAssertTrue(view.indexPathsForVisibleItems.contains(IndexPath(item: 299, section: 0)))
    }

    // MARK: Attributes reach the cells

    func testLayoutAttributesAreAppliedToTheCells() {
        let layout = LoggingLayout()
        let view = grid(Grid(6), layout: layout)
        let scaled = view.cellForItem(at: IndexPath(item: 1, section: 0)) as! CountingCell
        XCTAssertEqual(scaled.transform, AffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(scaled.alpha, 0.25)
        XCTAssertEqual(scaled.bounds.size, Size(width: 120, height: 100))
        XCTAssertEqual(scaled.center, Point(x: 195, y: 50))
        XCTAssertTrue(view.cellForItem(at: IndexPath(item: 2, section: 0))!.isHidden)
        XCTAssertEqual(view.subviews.last, scaled, "the highest zIndex stacks on top")
        XCTAssertEqual(scaled.applied.last?.alpha, 0.25, "apply(_:) got the attributes")
        let applications = scaled.applied.count
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(scaled.applied.count, applications, "unchanged attributes are not applied again")
    }

    // MARK: Override order (CollectionViewLayout.swift cites Apple's)

    func testASubclassOverridesAreCalledInUIKitsOrder() {
        let layout = LoggingLayout()
        let view = grid(Grid(60), layout: layout)
        // Setting the data source and the delegate invalidated it (as reloadData does); the first
        // layout pass then prepares, sizes the content and asks for the visible elements.
        XCTAssertEqual(collapsed(layout.log), ["invalidateLayout", "prepare", "collectionViewContentSize", "layoutAttributesForElements"])
        layout.log = []
        view.contentOffset = Point(x: 0, y: 40)
        XCTAssertEqual(layout.log, ["shouldInvalidateLayout", "invalidationContext", "invalidateLayout"],
                       "a bounds change asks, then invalidates with the bounds-change context")
        layout.log = []
        view.layoutIfNeeded()
        XCTAssertEqual(collapsed(layout.log), ["prepare", "collectionViewContentSize", "layoutAttributesForElements"])
        layout.invalidatesOnScroll = false
        layout.log = []
        view.contentOffset = Point(x: 0, y: 80)
        view.layoutIfNeeded()
        XCTAssertEqual(layout.log, ["shouldInvalidateLayout", "layoutAttributesForElements"], "no invalidation: no prepare")
    }

    private func collapsed(_ log: [String]) -> [String] {
        log.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }

    func testTheLayoutChoosesTheReleaseTargetBeforeTheDelegateHearsIt() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let layout = LoggingLayout()
        layout.snapTo = 660
        let view = CollectionView(frame: scene.root.bounds, collectionViewLayout: layout)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let source = Grid(200), listener = TargetListener()
        kept += [source, listener]
        view.dataSource = source
        view.delegate = listener
        scene.root.addSubview(view)
        scene.scrollView = view
        var driver = DragDriver(fps: 30, gestures: [.drag(by: 300, duration: 0.2, easing: .easeIn)], holdFrames: 2)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertTrue(layout.log.contains("targetContentOffset"))
        XCTAssertEqual(listener.heard?.y, 660, "the delegate hears the layout's target")
        XCTAssertEqual(view.contentOffset.y, 660, "and the content lands on it")
    }

    // MARK: Taps

    private func tapScene(_ source: Grid, allowsMultiple: Bool = false) -> (Scene, CollectionView) {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 120, height: 100)
        let view = CollectionView(frame: scene.root.bounds, collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = .never
        view.allowsMultipleSelection = allowsMultiple
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        kept.append(source)
        view.dataSource = source
        view.delegate = source
        scene.root.addSubview(view)
        scene.scrollView = view
        return (scene, view)
    }

    private func run(_ scene: Scene, seconds: Double) {
        var driver = TimelineDriver(fps: 30, duration: seconds)
        while let step = driver.next(scene) { scene.advance(to: step) }
    }

    func testATapHighlightsThenSelectsInUIKitsOrder() {
        let source = Grid(12)
        let (scene, view) = tapScene(source)
        scene.tap(.point(Point(x: 60, y: 50)), at: 0.1)
        scene.tap(.point(Point(x: 195, y: 160)), at: 0.5)
        run(scene, seconds: 1)
        XCTAssertEqual(source.log, ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didSelect 0",
                                    "shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didDeselect 0", "didSelect 4"])
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
        XCTAssertTrue(view.cellForItem(at: IndexPath(item: 4, section: 0))!.isSelected)
        XCTAssertFalse(view.cellForItem(at: IndexPath(item: 0, section: 0))!.isSelected)
        XCTAssertFalse(view.cellForItem(at: IndexPath(item: 4, section: 0))!.isHighlighted)
    }

    func testARefusedHighlightSkipsTheSelection() {
        let source = Grid(12)
        source.refuseHighlight = true
        let (scene, view) = tapScene(source)
        scene.tap(.point(Point(x: 60, y: 50)), at: 0.1)
        run(scene, seconds: 0.5)
        XCTAssertEqual(source.log, ["shouldHighlight 0"])
        XCTAssertNil(view.indexPathsForSelectedItems)
    }

    func testTheHighlightShowsWhileTheFingerIsDown() {
        let source = Grid(12)
        let (scene, view) = tapScene(source)
        let selected = View()
        selected.backgroundColor = .systemGray4
        view.layoutIfNeeded()
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        cell.selectedBackgroundView = selected
        scene.tap(.point(Point(x: 60, y: 50)), at: 0.1, holding: 0.3)
        var driver = TimelineDriver(fps: 30, duration: 0.3)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertTrue(cell.isHighlighted)
        XCTAssertTrue(selected.superview === cell)
    }

    func testMultipleSelectionTogglesATappedItem() {
        let source = Grid(12)
        let (scene, view) = tapScene(source, allowsMultiple: true)
        scene.tap(.point(Point(x: 60, y: 50)), at: 0.1)
        scene.tap(.point(Point(x: 195, y: 50)), at: 0.4)
        scene.tap(.point(Point(x: 60, y: 50)), at: 0.7)
        run(scene, seconds: 1.1)
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
    }

    // MARK: Registrations

    func testCellRegistrationsConfigureTypedCells() {
        final class Titles: NSObject, CollectionViewDataSource {
            let titles = ["A", "B", "C"]
            var configured: [String] = []
            lazy var registration = CollectionView.CellRegistration<CountingCell, String> { [unowned self] cell, indexPath, title in
                self.configured.append("\(indexPath.item):\(title)")
                cell.id = title
            }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: titles[indexPath.item])
            }
        }
        let source = Titles()
        kept.append(source)
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: CollectionViewFlowLayout())
        view.dataSource = source
        view.layoutIfNeeded()
        XCTAssertEqual(source.configured, ["0:A", "1:B", "2:C"])
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 2, section: 0))?.id, "C")
        XCTAssertTrue(view.cellForItem(at: IndexPath(item: 0, section: 0)) is CountingCell)
    }

    func testDequeueWithoutARegistrationWarnsAndStillShows() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let view = CollectionView(frame: scene.root.bounds, collectionViewLayout: CollectionViewFlowLayout())
        let source = Grid(2)
        kept.append(source)
        view.dataSource = source
        scene.root.addSubview(view)
        scene.layout()
        XCTAssertEqual(view.indexPathsForVisibleItems.count, 2)
        XCTAssertTrue(scene.warnings.contains { $0.contains("no class registered") })
    }

    /// A data source that shrinks and reloads from inside cellForItemAt (UIKit forbids it): no
    /// trap, no request for an item that no longer exists, and the new data shows.
    func testADataSourceReloadingMidPassIsSurvived() {
        final class Shrinking: NSObject, CollectionViewDataSource {
            var count = 50
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                precondition(indexPath.item < count, "asked for an item that no longer exists")
                if count == 50 {
                    count = 3
                    collectionView.reloadData()
                }
                return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let source = Shrinking()
        kept.append(source)
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: CollectionViewFlowLayout())
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), [0, 1, 2])
        XCTAssertEqual(cells(view).count, 3)
    }

    /// Hostile counts are cut to the limits, with one warning, instead of laying out billions.
    func testCountsPastTheLimitsAreCutWithAWarning() {
        final class Huge: NSObject, CollectionViewDataSource {
            func numberOfSections(in collectionView: CollectionView) -> Int { Int.max }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? -5 : 900_000 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let view = CollectionView(frame: scene.root.bounds, collectionViewLayout: CollectionViewFlowLayout())
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let source = Huge()
        kept.append(source)
        view.dataSource = source
        scene.root.addSubview(view)
        XCTAssertEqual(view.numberOfSections, CollectionView.maximumSectionCount)
        XCTAssertEqual(view.numberOfItems(inSection: 0), 0)
        XCTAssertEqual(view.numberOfItems(inSection: 1), 900_000)
        XCTAssertEqual(view.numberOfItems(inSection: 2), 100_000)
        XCTAssertEqual(view.numberOfItems(inSection: 3), 0)
        XCTAssertEqual(scene.warnings.filter { $0.contains("more than 1000000 items") }.count, 1)
    }
}
