import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// Forty 44 pt grey rows.
private final class FortyRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default)
        cell.backgroundColor = Color(white: 0.5)
        return cell
    }
}

/// UIKit's content-inset adjustment: a full-screen list starts below the status bar, at
/// −adjustedContentInset.top, and comes back there after a pull-down.
final class ContentInsetTests: XCTestCase {
    /// A full-screen table on an iPhone 14 at 1x (safe area 47 top, 34 bottom), laid out once.
    private func fullScreenTable(_ behavior: ScrollView.ContentInsetAdjustmentBehavior = .automatic,
                                 configure: (TableView) -> Void = { _ in }) -> (Scene, TableView, FortyRows) {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let table = TableView(frame: scene.root.bounds)
        let rows = FortyRows()
        table.dataSource = rows
        table.contentInsetAdjustmentBehavior = behavior
        configure(table)
        scene.root.addSubview(table)
        scene.scrollView = table
        scene.layout()
        return (scene, table, rows)
    }

    private func run(_ scene: Scene, _ driver: DragDriver) {
        var d = driver
        while let step = d.next(scene) { scene.advance(to: step) }
    }

    func testFullScreenTableStartsBelowTheStatusBar() {
        let (scene, table, rows) = fullScreenTable()
        _ = (scene, rows)   // the scene must outlive the test: views find it weakly
        XCTAssertEqual(table.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(table.contentOffset.y, -47)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(first?.frameInRoot.minY, 47, "row 0 starts where the status bar ends")
    }

    func testPullDownComesToRestWhereItStarted() {
        let (scene, table, rows) = fullScreenTable()
        _ = (scene, rows)   // the scene must outlive the test: views find it weakly
        let start = table.contentOffset.y
        run(scene, DragDriver(fps: 60, gestures: [.drag(by: -120, duration: 0.3, releaseVelocity: 0)]))
        XCTAssertEqual(start, -47)
        XCTAssertEqual(table.contentOffset.y, start, "the bounce ends at the offset the table started at")
    }

    func testNeverKeepsTheOffsetAtZero() {
        let (scene, table, rows) = fullScreenTable(.never)
        _ = (scene, rows)   // the scene must outlive the test: views find it weakly
        XCTAssertEqual(table.adjustedContentInset, .zero)
        XCTAssertEqual(table.contentOffset.y, 0)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frameInRoot.minY, 0, "row 0 under the status bar")
    }

    func testAlwaysAdjustsEveryEdge() {
        let (scene, table, rows) = fullScreenTable(.always)
        _ = (scene, rows)   // the scene must outlive the test: views find it weakly
        XCTAssertEqual(table.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(table.contentOffset.y, -47)
    }

    func testContentInsetAddsToTheSafeArea() {
        let (scene, table, rows) = fullScreenTable { $0.contentInset = EdgeInsets(top: 10, bottom: 5) }
        _ = (scene, rows)   // the scene must outlive the test: views find it weakly
        XCTAssertEqual(table.adjustedContentInset.top, 57)
        XCTAssertEqual(table.adjustedContentInset.bottom, 39)
        XCTAssertEqual(table.minContentOffset.y, -57)
    }

    func testContentAtTheInsetTopFollowsTheSafeArea() {
        let (scene, table, rows) = fullScreenTable {
            $0.contentInset = EdgeInsets(top: 10)
            $0.contentOffset = Point(x: 0, y: -10)
        }
        _ = (scene, rows)
        XCTAssertEqual(table.contentOffset.y, -10, "an offset the scene set is kept")
        let (scene2, table2, rows2) = fullScreenTable()
        _ = (scene2, rows2)
        table2.contentInset = EdgeInsets(top: 10)
        scene2.layout()
        XCTAssertEqual(table2.contentOffset.y, -57, "resting at the top, it stays at the top as the inset grows")
    }

    func testScrollableAxesAdjustsOnlyScrollableContent() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let short = ScrollView(frame: scene.root.bounds)
        short.contentSize = Size(width: 390, height: 300)
        short.contentInsetAdjustmentBehavior = .scrollableAxes
        let tall = ScrollView(frame: scene.root.bounds)
        tall.contentSize = Size(width: 390, height: 3000)
        tall.contentInsetAdjustmentBehavior = .scrollableAxes
        let bouncing = ScrollView(frame: scene.root.bounds)
        bouncing.contentSize = Size(width: 390, height: 300)
        bouncing.contentInsetAdjustmentBehavior = .scrollableAxes
        bouncing.alwaysBounceVertical = true
        [short, tall, bouncing].forEach(scene.root.addSubview)
        scene.layout()
        XCTAssertEqual(short.adjustedContentInset.top, 0)
        XCTAssertEqual(short.contentOffset.y, 0)
        XCTAssertEqual(tall.adjustedContentInset.top, 47)
        XCTAssertEqual(tall.contentOffset.y, -47)
        XCTAssertEqual(bouncing.contentOffset.y, -47)
    }

