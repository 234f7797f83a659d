import Foundation
import XCTest
import Flipbook
import FlipbookExamples
import FlipbookTestSupport

/// Previews without a frozen second: blog-header-drag's GIF, decoded by Pillow, never shows the
/// same picture for more than 10 frames while something is still moving; and `trimStill`
/// drops the frames with no visible change from a PNG folder, saying so in the trace.
final class StillFramesTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("still-frames") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// Per step, whether the scene is at rest on purpose (a wait after the content rested, the
    /// final hold): nothing touches, decelerates or animates.
    private func deliberateHolds(_ builtIn: BuiltInScene, scale: Double) throws -> [Bool] {
        var (scene, driver) = try builtIn.make(SceneTraits(scale: scale))
        var holds: [Bool] = []
        while let step = driver.next(scene) {
            let animating = scene.scrollView?.isScrollAnimating ?? false
            scene.advance(to: step)
            let s = scene.scrollView
            holds.append(scene.touchLocation == nil && !(s?.isDecelerating ?? false) && !animating
                         && !scene.stepCallbacks.contains(.didEndDecelerating)
                         && !(s?.isScrollAnimating ?? false) && scene.animations.isEmpty)
        }
        return holds
    }

    func testBlogHeaderDragGIFHasNoLongStillRunsWhileMoving() throws {
        try Checker.require(.pillow)
        let builtIn = try XCTUnwrap(BuiltInScenes.named("blog-header-drag"))
        let holds = try deliberateHolds(builtIn, scale: 1)
        let (scene, driver) = try builtIn.make(SceneTraits(scale: 1))
        let gif = dir.appendingPathComponent("drag.gif")
        var options = RenderOptions()
        options.gif.lossyTolerance = 0
        try scene.render(driver, to: gif.path, options: options)

        let seen = try PillowAnimation.read(gif)
        // Merge consecutive identical pictures (the encoder already stores them once), then map
        // each run to the steps it covers by its time.
        var runs: [(start: Double, end: Double)] = []
        var time = 0.0
        for (k, frame) in seen.frames.enumerated() {
            let end = time + seen.durations[k] / 1000
            if k > 0, frame == seen.frames[k - 1] { runs[runs.count - 1].end = end } else { runs.append((time, end)) }
            time = end
        }
        XCTAssertEqual(time, Double(holds.count) / 30, accuracy: 0.02, "the GIF lasts as long as the run")
        var longest = 0
        for run in runs {
            let first = Int((run.start * 30).rounded()), last = min(holds.count, Int((run.end * 30).rounded()))
            guard first < last else { continue }
            let moving = holds[first..<last].filter { !$0 }.count
            longest = max(longest, moving)
            XCTAssertLessThanOrEqual(moving, 10, "steps \(first)..<\(last) look identical while the content still moves")
        }
        XCTAssertGreaterThan(runs.count, 30, "the GIF animates")
        print("blog-header-drag at 1×: \(holds.count) steps, \(runs.count) distinct pictures, longest still run while moving: \(longest)")
    }

    func testTrimStillDropsUnchangedFramesFromAFolderAndTheTraceSaysSo() throws {
        let builtIn = try XCTUnwrap(BuiltInScenes.named("blog-header-drag"))
        let folder = dir.appendingPathComponent("frames")
        let trace = dir.appendingPathComponent("trace.jsonl")
        var options = RenderOptions()
        options.trimStill = true
        options.trace = trace
        let (scene, driver) = try builtIn.make(SceneTraits(scale: 1))
        try scene.render(driver, to: folder.path + "/", options: options)

        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        let trimmed = lines.enumerated().filter { $0.element.hasSuffix(",\"trimmed\":true}") }.map(\.offset)
        XCTAssertGreaterThan(trimmed.count, 5, "the waits and the final hold are still")
        XCTAssertEqual(files.count + trimmed.count, lines.count, "every step is a file or a trimmed line")
        for index in trimmed {
            XCTAssertFalse(files.contains(String(format: "%04d.png", index)), "step \(index) was trimmed but written")
        }
        // A kept frame differs from the kept frame before it, pixel for pixel (read back by Pillow).
        try Checker.require(.pillow)
        let pictures = try files.prefix(12).map { try PillowAnimation.read(folder.appendingPathComponent($0)).frames[0] }
        for (a, b) in zip(pictures, pictures.dropFirst()) { XCTAssertNotEqual(a, b) }
    }
}
