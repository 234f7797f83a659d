import XCTest
import FlipbookRender
import FlipbookPipeline
import FlipbookTestSupport
@testable import FlipbookScene

/// A right-to-left scene as a reader of Arabic or Hebrew sees it: natural text on the right,
/// table cells mirrored, the scroll indicator on the left.
final class RightToLeftTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private static let width = 320.0
    private let screen = Screen(name: "test", size: Size(width: RightToLeftTests.width, height: 200), scale: 2, safeAreaInsets: .zero)

    private func scene(_ direction: LayoutDirection) -> Scene {
        let s = Scene(screen: screen)
        s.layoutDirection = direction
        s.root.backgroundColor = .white
        return s
    }

    /// Ink bounds in points of a full-width label's text.
    private func labelInk(_ direction: LayoutDirection, alignment: TextAlignment,
                          text: String = "Hola mundo") throws -> (minX: Double, maxX: Double) {
        let s = scene(direction)
        let label = Label(frame: Rect(x: 0, y: 50, width: Self.width, height: 40))
        label.text = text
        label.textAlignment = alignment
        s.root.addSubview(label)
        s.layout()
        let ink = try XCTUnwrap(try Rasterizer().render(s.displayList()).inkBounds(differingFrom: white))
        return (Double(ink.minX) / 2, Double(ink.maxX + 1) / 2)
    }

    func testNaturalTextHugsTheRightEdgeUnderRightToLeft() throws {
        let ltr = try labelInk(.leftToRight, alignment: .natural)
        let rtl = try labelInk(.rightToLeft, alignment: .natural)
        XCTAssertLessThan(ltr.minX, 3, "left to right: natural is left")
        XCTAssertGreaterThan(rtl.maxX, Self.width - 3, "right to left: the ink ends at the right edge")
        XCTAssertGreaterThan(rtl.minX, Self.width / 2, "and does not start at the left")
        XCTAssertEqual(rtl.maxX - rtl.minX, ltr.maxX - ltr.minX, accuracy: 1, "the same text, moved")
    }

    func testLeftAndRightStayWhereTheySay() throws {
        let left = try labelInk(.rightToLeft, alignment: .left)
        XCTAssertLessThan(left.minX, 3, ".left is absolute, as NSTextAlignment.left is")
        let right = try labelInk(.leftToRight, alignment: .right)
        XCTAssertGreaterThan(right.maxX, Self.width - 3)
    }

    /// Pango turns alignment round for a right-to-left paragraph; UIKit's alignments are absolute
    /// and `.natural` follows the interface, whatever script the text is in.
    func testRightToLeftScriptsAlignAsUIKitSays() throws {
        for text in ["مرحبا بالعالم", "שלום עולם"] {
            let natural = try labelInk(.rightToLeft, alignment: .natural, text: text)
            XCTAssertGreaterThan(natural.maxX, Self.width - 3, "\(text): natural is right in a right-to-left scene")
            XCTAssertGreaterThan(natural.minX, Self.width / 2)
            let naturalLTR = try labelInk(.leftToRight, alignment: .natural, text: text)
            XCTAssertLessThan(naturalLTR.minX, 3, "\(text): natural is left in a left-to-right scene")
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                XCTAssertLessThan(try labelInk(direction, alignment: .left, text: text).minX, 3, "\(text): .left is left")
                XCTAssertGreaterThan(try labelInk(direction, alignment: .right, text: text).maxX, Self.width - 3, "\(text): .right is right")
            }
        }
    }

    // MARK: Cells

    private func cellScene(_ direction: LayoutDirection, style: TableViewCell.Style = .subtitle,
                           accessory: TableViewCell.AccessoryType = .disclosureIndicator) throws -> (Scene, TableViewCell) {
        let s = scene(direction)
        let cell = TableViewCell(style: style)
        cell.frame = Rect(x: 0, y: 20, width: Self.width, height: 64)
        cell.textLabel?.text = "Título"
        cell.detailTextLabel?.text = "Detalle"
        cell.imageView?.image = Image(decoded: DecodedImage(name: "red", width: 60, height: 60,
                                                            pixels: Array(repeating: 0xFFFF_3B30, count: 3600)), scale: 2)
        cell.accessoryType = accessory
        s.root.addSubview(cell)
        s.layout()
        return (s, cell)
    }

    /// A subview's frame in the cell's coordinates.
    private func inCell(_ view: View?, _ cell: TableViewCell) throws -> Rect {
        let v = try XCTUnwrap(view)
        let f = v.frameInRoot, c = cell.frameInRoot
        return Rect(x: f.minX - c.minX, y: f.minY - c.minY, width: f.width, height: f.height)
    }

    func testCellContentMirrorsExactly() throws {
        for style in TableViewCell.Style.allCases {
            let (_, ltr) = try cellScene(.leftToRight, style: style)
            let (_, rtl) = try cellScene(.rightToLeft, style: style)
            let pairs: [(String, View?, View?)] = [
                ("image", ltr.imageView, rtl.imageView), ("text", ltr.textLabel, rtl.textLabel),
                ("detail", ltr.detailTextLabel, rtl.detailTextLabel),
                ("accessory", ltr.subviews.first { $0 is TableViewCellAccessoryView },
                 rtl.subviews.first { $0 is TableViewCellAccessoryView }),
                ("content", ltr.contentView, rtl.contentView),
            ]
            for (name, a, b) in pairs where a != nil {
                let l = try inCell(a, ltr), r = try inCell(b, rtl)
                XCTAssertEqual(r.minX, Self.width - l.maxX, accuracy: 1e-9, "\(style) \(name): \(l) vs \(r)")
                XCTAssertEqual(r.width, l.width, accuracy: 1e-9, "\(style) \(name)")
                XCTAssertEqual(r.minY, l.minY, accuracy: 1e-9, "\(style) \(name)")
            }
        }
        let (_, ltr) = try cellScene(.leftToRight)
        XCTAssertEqual(try inCell(ltr.imageView, ltr).minX, 16, "left to right: the image at the leading margin")
    }

    /// The columns holding ink of `color`-ish pixels in the cell's row band, in pixels.
    private func columns(of frame: RasterFrame, matching test: (RGBA) -> Bool) -> [Int] {
        (0..<frame.width).filter { x in (2 * 20..<2 * 84).contains { y in test(frame.rgba(x, y)) } }
    }

    func testCellPixelsMirror() throws {
        let (l, _) = try cellScene(.leftToRight), (r, _) = try cellScene(.rightToLeft)
        let ltr = try Rasterizer().render(l.displayList()), rtl = try Rasterizer().render(r.displayList())
        let red = RGBA(r: 255, g: 59, b: 48, a: 255)
        let redL = columns(of: ltr) { $0.distance(to: red) < 20 }, redR = columns(of: rtl) { $0.distance(to: red) < 20 }
        XCTAssertEqual(redL.first, 32, "the image starts 16 pt in")
        XCTAssertEqual(redR.map { ltr.width - 1 - $0 }.sorted(), redL, "the image's columns mirror")

        // The chevron: grey ink with no text near it, right of the text in LTR, left in RTL.
        func chevron(_ f: RasterFrame) -> [Int] {
            columns(of: f) { p in p.distance(to: white) > 20 && abs(p.r - p.b) < 12 && p.distance(to: red) > 60 }
        }
        let inkL = chevron(ltr).filter { $0 > ltr.width - 2 * 40 }
        let inkR = chevron(rtl).filter { $0 < 2 * 40 }
        XCTAssertFalse(inkL.isEmpty)
        XCTAssertEqual(try XCTUnwrap(inkL.last), ltr.width - 2 * 16 - 1, accuracy: 1, "the chevron ends 16 pt from the right")
        XCTAssertEqual(try XCTUnwrap(inkR.first), 2 * 16, accuracy: 1, "and starts 16 pt from the left under RTL")
        XCTAssertEqual(inkR.count, inkL.count, accuracy: 1)
    }

    func testSeparatorInsetIsFromTheLeadingEdge() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let s = scene(direction)
            let rows = Rows()
            s.keep(rows)
            let table = TableView(frame: Rect(x: 0, y: 0, width: Self.width, height: 200), style: .plain)
            table.separatorInset = EdgeInsets(left: 60)
            table.dataSource = rows
            s.root.addSubview(table)
            s.layout()
            let line = try XCTUnwrap(table.visibleCells.first?.subviews.last)
            if direction == .leftToRight { XCTAssertEqual(line.frame.minX, 60) } else { XCTAssertEqual(line.frame.maxX, Self.width - 60) }
        }
    }

    func testTheScrollIndicatorIsOnTheTrailingSide() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let s = scene(direction)
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: Self.width, height: 200))
            scroll.contentSize = Size(width: Self.width, height: 1000)
            s.root.addSubview(scroll)
            s.scrollView = scroll
            s.advance(to: Step(index: 0, time: 0, scrollOffset: Point(x: 0, y: 0)))
            s.advance(to: Step(index: 1, time: 1.0 / 30, scrollOffset: Point(x: 0, y: 40)))
            let frame = try Rasterizer().render(s.displayList())
            let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
            if direction == .leftToRight {
                XCTAssertEqual(ink.maxX, frame.width - 2 * 3 - 1, "3 pt inside the right edge")
            } else {
                XCTAssertEqual(ink.minX, 2 * 3, "3 pt inside the left edge")
            }
        }
    }
}

private final class Rows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.textLabel?.text = "Fila \(indexPath.row)"
        return cell
    }
}
