import XCTest
import FlipbookRender
@testable import FlipbookScene

/// Items with given sizes in given sections; a flow-layout delegate when `perItem` sizes are set.
private final class Items: NSObject, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var insets: [Int: EdgeInsets] = [:]
    var interitem: [Int: CGFloat] = [:]
    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! CollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets {
        insets[section] ?? (collectionViewLayout as! CollectionViewFlowLayout).sectionInset
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        interitem[section] ?? (collectionViewLayout as! CollectionViewFlowLayout).minimumInteritemSpacing
    }
}

/// A cell whose content says its size through constraints (for self-sizing).
private final class SizedCell: CollectionViewCell {
    let box = View()
    var width: LayoutConstraint!
    var height: LayoutConstraint!
    required init(frame: Rect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        width = box.widthAnchor.constraint(equalToConstant: 10)
        height = box.heightAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor), box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            width, height,
        ])
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class SelfSizedItems: NSObject, CollectionViewDataSource {
    let sizes: [Size]
    init(_ sizes: [Size]) { self.sizes = sizes }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath) as! SizedCell
        cell.width.constant = sizes[indexPath.item].width
        cell.height.constant = sizes[indexPath.item].height
        return cell
    }
}

/// Flow-layout frames against placements worked by hand from UIKit's rules (FlowLineSpacing.swift
/// cites them): lines filled while items fit at the minimum spacing, full lines justified, a lone
/// item on a full line centred, the last line of unequal items left-aligned, equal items in columns,
/// items centred on their line, headers and footers across the content, insets, horizontal flow.
final class CollectionFlowLayoutTests: XCTestCase {
    private var kept: [AnyObject] = []

    private func collection(_ items: Items, frame: Rect = Rect(x: 0, y: 0, width: 390, height: 844),
                            configure: (CollectionViewFlowLayout) -> Void) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        configure(layout)
        let view = CollectionView(frame: frame, collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            view.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        kept.append(items)
        view.dataSource = items
        view.delegate = items
        view.layoutIfNeeded()
        return view
    }

