import Foundation
import XCTest
import FlipbookPipeline
import FlipbookRender
@testable import FlipbookScene

/// The step trace's rules on small scenes made for them: ids, duplicates, numbers that are not
/// finite, views that come later, and the measured velocity.
final class StepTraceTests: XCTestCase {
    private func box(_ id: String, _ frame: Rect) -> View {
        let v = View(frame: frame)
        v.id = id
        return v
    }

    private func object(_ line: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    func testWithoutAScrollViewOffsetAndScrollAreNullAndViewsFollowTheTree() throws {
        let scene = Scene(screen: .iPhone14.withScale(2))
        let outer = box("outer", Rect(x: 10, y: 20, width: 100, height: 100))
        outer.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        outer.addSubview(box("inner", Rect(x: 0, y: 0, width: 10, height: 10)))
        scene.root.addSubview(outer)
        scene.root.addSubview(box("later", Rect(x: 0, y: 0, width: 1, height: 1)))
        let step = Step(index: 0, time: 0, scrollOffset: nil)
        scene.advance(to: step)
        let line = StepTrace.line(for: step, in: scene)
        XCTAssertTrue(line.hasPrefix(#"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{"root":"#), line)
        // Tree order; the view's own transform is beside its frame, an ancestor's moves its subviews.
        XCTAssertTrue(line.contains(#""outer":{"frame":[10,20,100,100],"alpha":1,"transform":[0.5,0,0,0.5,0,0],"hidden":false},"inner":{"frame":[35,45,5,5]"#), line)
        XCTAssertLessThan(line.range(of: "\"inner\"")!.lowerBound, line.range(of: "\"later\"")!.lowerBound)
    }

    func testTheFirstOfTwoViewsWithOneIdIsRecordedAndNonFiniteNumbersAreNull() throws {
        let scene = Scene(screen: .iPhone14.withScale(2))
        let first = box("twin", Rect(x: 1, y: 2, width: 3, height: 4))
        first.alpha = .nan
        scene.root.addSubview(first)
        scene.root.addSubview(box("twin", Rect(x: 9, y: 9, width: 9, height: 9)))
        let step = Step(index: 0, time: 0, scrollOffset: nil)
        scene.advance(to: step)
        let line = StepTrace.line(for: step, in: scene)
        let views = try XCTUnwrap(try object(line)["views"] as? [String: Any])
        XCTAssertEqual(Set(views.keys), ["root", "twin"])
        XCTAssertEqual(line.components(separatedBy: "\"twin\"").count, 2, "one entry")
        XCTAssertTrue(line.contains(#""twin":{"frame":[1,2,3,4],"alpha":null,"#), line)
    }

    func testAnIdThatAppearsLaterInTheRunIsNotUnknown() throws {
        let scene = Scene(screen: .iPhone14.withScale(2))
        scene.schedule(at: 0.1) { scene.root.addSubview(self.box("late", Rect(x: 0, y: 0, width: 5, height: 5))) }
        var run = TraceViewsRun(SceneRun(scene: scene, driver: TimelineDriver(fps: 30, duration: 0.2)), views: ["late"])
        var lines: [String] = []
        while let step = try run.advance() { lines.append(run.traceRecord(for: step).jsonLine) }
        XCTAssertEqual(lines.count, 7)
        XCTAssertTrue(lines[0].hasSuffix(#""views":{}}"#), lines[0])
        XCTAssertTrue(lines[6].contains(#""views":{"late":"#), lines[6])

        let other = Scene(screen: .iPhone14.withScale(2))
        other.root.addSubview(box("header", .zero))
        var typo = TraceViewsRun(SceneRun(scene: other, driver: TimelineDriver(fps: 30, duration: 0.1)), views: ["header", "haeder"])
        XCTAssertThrowsError(try { while try typo.advance() != nil {} }()) { error in
            XCTAssertEqual("\(error)", "--trace-views: no view has the id 'haeder'; did you mean 'header'?")
        }
    }

    /// Two sections of rows whose cells carry a badge with an id, as a custom cell would.
    private final class BadgedRows: TableViewDataSource {
        func numberOfSections(in tableView: TableView) -> Int { 2 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? {
                let made = TableViewCell(style: .default, reuseIdentifier: "row")
                let badge = Label(frame: Rect(x: 300, y: 10, width: 40, height: 20))
                badge.id = "badge"
                made.contentView.addSubview(badge)
                return made
            }()
            cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
            return cell
        }
    }

    func testCellsAreListedUnderTheirTableByIndexPathAndTheirIdsAreNotViews() throws {
        let scene = Scene(screen: .iPhone14.withScale(2))
        let table = TableView(frame: scene.screen.bounds, style: .plain)
        table.id = "table"
        table.rowHeight = 50
        let rows = BadgedRows()
        table.dataSource = rows
        scene.root.addSubview(table)
        scene.scrollView = table
        let step = Step(index: 0, time: 0, scrollOffset: nil)
        scene.advance(to: step)
        let line = StepTrace.line(for: step, in: scene)
        let views = try XCTUnwrap(try object(line)["views"] as? [String: Any])
        XCTAssertEqual(Set(views.keys), ["root", "table"], "the badges are inside cells")
        let cells = try XCTUnwrap((views["table"] as? [String: Any])?["cells"] as? [[String: Any]])
        XCTAssertEqual(cells.map { $0["indexPath"] as? [Int] ?? [] }, [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]])
        let labels = try XCTUnwrap(cells[4]["labels"] as? [[String: Any]])
        // Tree order inside the cell: the built-in title, then the custom badge added after it.
        XCTAssertEqual(labels.map { $0["text"] as? String }, ["Row 1.1", ""])

        var run = TraceViewsRun(SceneRun(scene: scene, driver: TimelineDriver(fps: 30, duration: 0)), views: ["badge"])
        XCTAssertThrowsError(try { while try run.advance() != nil {} }()) { error in
            XCTAssertEqual("\(error)", "--trace-views: 'badge' is inside a table cell; cells are traced by index path under their table: name the table's id")
        }
    }

    func testVelocityIsTheOffsetsChangeOverTheTimeBetweenTracedSteps() {
        let state = ScrollTraceState()
        func step(_ i: Int, _ t: Double) -> Step { Step(index: i, time: t, scrollOffset: nil) }
        XCTAssertEqual(state.velocity(at: step(0, 0), offset: Point(x: 0, y: 100)), Point(x: 0, y: 0))
        XCTAssertEqual(state.velocity(at: step(1, 0.5), offset: Point(x: 10, y: 50)), Point(x: 20, y: -100))
        // The same step again, or time that does not move forward: what it had.
        XCTAssertEqual(state.velocity(at: step(1, 0.5), offset: Point(x: 10, y: 50)), Point(x: 20, y: -100))
        XCTAssertEqual(state.velocity(at: step(2, 0.5), offset: Point(x: 99, y: 99)), Point(x: 20, y: -100))
        // A release belongs to the next traced step only, in points per second.
        state.released(velocity: Point(x: 0, y: -1.5), target: Point(x: 0, y: 12))
        XCTAssertEqual(state.release(at: step(3, 0.6))?.velocity, Point(x: 0, y: -1500))
        XCTAssertEqual(state.release(at: step(3, 0.6))?.target, Point(x: 0, y: 12))
        XCTAssertNil(state.release(at: step(4, 0.7)))
    }
}
