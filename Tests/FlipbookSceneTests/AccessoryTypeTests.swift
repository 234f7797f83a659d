import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// `accessoryType` on table cells: where each one sits, what it looks like, and what it leaves
/// for the content.
final class AccessoryTypeTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let blue = RGBA(r: 0, g: 122, b: 255, a: 255)
    /// tertiaryLabel (60, 60, 67 at 30 %) over white.
    private let chevronGrey = RGBA(r: 197, g: 197, b: 199, a: 255)
    private static let width = 320.0

    private func render(_ type: TableViewCell.AccessoryType, direction: LayoutDirection = .leftToRight) throws -> (RasterFrame, TableViewCell) {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: Self.width, height: 44), scale: 2, safeAreaInsets: .zero))
        scene.layoutDirection = direction
        let cell = TableViewCell(style: .value1)
        cell.frame = Rect(x: 0, y: 0, width: Self.width, height: 44)
        cell.accessoryType = type
        scene.root.addSubview(cell)
        scene.layout()
        return (try Rasterizer().render(scene.displayList()), cell)
    }

    private func glyph(_ cell: TableViewCell) -> View? { cell.subviews.first { $0 is TableViewCellAccessoryView && !$0.isHidden } }

    func testEachTypeSitsSixteenPointsFromTheTrailingEdgeAtUIKitsSize() throws {
        let sizes: [TableViewCell.AccessoryType: Size] = [
            .disclosureIndicator: Size(width: 8, height: 13), .checkmark: Size(width: 14, height: 12),
            .detailButton: Size(width: 22, height: 22), .detailDisclosureButton: Size(width: 42, height: 22),
        ]
        for (type, size) in sizes {
            let (_, cell) = try render(type)
            let g = try XCTUnwrap(glyph(cell), "\(type)")
            XCTAssertEqual(g.frame.size, size, "\(type)")
            XCTAssertEqual(g.frame.maxX, Self.width - 16, "\(type)")
            XCTAssertEqual(g.frame.midY, 22, "\(type): centred vertically")
            XCTAssertEqual(cell.contentView.frame.maxX, g.frame.minX, "\(type): the content view ends at the accessory")
            let (_, rtl) = try render(type, direction: .rightToLeft)
            XCTAssertEqual(try XCTUnwrap(glyph(rtl)).frame.minX, 16, "\(type) under RTL")
            XCTAssertEqual(rtl.contentView.frame.minX, try XCTUnwrap(glyph(rtl)).frame.maxX)
        }
    }

    func testNoAccessoryLeavesTheCellAsBefore() throws {
        let (frame, cell) = try render(.none)
        XCTAssertNil(glyph(cell))
        XCTAssertFalse(cell.subviews.contains { $0 is TableViewCellAccessoryView }, "no extra view in plain cells")
        XCTAssertEqual(cell.contentView.frame, cell.bounds)
        XCTAssertNil(frame.inkBounds(differingFrom: white))

        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        cell.accessoryType = .none
        cell.layoutIfNeeded()
        XCTAssertNil(glyph(cell), "switched off again")
        XCTAssertEqual(cell.contentView.frame, cell.bounds)
    }

    /// The ink's colour where it is strongest, and its bounds in points.
    private func ink(_ frame: RasterFrame) throws -> (darkest: RGBA, minX: Double, maxX: Double, height: Double) {
        let b = try XCTUnwrap(frame.inkBounds(differingFrom: white))
        var darkest = white
        for y in b.minY...b.maxY {
            for x in b.minX...b.maxX where frame.rgba(x, y).distance(to: white) > darkest.distance(to: white) {
                darkest = frame.rgba(x, y)
            }
        }
        return (darkest, Double(b.minX) / 2, Double(b.maxX + 1) / 2, Double(b.maxY - b.minY + 1) / 2)
    }

    func testTheChevronIsTertiaryGreyAndTheOthersAreTinted() throws {
        let chevron = try ink(try render(.disclosureIndicator).0)
        XCTAssertLessThanOrEqual(chevron.darkest.distance(to: chevronGrey), 3, "\(chevron.darkest)")
        XCTAssertEqual(chevron.maxX, Self.width - 16, accuracy: 0.5)
        XCTAssertEqual(chevron.height, 13, accuracy: 1)

        let check = try ink(try render(.checkmark).0)
        XCTAssertLessThanOrEqual(check.darkest.distance(to: blue), 3, "\(check.darkest)")
        XCTAssertEqual(check.maxX - check.minX, 14, accuracy: 1)

        let info = try ink(try render(.detailButton).0)
        XCTAssertLessThanOrEqual(info.darkest.distance(to: blue), 3)
        XCTAssertEqual(info.maxX - info.minX, 22, accuracy: 0.5)
        XCTAssertEqual(info.height, 22, accuracy: 0.5)

        let (both, _) = try render(.detailDisclosureButton)
        let whole = try ink(both)
        XCTAssertEqual(whole.maxX - whole.minX, 42, accuracy: 1)
        // The info ring on the leading side, the grey chevron on the trailing side.
        let y = both.height / 2
        let chevronColumns = (0..<both.width).filter { both.rgba($0, y).distance(to: chevronGrey) <= 12 }
        XCTAssertFalse(chevronColumns.isEmpty)
        XCTAssertGreaterThan(try XCTUnwrap(chevronColumns.first), Int(2 * (Self.width - 16 - 8)) - 2)
    }

    func testTheChevronPointsLeftUnderRightToLeft() throws {
        // The tip is the column where the chevron's ink is shortest vertically... simpler: at the
        // glyph's vertical centre, the ink is at the tip; at its top row, at the back.
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (frame, _) = try render(.disclosureIndicator, direction: direction)
            let b = try XCTUnwrap(frame.inkBounds(differingFrom: white))
            let midRow = (b.minY + b.maxY) / 2
            let inkAtMid = (b.minX...b.maxX).filter { frame.rgba($0, midRow).distance(to: white) > 40 }
            let mid = Double(try XCTUnwrap(inkAtMid.first) + XCTUnwrap(inkAtMid.last)) / 2
            let centre = Double(b.minX + b.maxX) / 2
            if direction == .leftToRight { XCTAssertGreaterThan(mid, centre, "tip on the right") }
            else { XCTAssertLessThan(mid, centre, "tip on the left") }
        }
    }

    func testDarkAppearanceUsesUIKitsDarkValues() throws {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: Self.width, height: 44), scale: 2, safeAreaInsets: .zero))
        scene.appearance = .dark
        let cell = TableViewCell()
        cell.frame = Rect(x: 0, y: 0, width: Self.width, height: 44)
        cell.accessoryType = .detailDisclosureButton
        scene.root.addSubview(cell)
        scene.layout()
        var colours: [Color] = []
        func collect(_ v: View) { if let c = v.backgroundColor { colours.append(c) }; v.subviews.forEach(collect) }
        collect(try XCTUnwrap(glyph(cell)))
        XCTAssertTrue(colours.contains(Color(red: 10 / 255, green: 132 / 255, blue: 1)), "dark systemBlue: \(colours)")
        XCTAssertTrue(colours.contains(Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255)), "dark tertiaryLabel")
        XCTAssertFalse(colours.contains(.systemBlue))
    }

    func testValue1DetailStopsBeforeTheAccessory() throws {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: Self.width, height: 44), scale: 2, safeAreaInsets: .zero))
        let cell = TableViewCell(style: .value1)
        cell.frame = Rect(x: 0, y: 0, width: Self.width, height: 44)
        cell.textLabel?.text = "General"
        cell.detailTextLabel?.text = "iOS 18"
        cell.accessoryType = .disclosureIndicator
        scene.root.addSubview(cell)
        scene.layout()
        let detail = try XCTUnwrap(cell.detailTextLabel)
        XCTAssertEqual(detail.frame.maxX, cell.contentView.frame.maxX - 8, "8 pt before the chevron")
        XCTAssertEqual(cell.contentView.frame.maxX, Self.width - 16 - 8)
    }
}
