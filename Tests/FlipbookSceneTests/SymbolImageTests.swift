import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// `Image(systemName:)`: a symbol mapped to a project's PNG, sized by its configuration, drawn in
/// the tint; an unmapped one as a placeholder of its size, with a warning naming it.
final class SymbolImageTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let screen = Screen(name: "test", size: Size(width: 100, height: 100), scale: 3, safeAreaInsets: .zero)

    /// The fixture chevron is 27×45 pixels at 3x: 9×15 pt at the reference configuration.
    private func chevron(_ configuration: SymbolConfiguration?) throws -> Image {
        try XCTUnwrap(Image(systemName: "chevron.right", in: TestFonts.symbols, withConfiguration: configuration))
    }

    func testAMappedSymbolIsItsFileAtTheReferenceSizeAndScalesWithPointSizeAndScale() throws {
        XCTAssertEqual(try chevron(nil).size, Size(width: 9, height: 15))
        XCTAssertTrue(try chevron(nil).isSymbolImage)
        let small = try chevron(SymbolConfiguration(pointSize: 13, weight: .semibold))
        XCTAssertEqual(small.size.width, 9 * 13 / 17, accuracy: 1e-9)
        XCTAssertEqual(small.size.height, 15 * 13 / 17, accuracy: 1e-9)
        let large = try chevron(SymbolConfiguration(pointSize: 17, weight: .regular, scale: .large))
        XCTAssertEqual(large.size.height, 15 * SymbolScale.large.factor, accuracy: 1e-9)
        // Applying a configuration replaces only what it sets.
        let applied = try XCTUnwrap(small.applyingSymbolConfiguration(SymbolConfiguration(scale: .small)))
        XCTAssertEqual(applied.symbolConfiguration?.resolvedWeight, .semibold)
        XCTAssertEqual(applied.size.height, 15 * 13 / 17 * 0.8, accuracy: 1e-9)
        XCTAssertNil(Image(decoded: DecodedImage(name: "x", width: 1, height: 1, pixels: [0]))
            .applyingSymbolConfiguration(SymbolConfiguration(pointSize: 9)), "a bitmap is no symbol")
    }

    func testASymbolDrawsInItsViewsTint() throws {
        let scene = Scene(screen: screen)
        scene.backgroundColor = .white
        let view = ImageView(image: try chevron(SymbolConfiguration(pointSize: 34)))
        view.frame = Rect(origin: Point(x: 10, y: 10), size: view.intrinsicContentSize)
        view.tintColor = Color(red: 1, green: 0, blue: 0)
        scene.root.addSubview(view)
        let frame = try Rasterizer().render(scene.displayList())
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
        // 34 pt is twice the reference: 18×30 pt, at 3x 54×90 pixels from (30, 30).
        // The file's ink (Pillow's getbbox of it: x 4..<24, y 3..<42 of 27×45) lands twice as large.
        XCTAssertEqual(ink.minX, 30 + 2 * 4, accuracy: 1); XCTAssertEqual(ink.maxX + 1, 30 + 2 * 24, accuracy: 1)
        XCTAssertEqual(ink.minY, 30 + 2 * 3, accuracy: 1); XCTAssertEqual(ink.maxY + 1, 30 + 2 * 42, accuracy: 1)
        // The file is black; drawn, its strokes are the tint (the apex, file pixel (19, 22)).
        let apex = (x: 30 + 2 * 19, y: 30 + 2 * 22)
        XCTAssertEqual(frame.rgba(apex.x, apex.y), RGBA(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(scene.warnings, [])
        // `.alwaysOriginal` keeps the file's own colour.
        view.image = try chevron(SymbolConfiguration(pointSize: 34)).withRenderingMode(.alwaysOriginal)
        let original = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(original.rgba(apex.x, apex.y), RGBA(r: 0, g: 0, b: 0, a: 255))
    }

    func testAnUnmappedSymbolIsAPlaceholderOfItsSizeAndIsNamedInAWarning() throws {
        let scene = Scene(screen: screen)
        scene.backgroundColor = .white
        let config = SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        let image = try XCTUnwrap(Image(systemName: "wifi.exclamationmark", in: TestFonts.symbols, withConfiguration: config))
        XCTAssertEqual(image.size.width, 20 * 1.3, accuracy: 0.5)
        XCTAssertEqual(image.size.height, image.size.width)
        let view = ImageView(image: image)
        view.frame = Rect(origin: Point(x: 5, y: 5), size: view.intrinsicContentSize)
        view.tintColor = Color(red: 0, green: 0, blue: 1)
        scene.root.addSubview(view)
        let frame = try Rasterizer().render(scene.displayList())
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
        XCTAssertEqual(Double(ink.maxX - ink.minX + 1), image.size.width * 3, accuracy: 2)
        XCTAssertEqual(frame.rgba(ink.minX + 1, (ink.minY + ink.maxY) / 2), RGBA(r: 0, g: 0, b: 255, a: 255), "the border, in the tint")
        XCTAssertEqual(scene.warnings.count, 1)
        XCTAssertTrue(scene.warnings[0].contains("symbol 'wifi.exclamationmark'"), scene.warnings[0])
        _ = scene.displayList()
        XCTAssertEqual(scene.warnings.count, 1, "said once")
        XCTAssertNil(Image(systemName: "", in: TestFonts.symbols, withConfiguration: nil))
        XCTAssertNil(Image(systemName: "../secret", in: TestFonts.symbols, withConfiguration: nil))
    }

    func testPreferredSymbolConfigurationOfTheViewApplies() throws {
        let view = ImageView(image: try chevron(nil))
        view.preferredSymbolConfiguration = SymbolConfiguration(pointSize: 34)
        XCTAssertEqual(view.intrinsicContentSize, Size(width: 18, height: 30))
    }

    func testAFontTheSceneDoesNotHaveIsNamedInAWarningOnce() throws {
        let scene = Scene(screen: screen)
        let label = Label()
        label.text = "Hello"
        label.font = Font(family: "Helvetica Neue", size: 17)
        label.frame = Rect(x: 0, y: 0, width: 100, height: 30)
        let plain = Label()
        plain.text = "Hi"
        plain.frame = Rect(x: 0, y: 40, width: 100, height: 30)
        scene.root.addSubview(label)
        scene.root.addSubview(plain)
        _ = scene.displayList()
        _ = scene.displayList()
        XCTAssertEqual(scene.warnings.filter { $0.contains("font 'Helvetica Neue' is not available") }.count, 1, "\(scene.warnings)")
        XCTAssertEqual(scene.warnings.count, 1, "the system font is not missing")
    }
}
