import Foundation
import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// `Image(systemName:)` mapped to a project's SVG export (`symbols/NAME.svg`): drawn at the
/// configured size from its own geometry, in the view's tint, as an independent SVG rasterizer
/// (CairoSVG) draws it.
///
/// The fixture `Tests/Fixtures/symbols/chevron.forward.svg` is 12×20 (its size at 17 pt, medium:
/// `Image.referencePointSize`, CHOSEN) with ink from (1, 1) to (11, 19), its polygon's corners.
final class SVGSymbolTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let red = Color(red: 1, green: 0, blue: 0)
    private let origin = 10.0   // the view's place in points, both axes

    private var fixture: URL { TestFonts.symbols.appendingPathComponent("chevron.forward.svg") }

    /// The chevron at 34 pt (twice the reference: 24×40 pt) in a red-tinted image view at
    /// (10, 10) on white, rendered at `scale`.
    private func renderChevron(scale: Double) throws -> (frame: RasterFrame, scene: Scene, image: Image) {
        let screen = Screen(name: "test", size: Size(width: 60, height: 60), scale: scale, safeAreaInsets: .zero)
        let scene = Scene(screen: screen)
        scene.backgroundColor = .white
        let image = try XCTUnwrap(Image(systemName: "chevron.forward", in: TestFonts.symbols,
                                        withConfiguration: SymbolConfiguration(pointSize: 34)))
        let view = ImageView(image: image)
        view.frame = Rect(origin: Point(x: origin, y: origin), size: view.intrinsicContentSize)
        view.tintColor = red
        scene.root.addSubview(view)
        return (try Rasterizer().render(scene.displayList()), scene, image)
    }

    func testAnSVGSymbolDrawsItsGeometryAtTheConfiguredSizeInTheTint() throws {
        for scale in [2.0, 3.0] {
            let (frame, scene, image) = try renderChevron(scale: scale)
            XCTAssertTrue(image.isSymbolImage)
            XCTAssertEqual(image.size, Size(width: 24, height: 40), "34 / 17 = 2 times the file's 12×20")
            XCTAssertEqual(scene.warnings, [])
            // Hand-worked: ink (1, 1)…(11, 19) in the file, ×2 → (2, 2)…(22, 38) pt inside the view,
            // so pixels (10 + 2) × scale up to (10 + 22) × scale, exclusive.
            let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
            XCTAssertEqual(Double(ink.minX), 12 * scale, accuracy: 1, "scale \(scale)")
            XCTAssertEqual(Double(ink.maxX + 1), 32 * scale, accuracy: 1, "scale \(scale)")
            XCTAssertEqual(Double(ink.minY), 12 * scale, accuracy: 1, "scale \(scale)")
            XCTAssertEqual(Double(ink.maxY + 1), 48 * scale, accuracy: 1, "scale \(scale)")
            // Mid upper arm: file x 6, between y 4.375 and 6.625 → file (6, 5.5), drawn (22, 21) pt.
            // The file is black; drawn, it is the tint.
            XCTAssertEqual(frame.rgba(Int(22 * scale), Int(21 * scale)), RGBA(r: 255, g: 0, b: 0, a: 255), "scale \(scale)")
            // Between the arms (file (4, 10), drawn (18, 30) pt): background.
            XCTAssertEqual(frame.rgba(Int(18 * scale), Int(30 * scale)), white, "scale \(scale)")
        }
    }

    func testAlwaysOriginalDrawsTheSVGsOwnColour() throws {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 60, height: 60), scale: 2, safeAreaInsets: .zero))
        scene.backgroundColor = .white
        let image = try XCTUnwrap(Image(systemName: "chevron.forward", in: TestFonts.symbols,
                                        withConfiguration: SymbolConfiguration(pointSize: 34)))
        let view = ImageView(image: image.withRenderingMode(.alwaysOriginal))
        view.frame = Rect(origin: Point(x: origin, y: origin), size: view.intrinsicContentSize)
        view.tintColor = red
        scene.root.addSubview(view)
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(frame.rgba(44, 42), RGBA(r: 0, g: 0, b: 0, a: 255), "the file's black, not the tint")
    }

    /// At another configuration the SVG is drawn again at that size, not scaled from the first.
    func testAnSVGSymbolIsRedrawnAtANewConfiguration() throws {
        let small = try XCTUnwrap(Image(systemName: "chevron.forward", in: TestFonts.symbols, withConfiguration: nil))
        XCTAssertEqual(small.size, Size(width: 12, height: 20))
        let large = small.withConfiguration(SymbolConfiguration(pointSize: 17, weight: .regular, scale: .large))
        XCTAssertEqual(large.size.width, 12 * SymbolScale.large.factor, accuracy: 1 / Image.vectorPixelsPerPoint)
        XCTAssertEqual(Double(large.ref.image.width), (12 * 1.3 * Image.vectorPixelsPerPoint).rounded(.up))
        XCTAssertEqual(large.ref.scale, Image.vectorPixelsPerPoint, "drawn at its size, not stretched from 17 pt")
    }

    /// CairoSVG (Debian's python3-cairosvg: its own SVG parser, no librsvg) draws the file at the
    /// view's pixel size; its coverage, tinted red over white, is what the frame should show.
    func testTheFrameMatchesAnIndependentRasterizer() throws {
        for scale in [2.0, 3.0] {
            let (frame, _, _) = try renderChevron(scale: scale)
            let side = (width: Int(24 * scale), height: Int(40 * scale))
            try Checker.require(.cairosvg)
            let script = """
            import cairosvg, io, sys
            from PIL import Image
            png = cairosvg.svg2png(url=sys.argv[1], output_width=int(sys.argv[2]), output_height=int(sys.argv[3]))
            image = Image.open(io.BytesIO(png)).convert("RGBA")
            print(" ".join(str(p[3]) for p in image.getdata()))
            """
            let out = try ProcessRun.checked(URL(fileURLWithPath: Checker.python),
                                             ["-c", script, fixture.path, "\(side.width)", "\(side.height)"])
            let reference = out.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            XCTAssertEqual(reference.count, side.width * side.height)
            guard reference.count == side.width * side.height else { continue }
            var worst = 0, total = 0, inkOurs = 0, inkTheirs = 0
            let left = Int(origin * scale)
            for y in 0..<side.height {
                for x in 0..<side.width {
                    // Red over white: green falls from 255 by the coverage; red stays 255, blue = green.
                    let p = frame.rgba(left + x, left + y)
                    let ours = 255 - p.g
                    XCTAssertEqual(p.r, 255); XCTAssertEqual(p.b, p.g)
                    let theirs = reference[y * side.width + x]
                    worst = max(worst, abs(ours - theirs)); total += abs(ours - theirs)
                    inkOurs += ours; inkTheirs += theirs
                }
            }
            let mean = Double(total) / Double(side.width * side.height)
            // CHOSEN tolerances: the symbol is drawn at 6 pixels a point and shrunk by 3 (2x) or 2
            // (3x) by the rasterizer's filter, CairoSVG straight at the pixel size, so edge pixels
            // may differ a little (measured: at most 6 levels, mean 0.12 at 2x and 0.06 at 3x).
            XCTAssertLessThanOrEqual(worst, 16, "scale \(scale): worst pixel")
            XCTAssertLessThanOrEqual(mean, 1, "scale \(scale): mean difference")
            XCTAssertEqual(Double(inkOurs), Double(inkTheirs), accuracy: Double(inkTheirs) * 0.005, "scale \(scale): total ink")
            print("SVGSymbolTests: scale \(scale): worst \(worst), mean \(mean), ink \(inkOurs) vs \(inkTheirs)")
        }
    }
}