    private func frames(_ view: CollectionView, section: Int = 0) -> [Rect] {
        (0..<view.numberOfItems(inSection: section)).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame }
    }

    private func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    // 1. UIKit's defaults (50 × 50, spacing 10): six fit in 390 pt (6·50 + 5·10 = 350; a
    // seventh needs 410); the full line spreads its 90 pt of leftover over 5 gaps (18 pt); the
    // seventh item starts the second line below 10 pt of line spacing, in the first column.
    func testDefaultsFillSixColumnsAndJustifyTheFullLine() {
        let view = collection(Items([7])) { _ in }
        XCTAssertEqual(frames(view), [r(0, 0, 50, 50), r(68, 0, 50, 50), r(136, 0, 50, 50), r(204, 0, 50, 50),
                                      r(272, 0, 50, 50), r(340, 0, 50, 50), r(0, 60, 50, 50)])
        XCTAssertEqual(view.contentSize, Size(width: 390, height: 110))
    }

    // 2–3. One line of equal items takes the columns a full line would have: three 100 pt items
    // fit (3·100 + 2·10 ≤ 390), leftover 90 over 2 gaps = 45 pt; two items sit in the first two columns.
    func testOneLineOfEqualItemsTakesTheFullLinesColumns() {
        let three = collection(Items([3])) { $0.itemSize = Size(width: 100, height: 100) }
        XCTAssertEqual(frames(three), [r(0, 0, 100, 100), r(145, 0, 100, 100), r(290, 0, 100, 100)])
        let two = collection(Items([2])) { $0.itemSize = Size(width: 100, height: 100) }
        XCTAssertEqual(frames(two), [r(0, 0, 100, 100), r(145, 0, 100, 100)])
    }

    // 4. Unequal items: 120 + 10 + 200 = 330 fits, adding 100 would need 440; the full line's
    // 70 pt of leftover is its one gap. Items sit in the middle of their line (80 tall: the 50 pt
    // item 15 pt down). The last line is left-aligned at the minimum spacing.
    func testUnequalItemsJustifyFullLinesCentreOnTheLineAndLeftAlignTheLastLine() {
        let items = Items([4])
        items.sizes = [IndexPath(item: 0, section: 0): Size(width: 120, height: 50), IndexPath(item: 1, section: 0): Size(width: 200, height: 80),
                       IndexPath(item: 2, section: 0): Size(width: 100, height: 40), IndexPath(item: 3, section: 0): Size(width: 150, height: 60)]
        let view = collection(items) { _ in }
        XCTAssertEqual(frames(view), [r(0, 15, 120, 50), r(190, 0, 200, 80), r(0, 100, 100, 40), r(110, 90, 150, 60)])
        XCTAssertEqual(view.contentSize.height, 150)
    }

    // 5. A full line holding one item centres it: (390 − 300) / 2 = 45.
    func testALoneItemOnAFullLineIsCentred() {
        let items = Items([3])
        items.sizes = [IndexPath(item: 0, section: 0): Size(width: 300, height: 50), IndexPath(item: 1, section: 0): Size(width: 200, height: 50),
                       IndexPath(item: 2, section: 0): Size(width: 100, height: 50)]
        let view = collection(items) { _ in }
        XCTAssertEqual(frames(view), [r(45, 0, 300, 50), r(0, 60, 200, 50), r(210, 60, 100, 50)])
    }

    // 6. Section insets (10, 20, 30, 40) leave 330 pt: three 100 pt columns, 15 pt gaps, from x 20.
    func testSectionInsetsNarrowTheLinesAndPadTheSection() {
        let view = collection(Items([5])) {
            $0.itemSize = Size(width: 100, height: 100)
            $0.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        }
        XCTAssertEqual(frames(view), [r(20, 10, 100, 100), r(135, 10, 100, 100), r(250, 10, 100, 100),
                                      r(20, 120, 100, 100), r(135, 120, 100, 100)])
        XCTAssertEqual(view.contentSize.height, 10 + 100 + 10 + 100 + 30)
    }

    // 7. Headers and footers span the content's width, above the section inset and below it.
    func testHeadersAndFootersFrameEachSection() {
        let view = collection(Items([3, 3])) {
            $0.itemSize = Size(width: 100, height: 100)
            $0.headerReferenceSize = Size(width: 10, height: 44)
            $0.footerReferenceSize = Size(width: 10, height: 30)
            $0.sectionInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        }
        let header = CollectionView.elementKindSectionHeader, footer = CollectionView.elementKindSectionFooter
        XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame, r(0, 0, 390, 44))
        XCTAssertEqual(frames(view, section: 0), [r(0, 52, 100, 100), r(145, 52, 100, 100), r(290, 52, 100, 100)])
        XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame, r(0, 160, 390, 30))
        XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame, r(0, 190, 390, 44))
        XCTAssertEqual(frames(view, section: 1)[0], r(0, 242, 100, 100))
        XCTAssertEqual(view.contentSize.height, 380)
        // The header and footer views are on screen with those frames.
        XCTAssertEqual(view.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 1))?.frame, r(0, 350, 390, 30))
    }

    // 8. Line spacing 20, no interitem spacing: 130 pt items fill 390 exactly.
    func testLineSpacingAndZeroInteritemSpacing() {
        let view = collection(Items([6])) {
            $0.itemSize = Size(width: 130, height: 50)
            $0.minimumLineSpacing = 20
            $0.minimumInteritemSpacing = 0
        }
        XCTAssertEqual(frames(view), [r(0, 0, 130, 50), r(130, 0, 130, 50), r(260, 0, 130, 50),
                                      r(0, 70, 130, 50), r(130, 70, 130, 50), r(260, 70, 130, 50)])
    }

    // 9. Horizontal: columns fill top to bottom in 200 pt (two 80 pt items, 40 pt apart), then
    // stack sideways 10 pt apart.
    func testHorizontalFlowFillsColumns() {
        let view = collection(Items([5]), frame: r(0, 0, 390, 200)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = Size(width: 80, height: 80)
        }
        XCTAssertEqual(frames(view), [r(0, 0, 80, 80), r(0, 120, 80, 80), r(90, 0, 80, 80), r(90, 120, 80, 80), r(180, 0, 80, 80)])
        XCTAssertEqual(view.contentSize, Size(width: 260, height: 200))
    }

    // 10. A horizontal layout's header is as wide as its reference width and as tall as the view.
    func testHorizontalHeaderStandsBeforeTheSection() {
        let view = collection(Items([2]), frame: r(0, 0, 390, 200)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = Size(width: 80, height: 80)
            $0.headerReferenceSize = Size(width: 50, height: 999)
        }
        XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader,
                                                                    at: IndexPath(item: 0, section: 0))?.frame, r(0, 0, 50, 200))
        XCTAssertEqual(frames(view), [r(50, 0, 80, 80), r(50, 120, 80, 80)])
    }

    // 11. The flow delegate's per-item sizes, per-section insets and spacings win over the properties.
    func testDelegateSizesInsetsAndSpacingsPerSection() {
        let items = Items([2, 2])
        items.sizes = [IndexPath(item: 0, section: 1): Size(width: 190, height: 40), IndexPath(item: 1, section: 1): Size(width: 150, height: 40)]
        items.insets = [1: EdgeInsets(top: 5, left: 10, bottom: 0, right: 10)]
        items.interitem = [1: 30]
        let view = collection(items) { $0.itemSize = Size(width: 60, height: 60) }
        // Section 0: two equal items in the columns of a full line: five 60 pt items fit at
        // spacing 10 (5·60 + 4·10 = 340; six need 410), so the gaps are (390 − 300) / 4 = 22.5.
        XCTAssertEqual(frames(view, section: 0), [r(0, 0, 60, 60), r(82.5, 0, 60, 60)])
        // Section 1 starts after 60, its 5 pt inset: 190 + 30 + 150 = 370 ≤ 370 (one line, left).
        XCTAssertEqual(frames(view, section: 1), [r(10, 65, 190, 40), r(230, 65, 150, 40)])
    }

    // 12. A horizontal content inset narrows the content: 370 pt, three columns 35 pt apart.
    func testContentInsetNarrowsTheContent() {
        let items = Items([3])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        let view = CollectionView(frame: r(0, 0, 390, 844), collectionViewLayout: layout)
        view.contentInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        kept.append(items)
        view.dataSource = items
        view.layoutIfNeeded()
        XCTAssertEqual(frames(view), [r(0, 0, 100, 100), r(135, 0, 100, 100), r(270, 0, 100, 100)])
        XCTAssertEqual(view.contentSize.width, 370)
    }

    // 13. Insets measured from the layout margins (8 pt by default) leave 374 pt: gaps of 37.
    func testSectionInsetReferenceFromLayoutMargins() {
        let view = collection(Items([3])) {
            $0.itemSize = Size(width: 100, height: 100)
            $0.sectionInsetReference = .fromLayoutMargins
        }
        XCTAssertEqual(frames(view), [r(8, 0, 100, 100), r(145, 0, 100, 100), r(282, 0, 100, 100)])
    }

    // 14. Self-sizing: each cell's constraints give its size; 100 + 10 + 150 fit, the 200 pt one
    // does not (the full line justified: 140 pt gap; the 40 pt item centred on the 60 pt line).
    func testSelfSizingCellsTakeTheirConstrainedSizes() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        let view = CollectionView(frame: r(0, 0, 390, 844), collectionViewLayout: layout)
        view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        let items = SelfSizedItems([Size(width: 100, height: 40), Size(width: 150, height: 60), Size(width: 200, height: 40)])
        kept.append(items)
        view.dataSource = items
        view.layoutIfNeeded()
        XCTAssertEqual(frames(view), [r(0, 10, 100, 40), r(240, 0, 150, 60), r(0, 70, 200, 40)])
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, r(240, 0, 150, 60))
    }

    // 15. Pinned headers: at the visible top while the section shows, pushed off by its end.
    func testPinnedHeadersStayAtTheTopUntilTheirSectionEnds() throws {
        let view = collection(Items([3, 3])) {
            $0.itemSize = Size(width: 100, height: 100)
            $0.headerReferenceSize = Size(width: 0, height: 44)
            $0.footerReferenceSize = Size(width: 0, height: 30)
            $0.sectionInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let header = CollectionView.elementKindSectionHeader
        func headerY(_ section: Int) -> CGFloat? {
            view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: section))?.frame.minY
        }
        view.frame = r(0, 0, 390, 300)
        view.contentOffset = Point(x: 0, y: 100)
        view.layoutIfNeeded()
        XCTAssertEqual(headerY(0), 100)
        XCTAssertEqual(headerY(1), 190)
        view.contentOffset = Point(x: 0, y: 170)
        view.layoutIfNeeded()
        XCTAssertEqual(headerY(0), 190 - 44, "pushed up by the end of its section (after the footer)")
        view.contentOffset = Point(x: 0, y: 250)
        view.layoutIfNeeded()
        XCTAssertNil(headerY(0), "its section has scrolled away")
        XCTAssertEqual(headerY(1), 250)
        // The pinned header is above the cells it covers.
        let headerView = try XCTUnwrap(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
        let cell = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 1)))
        XCTAssertGreaterThan(try XCTUnwrap(view.subviews.firstIndex(of: headerView)), try XCTUnwrap(view.subviews.firstIndex(of: cell)))
    }

    func testHostileSizesAndCountsDoNotTrap() {
        let items = Items([3])
        items.sizes = [IndexPath(item: 0, section: 0): Size(width: CGFloat.nan, height: -5),
                       IndexPath(item: 1, section: 0): Size(width: CGFloat.infinity, height: 20)]
        let view = collection(items) { $0.minimumInteritemSpacing = -10 }
        XCTAssertEqual(frames(view).count, 3)
        XCTAssertTrue(frames(view).allSatisfy { $0.minX.isFinite && $0.minY.isFinite })
    }

    // 16. In a right-to-left scene a vertical flow layout is mirrored (UIKit's flow layout flips
    // horizontally in the opposite direction): item 0 in the right column, the left inset on the right.
    func testRightToLeftMirrorsAVerticalFlow() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.layoutDirection = .rightToLeft
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        let view = CollectionView(frame: r(0, 0, 390, 844), collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = .never
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let items = Items([2])
        kept.append(items)
        view.dataSource = items
        scene.root.addSubview(view)
        scene.layout()
        // Unmirrored: 370 pt from x 20, three columns 35 pt apart: 20, 155. Mirrored in 390: 270, 135.
        XCTAssertEqual(frames(view), [r(270, 0, 100, 100), r(135, 0, 100, 100)])
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, r(270, 0, 100, 100))
    }
}
