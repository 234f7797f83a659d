import Foundation
import XCTest
import FlipbookTestSupport

/// `diff --threshold` as a user calls it: two PNGs a few levels apart pass a lenient threshold
/// and fail a strict one. The images are made by Pillow, not by Flipbook, so the comparison is
/// checked against files the project did not write.
final class DiffThresholdCommandTests: XCTestCase {
    func testSlightlyDifferentPNGsPassAHighThresholdAndFailZero() throws {
        try Checker.require(.pillow)
        let dir = try temporaryDirectory("diff-threshold")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png")
        // Flat images, every pixel 3 levels of red apart: nothing looks like anti-aliasing, so
        // every pixel counts at threshold 0.
        _ = try IndependentChecker.run("""
            import sys
            from PIL import Image
            Image.new("RGB", (32, 32), (128, 128, 128)).save(sys.argv[1])
            Image.new("RGB", (32, 32), (131, 128, 128)).save(sys.argv[2])
            """, arguments: [a.path, b.path])

        let lenient = try flipbook("diff", a.path, b.path, "--threshold", "0.5")
        XCTAssertEqual(lenient.status, 0, lenient.stdout + lenient.stderr)
        XCTAssertTrue(lenient.stdout.contains("0 pixels differ"), lenient.stdout)

        let strict = try flipbook("diff", a.path, b.path, "--threshold", "0")
        XCTAssertEqual(strict.status, 1, strict.stdout + strict.stderr)
        XCTAssertTrue(strict.stdout.contains("1024 pixels differ"), strict.stdout)
    }
}
