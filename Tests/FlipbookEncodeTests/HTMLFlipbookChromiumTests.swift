import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookPipeline
import FlipbookRender
@testable import FlipbookEncode

/// Opens flipbook pages in headless Chromium (Debian's `chromium`), as the golden report's
/// test does: the scrubber shows the frame it points at, pixel for pixel; the arrow keys step
/// one frame; the page plays by itself. The URL fragment drives the page's own handlers
/// (`#scrub=N`, `#keys=…`), so every check is deterministic.
final class HTMLFlipbookChromiumTests: XCTestCase {
    static var chromium: String { Checker.chromiumPath }

    private var page: URL!
    private var folder: URL!
    private var frames: [RasterFrame] = []

    // Chromium is asked for in each test, not here: XCTest reports a setUp error as a skipped test.
    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
        page = folder.appendingPathComponent("bands.html")
        var source = ScrollingBands(frames: 8)
        try DriveLoop().run(source, into: [try HTMLFlipbookSink(url: page)])
        frames = []
        while try source.advance() != nil { frames.append(try Rasterizer().render(source.displayList())) }
    }

    /// Runs Chromium on the page with `fragment`; `--virtual-time-budget` lets the strips
    /// decode and the canvas draw before the DOM or the screen is taken.
    private func chromium(_ fragment: String, _ mode: [String], virtualMilliseconds: Int = 3000) throws -> String {
        var url = URLComponents(url: page, resolvingAgainstBaseURL: false)!
        url.fragment = fragment
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                             "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                             "--force-device-scale-factor=1", "--window-size=600,700", "--virtual-time-budget=\(virtualMilliseconds)"]
            + mode + [url.string!]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 90, execute: watchdog)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        XCTAssertEqual(process.terminationStatus, 0, "chromium exited with \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }

    private func screenshot(_ fragment: String) throws -> RasterFrame {
        let shot = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
        _ = try chromium(fragment, ["--screenshot=\(shot.path)"])
        return RasterFrame(try PNGImageDecoder.decode(path: shot.path))
    }

    /// What the page says it shows: body's data-frame and the caption.
    private func shown(_ fragment: String, virtualMilliseconds: Int = 3000)
        throws -> (frame: String?, drawn: String?, playing: String?, caption: String?) {
        let dom = try chromium(fragment, ["--dump-dom"], virtualMilliseconds: virtualMilliseconds)
        func attribute(_ name: String) -> String? {
            guard let body = dom.range(of: "<body[^>]*>", options: .regularExpression) else { return nil }
            let tag = dom[body]
            guard let r = tag.range(of: "\(name)=\"[^\"]*\"", options: .regularExpression) else { return nil }
            return String(tag[r].dropFirst(name.count + 2).dropLast())
        }
        let caption = dom.range(of: "<figcaption id=\"caption\">[^<]*</figcaption>", options: .regularExpression).map {
            String(dom[$0].dropFirst("<figcaption id=\"caption\">".count).dropLast("</figcaption>".count))
        }
        return (attribute("data-frame"), attribute("data-drawn"), attribute("data-playing"), caption)
    }

    /// Where `frame` sits in the screenshot, pixel for pixel, if anywhere.
    private func place(of frame: RasterFrame, in shot: RasterFrame) -> (x: Int, y: Int)? {
        for y in 0...(shot.height - frame.height) {
            for x in 0...(shot.width - frame.width) where matches(frame, in: shot, at: (x, y)) { return (x, y) }
        }
        return nil
    }

    private func matches(_ frame: RasterFrame, in shot: RasterFrame, at origin: (x: Int, y: Int)) -> Bool {
        for y in 0..<frame.height {
            for x in 0..<frame.width where shot.pixel(x: origin.x + x, y: origin.y + y) | 0xFF00_0000 != frame.pixel(x: x, y: y) {
                return false
            }
        }
        return true
    }

    func testTheScrubberShowsExactlyTheFrameItPointsAt() throws {
        try Checker.require(.chromium)
        let early = try screenshot("scrub=1"), late = try screenshot("scrub=6")
        guard let spot = place(of: frames[1], in: early) else { return XCTFail("frame 1 is not on screen at scrub=1") }
        XCTAssertTrue(matches(frames[6], in: late, at: spot), "frame 6 is not on screen at scrub=6")
        XCTAssertFalse(matches(frames[1], in: late, at: spot), "scrub=6 still shows frame 1")
        XCTAssertNotEqual(frames[1], frames[6])
        let state = try shown("scrub=6")
        XCTAssertEqual(state.frame, "6")
        XCTAssertEqual(state.drawn, "6", "the canvas was not painted with frame 6")
        XCTAssertEqual(state.caption, "step 6 · 0.60 s · offset (0, 42)")
    }

    func testArrowKeysStepOneFrame() throws {
        try Checker.require(.chromium)
        let state = try shown("frame=2&keys=ArrowRight,ArrowRight,ArrowLeft")
        XCTAssertEqual(state.frame, "3")
        XCTAssertEqual(state.caption, "step 3 · 0.30 s · offset (0, 21)")
        XCTAssertEqual(try shown("keys=End,ArrowRight").frame, "7", "→ on the last frame stays there")
        XCTAssertEqual(try shown("keys=End,Home,ArrowLeft,ArrowRight").frame, "1")
        guard let spot = place(of: frames[4], in: try screenshot("frame=3&keys=ArrowRight")) else {
            return XCTFail("frame 4 is not on screen after → from frame 3")
        }
        XCTAssertNotNil(spot)
    }

    func testThePagePlaysByItselfAtTheChosenSpeedAndAKeyPausesIt() throws {
        try Checker.require(.chromium)
        // 10 frames a second for 0.45 s of virtual time: playing, a few frames on (not yet
        // round the 8 frames and back to 0).
        let playing = try shown("", virtualMilliseconds: 450)
        XCTAssertEqual(playing.playing, "true")
        XCTAssertTrue(["1", "2", "3", "4", "5"].contains(playing.frame ?? ""), "frame \(playing.frame ?? "none") after 0.45 s")
        // At half speed, 5 frames a second: two frames in the same time.
        XCTAssertEqual(try shown("speed=0.5&play", virtualMilliseconds: 450).frame, "2")
        let paused = try shown("play&keys=ArrowRight")
        XCTAssertEqual(paused.playing, "false")
        XCTAssertEqual(paused.frame, "1")
    }
}
