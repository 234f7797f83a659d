import Foundation
import Testing
import XCTest
import FlipbookEncode
import FlipbookPipeline
import FlipbookRender
import FlipbookScene
@testable import FlipbookGolden
@testable import FlipbookGoldenTesting

/// A square growing over 11 steps (every frame differs, so a GIF keeps them all) and a 1×1 dot
/// at (`dotX`, 30), visible from step `dotFrom` on: one pixel, in the frames from that step.
private func dottedSquare(dot: Color = .systemRed, dotX: Double = 30, dotFrom: Int = 10) -> (Scene, any Driver) {
    let s = Scene(screen: Screen(name: "t", size: Size(width: 60, height: 40), scale: 1, safeAreaInsets: .zero))
    let square = View(frame: Rect(x: 2, y: 2, width: 4, height: 4))
    square.id = "square"
    square.backgroundColor = .systemBlue
    let pixel = View(frame: Rect(x: dotX, y: 30, width: 1, height: 1))
    pixel.id = "dot"
    pixel.backgroundColor = dot
    pixel.isHidden = true
    s.root.addSubview(square)
    s.root.addSubview(pixel)
    s.onStep = { _, step in
        square.bounds.size = Size(width: 4 + 4 * Double(step.index), height: 4)
        pixel.isHidden = step.index < dotFrom
    }
    return (s, TimelineDriver(fps: 10, duration: 1))
}

