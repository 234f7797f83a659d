import XCTest
import FlipbookMotion
import FlipbookRender
@testable import FlipbookScene

private final class Counted: NSObject, CollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// Sections that scroll sideways, worked by hand: bands, frames after the band moves, where each
/// `orthogonalScrollingBehavior` comes to rest (CompositionalOrthogonalSnapping), and the
/// visible-items handler (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler).
final class CompositionalOrthogonalTests: XCTestCase {
    private var kept: [AnyObject] = []

    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    private func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    private func view(_ layout: CollectionViewLayout, _ counts: [Int], in scene: Scene? = nil) -> CollectionView {
        let view = CollectionView(frame: r(0, 0, 390, 844), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Counted(counts)
        kept.append(source)
        view.dataSource = source
        scene?.root.addSubview(view)
        view.layoutIfNeeded()
        return view
    }

    /// A band of 300 pt groups 10 pt apart from a 20 pt leading inset: groups at x 20, 330, 640,
    /// 950, 1260; content 20 + 5 · 300 + 4 · 10 + 20 = 1580 wide, offsets 0…1190.
    private func band(_ behavior: CollectionLayoutSection.OrthogonalScrollingBehavior) -> CompositionalGeometry.Band {
        CompositionalGeometry.Band(frame: r(0, 0, 390, 200), contentWidth: 1580, groupMinX: [20, 330, 640, 950, 1260],
                                   groupWidth: 300, leadingInset: 20, behavior: behavior)
    }

    private func target(_ behavior: CollectionLayoutSection.OrthogonalScrollingBehavior, offset: Double, velocity: Double,
                        proposed: Double, start: Double = 0) -> Double {
        CompositionalOrthogonalSnapping.target(for: band(behavior), offset: offset, velocity: velocity, proposed: proposed, startOffset: start)
    }

    func testContinuousStopsWhereTheFlingStops() {
        XCTAssertEqual(target(.continuous, offset: 100, velocity: 800, proposed: 437.5), 437.5)
        XCTAssertEqual(target(.continuous, offset: 100, velocity: 8000, proposed: 5000), 1190, "clamped to the end")
        XCTAssertEqual(target(.continuous, offset: 10, velocity: -800, proposed: -30), 0)
        XCTAssertEqual(target(.paging, offset: 100, velocity: 800, proposed: 390), 390, "paging's page is the scroll view's (PagingRule)")
    }

    /// Leading edges where the first group starts: offsets 0, 310, 620, 930, 1240 (the last past the end: 1190).
    func testContinuousGroupLeadingBoundaryStopsOnTheNearestGroupsEdge() {
        XCTAssertEqual(target(.continuousGroupLeadingBoundary, offset: 100, velocity: 800, proposed: 437), 310, "127 from 310, 183 from 620")
        XCTAssertEqual(target(.continuousGroupLeadingBoundary, offset: 100, velocity: 900, proposed: 500), 620)
        XCTAssertEqual(target(.continuousGroupLeadingBoundary, offset: 900, velocity: 900, proposed: 1300), 1190)
    }

    /// The release projected at the .fast rate: offset + v/1000 · 0.99/0.01 = offset + 0.099 v;
    /// at most one group from the one shown when the finger landed.
    func testGroupPagingMovesOneGroupPerRelease() {
        XCTAssertEqual(target(.groupPaging, offset: 100, velocity: 2000, proposed: 900), 310, "projected 298: group 1")
        XCTAssertEqual(target(.groupPaging, offset: 100, velocity: 10000, proposed: 1190), 310, "projected 1090 (group 3) is limited to one group on")
        XCTAssertEqual(target(.groupPaging, offset: 140, velocity: 0, proposed: 140), 0, "a slow drag under half a group falls back")
        XCTAssertEqual(target(.groupPaging, offset: 160, velocity: 0, proposed: 160), 310)
        XCTAssertEqual(target(.groupPaging, offset: 250, velocity: -2000, proposed: 0, start: 310), 0, "back one group")
    }

    /// Group k centred: its midX − 195 = 20 + 310k + 150 − 195 = 310k − 25 (the first clamped to 0).
    func testGroupPagingCenteredCentresAGroup() {
        XCTAssertEqual(target(.groupPagingCentered, offset: 100, velocity: 2000, proposed: 900), 285)
        XCTAssertEqual(target(.groupPagingCentered, offset: 400, velocity: 1000, proposed: 900, start: 285), 595, "projected 499: group 2")
        XCTAssertEqual(target(.groupPagingCentered, offset: 20, velocity: -500, proposed: 0), 0)
    }

    func testHostileNumbersDoNotTrap() {
        XCTAssertEqual(target(.groupPaging, offset: 100, velocity: .nan, proposed: .nan), 0)
        XCTAssertEqual(target(.groupPagingCentered, offset: 100, velocity: .infinity, proposed: .infinity), 0, "an infinite velocity counts as none")
        XCTAssertEqual(target(.continuous, offset: 0, velocity: 0, proposed: -.infinity), 0)
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(.nan), .absolute(-50)),
                                                                 subitems: [CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = .infinity
        section.contentInsets = DirectionalEdgeInsets(top: .nan, leading: -20, bottom: 1e300, trailing: 0)
        let view = view(CollectionViewCompositionalLayout(section: section), [100_000])
        XCTAssertTrue(view.contentSize.height.isFinite)
        let band = view.orthogonalScrollView(forSection: 0)
        XCTAssertEqual(band?.contentSize, Size(width: 0, height: 1_000_000), "a group of no size: one placed, nothing to scroll; the huge inset cut to a million points")
    }

    /// Items half the band's width in groups of two rows (a nested vertical group): fractions of
    /// the group, the groups side by side; a band offset moves them left by the offset.
    func testBandFramesNestedGroupsAndFramesAfterAScroll() throws {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .absolute(200)), subitems: [item])
        let section = CollectionLayoutSection(group: column)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let view = view(CollectionViewCompositionalLayout(section: section), [6])
        // Inner width 390 − 32 = 358: columns 179 wide at x 16, 205, 394; items 179 × 100.
        func frame(_ i: Int) -> Rect? { view.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame }
        XCTAssertEqual(frame(0), r(16, 0, 179, 100))
        XCTAssertEqual(frame(1), r(16, 100, 179, 100))
        XCTAssertEqual(frame(2), r(205, 0, 179, 100))
        XCTAssertEqual(frame(5), r(394, 100, 179, 100))
        XCTAssertEqual(view.contentSize, Size(width: 390, height: 200), "one band's height, not three rows")
        let band = try XCTUnwrap(view.orthogonalScrollView(forSection: 0))
        XCTAssertEqual(band.contentSize, Size(width: 16 + 3 * 179 + 2 * 10 + 16, height: 200))
        band.contentOffset = Point(x: 120, y: 0)
        view.layoutIfNeeded()
        XCTAssertEqual(frame(2), r(85, 0, 179, 100))
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, r(274, 0, 179, 100))
        XCTAssertEqual(view.contentOffset, .zero, "the page does not move")
    }

    /// A paging band is a paging scroll view: a flick lands on the next multiple of its width.
    func testPagingBandsPageByTheirWidthAndGroupPagingByGroup() throws {
        for (behavior, expected) in [(CollectionLayoutSection.OrthogonalScrollingBehavior.paging, 390.0), (.groupPaging, 190), (.groupPagingCentered, 190)] {
            let scene = Scene(screen: Screen.iPhone14.withScale(1))
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(180), .absolute(120)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            let view = view(CollectionViewCompositionalLayout(section: section), [10], in: scene)
            let band = try XCTUnwrap(view.orthogonalScrollView(forSection: 0))
            let page = view.contentOffset.y
            XCTAssertEqual(band.isPagingEnabled, behavior == .paging)
            scene.scrollView = band
            var driver = DragDriver(fps: 60, gestures: [.drag(by: 120, duration: 0.12, easing: .easeIn)], holdFrames: 2)
            driver.axis = .horizontal
            while let step = driver.next(scene) { scene.advance(to: step) }
            // groupPaging: group 1's leading edge at 190. Centred: (390 − 180) / 2 = 105 pt pad, group 1
            // at 105 + 190 = 295, centred at offset 295 + 90 − 195 = 190.
            XCTAssertEqual(band.contentOffset.x, expected, "\(behavior)")
            XCTAssertEqual(view.contentOffset.y, page, "\(behavior): the page stays")
        }
    }

    /// Right to left: laid out left to right the groups start at 20 + 190k in 20 + 10 · 180 + 9 · 10
    /// = 1910 pt (offsets 0…1520); mirrored, item k is at x 1710 − 190k and the band starts at
    /// 1520, so item 0 shows at 190…370, 20 pt from the right. A flick towards the start pages to
    /// group 1 (its leading edge where group 0's was): offset 1520 − 190 = 1330.
    func testRightToLeftBandsStartAtTheRightAndPageLeftwards() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.layoutDirection = .rightToLeft
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(180), .absolute(120)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let view = CollectionView(frame: r(0, 0, 390, 844), collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        view.contentInsetAdjustmentBehavior = .never
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Counted([10])
        kept.append(source)
        view.dataSource = source
        scene.root.addSubview(view)
        scene.layout()
        let band = try XCTUnwrap(view.orthogonalScrollView(forSection: 0))
        XCTAssertEqual(band.contentOffset.x, 1520)
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, r(190, 0, 180, 120))
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, r(0, 0, 180, 120))
        scene.scrollView = band
        var driver = DragDriver(fps: 60, gestures: [.drag(by: -120, duration: 0.12, easing: .easeIn)], holdFrames: 2)
        driver.axis = .horizontal
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(band.contentOffset.x, 1330)
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, r(190, 0, 180, 120))
        XCTAssertEqual(scene.warnings, [])
    }

    /// The handler hears the visible items in band coordinates and the band's offset, every time
    /// the band or the page scrolls; what it writes is what shows.
    func testTheVisibleItemsHandlerRunsOnEveryScrollAndItsChangesShow() throws {
        var calls: [(items: [IndexPath], offset: Point, width: Double)] = []
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(200), .absolute(100)), subitems: [item])
        let band = CollectionLayoutSection(group: group)
        band.orthogonalScrollingBehavior = .continuous
        band.visibleItemsInvalidationHandler = { items, offset, environment in
            calls.append((items.map(\.indexPath), offset, environment.container.contentSize.width))
            for item in items where item.indexPath.item == 1 {
                item.alpha = 0.5
                item.transform = AffineTransform(scaleX: 0.5, y: 0.5)
                item.center = Point(x: item.center.x, y: item.center.y + 10)
            }
        }
        let rows = CollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        let view = view(CollectionViewCompositionalLayout { index, _ in index == 0 ? band : rows }, [5, 20])
        let first = try XCTUnwrap(calls.last)
        XCTAssertEqual(first.items, [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)], "0…200 and 200…400 meet 0…390")
        XCTAssertEqual(first.offset, .zero)
        XCTAssertEqual(first.width, 390)
        let cell = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(cell.alpha, 0.5)
        XCTAssertEqual(cell.center, Point(x: 300, y: 60))
        XCTAssertEqual(cell.frame, r(250, 35, 100, 50), "scaled about its centre")

        let before = calls.count
        try XCTUnwrap(view.orthogonalScrollView(forSection: 0)).contentOffset = Point(x: 150, y: 0)
        view.layoutIfNeeded()
        XCTAssertEqual(calls.count, before + 1, "a band scroll runs it")
        XCTAssertEqual(calls.last?.offset, Point(x: 150, y: 0))
        XCTAssertEqual(calls.last?.items, [0, 1, 2].map { IndexPath(item: $0, section: 0) }, "150…540 meets items 0 to 2")
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 1, section: 0))?.center, Point(x: 150, y: 60), "300 − 150")
        view.contentOffset = Point(x: 0, y: 30)
        view.layoutIfNeeded()
        XCTAssertEqual(calls.count, before + 2, "a page scroll runs it too")
    }
}
