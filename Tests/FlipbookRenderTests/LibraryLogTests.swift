import Foundation
import XCTest
import CCairo
@testable import FlipbookRender

/// GLib and Pango messages (here a CRITICAL from `g_return_if_fail(size >= 0)` in
/// `pango_font_description_set_absolute_size`, reached through the Swift API with a negative font
/// size) must not reach standard error raw; they are kept in `LibraryLog` for Flipbook to report.
final class LibraryLogTests: XCTestCase {
    /// Runs `body` with file descriptor 2 pointed at a file, and returns what was written there.
    private func capturingStandardError(_ body: () throws -> Void) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-stderr-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: url) }
        let file = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(file, 0)
        let saved = dup(2)
        XCTAssertGreaterThanOrEqual(saved, 0)
        XCTAssertEqual(dup2(file, 2), 2)
        close(file)
        defer {
            dup2(saved, 2)
            close(saved)
        }
        try body()
        return try String(contentsOf: url, encoding: .utf8)
    }

    func testPangoCriticalDoesNotReachStandardError() throws {
        // The renderer clamps font sizes before Pango sees them, so the CRITICAL is asked for
        // directly: Pango's own g_return_if_fail, as any bad argument reaching it would fire.
        LibraryLog.install()
        _ = LibraryLog.drain()
        let printed = try capturingStandardError {
            let description = pango_font_description_new()
            defer { pango_font_description_free(description) }
            pango_font_description_set_absolute_size(description, -12)
        }
        XCTAssertFalse(printed.contains("CRITICAL"), printed)
        XCTAssertEqual(printed, "")
        let kept = LibraryLog.drain()
        XCTAssertTrue(kept.contains { $0.hasPrefix("Pango: ") && $0.contains("size >= 0") }, "\(kept)")
        XCTAssertEqual(LibraryLog.drain(), [], "drain forgets")
    }

    /// Through the Swift API a negative font size no longer reaches Pango at all (it is clamped),
    /// so rendering it prints nothing and keeps nothing.
    func testNegativeFontSizeThroughTheRendererIsQuiet() throws {
        _ = LibraryLog.drain()
        let text = TextRun(text: "Hello", font: Font(family: "Inter", size: -12), color: .black,
                           frame: Rect(x: 0, y: 0, width: 80, height: 20))
        let printed = try capturingStandardError {
            _ = try Rasterizer().render(DisplayList(size: Size(width: 100, height: 40), scale: 1, background: .white,
                                                    ops: [.text(text)]))
        }
        XCTAssertEqual(printed, "")
    }
}
