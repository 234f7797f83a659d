import Foundation
import XCTest
@testable import FlipbookRender
import FlipbookTestSupport

final class ImageDecoderTests: XCTestCase {
    func testMissingImageNamesThePath() {
        XCTAssertThrowsError(try PNGImageDecoder.decode(path: "/nonexistent/icon.png")) { error in
            XCTAssertEqual(error as? RenderError, .imageMissing(path: "/nonexistent/icon.png"))
            XCTAssertTrue("\(error)".contains("/nonexistent/icon.png"))
        }
    }

    func testCorruptImageIsAnErrorNotACrash() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-corrupt-\(getpid()).png")
        try Data("definitely not a PNG".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertThrowsError(try PNGImageDecoder.decode(path: url.path)) { error in
            guard case .imageCorrupt(let path, _)? = error as? RenderError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, url.path)
        }
    }

    func testImageDrawsIntoItsRectByContentMode() throws {
        // A 2×1 image: red, blue. Aspect-fit into a 100×100 box leaves bands above and below.
        let image = DecodedImage(name: "test", width: 2, height: 1, pixels: [0xFFFF_0000, 0xFF00_00FF])
        let list = DisplayList(size: Size(width: 100, height: 100), scale: 1, background: .white, ops: [
            .beginGroup(Group(transform: .identity)),
            .image(ImageRef(image: image), rect: Rect(x: 0, y: 0, width: 100, height: 100), mode: .scaleAspectFit),
            .endGroup,
        ])
        let frame = try Rasterizer().render(list)
        XCTAssertEqual(frame.rgba(50, 10), RGBA(r: 255, g: 255, b: 255, a: 255), "band above the fitted image")
        XCTAssertEqual(frame.rgba(5, 50).r, 255)
        XCTAssertEqual(frame.rgba(95, 50).b, 255)
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: RGBA(r: 255, g: 255, b: 255, a: 255)))
        XCTAssertEqual(ink.minY, 25); XCTAssertEqual(ink.maxY, 74)
    }

    func testContentModeDestinations() {
        let box = Rect(x: 0, y: 0, width: 100, height: 50)
        let image = Size(width: 20, height: 20)
        XCTAssertEqual(ContentMode.scaleToFill.destination(for: image, in: box), box)
        XCTAssertEqual(ContentMode.scaleAspectFit.destination(for: image, in: box), Rect(x: 25, y: 0, width: 50, height: 50))
        XCTAssertEqual(ContentMode.scaleAspectFill.destination(for: image, in: box), Rect(x: 0, y: -25, width: 100, height: 100))
        XCTAssertEqual(ContentMode.center.destination(for: image, in: box), Rect(x: 40, y: 15, width: 20, height: 20))
    }
}
