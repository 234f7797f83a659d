import class Foundation.NSCoder
import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

private final class PostCell: TableViewCell {
    nonisolated(unsafe) static var made = 0
    required init(style: Style, reuseIdentifier: String?) {
        PostCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class RegisteredRows: TableViewDataSource {
    var identifier = "post"
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// register/dequeueReusableCell(withIdentifier:for:), selection and estimatedRowHeight.
final class UIKitGapsTableTests: XCTestCase {
    private func table(_ rows: RegisteredRows, register: Bool = true) -> (Scene, TableView) {
        let scene = Scene(screen: Screen(name: "t", size: Size(width: 320, height: 480), scale: 1, safeAreaInsets: .zero))
        scene.controllers.append(rows)
        let table = TableView(frame: scene.root.bounds, style: .plain)
        if register { table.register(PostCell.self, forCellReuseIdentifier: "post") }
        table.dataSource = rows
        scene.root.addSubview(table)
        scene.scrollView = table
        scene.layout()
        return (scene, table)
    }

    func testDequeueMakesTheRegisteredClassAndReusesIt() throws {
        PostCell.made = 0
        let (scene, table) = table(RegisteredRows())
        let cells = table.subviews.compactMap { $0 as? TableViewCell }.filter { !$0.isHidden }
        XCTAssertEqual(cells.count, 11, "480 / 44 rounded up")
        XCTAssertTrue(cells.allSatisfy { $0 is PostCell && $0.reuseIdentifier == "post" })
        let madeOnScreen = PostCell.made
        for y in stride(from: 0.0, through: 2000, by: 30) {
            table.contentOffset = Point(x: 0, y: y)
            scene.layout()
        }
        XCTAssertLessThanOrEqual(PostCell.made, madeOnScreen + 2, "scrolling 45 rows reuses cells instead of making them")
        XCTAssertEqual(scene.warnings, [])
    }

    func testAnUnregisteredIdentifierGivesAPlainCellAndAWarning() {
        let rows = RegisteredRows()
        rows.identifier = "nothing"
        let (scene, table) = table(rows)
        let cell = table.subviews.compactMap { $0 as? TableViewCell }.first
        XCTAssertNotNil(cell)
        XCTAssertFalse(cell is PostCell)
        XCTAssertTrue(scene.warnings.contains { $0.contains("no class registered") }, "\(scene.warnings)")
    }

    func testASelectedRowShowsTheSelectionBackgroundUnlessStyleNone() throws {
        let (scene, table) = table(RegisteredRows())
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        scene.layout()
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        var frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(frame.rgba(300, 2 * 44 + 22), RGBA(r: 209, g: 209, b: 214, a: 255), "systemGray4 behind row 2")
        XCTAssertEqual(frame.rgba(300, 1 * 44 + 22), RGBA(r: 255, g: 255, b: 255, a: 255), "row 1 not selected")
        table.cellForRow(at: IndexPath(row: 2, section: 0))?.selectionStyle = .none
        frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(frame.rgba(300, 2 * 44 + 22), RGBA(r: 255, g: 255, b: 255, a: 255))
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        XCTAssertNil(table.indexPathForSelectedRow)
        // Selecting a row off screen scrolls it to the top when asked.
        table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
        XCTAssertEqual(table.contentOffset.y, 50 * 44)
    }

    func testEstimatedRowHeightLeavesTheMeasuredContentSize() {
        let (scene, table) = table(RegisteredRows())
        table.estimatedRowHeight = 120
        scene.layout()
        XCTAssertEqual(table.contentSize.height, 100 * 44, "rows are measured exactly; the estimate is not used")
    }

    /// `scrollToRow(at:at:animated:)` (rows 44 pt, no insets, 480 pt shown): top, middle,
    /// bottom and `.none` place row 50 (y 2,200…2,244) as worked by hand; `.none` moves the least.
    func testScrollToRowPlacesTheRowWhereThePositionSays() {
        let (scene, table) = table(RegisteredRows())
        table.contentInsetAdjustmentBehavior = .never
        scene.layout()
        let row = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2200)
        table.scrollToRow(at: row, at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2222 - 240)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2244 - 480)
        table.scrollToRow(at: row, at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2244 - 480, "already in view: no move")
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 440, "above the view: its top edge to the top")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 4400 - 480, "clamped to the end")
        table.scrollToRow(at: IndexPath(row: 5, section: 3), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 4400 - 480, "no such row: no move")
    }

    func testScrollRectToVisibleMovesTheLeastAndHonoursTheInsets() {
        let (scene, table) = table(RegisteredRows())
        table.contentInsetAdjustmentBehavior = .never
        table.contentInset = EdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        table.contentOffset = Point(x: 0, y: -100)
        scene.layout()
        table.scrollRectToVisible(Rect(x: 0, y: 1000, width: 10, height: 44), animated: false)
        XCTAssertEqual(table.contentOffset.y, 1044 - 480, "its bottom edge to the bottom")
        table.scrollRectToVisible(Rect(x: 0, y: 150, width: 10, height: 44), animated: false)
        XCTAssertEqual(table.contentOffset.y, 150 - 100, "its top edge below the 100 pt inset")
        table.scrollRectToVisible(Rect(x: 0, y: 400, width: 10, height: 44), animated: false)
        XCTAssertEqual(table.contentOffset.y, 50, "showing: no move")
    }

    /// A tap on a row: highlighted while the finger is down (the selection grey, systemGray4),
    /// then selected on the lift with the delegate's calls in UIKit's order
    /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate).
    func testATapHighlightsThenSelectsTheRow() throws {
        final class Heard: TableViewDelegate {
            var calls: [String] = []
            var refuse: IndexPath?
            func tableView(_ t: TableView, didHighlightRowAt p: IndexPath) { calls.append("highlight \(p.row)") }
            func tableView(_ t: TableView, didUnhighlightRowAt p: IndexPath) { calls.append("unhighlight \(p.row)") }
            func tableView(_ t: TableView, willSelectRowAt p: IndexPath) -> IndexPath? { calls.append("willSelect \(p.row)"); return p == refuse ? nil : p }
            func tableView(_ t: TableView, didSelectRowAt p: IndexPath) { calls.append("didSelect \(p.row)") }
            func tableView(_ t: TableView, didDeselectRowAt p: IndexPath) { calls.append("didDeselect \(p.row)") }
        }
        let (scene, table) = table(RegisteredRows())
        let heard = Heard()
        table.delegate = heard
        scene.layout()
        scene.tap(.point(Point(x: 160, y: 2 * 44 + 22)), at: 0.1)
        scene.advance(to: Step(index: 0, time: 0.1))
        XCTAssertEqual(try Rasterizer().render(scene.displayList()).rgba(300, 2 * 44 + 22), RGBA(r: 209, g: 209, b: 214, a: 255),
                       "row 2 highlighted under the finger")
        XCTAssertNil(table.indexPathForSelectedRow)
        scene.advance(to: Step(index: 1, time: 0.2))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertEqual(heard.calls, ["highlight 2", "unhighlight 2", "willSelect 2", "didSelect 2"])
        heard.calls = []
        scene.tap(.point(Point(x: 160, y: 5 * 44 + 22)), at: 0.3)
        scene.advance(to: Step(index: 2, time: 0.3))
        scene.advance(to: Step(index: 3, time: 0.4))
        XCTAssertEqual(heard.calls, ["highlight 5", "unhighlight 5", "willSelect 5", "didDeselect 2", "didSelect 5"])
        heard.calls = []
        heard.refuse = IndexPath(row: 7, section: 0)
        scene.tap(.point(Point(x: 160, y: 7 * 44 + 22)), at: 0.5)
        scene.advance(to: Step(index: 4, time: 0.5))
        scene.advance(to: Step(index: 5, time: 0.6))
        XCTAssertEqual(heard.calls, ["highlight 7", "unhighlight 7", "willSelect 7"], "willSelect said nil: nothing selected")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 5, section: 0))
        XCTAssertEqual(scene.warnings, [])
    }
}
