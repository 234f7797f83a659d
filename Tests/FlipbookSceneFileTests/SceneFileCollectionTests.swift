import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookSceneFile

/// Scene files: the `"collection"` kind. Its flow layout places items as UIKit's does (numbers
/// worked by hand below), its templates make each cell with `i` the item's number, its
/// `cellEffect` scales and fades cells by their distance from the centre at every step, it
/// snaps, and its `updates` insert and delete items as batch updates; every bad number or index
/// is a problem at its place.
final class SceneFileCollectionTests: XCTestCase {
    private func load(_ collection: String, duration: Double = 0) throws -> (CollectionView, SceneRun) {
        let json = """
        {"screen": {"size": [390, 600], "scale": 1},
         "views": [{"id": "c", "type": "collection", "frame": [0, 0, 390, 600], "insetAdjustment": "never", \(collection)}],
         "scrollView": "c", "fps": 10,
         "driver": {"type": "timeline", "duration": \(duration)}}
        """
        let file = try SceneFileTestFile(json)
        defer { file.remove() }
        let loaded = try SceneFileLoader.load(path: file.path)
        var run = SceneRun(scene: loaded.scene, driver: loaded.driver)
        _ = try run.advance()
        return (try XCTUnwrap(loaded.scene.root.viewWithID("c") as? CollectionView), run)
    }

    private func problems(_ collection: String) throws -> [String] {
        try SceneFileTestFile.problems(of: """
        {"views": [{"type": "collection", "frame": [0, 0, 390, 600], \(collection)}], "driver": {"type": "timeline", "duration": 0}}
        """)
    }

    private func text(_ view: View?) -> String? {
        guard let view else { return nil }
        if let label = view as? Label { return label.text }
        for sub in view.subviews { if let t = text(sub) { return t } }
        return nil
    }

