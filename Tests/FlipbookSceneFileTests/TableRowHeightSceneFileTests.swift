import XCTest
import FlipbookRender
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookSceneFile

/// Scene files: a table's `"rowHeight": "automatic"` is `UITableView.automaticDimension`, so its
/// rows grow with the content size category; a number still fixes them.
final class TableRowHeightSceneFileTests: XCTestCase {
    private func table(rowHeight: String, contentSize: String) throws -> (TableView, Scene) {
        let json = """
        {"screen": {"device": "iphone-14", "scale": 1, "contentSize": "\(contentSize)"},
         "views": [{"id": "list", "type": "table", "frame": [0, 0, 390, 600], "rowHeight": \(rowHeight),
                    "rows": ["One", "Two", "Three"]}],
         "driver": {"type": "timeline", "duration": 0}}
        """
        let file = try SceneFileTestFile(json)
        defer { file.remove() }
        let loaded = try SceneFileLoader.load(path: file.path)
        var run = SceneRun(scene: loaded.scene, driver: loaded.driver)
        _ = try run.advance()
        return (try XCTUnwrap(loaded.scene.root.viewWithID("list") as? TableView), loaded.scene)
    }

    func testAutomaticRowsGrowAtAX3AndNumbersStayFixed() throws {
        let (large, s1) = try table(rowHeight: "\"automatic\"", contentSize: "L")
        XCTAssertEqual(large.rowHeight, TableView.automaticDimension)
        XCTAssertEqual(large.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 44, "44 pt rows at Large")
        let (ax3, s2) = try table(rowHeight: "\"automatic\"", contentSize: "AX3")
        XCTAssertGreaterThan(ax3.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 60, "rows grow with 40 pt text")
        let (fixed, s3) = try table(rowHeight: "64", contentSize: "AX3")
        XCTAssertEqual(fixed.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 64)
        withExtendedLifetime([s1, s2, s3]) {}
    }
}
