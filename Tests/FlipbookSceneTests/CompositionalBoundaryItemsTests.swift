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
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

private final class Background: CollectionReusableView {}

/// Boundary items, decoration backgrounds, the layout configuration and list metrics, worked by
/// hand (CompositionalGeometry.swift and CollectionLayoutListConfiguration.swift give the rules).
final class CompositionalBoundaryItemsTests: XCTestCase {
    private var kept: [AnyObject] = []
    private let headerKind = CollectionView.elementKindSectionHeader
    private let footerKind = CollectionView.elementKindSectionFooter

    private func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    private func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    private func view(_ layout: CollectionViewLayout, _ counts: [Int]) -> CollectionView {
        let view = CollectionView(frame: r(0, 0, 390, 600), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [headerKind, footerKind] { view.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header") }
        let source = Counted(counts)
        kept.append(source)
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    /// Rows of 100 pt inside 10 pt insets (16 at the sides), a 40 pt header and 30 pt footer
    /// around them, 20 pt between sections. Section 0 (3 rows): header 0…40, rows 50…350, footer
    /// 360…390; section 1 from 410: header 410…450, rows 460…, footer 770…800.
    private func section(pinned: Bool = false, follow: Bool = true) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = pinned
        let footer = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(30)), elementKind: footerKind, alignment: .bottomTrailing)
        section.boundarySupplementaryItems = [header, footer]
        section.supplementariesFollowContentInsets = follow
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        section.decorationItems = [background]
        return section
    }

    private func layout(_ section: CollectionLayoutSection, spacing: Double = 20) -> CollectionViewCompositionalLayout {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = spacing
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(Background.self, forDecorationViewOfKind: "background")
        return layout
    }

