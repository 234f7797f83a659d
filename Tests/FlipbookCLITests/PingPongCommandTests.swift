import Foundation
import XCTest
import FlipbookTestSupport

/// `render --ping-pong` as a user calls it: the frames play forward, then back without
/// repeating the two ends, so n frames become 2n − 2, the way-back frames byte for byte the
/// forward ones.
final class PingPongCommandTests: XCTestCase {
    func testPingPongFolderHasTwoNMinusTwoFramesMirroringTheForwardOnes() throws {
        let dir = try temporaryDirectory("ping-pong")
        defer { try? FileManager.default.removeItem(at: dir) }
        let forward = dir.appendingPathComponent("forward"), pingPong = dir.appendingPathComponent("ping-pong")
        let plain = try flipbook("render", "blog-header", "-o", forward.path, "--frames", "0..9", "--scale", "1", "--quiet")
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let both = try flipbook("render", "blog-header", "-o", pingPong.path, "--frames", "0..9", "--scale", "1",
                                "--ping-pong", "--quiet")
        XCTAssertEqual(both.status, 0, both.stderr)

        let ahead = try framePNGs(in: forward).map { try Data(contentsOf: $0) }
        let played = try framePNGs(in: pingPong).map { try Data(contentsOf: $0) }
        let n = ahead.count
        XCTAssertEqual(n, 10)
        XCTAssertEqual(played.count, 2 * n - 2)
        guard played.count == 2 * n - 2 else { return }
        for k in 0..<n { XCTAssertEqual(played[k], ahead[k], "forward frame \(k)") }
        // Way back: frame n + j replays forward frame n − 2 − j (the last frame is not shown twice).
        for j in 0..<(n - 2) { XCTAssertEqual(played[n + j], ahead[n - 2 - j], "replayed frame \(n + j)") }
    }
}
