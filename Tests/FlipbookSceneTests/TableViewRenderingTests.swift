import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// The seed's table: ten grey 64 pt rows in a grouped table, no footers.
private final class GreyRows: TableViewDataSource, TableViewDelegate {
    let names = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { .leastNormalMagnitude }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 64 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.textLabel?.text = names[indexPath.row]
        cell.backgroundColor = TableViewRenderingTests.grey
        return cell
    }
}

/// Tables drawn by the real rasterizer, measured in pixels.
final class TableViewRenderingTests: XCTestCase {
    static let grey = Color(white: 0.5)     // UIColor.gray
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let groupedBackground = RGBA(r: 242, g: 242, b: 247, a: 255)
    /// The table's top on screen, and where its first row starts inside it (the 18 pt header).
    private let tableTop = 40.0, firstRowTop = 18.0

    private func render(offset: Double, scale: Double = 2, configure: (TableView) -> Void = { _ in }) throws -> RasterFrame {
        let scene = Scene(screen: Screen(name: "table", size: Size(width: 320, height: 720), scale: scale, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let rows = GreyRows()
        scene.controllers.append(rows)
        let table = TableView(frame: Rect(x: 0, y: tableTop, width: 320, height: 680), style: .grouped)
        table.dataSource = rows
        table.delegate = rows
        configure(table)
        scene.root.addSubview(table)
        scene.scrollView = table
        table.contentOffset = Point(x: 0, y: offset)
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    /// The pixel row holding row k's separator: the last one inside the cell.
    private func separatorPixelRow(_ k: Int, offset: Double, scale: Double = 2) -> Int {
        Int((scale * (tableTop + firstRowTop + 64 * Double(k + 1) - offset)).rounded()) - 1
    }

    private func isGrey(_ p: RGBA) -> Bool { p.distance(to: RGBA(r: 128, g: 128, b: 128, a: 255)) <= 1 }

    func testRowsAndHairlineSeparatorsLandOnTheExpectedPixelRows() throws {
        for offset in [0.0, 100] {
            let frame = try render(offset: offset)
            for k in 0..<10 {
                let s = separatorPixelRow(k, offset: offset)
                guard s > 2 * Int(tableTop) + 1 else { continue }   // scrolled off under the clip
                let line = frame.rgba(200, s)
                if k == 9 {
                    XCTAssertTrue(isGrey(line), "grouped: no separator under the last row, got \(line)")
                    XCTAssertEqual(frame.rgba(200, s + 1), groupedBackground, "the table's background after the last row")
                    continue
                }
                XCTAssertGreaterThan(line.distance(to: RGBA(r: 128, g: 128, b: 128, a: 255)), 10, "row \(k) at \(offset): \(line)")
                XCTAssertTrue(isGrey(frame.rgba(200, s - 1)), "a hairline: one pixel thick (row \(k) above)")
                XCTAssertTrue(isGrey(frame.rgba(200, s + 1)), "a hairline: one pixel thick (row \(k) below)")
                XCTAssertTrue(isGrey(frame.rgba(31, s)), "inset 16 pt: nothing in the first 32 px")
                XCTAssertEqual(frame.rgba(32, s), line, "inset 16 pt: the line starts at pixel 32")
                XCTAssertEqual(frame.rgba(639, s), line, "to the right edge")
            }
        }
        let top = try render(offset: 0)
        let firstRow = Int(2 * (tableTop + firstRowTop))
        XCTAssertEqual(top.rgba(16, firstRow - 1), groupedBackground, "the 18 pt header is spacing on the grouped background")
        XCTAssertTrue(isGrey(top.rgba(16, firstRow)), "row 0 starts at pixel row \(firstRow)")

        let scrolled = try render(offset: 100)
        XCTAssertEqual(scrolled.rgba(600, 2 * Int(tableTop) - 1), white, "the table clips its rows")
        XCTAssertTrue(isGrey(scrolled.rgba(600, 2 * Int(tableTop))), "row 1 shows under the table's top edge")
    }

    func testSeparatorIsOneDevicePixelAtThreeX() throws {
        let frame = try render(offset: 0, scale: 3)
        let s = separatorPixelRow(4, offset: 0, scale: 3)
        XCTAssertGreaterThan(frame.rgba(300, s).distance(to: RGBA(r: 128, g: 128, b: 128, a: 255)), 10)
        XCTAssertTrue(isGrey(frame.rgba(300, s - 1)))
        XCTAssertTrue(isGrey(frame.rgba(300, s + 1)))
    }

    func testSeedLooksAllGreyWithoutSeparators() throws {
        let frame = try render(offset: 0) { table in
            table.separatorStyle = .none
            table.backgroundColor = Self.grey
        }
        for y in Int(2 * tableTop)..<Int(2 * (tableTop + 680)) {
            XCTAssertTrue(isGrey(frame.rgba(400, y)), "pixel row \(y) is \(frame.rgba(400, y))")
        }
    }

    func testRowTextIsDrawnInsideItsCell() throws {
        let frame = try render(offset: 0)
        let k = 3                                                   // "Four"
        let cellTop = Int(2 * (tableTop + firstRowTop + 64 * Double(k)))
        let cellBottom = cellTop + 128 - 1                          // the separator's pixel row
        var ink: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in (cellTop - 40)..<(cellBottom + 40) where y != cellBottom && y != cellTop - 1 {
            for x in 0..<frame.width where frame.rgba(x, y).distance(to: RGBA(r: 128, g: 128, b: 128, a: 255)) > 40 {
                let old = ink ?? (x, y, x, y)
                ink = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y))
            }
        }
        let text = try XCTUnwrap(ink, "the text is drawn")
        XCTAssertGreaterThanOrEqual(text.minX, 32, "after the 16 pt margin")
        XCTAssertLessThan(text.maxX, 2 * 120, "one short word")
        XCTAssertGreaterThan(text.minY, cellTop, "inside the cell")
        XCTAssertLessThan(text.maxY, cellBottom, "inside the cell")
        XCTAssertEqual(Double(text.minY + text.maxY) / 2, Double(cellTop + 64), accuracy: 8, "centred vertically")
    }
}