    func testHeadersFootersAndBackgroundsAroundTheItems() throws {
        let view = view(layout(section()), [3, 3])
        let layout = try XCTUnwrap(view.collectionViewLayout as? CollectionViewCompositionalLayout)
        XCTAssertEqual(view.contentSize, Size(width: 390, height: 800))
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, r(16, 50, 358, 100))
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame, r(16, 460, 358, 100))
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 0, section: 1)
        XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: first)?.frame, r(16, 0, 358, 40), "inset like the items")
        XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: footerKind, at: first)?.frame, r(195, 360, 179, 30), "half the width, trailing")
        XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: second)?.frame, r(16, 410, 358, 40))
        // The background: the section between header and footer (40…360, full width) less its 4 pt insets.
        XCTAssertEqual(layout.layoutAttributesForDecorationView(ofKind: "background", at: first)?.frame, r(4, 44, 382, 312))
        // Shown: the header and the background are views; the background stacks under the cells.
        let background = try XCTUnwrap(view.subviews.first { $0 is Background })
        XCTAssertEqual(background.frame, r(4, 44, 382, 312))
        let cell = try XCTUnwrap(view.cellForItem(at: first))
        XCTAssertLessThan(try XCTUnwrap(view.subviews.firstIndex { $0 === background }), try XCTUnwrap(view.subviews.firstIndex { $0 === cell }))
        XCTAssertEqual(view.supplementaryView(forElementKind: headerKind, at: first)?.frame, r(16, 0, 358, 40))
    }

    /// "A cell, supplementary view, or decoration" (https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem):
    /// the handler sees all three of its section's kinds; a non-finite transform it writes is dropped.
    func testTheHandlerSeesCellsBoundaryItemsAndBackgrounds() throws {
        let section = section()
        var seen: Set<CollectionElementCategory> = []
        section.visibleItemsInvalidationHandler = { items, _, _ in
            seen.formUnion(items.map(\.representedElementCategory))
            items.first?.transform = AffineTransform(scaleX: .nan, y: 1)
        }
        let view = view(layout(section), [2])
        XCTAssertEqual(seen, [.cell, .supplementaryView, .decorationView])
        let first = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(first.layer.transform, .identity)
    }

    func testSupplementariesCanIgnoreTheContentInsets() {
        let view = view(layout(section(follow: false)), [1])
        XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 0))?.frame, r(0, 0, 390, 40))
    }

    /// A pinned header stays at the visible top while its section shows and is pushed off by the
    /// section's end (its footer included): section 0 ends at 390, so past visible top 350 the header sits at 350.
    func testPinnedHeadersFollowTheVisibleTop() {
        let view = view(layout(section(pinned: true)), [3, 3])
        func headerY(_ section: Int) -> CGFloat? {
            view.supplementaryView(forElementKind: headerKind, at: IndexPath(item: 0, section: section))?.frame.minY
        }
        XCTAssertEqual(headerY(0), 0)
        view.contentOffset = Point(x: 0, y: 120)
        view.layoutIfNeeded()
        XCTAssertEqual(headerY(0), 120)
        view.contentOffset = Point(x: 0, y: 370)
        view.layoutIfNeeded()
        XCTAssertEqual(headerY(0), 350, "390 − 40")
        XCTAssertEqual(headerY(1), 410, "not yet reached")
        view.contentOffset = Point(x: 0, y: 500)
        view.layoutIfNeeded()
        XCTAssertNil(headerY(0))
        XCTAssertEqual(headerY(1), 500)
    }

    /// The configuration's own header goes before every section, its footer after.
    func testLayoutWideBoundaryItems() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        let banner = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "banner", alignment: .top)
        configuration.boundarySupplementaryItems = [banner]
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let view = CollectionView(frame: r(0, 0, 390, 600),
                                  collectionViewLayout: CollectionViewCompositionalLayout(section: section, configuration: configuration))
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(CollectionReusableView.self, forSupplementaryViewOfKind: "banner", withReuseIdentifier: "header")
        let source = Counted([2])
        kept.append(source)
        view.dataSource = source
        view.layoutIfNeeded()
        XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame, r(0, 0, 390, 60))
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, r(0, 60, 390, 50))
        XCTAssertEqual(view.contentSize, Size(width: 390, height: 160))
    }

    /// `.firstItemInSection`: the first item is the header (no row background, no separator), the
    /// rows under it round and separate as a section's own; a highlight greys the row.
    func testFirstItemInSectionHeadersAndHighlights() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        let view = CollectionView(frame: r(0, 0, 390, 800), collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        view.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let source = Counted([3])
        kept.append(source)
        view.dataSource = source
        view.layoutIfNeeded()
        let cells = try (0..<3).map { try XCTUnwrap(view.cellForItem(at: IndexPath(item: $0, section: 0)) as? CollectionViewListCell) }
        for cell in cells { cell.layoutIfNeeded() }
        XCTAssertEqual(cells.map(\.rowBackground.isHidden), [true, false, false])
        XCTAssertEqual(cells.map(\.separator.isHidden), [true, false, true], "a separator between the two rows only")
        XCTAssertEqual(cells[1].rowBackground.layer.maskedCorners, [.topLeft, .topRight])
        XCTAssertEqual(cells[2].rowBackground.layer.maskedCorners, [.bottomLeft, .bottomRight])
        XCTAssertEqual(cells[1].rowBackground.layer.cornerRadius, 10)
        XCTAssertEqual(cells[1].rowBackground.backgroundColor, .secondarySystemGroupedBackground)
        cells[1].isHighlighted = true
        cells[1].layoutIfNeeded()
        XCTAssertEqual(cells[1].rowBackground.backgroundColor, .systemGray4)
    }

    /// List rows size themselves: a row with text and secondary text one above the other is
    /// 11 + line + 2 + line + 11, rounded up (TableViewCell's rule); a one-line row stays 44.
    func testListRowsSizeToTheirContent() throws {
        final class Rows: NSObject, CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                var content = ListContentConfiguration.subtitleCell()
                content.text = "Title"
                content.secondaryText = indexPath.item == 1 ? "Detail" : nil
                (cell as? CollectionViewListCell)?.contentConfiguration = content
                return cell
            }
        }
        let view = CollectionView(frame: r(0, 0, 390, 800),
                                  collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        view.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let source = Rows()
        kept.append(source)
        view.dataSource = source
        view.layoutIfNeeded()
        let body = Font.preferredFont(forTextStyle: .body).lineHeight, footnote = Font.preferredFont(forTextStyle: .footnote).lineHeight
        let two = max(44, (11 + body + 2 + footnote + 11).rounded(.up))
        XCTAssertGreaterThan(two, 44)
        let frames = (0..<3).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames, [r(0, 0, 390, 44), r(0, 44, 390, two), r(0, 44 + two, 390, 44)])
    }

    /// Right to left a row is mirrored: in a 358 pt inset grouped row with a disclosure chevron,
    /// left to right the chevron is at 358 − 16 − 8 = 334 and the text runs 16…318 (it ends 8 pt
    /// before the 8 pt gap ahead of the chevron); mirrored, the chevron is at 16 and the text 40…342.
    func testListRowsMirrorRightToLeft() throws {
        final class Rows: NSObject, CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CollectionViewListCell
                var content = cell.defaultContentConfiguration()
                content.text = "General"
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
                return cell
            }
        }
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.layoutDirection = .rightToLeft
        let view = CollectionView(frame: r(0, 0, 390, 800),
                                  collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
        view.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let source = Rows()
        kept.append(source)
        view.dataSource = source
        scene.root.addSubview(view)
        scene.layout()
        let cell = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(cell.frame.width, 358)
        let glyph = try XCTUnwrap(cell.subviews.first { $0 is TableViewCellAccessoryView })
        XCTAssertEqual(glyph.frame, r(16, 15.5, 8, 13))
        let label = try XCTUnwrap(cell.contentView.subviews.compactMap { $0 as? Label }.first { $0.text == "General" })
        XCTAssertEqual(label.frame.minX, 40)
        XCTAssertEqual(label.frame.maxX, 342)
    }

    /// CollectionListMetrics: 44 pt rows; inset grouped 16 pt in (20 on a 414 pt screen), 18 pt
    /// gaps; plain edge to edge with 28 pt floating headers.
    func testListMetrics() {
        func frames(_ appearance: CollectionLayoutListConfiguration.Appearance, header: Bool, width: Double) -> (Rect?, Rect?, Size) {
            var configuration = CollectionLayoutListConfiguration(appearance: appearance)
            if header { configuration.headerMode = .supplementary }
            let view = CollectionView(frame: r(0, 0, width, 800), collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
            view.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
            view.register(CollectionReusableView.self, forSupplementaryViewOfKind: headerKind, withReuseIdentifier: "header")
            let source = Counted([3, 2])
            kept.append(source)
            view.dataSource = source
            view.layoutIfNeeded()
            return (view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame,
                    view.layoutAttributesForSupplementaryElement(ofKind: headerKind, at: IndexPath(item: 0, section: 1))?.frame, view.contentSize)
        }
        // Inset grouped, no headers: 18 + 3 · 44 + 18 = 168 per… section 1 from 168, its row 1 at 168 + 18 + 44.
        let inset = frames(.insetGrouped, header: false, width: 390)
        XCTAssertEqual(inset.0, r(16, 230, 358, 44))
        XCTAssertNil(inset.1)
        XCTAssertEqual(inset.2, Size(width: 390, height: 168 + 18 + 88 + 18))
        XCTAssertEqual(frames(.insetGrouped, header: false, width: 414).0, r(20, 230, 374, 44))
        // With headers: 38 + 132 + 18 = 188; section 1's header 188…226, row 1 at 226 + 44.
        let headed = frames(.insetGrouped, header: true, width: 390)
        XCTAssertEqual(headed.1, r(16, 188, 358, 38))
        XCTAssertEqual(headed.0, r(16, 270, 358, 44))
        // Plain: 28 + 132 = 160; section 1's header 160…188, row 1 at 188 + 44.
        let plain = frames(.plain, header: true, width: 390)
        XCTAssertEqual(plain.1, r(0, 160, 390, 28))
        XCTAssertEqual(plain.0, r(0, 232, 390, 44))
        XCTAssertEqual(plain.2, Size(width: 390, height: 160 + 28 + 88))
    }
}
