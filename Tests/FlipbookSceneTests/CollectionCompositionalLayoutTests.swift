import XCTest
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

/// Compositional frames worked by hand (CompositionalGeometry.swift gives the rules): fractions
/// of the container, subitems repeated while they fit, `count` sharing the length, nested
/// groups, item and section insets, fixed and flexible spacing.
final class CollectionCompositionalLayoutTests: XCTestCase {
    private var kept: [AnyObject] = []

    private func view(_ layout: CollectionViewLayout, _ counts: [Int], width: Double = 390) -> CollectionView {
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Counted(counts)
        kept.append(source)
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    private func frames(_ view: CollectionView, section: Int = 0) -> [Rect] {
        (0..<view.numberOfItems(inSection: section)).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame }
    }

    private func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Apple's grid: items a fifth of the width in rows a fifth of the width tall (78 pt): five a row.
    func testAGridOfFractionalItemsFillsRows() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
        let view = view(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row)), [12])
        let f = frames(view)
        XCTAssertEqual(Array(f[0..<6]), [r(0, 0, 78, 78), r(78, 0, 78, 78), r(156, 0, 78, 78), r(234, 0, 78, 78), r(312, 0, 78, 78), r(0, 78, 78, 78)])
        XCTAssertEqual(f[11], r(78, 156, 78, 78))
        XCTAssertEqual(view.contentSize, Size(width: 390, height: 234))
    }

    /// `count: 2` with 10 pt between: (390 − 10) / 2 = 190 each, whatever the item's own width.
    func testACountedGroupSharesItsLength() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(20), .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
        row.interItemSpacing = .fixed(10)
        let view = view(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row)), [3])
        XCTAssertEqual(frames(view), [r(0, 0, 190, 44), r(200, 0, 190, 44), r(0, 44, 190, 44)])
    }

    /// Thirds with fixed spacing do not fit three to a row: 130 + 10 + 130 + 10 + 130 = 410 > 390.
    func testSpacingPushesTheThirdOfThreeThirdsToTheNextRow() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        row.interItemSpacing = .fixed(10)
        let view = view(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row)), [3])
        XCTAssertEqual(frames(view), [r(0, 0, 130, 100), r(140, 0, 130, 100), r(0, 100, 130, 100)])
    }

    /// A flexible spacing shares the leftover: three 100 pt items, (390 − 300) / 2 = 45 apart.
    func testFlexibleSpacingSharesTheLeftover() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(60)))
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        row.interItemSpacing = .flexible(0)
        let view = view(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row)), [3])
        XCTAssertEqual(frames(view), [r(0, 0, 100, 60), r(145, 0, 100, 60), r(290, 0, 100, 60)])
    }

    /// A large item beside a column of two: 0.7 and 0.3 of 390 (273 and 117), the column's items
    /// half its 200 pt each; the large item's 4 pt insets shrink its cell.
    func testNestedGroupsAndItemInsets() {
        let large = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        large.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitems: [small])
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, column])
        let view = view(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row)), [4])
        XCTAssertEqual(frames(view), [r(4, 4, 265, 192), r(273, 0, 117, 100), r(273, 100, 117, 100), r(4, 204, 265, 192)])
        XCTAssertEqual(view.contentSize.height, 400)
    }

    /// Section insets narrow the container (358 pt) and pad the section; groups 8 pt apart.
    func testSectionInsetsAndInterGroupSpacing() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: row)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 16)
        section.interGroupSpacing = 8
        let view = view(CollectionViewCompositionalLayout(section: section), [3, 1])
        XCTAssertEqual(frames(view), [r(16, 10, 358, 50), r(16, 68, 358, 50), r(16, 126, 358, 50)])
        XCTAssertEqual(frames(view, section: 1), [r(16, 196 + 10, 358, 50)])
        XCTAssertEqual(view.contentSize.height, 196 + 80)
    }

    /// A section provider reads the container: two columns in one section, a full-width list in the next.
    func testASectionProviderChoosesPerSection() {
        let layout = CollectionViewCompositionalLayout { index, environment in
            let columns = index == 0 ? 2 : 1
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let height = environment.container.effectiveContentSize.width / CGFloat(columns)
            let row = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(height)),
                                                       subitem: item, count: columns)
            return CollectionLayoutSection(group: row)
        }
        let view = view(layout, [3, 2])
        XCTAssertEqual(frames(view), [r(0, 0, 195, 195), r(195, 0, 195, 195), r(0, 195, 195, 195)])
        XCTAssertEqual(frames(view, section: 1), [r(0, 390, 390, 390), r(0, 780, 390, 390)])
    }

    /// Only the groups meeting the bounds make cells, however many items there are.
    func testOnlyTheVisibleItemsAreMade() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(97.5)), subitems: [item])
        let view = view(CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row)), [10_000])
        view.contentOffset = Point(x: 0, y: 50_000)
        view.layoutIfNeeded()
        let brute = (0..<10_000).map { IndexPath(item: $0, section: 0) }
            .filter { view.layoutAttributesForItem(at: $0)!.frame.intersects(view.bounds) }
        XCTAssertEqual(view.indexPathsForVisibleItems, brute)
        XCTAssertLessThanOrEqual(view.subviews.count, 40)
    }

    /// Right to left: leading is the right, so the first item and the leading inset are there.
    func testRightToLeftPutsLeadingOnTheRight() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.layoutDirection = .rightToLeft
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        let row = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: row)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let collection = CollectionView(frame: r(0, 0, 390, 844), collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Counted([2])
        kept.append(source)
        collection.dataSource = source
        scene.root.addSubview(collection)
        scene.layout()
        // Left to right the items would sit at 20 and 120; mirrored in 390: 270 and 170.
        XCTAssertEqual(frames(collection), [r(270, 0, 100, 50), r(170, 0, 100, 50)])
    }
}
