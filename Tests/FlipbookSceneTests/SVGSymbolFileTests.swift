import Foundation
import XCTest
import FlipbookRender
import FlipbookSupport
import FlipbookTestSupport
@testable import FlipbookScene

/// Which file a symbol name maps to (`SymbolFile`'s one rule), and SVG files that must not crash,
/// hang or read anything: each broken one is a placeholder and a warning naming the file.
final class SVGSymbolFileTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private var folder: URL!

    override func setUpWithError() throws { folder = try temporaryDirectory("svg-symbols") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// A 4×4 red PNG, for references an SVG must not load.
    private static let redPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAEklEQVR4nGP4z8DwHxkzkC4AADxAH+HggXe0AAAAAElFTkSuQmCC")!

    private func write(_ text: String, _ name: String, in place: URL? = nil) throws {
        try Data(text.utf8).write(to: (place ?? folder).appendingPathComponent(name))
    }

    private func copyFixture(_ fixture: String, as name: String) throws {
        try FileManager.default.copyItem(at: TestFonts.symbols.appendingPathComponent(fixture), to: folder.appendingPathComponent(name))
    }

    private func symbol(_ name: String, _ configuration: SymbolConfiguration? = nil) throws -> Image {
        try XCTUnwrap(Image(systemName: name, in: folder, withConfiguration: configuration))
    }

    /// The symbol drawn in its own colours (`.alwaysOriginal`) at 17 pt on white at 1x, and the
    /// scene's warnings.
    private func draw(_ name: String) throws -> (frame: RasterFrame, warnings: [String]) {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 40, height: 40), scale: 1, safeAreaInsets: .zero))
        scene.backgroundColor = .white
        let view = ImageView(image: try symbol(name).withRenderingMode(.alwaysOriginal))
        view.frame = Rect(origin: .zero, size: view.intrinsicContentSize)
        scene.root.addSubview(view)
        let frame = try Rasterizer().render(scene.displayList())
        return (frame, scene.warnings)
    }

    // MARK: precedence

    func testAnSVGBeatsAPNGOfTheSameNameAndAWeightsOwnFileBeatsBoth() throws {
        // The SVG is 12×20 pt at 17 pt, the PNG (chevron.right@3x.png, 27×45 pixels) 9×15.
        try copyFixture("chevron.forward.svg", as: "arrow.svg")
        try copyFixture("chevron.right@3x.png", as: "arrow@3x.png")
        XCTAssertEqual(try symbol("arrow").size, Size(width: 12, height: 20), "NAME.svg before NAME.png")

        try copyFixture("chevron.right@3x.png", as: "arrow.semibold@3x.png")
        XCTAssertEqual(try symbol("arrow", SymbolConfiguration(weight: .semibold)).size, Size(width: 9, height: 15),
                       "NAME.WEIGHT.png before NAME.svg")
        XCTAssertEqual(try symbol("arrow", SymbolConfiguration(weight: .regular)).size, Size(width: 12, height: 20),
                       "another weight's file is not used")

        try copyFixture("chevron.forward.svg", as: "arrow.semibold.svg")
        XCTAssertEqual(try symbol("arrow", SymbolConfiguration(weight: .semibold)).size, Size(width: 12, height: 20),
                       "NAME.WEIGHT.svg before NAME.WEIGHT.png")
    }

    func testABrokenSVGIsNotSkippedForThePNG() throws {
        try write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><path", "arrow.svg")
        try copyFixture("chevron.right@3x.png", as: "arrow@3x.png")
        let image = try symbol("arrow")
        XCTAssertEqual(image.ref.missingSymbol, "arrow", "a placeholder, so the developer sees the broken file")
        let warnings = try draw("arrow").warnings
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains(folder.appendingPathComponent("arrow.svg").path) ?? false, "\(warnings)")
    }

    // MARK: hostile files

    /// The file's problem, as the scene's one warning (and the symbol is the placeholder: 17 pt square).
    private func problem(_ name: String) throws -> String {
        let image = try symbol(name)
        XCTAssertEqual(image.ref.missingSymbol, name, "\(name): the placeholder")
        XCTAssertEqual(image.size.width, 17, accuracy: 0.5)
        let warnings = try draw(name).warnings
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        let warning = warnings.first ?? ""
        XCTAssertTrue(warning.hasPrefix("symbol '\(name)' cannot use its image: "), warning)
        XCTAssertTrue(warning.contains("\(name).svg"), "names the file: \(warning)")
        return warning
    }

    func testAnSVGThatDoesNotParseIsAWarningNamingIt() throws {
        try write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><path d=\"M0 0", "truncated.svg")
        XCTAssertTrue(try problem("truncated").contains("not a usable SVG image"))
        try write("this is not XML", "text.svg")
        XCTAssertTrue(try problem("text").contains("not a usable SVG image"))
        try write("", "empty.svg")
        XCTAssertTrue(try problem("empty").contains("the file is empty"))
    }

    func testAnAbsurdOrMissingSizeIsRefusedBeforeAnyPixelIsMade() throws {
        try write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1e9\" height=\"20\"/>", "huge.svg")
        XCTAssertTrue(try problem("huge").contains("width 1000000000.0 pt is not a usable size"))
        try write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"12\" height=\"0\"/>", "flat.svg")
        XCTAssertTrue(try problem("flat").contains("height 0.0 pt is not a usable size"))
        try write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100%\"/>", "unsized.svg")
        XCTAssertTrue(try problem("unsized").contains("neither a width and height in absolute units nor a viewBox"))
    }

    func testAFileOverTheImageLimitIsNotRead() throws {
        // Sparse: the size is checked before any byte is read, so no 64 MB is written either.
        let url = folder.appendingPathComponent("big.svg")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        XCTAssertEqual(truncate(url.path, off_t(InputFile.imageByteLimit + 1)), 0)
        XCTAssertTrue(try problem("big").contains("larger than the limit"))
    }

    func testAFIFOOrALinkOutOfTheFolderIsRefusedWithoutBlocking() throws {
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("pipe.svg").path, 0o600), 0)
        XCTAssertTrue(try problem("pipe").contains("not a regular file"))
        let outside = try temporaryDirectory("svg-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.copyItem(at: TestFonts.symbols.appendingPathComponent("chevron.forward.svg"),
                                         to: outside.appendingPathComponent("real.svg"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.svg"),
                                                   withDestinationURL: outside.appendingPathComponent("real.svg"))
        XCTAssertTrue(try problem("link").contains("leaves the folder"))
    }

    /// librsvg can load images an SVG names; with no base URL it loads none from a file, inside the
    /// folder or out of it: only `data:` URLs, which read nothing.
    func testAnSVGLoadsNoFileItReferences() throws {
        let outside = try temporaryDirectory("svg-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        try Self.redPNG.write(to: outside.appendingPathComponent("red.png"))
        try Self.redPNG.write(to: folder.appendingPathComponent("red.png"))
        func svg(_ href: String) -> String {
            """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">
              <rect x="0" y="0" width="4" height="4" fill="#000"/>
              <image x="4" y="4" width="16" height="16" href="\(href)"/>
              <image x="4" y="4" width="16" height="16" xlink:href="\(href)"/>
            </svg>
            """
        }
        try write(svg("data:image/png;base64,\(Self.redPNG.base64EncodedString())"), "inline.svg")
        try write(svg("file://\(outside.path)/red.png"), "absolute.svg")
        try write(svg("\(outside.path)/red.png"), "path.svg")
        try write(svg("red.png"), "relative.svg")
        try write(svg("../\(outside.lastPathComponent)/red.png"), "parent.svg")
        let redPixel = RGBA(r: 255, g: 0, b: 0, a: 255)
        // The control: an image the SVG carries is drawn, so the others' absence means something.
        let inline = try draw("inline")
        XCTAssertEqual(inline.frame.rgba(12, 12), redPixel, "a data: image is drawn")
        for name in ["absolute", "path", "relative", "parent"] {
            let drawn = try draw(name)
            XCTAssertEqual(drawn.frame.rgba(1, 1), RGBA(r: 0, g: 0, b: 0, a: 255), "\(name): the rest of the SVG is drawn")
            XCTAssertEqual(drawn.frame.rgba(12, 12), white, "\(name): the referenced file is not loaded")
            XCTAssertEqual(drawn.frame.count(of: 0xFFFF_0000, tolerance: 40), 0, "\(name): no red anywhere")
            XCTAssertEqual(drawn.warnings, [], "\(name): the SVG itself is fine")
        }
    }

    /// XInclude can pull a file's text into an SVG; `/etc/passwd` must draw nothing, where the same
    /// text written inline draws ink (the control).
    func testAnSVGIncludesNoFileText() throws {
        func svg(_ content: String) -> String {
            """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" width="40" height="20">
              <text x="0" y="16" font-size="16" fill="#000">\(content)</text>
            </svg>
            """
        }
        try write(svg("root:x:0:0"), "inline.svg")
        try write(svg("<xi:include href=\"/etc/passwd\" parse=\"text\"/>"), "passwd.svg")
        try write(svg("<xi:include href=\"file:///etc/passwd\" parse=\"text\"/>"), "passwdurl.svg")
        XCTAssertNotNil(try draw("inline").frame.inkBounds(differingFrom: white), "inline text is drawn")
        for name in ["passwd", "passwdurl"] {
            let drawn = try draw(name)
            XCTAssertNil(drawn.frame.inkBounds(differingFrom: white), "\(name): /etc/passwd is not read")
        }
    }

    /// Any scale a caller passes is checked before it becomes a pixel count: a huge, zero, or
    /// not-a-number scale is an error naming the file, never a trap in the Int conversion.
    func testAnAbsurdRenderScaleIsRefusedNotTrapped() throws {
        let svg = try SVGDocument(bytes: Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="12" height="20"/>"#.utf8), name: "tiny.svg")
        for scale in [1e300, Double.greatestFiniteMagnitude, 0, -1, .nan, .infinity] {
            XCTAssertThrowsError(try svg.render(scale: scale), "scale \(scale)") { error in
                XCTAssertTrue("\(error)".contains("tiny.svg"), "\(error)")
            }
        }
        let image = try svg.render(scale: 2)
        XCTAssertEqual(image.width, 24)
        XCTAssertEqual(image.height, 40)
    }
}
