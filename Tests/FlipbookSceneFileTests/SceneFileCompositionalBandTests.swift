import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookSceneFile

/// Scene files: a compositional section that scrolls sideways, its band's cell effect, its
/// boundary header, and list layouts. Numbers as CompositionalAppStoreTests works them by hand:
/// 280 pt cards 10 pt apart, `groupPagingCentered` in a 390 pt band starts the run
/// (390 − 280) / 2 = 55 pt in, so centring card k takes offset 290k; 6 cards make a
/// 55 + 6 · 280 + 5 · 10 + 55 = 1840 pt band (offsets 0…1450).
final class SceneFileCompositionalBandTests: XCTestCase {
    private let section = """
    {"orthogonalScrollingBehavior": "groupPagingCentered", "interGroupSpacing": 10,
     "background": {"color": "red", "cornerRadius": 6, "contentInsets": {"leading": 4, "trailing": 4}},
     "cellEffect": {"scale": "1 - 0.1 * min(abs(d) / 290, 1)"},
     "boundaryItems": [{"kind": "header", "height": 44, "pinToVisibleBounds": true}],
     "group": {"size": {"width": {"absolute": 280}, "height": {"absolute": 200}},
               "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}
    """

    private func load(direction: String = "ltr", gestures: String) throws -> (CollectionView, SceneRun) {
        let json = """
        {"screen": {"size": [390, 600], "scale": 1}, "direction": "\(direction)",
         "views": [{"id": "c", "type": "collection", "frame": [0, 0, 390, 600], "insetAdjustment": "never",
                    "layout": {"type": "compositional", "section": \(section)}, "items": 6,
                    "header": {"backgroundColor": "white"}, "cell": {"backgroundColor": "systemTeal"}}],
         "scrollView": {"collection": "c", "section": 0}, "fps": 30,
         "driver": {"type": "drag", "axis": "horizontal", "hold": 4, "gestures": [\(gestures)]}}
        """
        let file = try SceneFileTestFile(json)
        defer { file.remove() }
        let loaded = try SceneFileLoader.load(path: file.path)
        return (try XCTUnwrap(loaded.scene.root.viewWithID("c") as? CollectionView), SceneRun(scene: loaded.scene, driver: loaded.driver))
    }

    private func problems(_ collection: String, scrollView: String = #""c""#) throws -> [String] {
        try SceneFileTestFile.problems(of: """
        {"views": [{"id": "c", "type": "collection", "frame": [0, 0, 390, 600], \(collection)}], "scrollView": \(scrollView),
         "driver": {"type": "timeline", "duration": 0}}
        """)
    }

    /// A flick of the finger leftwards drags the band (not the page) and snaps card 1 to the
    /// centre: offset 290; the centred card is full size, its neighbours 0.9.
    func testADragMovesTheBandAndSnapsACardToTheCentre() throws {
        var (collection, run) = try load(gestures: #"{"wait": 0.1}, {"drag": 150, "duration": 0.15, "easing": "easeIn"}"#)
        while try run.advance() != nil {}
        let band = try XCTUnwrap(collection.orthogonalScrollView(forSection: 0))
        XCTAssertTrue(run.scene.scrollView === band, "the drag driver drives the band")
        XCTAssertEqual(band.contentOffset.x, 290)
        XCTAssertEqual(collection.contentOffset.y, 0, "the page does not scroll")
        let centred = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let neighbour = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(centred.transform.a, 1, accuracy: 1e-9)
        XCTAssertEqual(neighbour.transform.a, 0.9, accuracy: 1e-9)
        // The pinned 44 pt header is above the band: the cards start at y 44.
        XCTAssertEqual(collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
                                                    at: IndexPath(item: 0, section: 0))?.frame.height, 44)
        // The background: the content area under the header (y 44…244), less 4 pt each side.
        let background = try XCTUnwrap(collection.subviews.first { $0 is SceneFileBackgroundDecorationView })
        XCTAssertEqual(background.frame, Rect(x: 4, y: 44, width: 382, height: 200))
        XCTAssertEqual(background.layer.cornerRadius, 6)
    }

