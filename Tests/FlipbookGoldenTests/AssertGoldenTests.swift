import Foundation
import Testing
import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookGolden
@testable import FlipbookGoldenTesting

/// A scene for the helpers: a square that grows over 11 frames.
private func growingSquare(color: Color) -> (Scene, any Driver) {
    let s = Scene(screen: Screen(name: "t", size: Size(width: 80, height: 80), scale: 1, safeAreaInsets: .zero))
    let square = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
    square.id = "square"
    square.backgroundColor = color
    s.root.addSubview(square)
    s.onStep = { _, step in square.bounds.size = Size(width: 10 + 4 * Double(step.index), height: 10) }
    return (s, TimelineDriver(fps: 10, duration: 1))
}

final class AssertGoldenXCTests: XCTestCase {
    func testFailureMessagesNameTheFrameAndTheArtifacts() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-assert-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        var (s, d) = growingSquare(color: .systemBlue)
        try assertGolden(s, driver: d, named: "square", goldenDirectory: dir, record: .all)
        (s, d) = growingSquare(color: .systemBlue)
        try assertGolden(s, driver: d, named: "square", goldenDirectory: dir, record: .never)   // passes
        (s, d) = growingSquare(color: .systemRed)
        let failures = try goldenFailures(s, driver: d, named: "square", frames: .standard, threshold: 0.1, maxDiffPixels: 0,
                                          goldenDirectory: dir, record: .never, testFile: #filePath)
        XCTAssertEqual(failures.count, 2, "frames 0 and 10 (every 10th, and the last): \(failures)")
        XCTAssertTrue(failures[0].hasPrefix("square frame 0: 100 pixels differ"), failures[0])
        XCTAssertTrue(failures[0].contains("golden: \(dir.path)/square/0000.png") && failures[0].contains("diff: "), failures[0])
    }
}

@Suite struct ExpectGoldenSwiftTesting {
    @Test func recordsThenMatches() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-expect-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        var (s, d) = growingSquare(color: .systemGreen)
        try expectGolden(s, driver: d, named: "square", frames: .all, goldenDirectory: dir, record: .all)
        (s, d) = growingSquare(color: .systemGreen)
        try expectGolden(s, driver: d, named: "square", frames: .all, goldenDirectory: dir, record: .never)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("square/0010.png").path))
    }
}