    func testAnOffsetTheSceneSetIsKept() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let list = ScrollView(frame: scene.root.bounds)
        list.contentSize = Size(width: 390, height: 3000)
        list.contentInset = EdgeInsets(top: 300)
        list.contentOffset = Point(x: 0, y: -300)
        let atZero = ScrollView(frame: scene.root.bounds)
        atZero.contentSize = Size(width: 390, height: 3000)
        atZero.contentOffset = .zero
        scene.root.addSubview(list)
        scene.root.addSubview(atZero)
        scene.layout()
        XCTAssertEqual(list.adjustedContentInset.top, 347)
        XCTAssertEqual(list.contentOffset.y, -300, "seed 000's explicit offset stays")
        XCTAssertEqual(atZero.contentOffset.y, 0, "an explicit zero stays too")
    }

    func testAnOffsetSetLaterSurvivesAnInsetChange() {
        let (scene, table, rows) = fullScreenTable()
        _ = (scene, rows)   // the scene must outlive the test: views find it weakly
        table.contentOffset = Point(x: 0, y: 100)
        table.contentInset = EdgeInsets(top: 20)
        scene.layout()
        XCTAssertEqual(table.contentOffset.y, 100)
    }

    // MARK: Indicator insets

    private func indicatorBar(_ scroll: ScrollView) -> Rect? {
        for op in scroll.indicatorOps() { if case .fill(let shape, _) = op { return shape.bounds } }
        return nil
    }

    func testIndicatorRunsBelowTheSafeAreaButNotBelowTheContentInset() throws {
        let (scene, table, rows) = fullScreenTable { $0.contentInset = EdgeInsets(top: 300) }
        _ = (scene, rows)   // the scene must outlive the test: views find it weakly
        table.contentOffset = table.minContentOffset   // −347, as seed 000 places its list
        table.scrollIndicatorAlpha = 1
        XCTAssertEqual(table.effectiveVerticalIndicatorInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // At the top (−347) the bar starts 3 pt below the safe area's 47 pt.
        let bar = try XCTUnwrap(indicatorBar(table))
        XCTAssertEqual(bar.minY - table.bounds.minY, 47 + 3, accuracy: 1e-9)
        XCTAssertEqual(bar.maxX, 390 - 3)
    }

    func testIndicatorInsetsAddToTheSafeArea() throws {
        let (scene, table, rows) = fullScreenTable { $0.scrollIndicatorInsets = EdgeInsets(top: 10, bottom: 20, right: 4) }
        _ = (scene, rows)   // the scene must outlive the test: views find it weakly
        table.scrollIndicatorAlpha = 1
        XCTAssertEqual(table.verticalScrollIndicatorInsets, EdgeInsets(top: 10, bottom: 20, right: 4))
        XCTAssertEqual(table.horizontalScrollIndicatorInsets, EdgeInsets(top: 10, bottom: 20, right: 4))
        XCTAssertEqual(table.effectiveVerticalIndicatorInsets, EdgeInsets(top: 57, left: 0, bottom: 54, right: 4))
        let bar = try XCTUnwrap(indicatorBar(table))
        XCTAssertEqual(bar.minY - table.bounds.minY, 57 + 3, accuracy: 1e-9)
        XCTAssertEqual(bar.maxX, 390 - 3 - 4, "the right inset moves the bar in from the trailing edge")
    }

    func testIndicatorInsetsWithoutAutomaticAdjustment() {
        let (scene, table, rows) = fullScreenTable {
            $0.automaticallyAdjustsScrollIndicatorInsets = false
            $0.verticalScrollIndicatorInsets = EdgeInsets(top: 5)
        }
        _ = (scene, rows)   // the scene must outlive the test: views find it weakly
        XCTAssertEqual(table.effectiveVerticalIndicatorInsets, EdgeInsets(top: 5))
    }

    // MARK: Pixels

    private func isGrey(_ p: RGBA) -> Bool { p.distance(to: RGBA(r: 128, g: 128, b: 128, a: 255)) <= 1 }

    func testRenderedRowZeroStartsBelowTheStatusBar() throws {
        let (scene, _, rows) = fullScreenTable()
        _ = rows
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertFalse(isGrey(frame.rgba(200, 46)), "the status bar's 47 pt show the table's background")
        XCTAssertTrue(isGrey(frame.rgba(200, 47)), "row 0 starts at pixel row 47")

        let (never, _, neverRows) = fullScreenTable(.never)
        _ = neverRows
        let under = try Rasterizer().render(never.displayList())
        XCTAssertTrue(isGrey(under.rgba(200, 0)), ".never: row 0 under the status bar")
    }
}
