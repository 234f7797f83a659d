import XCTest
import FlipbookTestSupport
import FlipbookRender

/// Every PNG the libFuzzer target kept (Fuzz/seeds/png, Fuzz/regressions/png) decodes or throws
/// `RenderError.imageCorrupt`, within the pixel limit, never trapping.
final class PNGFuzzRegressionTests: XCTestCase {
    func testFuzzInputsDecodeOrThrow() throws {
        var decoded = 0
        for (name, bytes) in try FuzzInputs.all(for: "png") {
            do {
                let image = try PNGImageDecoder.decode(bytes: bytes, name: name)
                XCTAssertEqual(image.pixels.count, image.width * image.height, name)
                XCTAssertLessThanOrEqual(image.pixels.count, PNGImageDecoder.maximumPixels, name)
                decoded += 1
            } catch RenderError.imageCorrupt(let path, _) {
                XCTAssertEqual(path, name)
            }
        }
        XCTAssertGreaterThan(decoded, 3, "the seeds hold PNGs that decode")
    }
}
