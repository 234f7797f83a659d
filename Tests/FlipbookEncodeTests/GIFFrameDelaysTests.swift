import XCTest
@testable import FlipbookEncode

final class GIFFrameDelaysTests: XCTestCase {
    func testThirtyFPSCarriesRoundingAs343() throws {
        let delays = try GIFFrameDelays(fps: 30)
        XCTAssertEqual((0..<9).map(delays.centiseconds(forFrame:)), [3, 4, 3, 3, 4, 3, 3, 4, 3])
        // 300 frames at 30 fps are exactly 10 s: no drift.
        XCTAssertEqual((0..<300).map(delays.centiseconds(forFrame:)).reduce(0, +), 1000)
    }

    func testSumAlwaysMatchesRoundedTimestamp() throws {
        for fps in [1.0, 7, 12.5, 24, 25, 29.97, 50, 60, 100] {
            let delays = try GIFFrameDelays(fps: fps)
            var sum = 0
            for k in 0..<500 {
                sum += delays.centiseconds(forFrame: k)
                XCTAssertEqual(sum, Int((Double(k + 1) * 100 / fps).rounded()), "fps \(fps) frame \(k)")
            }
        }
    }

    func testInvalidRatesThrowWithAMessage() {
        for fps in [0, -1, .nan, .infinity, 101, 0.001] {
            XCTAssertThrowsError(try GIFFrameDelays(fps: fps), "fps \(fps)") { error in
                XCTAssertTrue("\(error)".contains("fps"), "\(error)")
            }
        }
    }
}
