import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// Two app files (AppFiles/AuthorHeaderView.swift, AppFiles/SettingsRowView.swift) written as an
/// iOS app writes them, rendered, and measured: the registered font's glyphs against the font
/// file as Pillow's FreeType reads it, Dynamic Type scaling per Apple's table, symbols at their
/// configured sizes, and the warning for the one symbol the project did not map.
final class AppFontsAndSymbolsTests: XCTestCase {
    private var savedSymbolFolder: URL!
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    override func setUpWithError() throws {
        try TestFonts.registerTestSans()
        savedSymbolFolder = UIImage.symbolFolder
        UIImage.symbolFolder = TestFonts.symbols
    }

    override func tearDown() { UIImage.symbolFolder = savedSymbolFolder }

    private func scene(_ view: UIView, height: Double, scale: Double) -> Scene {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 390, height: height), scale: scale, safeAreaInsets: .zero))
        scene.backgroundColor = .white
        view.frame = Rect(x: 0, y: 0, width: 390, height: height)
        scene.root.addSubview(view)
        scene.layout()
        return scene
    }

    /// The ink inside `rect` (points) of a frame drawn at `scale`, in pixels.
    private func ink(_ frame: RasterFrame, in rect: Rect, scale: Double) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where frame.rgba(x, y).distance(to: white) > 8 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    func testTheAuthorHeaderDrawsTheRegisteredFontAtItsFilesWidths() throws {
        let header = AuthorHeaderView(frame: .zero)
        header.configure(name: "Ada Lovelace", handle: "@ada", bio: "Wrote the first program, 1843.")
        let scene = scene(header, height: 200, scale: 2)
        XCTAssertEqual(header.nameLabel.font.fontName, "FlipbookTestSans-Regular")
        XCTAssertEqual(header.nameLabel.font.pointSize, 28)
        XCTAssertEqual(header.handleLabel.font.fontName, "Inter-Bold")
        XCTAssertTrue(header.handleLabel.font.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(header.bioLabel.font.fontName, "Inter-Italic", "Avenir is not there: the app's fallback")
        XCTAssertEqual(scene.warnings, [], "every font the app asked for it got or fell back from itself")

        let frame = try Rasterizer().render(scene.displayList())
        let nameInk = try XCTUnwrap(ink(frame, in: header.nameLabel.frame, scale: 2))
        try Checker.require(.pillow)
        let pillow = try TestFonts.pillow(file: TestFonts.testSansRegular, text: "Ada Lovelace")
        let left = header.nameLabel.frame.minX * 2 + TestFonts.PillowMetrics.at(28, pillow.inkLefts[0]) * 2
        XCTAssertEqual(Double(nameInk.minX), left.rounded(.down), accuracy: 1)
        XCTAssertEqual(Double(nameInk.maxX + 1), (left + pillow.inkWidth(points: 28, pixelsPerPoint: 2)).rounded(.up), accuracy: 1)
        // Box glyphs: the capitals' ink is the font file's cap height (700/1000 em) tall.
        XCTAssertEqual(Double(nameInk.maxY - nameInk.minY + 1), TestFonts.PillowMetrics.at(28, -pillow.inkTop) * 2, accuracy: 1.01)
        XCTAssertEqual(header.nameLabel.intrinsicContentSize.width, pillow.laidOutWidth(points: 28).rounded(.up))
    }

    func testTheBrandFontFollowsDynamicTypeAsTheHeadlineDoes() throws {
        let header = AuthorHeaderView(frame: .zero)
        header.configure(name: "Ada", handle: "@ada", bio: "")
        let scene = scene(header, height: 200, scale: 1)
        // Apple's Dynamic Type sizes (HIG › Typography › Specifications,
        // https://developer.apple.com/design/human-interface-guidelines/typography): headline is
        // 17 pt at Large and 33 pt at AX2; UIFontMetrics scales a font by that ratio
        // (https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)).
        scene.contentSizeCategory = .accessibilityLarge
        scene.layout()
        XCTAssertEqual(header.nameLabel.font.pointSize, 28 * 33 / 17, accuracy: 1e-9)
        try Checker.require(.pillow)
        let pillow = try TestFonts.pillow(file: TestFonts.testSansRegular, text: "Ada")
        XCTAssertEqual(header.nameLabel.intrinsicContentSize.width, pillow.laidOutWidth(points: 28 * 33 / 17).rounded(.up))
        // The bold handle came from body's descriptor: it keeps body's style, so it is body's 33 pt
        // at AX2, as a device app reading the setting gets.
        XCTAssertEqual(header.handleLabel.font.pointSize, 33)
        XCTAssertEqual(header.handleLabel.font.weight, .bold)
    }

    func testTheSettingsRowSizesItsSymbolsAndNamesTheOneItCouldNotDraw() throws {
        let row = SettingsRowView(frame: .zero)
        row.valueLabel.text = "12:30"
        let scene = scene(row, height: 44, scale: 3)
        // chevron.right is mapped (Tests/Fixtures/symbols, 9×15 pt at 17 pt): at 13 pt, 13/17 of it.
        XCTAssertEqual(row.chevronView.intrinsicContentSize.width, 9 * 13 / 17, accuracy: 1e-9)
        XCTAssertEqual(row.chevronView.intrinsicContentSize.height, 15 * 13 / 17, accuracy: 1e-9)
        XCTAssertEqual(row.chevronView.image?.symbolConfiguration?.resolvedWeight, .semibold)
        // wifi is not: a placeholder of body's 17 pt at the medium scale.
        XCTAssertEqual(row.iconView.intrinsicContentSize, Size(width: 17, height: 17))

        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(scene.warnings.count, 1, "\(scene.warnings)")
        XCTAssertTrue(scene.warnings.first?.contains("symbol 'wifi'") == true)
        // The chevron draws in tertiaryLabel (60, 60, 67 at 30% over white), not the file's black.
        let chevronInk = try XCTUnwrap(ink(frame, in: row.chevronView.frame, scale: 3))
        let apex = frame.rgba(Int(row.chevronView.frame.minX * 3 + 19 * 13 / 17), Int(row.chevronView.frame.minY * 3 + 22 * 13 / 17))
        XCTAssertLessThan(apex.distance(to: RGBA(r: 194, g: 194, b: 197, a: 255)), 12, "\(apex)")
        // The file's ink rows 3..<42 (Pillow's getbbox), drawn at 13/17 of the file's pixels.
        XCTAssertEqual(Double(chevronInk.maxY - chevronInk.minY + 1), 39 * 13 / 17, accuracy: 1.5)
        // The placeholder's border is the icon's tint, system blue.
        let iconInk = try XCTUnwrap(ink(frame, in: row.iconView.frame, scale: 3))
        XCTAssertEqual(Double(iconInk.maxX - iconInk.minX + 1), 17 * 3, accuracy: 1)
        XCTAssertEqual(frame.rgba(iconInk.minX + 1, (iconInk.minY + iconInk.maxY) / 2), RGBA(r: 0, g: 122, b: 255, a: 255))
        // Tabular figures: another time takes the same width.
        let width = row.valueLabel.intrinsicContentSize.width
        row.valueLabel.text = "11:11"
        XCTAssertEqual(row.valueLabel.intrinsicContentSize.width, width)
    }
}
