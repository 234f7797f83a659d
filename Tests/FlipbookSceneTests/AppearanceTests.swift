import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// Rows "Row 0"…"Row 11" in default cells: taller than the 400 pt screen, so it scrolls.
private final class NamedRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 12 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// Dark appearance from pixels: a table with UIKit's defaults is drawn with the dark values of
/// its semantic colours (cells, text, separators, backgrounds), and light stays as it was.
final class AppearanceTests: XCTestCase {
    private func renderTable(_ style: TableView.Style, _ appearance: Appearance,
                             configure: (TableView) -> Void = { _ in }) throws -> RasterFrame {
        let scene = Scene(screen: Screen(name: "table", size: Size(width: 320, height: 400), scale: 2, safeAreaInsets: .zero))
        scene.appearance = appearance
        let rows = NamedRows()
        scene.controllers.append(rows)
        let table = TableView(frame: scene.screen.bounds, style: style)
        table.dataSource = rows
        scene.root.addSubview(table)
        scene.scrollView = table
        scene.layout()
        configure(table)
        return try Rasterizer().render(scene.displayList())
    }

    /// The brightest and darkest pixel (by red) of a row's text area.
    private func textRange(_ frame: RasterFrame, rowTop: Int) -> (min: Int, max: Int) {
        var lo = 255, hi = 0
        for y in (rowTop + 10)..<(rowTop + 78) {
            for x in 32..<200 { let r = frame.rgba(x, y).r; lo = min(lo, r); hi = max(hi, r) }
        }
        return (lo, hi)
    }

    func testAPlainTableInDarkHasBlackCellsLightTextAndDarkSeparators() throws {
        let frame = try renderTable(.plain, .dark)
        // Row k spans pixel rows 88k…88k+87; its separator is the last one, from x = 32 (16 pt inset).
        XCTAssertEqual(frame.rgba(600, 44), RGBA(r: 0, g: 0, b: 0, a: 255), "a cell is systemBackground: black")
        let text = textRange(frame, rowTop: 0)
        XCTAssertGreaterThan(text.max, 230, "label text is light on the dark cell")
        XCTAssertEqual(text.min, 0, "on black")
        // separator (84, 84, 88) at 0.6 over black.
        let line = frame.rgba(200, 87)
        XCTAssertLessThanOrEqual(line.distance(to: RGBA(r: 50, g: 50, b: 53, a: 255)), 1, "\(line)")
        XCTAssertEqual(frame.rgba(31, 87), RGBA(r: 0, g: 0, b: 0, a: 255), "the inset stays the cell's colour")
    }

    func testTheScrollIndicatorIsLightInDark() throws {
        let show = { (table: TableView) in table.scrollIndicatorAlpha = 1 }
        // The 3 pt bar runs 3 pt in from the right edge (pixels 628…633), from 3 pt down.
        let dark = try renderTable(.plain, .dark, configure: show).rgba(631, 40)
        let light = try renderTable(.plain, .light, configure: show).rgba(631, 40)
        XCTAssertLessThanOrEqual(dark.distance(to: RGBA(r: 89, g: 89, b: 89, a: 255)), 1, "white at 0.35 over black: \(dark)")
        XCTAssertLessThanOrEqual(light.distance(to: RGBA(r: 166, g: 166, b: 166, a: 255)), 1, "black at 0.35 over white: \(light)")
    }

    func testThePlainTableInLightIsUnchanged() throws {
        let frame = try renderTable(.plain, .light)
        XCTAssertEqual(frame.rgba(600, 44), RGBA(r: 255, g: 255, b: 255, a: 255))
        let text = textRange(frame, rowTop: 0)
        XCTAssertLessThan(text.min, 25, "dark text on white")
        // separator (60, 60, 67) at 0.29 over white.
        let line = frame.rgba(200, 87)
        XCTAssertLessThanOrEqual(line.distance(to: RGBA(r: 198, g: 198, b: 200, a: 255)), 1, "\(line)")
    }

    func testAGroupedTableInDarkRaisesItsCellsOnABlackBackground() throws {
        let frame = try renderTable(.grouped, .dark)
        // The 18 pt header band is the grouped background; the first row starts at pixel row 36.
        XCTAssertEqual(frame.rgba(600, 10), RGBA(r: 0, g: 0, b: 0, a: 255), "systemGroupedBackground in dark")
        XCTAssertEqual(frame.rgba(600, 36 + 44), RGBA(r: 28, g: 28, b: 30, a: 255), "secondarySystemGroupedBackground in dark")
        XCTAssertGreaterThan(textRange(frame, rowTop: 36).max, 230)
        let light = try renderTable(.grouped, .light)
        XCTAssertEqual(light.rgba(600, 10), RGBA(r: 242, g: 242, b: 247, a: 255))
        XCTAssertEqual(light.rgba(600, 36 + 44), RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    func testTheWindowLabelsAndSemanticBackgroundsFollowTheScene() throws {
        let scene = Scene(screen: Screen(name: "s", size: Size(width: 100, height: 60), scale: 1, safeAreaInsets: .zero))
        let box = View(frame: Rect(x: 0, y: 0, width: 50, height: 20))
        box.backgroundColor = .systemRed
        let fixed = View(frame: Rect(x: 50, y: 0, width: 50, height: 20))
        fixed.backgroundColor = Color(hex: "#336699")!
        let label = Label(frame: Rect(x: 0, y: 20, width: 100, height: 40))
        label.text = "Hello"
        scene.root.addSubview(box)
        scene.root.addSubview(fixed)
        scene.root.addSubview(label)
        scene.layout()
        let light = try Rasterizer().render(scene.displayList())
        scene.appearance = .dark
        let dark = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(light.rgba(99, 59), RGBA(r: 255, g: 255, b: 255, a: 255), "the window: white")
        XCTAssertEqual(dark.rgba(99, 59), RGBA(r: 0, g: 0, b: 0, a: 255), "the window: black in dark")
        XCTAssertEqual(light.rgba(10, 10), RGBA(r: 255, g: 59, b: 48, a: 255))
        XCTAssertEqual(dark.rgba(10, 10), RGBA(r: 255, g: 69, b: 58, a: 255), "systemRed's dark value")
        XCTAssertEqual(dark.rgba(60, 10), light.rgba(60, 10), "a colour from components stays as it is")
        XCTAssertGreaterThan(dark.inkBounds(differingFrom: RGBA(r: 0, g: 0, b: 0, a: 255), tolerance: 100).map { $0.maxY } ?? 0, 20,
                             "the label's default text is light in dark")
        for op in scene.displayList().ops {
            switch op {
            case let .fill(_, c), let .stroke(_, c, _): XCTAssertFalse(c.isDynamic, "display lists hold resolved colours")
            case .text(let run): XCTAssertFalse(run.color.isDynamic)
            default: break
            }
        }
    }
}
