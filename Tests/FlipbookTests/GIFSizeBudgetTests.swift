import Foundation
import XCTest
@testable import Flipbook
import FlipbookExamples
import FlipbookTestSupport
import FlipbookSupport

/// `GIFSizeBudget`: the GIF it leaves fits, its timing is the full-rate GIF's, and it gives up
/// frame rate, then scale, then lossy tolerance, in that order.
final class GIFSizeBudgetTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("budget") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private let scene = BuiltInScenes.named("blog-header")!
    /// Six frames of the scroll keep every attempt short; the text makes frames of > 256 colours.
    private var options: RenderOptions {
        var options = RenderOptions()
        options.frames = 0...5
        return options
    }

    private func plainGIF(scale: Double, lossy: Int = GIFSink.defaultLossyTolerance) throws -> URL {
        let url = dir.appendingPathComponent("plain-\(scale)-\(lossy).gif")
        let (s, driver) = try scene.make(SceneTraits(scale: scale))
        var options = self.options
        options.gif.lossyTolerance = lossy
        try s.render(driver, to: [.gif(url)], options: options)
        return url
    }

    private func bytes(_ url: URL) throws -> Int { try Data(contentsOf: url).count }

    func testABudgetTheFullRateFitsKeepsTheVeryGIFAPlainRenderMakes() throws {
        let plain = try plainGIF(scale: 1)
        let url = dir.appendingPathComponent("fits.gif")
        let choice = try GIFSizeBudget(maxBytes: bytes(plain)).render(to: url, scale: 1, options: options) { try scene.make(SceneTraits(scale: $0)) }
        XCTAssertEqual(choice.settings, GIFBudgetSettings(fps: 30, everyNth: 1, scale: 1, lossyTolerance: 8))
        XCTAssertEqual(choice.attempts, 1)
        XCTAssertEqual(try Data(contentsOf: url), try Data(contentsOf: plain), "every frame kept: the same bytes")
    }

    func testOneByteLessHalvesTheFrameRateAndKeepsTheTiming() throws {
        let plain = try plainGIF(scale: 1)
        let url = dir.appendingPathComponent("half.gif")
        let budget = try bytes(plain) - 1
        let choice = try GIFSizeBudget(maxBytes: budget).render(to: url, scale: 1, options: options) { try scene.make(SceneTraits(scale: $0)) }
        XCTAssertEqual(choice.settings, GIFBudgetSettings(fps: 15, everyNth: 2, scale: 1, lossyTolerance: 8))
        XCTAssertLessThanOrEqual(try bytes(url), budget)
        XCTAssertEqual(choice.bytes, try bytes(url))
        XCTAssertEqual(choice.description, "\(url.relativePath): \(ByteCount(bytes: choice.bytes)) at 15 fps, scale 1, lossy 8 (budget \(ByteCount(bytes: budget)))")

        // The independent reading last, so a missing Pillow removes only it.
        try Checker.require(.pillow)
        let full = try PillowAnimation.read(plain), half = try PillowAnimation.read(url)
        XCTAssertEqual(full.frames.count, 6)
        XCTAssertEqual(half.frames.count, 3, "steps 0, 2 and 4, each standing for two")
        XCTAssertEqual(half.durations.reduce(0, +), full.durations.reduce(0, +), "the animation lasts as long")
        XCTAssertEqual(half.durations, [70, 60, 70], "two steps each at 30 fps: 3+4, 3+3, 4+3 cs")
        // The second frame shown is step 2 (quantized against another predecessor, so not bit-equal).
        let (w, h) = (full.width, full.height)
        XCTAssertLessThan(meanAbsoluteError(RasterFrame(width: w, height: h, pixels: half.frames[1]),
                                            RasterFrame(width: w, height: h, pixels: full.frames[2])), 0.5)
        XCTAssertGreaterThan(meanAbsoluteError(RasterFrame(width: w, height: h, pixels: half.frames[1]),
                                               RasterFrame(width: w, height: h, pixels: full.frames[1])), 0.5)
    }

    func testScaleGoesOnlyWhenNoFrameRateFits() throws {
        let (one, two) = (try bytes(plainGIF(scale: 1)), try bytes(plainGIF(scale: 2)))
        XCTAssertLessThan(one, two)
        var budget = try GIFSizeBudget(maxBytes: one)
        budget.minimumFPS = 30   // frame rate cannot go lower: scale is next
        let choice = try budget.render(to: dir.appendingPathComponent("small.gif"), scale: 2, options: options) { try scene.make(SceneTraits(scale: $0)) }
        XCTAssertEqual(choice.settings, GIFBudgetSettings(fps: 30, everyNth: 1, scale: 1, lossyTolerance: 8))
        XCTAssertEqual(choice.attempts, 2)
    }

    func testLossyToleranceRisesLast() throws {
        let exact = try bytes(plainGIF(scale: 1))
        var budget = try GIFSizeBudget(maxBytes: exact - 1)
        budget.minimumFPS = 30
        let choice = try budget.render(to: dir.appendingPathComponent("lossy.gif"), scale: 1, options: options) { try scene.make(SceneTraits(scale: $0)) }
        XCTAssertEqual(choice.settings.scale, 1)
        XCTAssertEqual(choice.settings.fps, 30)
        XCTAssertGreaterThan(choice.settings.lossyTolerance, 8)
        XCTAssertLessThanOrEqual(choice.bytes, exact - 1)
    }

    func testABudgetNothingFitsNamesTheSmallestSizeAndLeavesNoFile() throws {
        let url = dir.appendingPathComponent("never.gif")
        XCTAssertThrowsError(try GIFSizeBudget(maxBytes: 1000).render(to: url, scale: 1, options: options) { try scene.make(SceneTraits(scale: $0)) }) { error in
            guard case let .cannotFit(path, budget, smallest, settings)? = error as? SizeBudgetError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual((error as? FlipbookError)?.exitCode, .badInput)
            XCTAssertEqual(path, url.relativePath)
            XCTAssertEqual(budget, 1000)
            XCTAssertGreaterThan(smallest, 1000)
            XCTAssertEqual(settings, GIFBudgetSettings(fps: 10, everyNth: 3, scale: 1, lossyTolerance: 32))
            XCTAssertEqual("\(error)", "\(url.relativePath): cannot fit in 1 KB: the smallest it gets is \(ByteCount(bytes: smallest)), at 10 fps, scale 1, lossy 32 (the lowest settings tried)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [], "no GIF, no attempt, no temporary file")
    }

    func testTheLadderGivesUpFrameRateThenScaleThenLossy() throws {
        let ladder = try GIFSizeBudget(maxBytes: 5_000_000).ladder(fps: 30, scale: 2, lossyTolerance: 8)
        XCTAssertEqual(ladder.map(\.description), [
            "30 fps, scale 2, lossy 8", "15 fps, scale 2, lossy 8", "10 fps, scale 2, lossy 8",
            "30 fps, scale 1, lossy 8", "15 fps, scale 1, lossy 8", "10 fps, scale 1, lossy 8",
            "10 fps, scale 1, lossy 16", "10 fps, scale 1, lossy 32",
        ])
        XCTAssertEqual(try GIFSizeBudget(maxBytes: 5_000_000).ladder(fps: 12, scale: 1, lossyTolerance: 32).map(\.description),
                       ["12 fps, scale 1, lossy 32"])
    }

    func testSizesReadAsPeopleWriteThem() throws {
        XCTAssertEqual(try ByteCount(parsing: "5MB").bytes, 5_000_000)
        XCTAssertEqual(try ByteCount(parsing: "500KB").bytes, 500_000)
        XCTAssertEqual(try ByteCount(parsing: "1200000").bytes, 1_200_000)
        XCTAssertEqual(try ByteCount(parsing: "2.5 mb").bytes, 2_500_000)
        XCTAssertEqual(try ByteCount(parsing: "4MiB").bytes, 4_194_304)
        for (bad, message) in [("5", "--max-bytes '5' is below 1KB (a bare number is bytes: did you mean 5MB?)"),
                               ("3GB", "--max-bytes '3GB' is above 2GB"),
                               ("-5MB", "--max-bytes '-5MB' is not a size; write it like 5MB, 500KB or 1200000"),
                               ("five", "--max-bytes 'five' is not a size; write it like 5MB, 500KB or 1200000"),
                               ("MB", "--max-bytes 'MB' is not a size; write it like 5MB, 500KB or 1200000")] {
            XCTAssertThrowsError(try ByteCount(parsing: bad)) { error in
                XCTAssertEqual("\(error)", message)
                XCTAssertEqual((error as? FlipbookError)?.exitCode, .badInput)
            }
        }
        XCTAssertEqual(ByteCount(bytes: 4_999_999).description, "4.99 MB", "rounded down: never reads as over its budget")
        XCTAssertEqual(ByteCount(bytes: 5_000_000).description, "5 MB")
        XCTAssertEqual(ByteCount(bytes: 512_345).description, "512 KB")
        XCTAssertThrowsError(try GIFSizeBudget(maxBytes: 999))
    }
}
