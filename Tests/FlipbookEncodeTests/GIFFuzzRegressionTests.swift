import XCTest
import FlipbookTestSupport
import FlipbookEncode

/// Every GIF the libFuzzer target kept (Fuzz/seeds/gif, Fuzz/regressions/gif) decodes or throws
/// `GIFError`, within the decoder's limits, never trapping.
final class GIFFuzzRegressionTests: XCTestCase {
    func testFuzzInputsDecodeOrThrow() throws {
        var decoded = 0
        for (name, bytes) in try FuzzInputs.all(for: "gif") {
            do {
                let gif = try GIFDecoder.decode(bytes: bytes, name: name)
                XCTAssertEqual(gif.frames.count, gif.delaysCentiseconds.count, name)
                XCTAssertLessThanOrEqual(gif.width * gif.height * gif.frames.count, GIFDecoder.maximumDecodedPixels, name)
                decoded += 1
            } catch {
                XCTAssertTrue(error is GIFError, "\(name): \(error)")
            }
        }
        XCTAssertGreaterThan(decoded, 3, "the seeds hold GIFs that decode")
    }
}