    /// 126 pt items 6 pt apart: three a line at x 0, 132, 264 (3 · 126 + 2 · 6 = 390). Section 0
    /// is a 44 pt header, a line at y 44 and one at 44 + 126 + 6 = 176, ending at 302; section 1's
    /// header is at 302 and its items at 346.
    func testAGridWithHeadersPlacesItemsAsAFlowLayout() throws {
        let (grid, run) = try load("""
        "itemSize": [126, 126], "minimumLineSpacing": 6, "minimumInteritemSpacing": 6, "headerSize": [390, 44],
        "sections": [{"items": 4}, {"items": 3}],
        "header": {"subviews": [{"type": "label", "frame": [16, 10, 200, 24], "text": "Group {i + 1}"}]},
        "cell": {"backgroundColor": "systemBlue", "subviews": [{"type": "label", "frame": [8, 96, 100, 22], "text": "{i + 1}"}]}
        """)
        XCTAssertEqual(grid.numberOfSections, 2)
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, Rect(x: 264, y: 44, width: 126, height: 126))
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, Rect(x: 0, y: 176, width: 126, height: 126))
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 1, section: 1))?.frame, Rect(x: 132, y: 346, width: 126, height: 126))
        XCTAssertEqual(text(grid.cellForItem(at: IndexPath(item: 1, section: 1))), "6", "i counts across sections: the sixth item")
        let header = grid.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header?.frame.minY, 302)
        XCTAssertEqual(text(header), "Group 2")
        // The template fills its cell.
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.contentView.subviews.first?.frame, Rect(x: 0, y: 0, width: 126, height: 126))
        withExtendedLifetime(run) {}
    }

    /// A carousel: 280 pt cards 16 pt apart behind 55 pt insets, so card k's centre is at
    /// 195 + 296k and card 0 is centred at offset 0. scale = 1 − 0.2 · min(|d| / 296, 1).
    func testTheCellEffectScalesAndFadesByTheDistanceFromTheCentreAtEveryStep() throws {
        let (cards, run) = try load("""
        "scrollDirection": "horizontal", "itemSize": [280, 420], "minimumLineSpacing": 16,
        "sectionInset": {"left": 55, "right": 55}, "items": 5, "snapsToItems": true,
        "cellEffect": {"scale": "1 - 0.2 * min(abs(d) / 296, 1)", "alpha": "1 - 0.4 * min(abs(d) / 296, 1)"},
        "cell": {"backgroundColor": "systemPink"}
        """)
        let first = try XCTUnwrap(cards.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try XCTUnwrap(cards.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(first.transform.a, 1, accuracy: 1e-9)
        XCTAssertEqual(second.transform.a, 0.8, accuracy: 1e-9, "one card away: the smallest")
        XCTAssertEqual(second.alpha, 0.6, accuracy: 1e-9)
        cards.contentOffset = Point(x: 148, y: 0)      // half-way between the two
        cards.scene?.layout()
        XCTAssertEqual(first.transform.a, 0.9, accuracy: 1e-9)
        XCTAssertEqual(second.transform.a, 0.9, accuracy: 1e-9)
        XCTAssertEqual(second.alpha, 0.8, accuracy: 1e-9)
        // Snapping: a drag that would stop at 400 (centre 595) rests with card 1 (centre 491) centred.
        let target = cards.collectionViewLayout.targetContentOffset(forProposedContentOffset: Point(x: 400, y: 0), withScrollingVelocity: Point(x: 1, y: 0))
        XCTAssertEqual(target.x, 296)
        withExtendedLifetime(run) {}
    }

    /// 64 pt rows 8 pt apart: y 0, 72, 144. An item inserted at the top at 0.2 s takes the next
    /// number (3, shown "Item 4") and the others move down a row; a delete at 0.6 s closes the gap.
    func testUpdatesInsertAndDeleteItemsAtTheirTimes() throws {
        var (list, run) = try load("""
        "itemSize": [390, 64], "minimumLineSpacing": 8, "items": 3,
        "cell": {"subviews": [{"type": "label", "frame": [16, 20, 300, 24], "text": "Item {i + 1}"}]},
        "updates": [{"at": 0.2, "insertItems": [[0, 0]]}, {"at": 0.6, "deleteItems": [[0, 1]]}]
        """, duration: 1)
        let firstCell = list.cellForItem(at: IndexPath(item: 0, section: 0))
        for _ in 0..<6 { _ = try run.advance() }   // t = 0.6: the insert is done, the delete under way
        XCTAssertTrue(list.cellForItem(at: IndexPath(item: 0, section: 0)).map { text($0) == "Item 4" } ?? false)
        for _ in 0..<4 { _ = try run.advance() }   // t = 1.0
        XCTAssertEqual(list.numberOfItems(inSection: 0), 3)
        XCTAssertEqual((0..<3).map { text(list.cellForItem(at: IndexPath(item: $0, section: 0))) }, ["Item 4", "Item 2", "Item 3"])
        XCTAssertNil(firstCell?.superview, "the first item's cell went with its delete")
        XCTAssertEqual(list.cellForItem(at: IndexPath(item: 2, section: 0))?.layer.presentation()?.frame.minY, 144)
        XCTAssertEqual(run.scene.warnings, [])
    }

    func testBadNumbersAndIndexesAreProblemsAtTheirPlaces() throws {
        let cell = #""cell": {"backgroundColor": "red"}"#
        XCTAssertEqual(try problems(#""itemSize": [4, 100], "items": 3, \#(cell)"#),
                       ["$.views[0].itemSize: an item is at least 8 pt a side, found [4, 100]"])
        XCTAssertEqual(try problems(#""items": 100001, \#(cell)"#),
                       ["$.views[0].items: must be a whole number in 0…100000, found 100001"])
        XCTAssertEqual(try problems(#""items": 3, "minimumLineSpacing": -2, \#(cell)"#),
                       ["$.views[0].minimumLineSpacing: spacing must not be negative, found -2"])
        XCTAssertEqual(try problems(#""items": 3, "updates": [{"at": 1, "deleteItems": [[0, 5]]}], \#(cell)"#),
                       ["$.views[0].updates[0]: deleteItems [0, 5]: there is no such item"])
        XCTAssertEqual(try problems(#""items": 3, "updates": [{"at": 1, "deleteItems": [[0, 2]]}, {"at": 2, "insertItems": [[0, 4]]}], \#(cell)"#),
                       ["$.views[0].updates[1]: insertItems [0, 4]: section 0 would have 2 items before it"],
                       "the second update is checked against the counts the first leaves")
        XCTAssertEqual(try problems(#""items": 3, "updates": [{"at": 2, "deleteSections": [0]}, {"at": 1, "deleteSections": [0]}], \#(cell)"#),
                       ["$.views[0].updates[1].at: updates come in time order: 1 s is before 2 s"])
        let effect = try problems(#""items": 3, "cellEffect": {"scale": "1 - q"}, \#(cell)"#)
        XCTAssertEqual(effect.count, 1)
        XCTAssertTrue(effect[0].hasPrefix("$.views[0].cellEffect.scale: "), effect[0])
        let ids = try problems(#""items": 3, "cell": {"subviews": [{"id": "title", "type": "label", "text": "x"}]}"#)
        XCTAssertEqual(ids, ["$.views[0].cell.subviews[0].id: a view in a cell, header or footer template has no id: they are made as they scroll into view"])
        XCTAssertEqual(try problems(#""items": 3"#), ["$.views[0]: missing required key \"cell\""])
        // 8 pt items with no spacing: ⌈390 / 8⌉ + 1 = 50 across, ⌈600 / 8⌉ + 1 = 76 down, 3,800 cells of 6 views.
        XCTAssertEqual(try problems(#""itemSize": [8, 8], "minimumLineSpacing": 0, "minimumInteritemSpacing": 0, "cell": {"subviews": [{}, {}, {}, {}, {}]}, "items": 3"#),
                       ["$.views[0].itemSize: up to 3800 cells of 6 views each can show at once (in 390 × 600 pt); at most 20000 views: make the items larger or the template smaller"])
    }

    /// A compositional layout: a section inset 16 pt at each side (358 pt across), rows of two
    /// items each half the row's width and its full 120 pt height, inset 4 pt all round, rows
    /// 10 pt apart. Item 1 is at x 16 + 179 + 4 = 199, item 2 on the next row at y 130 + 4.
    func testACompositionalLayoutPlacesItemsByFractionsOfTheirGroup() throws {
        let (grid, run) = try load("""
        "layout": {"type": "compositional", "section": {"interGroupSpacing": 10, "contentInsets": {"leading": 16, "trailing": 16},
          "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 120}},
                    "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
                               "contentInsets": {"top": 4, "leading": 4, "bottom": 4, "trailing": 4}}]}}},
        "items": 5, "cell": {"backgroundColor": "systemTeal"}
        """)
        XCTAssertTrue(grid.collectionViewLayout is CollectionViewCompositionalLayout)
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, Rect(x: 20, y: 4, width: 171, height: 112))
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, Rect(x: 199, y: 4, width: 171, height: 112))
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, Rect(x: 20, y: 134, width: 171, height: 112))
        withExtendedLifetime(run) {}
    }

    func testACompositionalLayoutsProblemsAreAtTheirPlaces() throws {
        let cell = #""cell": {"backgroundColor": "red"}, "items": 3"#
        let item = #"{"size": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 50}}}"#
        func layout(_ group: String) -> String {
            #""layout": {"type": "compositional", "section": {"group": \#(group)}}, \#(cell)"#
        }
        XCTAssertEqual(try problems(layout(#"{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 4}}, "items": [\#(item)]}"#)),
                       ["$.views[0].layout.section.group.size.height.absolute: must be a number in 8…1000000, found 4"])
        XCTAssertEqual(try problems(layout(#"{"size": {"width": {"fractionalWidth": 1, "absolute": 9}, "height": {"absolute": 50}}, "items": [\#(item)]}"#)),
                       [#"$.views[0].layout.section.group.size.width: a dimension is one of {"fractionalWidth": f}, {"fractionalHeight": f}, {"absolute": pt} or {"estimated": pt}"#])
        XCTAssertEqual(try problems(layout(#"{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "items": []}"#)),
                       ["$.views[0].layout.section.group.items: a group has 1…20 items"])
        XCTAssertEqual(try problems(layout(#"{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "items": [\#(item)]}"#) + #", "itemSize": [50, 50]"#),
                       [#"$.views[0].itemSize: "itemSize" belongs to the flow layout; a compositional layout sizes items in its "section""#])
    }
}