    /// Right to left the band starts at its right end (1450, card 0 centred) and a drag of the
    /// finger rightwards (the offset going down) pages to card 1: 1450 − 290 = 1160.
    func testRightToLeftTheBandStartsAtItsRightEnd() throws {
        var (collection, run) = try load(direction: "rtl", gestures: #"{"wait": 0.1}, {"drag": -150, "duration": 0.15, "easing": "easeIn"}"#)
        _ = try run.advance()
        let band = try XCTUnwrap(collection.orthogonalScrollView(forSection: 0))
        XCTAssertEqual(band.contentOffset.x, 1450)
        while try run.advance() != nil {}
        XCTAssertEqual(band.contentOffset.x, 1160)
    }

    func testAListLayoutMakesListCellsInInsetGroupedSections() throws {
        let json = """
        {"screen": {"size": [390, 600], "scale": 1},
         "views": [{"id": "c", "type": "collection", "frame": [0, 0, 390, 600], "insetAdjustment": "never",
                    "layout": {"type": "list", "appearance": "insetGrouped"}, "sections": [{"items": 2}, {"items": 3}],
                    "cell": {"subviews": [{"type": "label", "frame": [16, 11, 200, 22], "text": "Row {i}"}]}}],
         "driver": {"type": "timeline", "duration": 0}}
        """
        let file = try SceneFileTestFile(json)
        defer { file.remove() }
        let loaded = try SceneFileLoader.load(path: file.path)
        var run = SceneRun(scene: loaded.scene, driver: loaded.driver)
        _ = try run.advance()
        let collection = try XCTUnwrap(loaded.scene.root.viewWithID("c") as? CollectionView)
        let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 1)))
        XCTAssertTrue(cell is CollectionViewListCell)
        // Inset grouped: 16 pt in from each side (CollectionListMetrics), 44 pt rows.
        XCTAssertEqual(cell.frame.minX, 16)
        XCTAssertEqual(cell.frame.width, 358)
        XCTAssertEqual(cell.frame.height, 44)
    }

    func testBadValuesAreProblemsAtTheirPlaces() throws {
        let cell = #""cell": {"backgroundColor": "red"}, "items": 3"#
        let group = #""group": {"size": {"width": {"absolute": 100}, "height": {"absolute": 100}}, "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}"#
        func layout(_ extra: String) -> String { #""layout": {"type": "compositional", "section": {\#(extra)\#(group)}}, \#(cell)"# }
        XCTAssertEqual(try problems(layout(#""orthogonalScrollingBehavior": "sideways", "#)),
                       ["$.views[0].layout.section.orthogonalScrollingBehavior: unknown orthogonal scrolling behaviour \"sideways\""])
        XCTAssertEqual(try problems(layout(#""boundaryItems": [{"kind": "header", "height": 4}], "#) + #", "header": {}"#),
                       ["$.views[0].layout.section.boundaryItems[0].height: must be a number in 8…1000000, found 4"])
        XCTAssertEqual(try problems(layout("") + #", "header": {}"#),
                       [#"$.views[0].header: a header template needs a boundary item of kind "header" in the section's "boundaryItems""#])
        XCTAssertEqual(try problems(layout(#""boundaryItems": [{"kind": "footer", "height": 30}], "#)),
                       [#"$.views[0].layout: a footer boundary item needs the collection's "footer" template"#])
        XCTAssertEqual(try problems(layout(""), scrollView: #"{"collection": "c", "section": 0}"#),
                       [#"$.scrollView.section: section 0 of "c" does not scroll sideways (no "orthogonalScrollingBehavior", or no such section)"#])
        XCTAssertEqual(try problems(#""layout": {"type": "list", "appearance": "fancy"}, \#(cell)"#),
                       [#"$.views[0].layout.appearance: unknown list appearance "fancy""#])
    }
}
