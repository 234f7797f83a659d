import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// `UIGraphicsImageRenderer` as app code makes an icon: drawing code rasterised into an image at
/// the format's scale (developer.apple.com/documentation/uikit/uigraphicsimagerenderer), shown in
/// an image view and measured in pixels.
final class GraphicsImageRendererTests: XCTestCase {
    private func statusDot(_ colour: UIColor, format: UIGraphicsImageRendererFormat = .default()) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            colour.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            UIColor.white.setFill()
            context.fill(CGRect(x: 8, y: 8, width: 4, height: 4))
        }
    }

    func testTheIconIsDrawnAtTheFormatsScaleAndShowsInAnImageView() throws {
        let scene = Scene(screen: Screen(name: "icon", size: CGSize(width: 40, height: 40), scale: 2, safeAreaInsets: .zero))
        scene.root.backgroundColor = .black
        scene.advance(to: Step(index: 0, time: 0))
        let dot = statusDot(.systemGreen)
        XCTAssertEqual(dot.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(dot.scale, 2, "the default format takes the scene's screen scale")
        let view = UIImageView(image: dot)
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        scene.root.addSubview(view)
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(frame.rgba(40, 40), RGBA(r: 255, g: 255, b: 255, a: 255), "the white square in the middle")
        XCTAssertEqual(frame.rgba(30, 40), RGBA(r: 52, g: 199, b: 89, a: 255), "systemGreen around it")
        XCTAssertEqual(frame.rgba(21, 21), RGBA(r: 0, g: 0, b: 0, a: 255), "outside the oval, clear: the background shows")
    }

    func testAnOpaqueFormatIsWhiteBehindAndABadSizeGivesABlankImage() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in }
        XCTAssertEqual(image.size, CGSize(width: 10, height: 10))
        var ran = 0
        let huge = UIGraphicsImageRenderer(size: CGSize(width: 1e9, height: 10), format: format).image { _ in ran += 1 }
        XCTAssertEqual(ran, 1, "the drawing code runs (it only records)")
        XCTAssertEqual(huge.size, CGSize(width: 1, height: 1), "no billion-pixel raster: one clear pixel")
    }

    func testCurrentImageIsWhatHasBeenDrawnSoFar() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var halfway: UIImage?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            halfway = context.currentImage
            UIColor.blue.setFill()
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        let scene = Scene(screen: Screen(name: "half", size: CGSize(width: 10, height: 10), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let view = UIImageView(image: try XCTUnwrap(halfway))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        scene.root.addSubview(view)
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(frame.rgba(2, 5), RGBA(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(frame.rgba(7, 5), RGBA(r: 255, g: 255, b: 255, a: 255), "the blue half came after")
    }
}