/// Each strategy records, then passes unchanged, then catches the smallest change it is for:
/// one pixel in one frame (frames, image, GIF) or one number in one trace line (trace).
final class GoldenStrategyTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
        // A package of its own, so reports land in its .build, removed with it.
        try Data("// swift-tools-version:6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
    }

    private func check(record: RecordMode = .missing) -> GoldenCheck {
        var check = GoldenCheck(name: "g", function: "test()", testFile: folder.appendingPathComponent("GTests.swift").path,
                                goldenDirectory: folder.appendingPathComponent("goldens"), record: record, callSite: "GTests.swift:1")
        check.environment = [:]
        return check
    }

    private var goldenFiles: Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("goldens/g").path)) ?? [])
    }

    /// Records what `make` gives (the message says so), then passes with what it gives again.
    private func recordThenPass<Value>(_ make: () throws -> (Value, GoldenStrategy<Value>),
                                       file: StaticString = #filePath, line: UInt = #line) throws {
        var (value, strategy) = try make()
        let recorded = try XCTUnwrap(try check().run(value, as: strategy), "recording passed silently", file: file, line: line)
        XCTAssertTrue(recorded.hasPrefix("g: no golden yet; recorded "), recorded, file: file, line: line)
        (value, strategy) = try make()
        XCTAssertNil(try check(record: .never).run(value, as: strategy), "unchanged value failed", file: file, line: line)
    }

    /// The dotted square with a strategy made from its driver.
    private func scene(dot: Color = .systemRed, _ strategy: @escaping (any Driver) -> GoldenStrategy<Scene>)
        -> () -> (Scene, GoldenStrategy<Scene>) {
        { let (s, d) = dottedSquare(dot: dot); return (s, strategy(d)) }
    }

    func testFramesCatchOnePixelInOneCheckpointAndKeepNoTrace() throws {
        try recordThenPass(scene { .frames($0) })
        XCTAssertEqual(goldenFiles.filter { $0.hasSuffix(".png") }.sorted(), ["0000.png", "0010.png"])
        XCTAssertFalse(goldenFiles.contains("trace.jsonl"), ".frames wrote a trace golden")

        let (s, d) = dottedSquare(dot: .systemGreen)
        let message = try XCTUnwrap(try check(record: .never).run(s, as: .frames(d)), "a changed pixel passed")
        XCTAssertTrue(message.hasPrefix("g: frame 10 differs from the goldens"), message)
        XCTAssertTrue(message.contains("\n  frame 10: 1 pixel differs"), message)
        XCTAssertFalse(message.contains("trace"), message)
    }

    /// The budget and the threshold do what they say, and no more: one pixel within a budget of
    /// one passes, two do not; perceptual with a budget of 4 forgives the dot, and says why.
    func testToleranceAllowsItsBudgetAndNoMore() throws {
        try recordThenPass(scene(dot: .white) { .frames($0) })
        var (s, d) = dottedSquare()
        XCTAssertNil(try check(record: .never).run(s, as: .frames(d).tolerance(.strict, maxDiffPixels: 1)))

        (s, d) = dottedSquare()
        let twoPixels = s.root.subviews[1]
        twoPixels.frame.size.width = 2
        let message = try XCTUnwrap(try check(record: .never).run(s, as: .frames(d).tolerance(.strict, maxDiffPixels: 1)))
        XCTAssertTrue(message.contains("frame 10: 2 pixels differ (0.08 %), budget 1, exact"), message)

        (s, d) = dottedSquare()
        let perceptual = GoldenStrategy<Scene>.frames(d).tolerance(.perceptual(threshold: 0.1), maxDiffPixels: 4)
        XCTAssertEqual(perceptual.comparison.tolerance, GoldenTolerance(.perceptual(threshold: 0.1), maxDiffPixels: 4))
        XCTAssertNil(try check(record: .never).run(s, as: perceptual))
        (s, d) = dottedSquare()
        let strictPerceptual = try XCTUnwrap(try check(record: .never).run(s, as: .frames(d).tolerance(.perceptual(threshold: 0.1))))
        XCTAssertTrue(strictPerceptual.contains("(a threshold was given: comparing perceptually)"), strictPerceptual)
        XCTAssertTrue(strictPerceptual.contains("frame 10: 1 pixel differs (0.04 %), budget 0"), strictPerceptual)
    }

    func testTraceCatchesOneNumberAndKeepsNoFrames() throws {
        try recordThenPass(scene { .trace($0) })
        XCTAssertEqual(goldenFiles.filter { $0.hasSuffix(".png") }, [], ".trace wrote frames")
        XCTAssertTrue(goldenFiles.isSuperset(of: ["trace.jsonl", "meta.json"]), "\(goldenFiles.sorted())")

        var (s, d) = dottedSquare(dot: .systemGreen)
        XCTAssertNil(try check(record: .never).run(s, as: .trace(d)), "colour is not geometry: the trace matches")
        (s, d) = dottedSquare(dotX: 31)
        let message = try XCTUnwrap(try check(record: .never).run(s, as: .trace(d)), "a moved view passed")
        XCTAssertTrue(message.hasPrefix("g: the trace differs from the goldens"), message)
        XCTAssertTrue(message.contains("trace line 1:"), message)
        XCTAssertFalse(message.contains("frame "), message)
    }

    func testAnimationComparesFramesAndTraceInOneRun() throws {
        try recordThenPass(scene { .animation($0) })
        XCTAssertTrue(goldenFiles.isSuperset(of: ["0000.png", "0010.png", "trace.jsonl"]), "\(goldenFiles.sorted())")
        let (s, d) = dottedSquare(dotX: 31)
        let message = try XCTUnwrap(try check(record: .never).run(s, as: .animation(d)))
        XCTAssertTrue(message.hasPrefix("g: frame 10 and the trace differ from the goldens"), message)
    }

    func testImageCatchesOnePixelAndIsKeptAsItIs() throws {
        let image = RasterFrame.synthetic(width: 60, height: 50)
        try recordThenPass { (image, .image) }
        let golden = try readPNG(folder.appendingPathComponent("goldens/g/0000.png"))
        XCTAssertEqual(golden.pixels, image.pixels, "the golden is not the image's pixels")

        let changed = image.filling(x: 59, y: 49, width: 1, height: 1, with: Colors.black)
        let message = try XCTUnwrap(try check(record: .never).run(changed, as: .image), "a changed pixel passed")
        XCTAssertTrue(message.contains("\n  frame 0: 1 pixel differs"), message)
    }

    private func gif(_ name: String, dot: Color, fps: Double? = nil) throws -> URL {
        let url = folder.appendingPathComponent(name)
        let (s, d) = dottedSquare(dot: dot)
        try DriveLoop().run(SceneRun(scene: s, driver: d), into: [try GIFSink(url: url, fps: fps)])
        return url
    }

    /// Strict as `verify`: against this build's goldens one level of one channel of one pixel,
    /// which pixelmatch cannot see, fails; a tolerance given for it lets it pass, and says so.
    func testImageIsExactAgainstThisBuildsGoldens() throws {
        let image = RasterFrame.synthetic(width: 60, height: 50)
        try recordThenPass { (image, .image) }
        XCTAssertTrue(goldenFiles.contains("renderer.json"), "\(goldenFiles.sorted())")
        var nudged = image
        nudged.pixels[0] -= 1   // white's blue 255 → 254
        let message = try XCTUnwrap(try check(record: .never).run(nudged, as: .image), "a one-level change passed")
        XCTAssertTrue(message.contains("frame 0: 1 pixel differs (0.03 %), budget 0, exact; 0 beyond the perceptual threshold"), message)
        XCTAssertNil(try check(record: .never).run(nudged, as: GoldenStrategy.image.tolerance(.perceptual(threshold: 0.1))))
    }

    /// A GIF's frames as decoded: the dot in frame 10 of a re-encoded animation is caught.
    func testGIFCatchesOnePixelInOneFrame() throws {
        let red = try gif("red.gif", dot: .systemRed), again = try gif("again.gif", dot: .systemRed)
        XCTAssertNotNil(try check().run(red, as: .gif))
        XCTAssertEqual(goldenFiles.filter { $0.hasSuffix(".png") }.count, 11, "one golden per decoded frame")
        XCTAssertNil(try check(record: .never).run(again, as: .gif), "the same animation encoded again failed")

        let green = try gif("green.gif", dot: .systemGreen)
        let message = try XCTUnwrap(try check(record: .never).run(green, as: .gif), "a changed pixel passed")
        XCTAssertTrue(message.hasPrefix("g: frame 10 differs from the goldens"), message)
        XCTAssertTrue(message.contains("\n  frame 10: 1 pixel differs"), message)
        XCTAssertFalse(message.contains("trace"), "the delays did not change: \(message)")

        let notGIF = folder.appendingPathComponent("not.gif")
        try Data("GIF89a?".utf8).write(to: notGIF)
        XCTAssertThrowsError(try check(record: .never).run(notGIF, as: .gif)) { error in
            XCTAssertTrue("\(error)".contains(notGIF.path), "\(error)")
        }
    }

    /// The same frames shown at another pace are another GIF: the times are its trace.
    func testGIFCatchesAChangedDelay() throws {
        XCTAssertNotNil(try check().run(try gif("10fps.gif", dot: .systemRed), as: .gif))
        XCTAssertTrue(goldenFiles.contains("trace.jsonl"), "\(goldenFiles.sorted())")
        let slower = try gif("5fps.gif", dot: .systemRed, fps: 5)
        let message = try XCTUnwrap(try check(record: .never).run(slower, as: .gif), "a slower GIF passed")
        XCTAssertTrue(message.hasPrefix("g: the trace differs from the goldens"), message)
        XCTAssertTrue(message.contains("trace line 2:\n    golden {\"index\":1,\"time\":0.1,"), message)
        XCTAssertTrue(message.contains("actual {\"index\":1,\"time\":0.2,"), message)
    }

    func testAToleranceThatCannotBeIsRefusedNamingIt() throws {
        let (s, d) = dottedSquare()
        XCTAssertEqual(try check().run(s, as: .frames(d).tolerance(.perceptual(threshold: 2))),
                       "tolerance: threshold 2.0 must be within 0…1")
        XCTAssertEqual(try check().run(s, as: .frames(d).tolerance(.strict, maxDiffPixels: -1)),
                       "tolerance: maxDiffPixels -1 must be 0 or more")
        XCTAssertEqual(goldenFiles, [], "a refused check wrote goldens")
    }

    func testACheckThatComparesNothingFails() throws {
        let (s, d) = dottedSquare()
        let message = try XCTUnwrap(try check().run(s, as: .frames(d, checkpoints: .steps([99]))))
        XCTAssertTrue(message.hasPrefix("g: nothing was compared"), message)
        XCTAssertTrue(try check().run([], as: .images())?.hasPrefix("g: nothing was compared") == true)
    }

    /// A strategy for another value is the image strategy pulled back; its errors fail the check.
    func testPullbackComparesTheTransformedValue() throws {
        struct Badge { var colour: UInt32 }
        let badge: GoldenStrategy<Badge> = GoldenStrategy.image.pullback { badge in
            RasterFrame(width: 8, height: 8, filledWith: badge.colour)
        }
        try recordThenPass { (Badge(colour: Colors.red), badge) }
        let message = try XCTUnwrap(try check(record: .never).run(Badge(colour: Colors.black), as: badge))
        XCTAssertTrue(message.contains("frame 0: 64 pixels differ"), message)
    }
}

@Suite struct ExpectGoldenStrategies {
    @Test func anImageRecordsThenMatchesThenAOnePixelChangeIsAnIssue() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-expect-image-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let image = RasterFrame.synthetic(width: 30, height: 20)
        try expectGolden(of: image, as: .image, named: "image", record: .all, goldenDirectory: dir)
        try expectGolden(of: image, as: .image, named: "image", record: .never, goldenDirectory: dir)
        let changed = image.filling(x: 0, y: 0, width: 1, height: 1, with: Colors.black)
        withKnownIssue("one pixel changed") {
            try expectGolden(of: changed, as: .image, named: "image", record: .never, goldenDirectory: dir)
        }
    }
}
