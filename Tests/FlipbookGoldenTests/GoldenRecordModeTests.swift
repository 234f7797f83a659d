import Foundation
import XCTest
import FlipbookEncode
import FlipbookRender
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookGolden
import FlipbookSupport

/// Record modes, trace goldens, corrupt and wrong-size goldens, sharding.
final class GoldenRecordModeTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-golden-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    /// A small scene: a box moving right 10 pt a frame for 12 frames.
    private func scene(color: Color = .systemBlue, shift: Double = 0, duration: Double = 1.1) -> (Scene, any Driver) {
        let s = Scene(screen: Screen(name: "test", size: Size(width: 120, height: 60), scale: 1, safeAreaInsets: .zero))
        let box = View(frame: Rect(x: 0, y: 10, width: 20, height: 20))
        box.id = "box"
        box.backgroundColor = color
        s.root.addSubview(box)
        s.onStep = { _, step in box.center = Point(x: 10 + 8 * Double(step.index) + shift, y: 20) }
        return (s, TimelineDriver(fps: 10, duration: duration))
    }

    private func verify(_ mode: RecordMode, color: Color = .systemBlue, shift: Double = 0, duration: Double = 1.1) throws -> SceneOutcome {
        var options = GoldenOptions(goldenDirectory: root.appendingPathComponent("golden"),
                                    artifactsDirectory: root.appendingPathComponent("artifacts"))
        options.recordMode = mode
        let (s, d) = scene(color: color, shift: shift, duration: duration)
        let golden = GoldenSink(name: "box", device: s.screen.name, options: options)
        try DriveLoop().run(SceneRun(scene: s, driver: d), into: [golden])
        return golden.outcome
    }

    private var goldenFiles: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("golden/box").path).sorted()) ?? []
    }

    func testMissingRecordsAndFailsOnceThenPasses() throws {
        let first = try verify(.missing)
        XCTAssertTrue(first.failed, "a missing golden never passes silently")
        XCTAssertEqual(first.frames.map(\.step), [0, 10, 11], "the first, every 10th and the last step")
        XCTAssertEqual(goldenFiles, ["0000.png", "0010.png", "0011.png", "meta.json", "renderer.json", "trace.jsonl"])
        let second = try verify(.missing)
        XCTAssertFalse(second.failed)
        XCTAssertTrue(second.frames.allSatisfy { $0.status == .passed })
    }

    /// A scene that got shorter: re-recording removes the goldens of checkpoints it no longer has
    /// (those the old meta.json listed), never a file an earlier recording did not write.
    func testRerecordingAShorterSceneRemovesItsOldCheckpointsOnly() throws {
        _ = try verify(.all)
        let mine = root.appendingPathComponent("golden/box/0050.png")
        try Data("not a golden".utf8).write(to: mine)
        XCTAssertTrue(goldenFiles.contains("0011.png"))
        let shorter = try verify(.all, duration: 0.95)   // 11 steps, 0…10: checkpoint 11 is gone
        XCTAssertEqual(shorter.frames.map(\.step), [0, 10])
        XCTAssertEqual(goldenFiles, ["0000.png", "0010.png", "0050.png", "meta.json", "renderer.json", "trace.jsonl"])
        XCTAssertFalse(try verify(.never, duration: 0.95).failed)
    }

    func testNeverFailsWithoutGoldensAndWritesNothing() throws {
        let outcome = try verify(.never)
        XCTAssertTrue(outcome.failed)
        XCTAssertEqual(goldenFiles, [])
        guard case .failed(let message) = outcome.frames[0].status else { return XCTFail() }
        XCTAssertTrue(message.contains("no golden"), message)
    }

    func testAChangeFailsWithArtifactsAndTraceDifferences() throws {
        _ = try verify(.all)
        let changed = try verify(.never, color: .systemRed)
        XCTAssertTrue(changed.failed)
        let frame = try XCTUnwrap(changed.frames.first)
        guard case .failed(let message) = frame.status else { return XCTFail("\(frame.status)") }
        XCTAssertTrue(message.contains("400 pixels differ"), message)
        for url in [frame.actual, frame.diff, frame.sideBySide] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(url).path))
        }
        XCTAssertEqual(changed.traceDifferences, [], "colour is not geometry: the trace still matches")
        let moved = try verify(.never, shift: 3)
        XCTAssertTrue(moved.traceDifferences.first?.hasPrefix("trace line 1:") == true, "\(moved.traceDifferences)")
    }

    func testFailedRewritesOnlyFailingGoldens() throws {
        _ = try verify(.all)
        let golden0 = root.appendingPathComponent("golden/box/0000.png")
        let before = try Data(contentsOf: golden0)
        let outcome = try verify(.failed, color: .systemRed)
        XCTAssertTrue(outcome.failed, "rewritten goldens fail once")
        XCTAssertNotEqual(try Data(contentsOf: golden0), before)
        XCTAssertFalse(try verify(.never, color: .systemRed).failed)
    }

    func testCorruptAndWrongSizeGoldensFailClearly() throws {
        _ = try verify(.all)
        try Data("not a png".utf8).write(to: root.appendingPathComponent("golden/box/0000.png"))
        let small = RasterFrame(width: 3, height: 3, filledWith: 0xFFFF_FFFF)
        try writePNG(small, root.appendingPathComponent("golden/box/0010.png"))
        let outcome = try verify(.never)
        guard case .failed(let corrupt) = outcome.frames[0].status, case .failed(let size) = outcome.frames[1].status else {
            return XCTFail("\(outcome.frames.map(\.status))")
        }
        XCTAssertTrue(corrupt.contains("not a readable PNG"), corrupt)
        XCTAssertTrue(size.contains("size differs"), size)
    }

    func testGoldenWritesLeaveNoTemporaryFiles() throws {
        _ = try verify(.all)
        XCTAssertFalse(goldenFiles.contains { $0.contains(".tmp-") }, "\(goldenFiles)")
    }

    /// Shards partition the scenes whatever order they are named in: for seeded shuffles of 23
    /// names and N = 1…5, shard K/N is the same list, in the same order, as for the sorted
    /// names, namely every N-th name from the K-th in sorted order (derived here, not taken
    /// from `select`).
    func testShardsCoverEveryScenePreciselyOnceWhateverTheOrder() throws {
        let sorted = (0..<23).map { String(format: "scene-%02d", $0) }
        var rng = SplitMix(seed: 0x5A4D)
        var compared = 0
        for _ in 0..<20 {
            let shuffled = sorted.shuffled(using: &rng)
            for n in 1...5 {
                var seen: [String] = []
                for k in 1...n {
                    let shard = try Shard(index: k, count: n)
                    let expected = stride(from: k - 1, to: sorted.count, by: n).map { sorted[$0] }
                    XCTAssertEqual(shard.select(shuffled), expected, "\(k)/\(n) of \(shuffled)")
                    XCTAssertEqual(shard.select(shuffled), shard.select(sorted), "\(k)/\(n): depends on the order")
                    seen += shard.select(shuffled)
                    compared += 1
                }
                XCTAssertEqual(seen.sorted(), sorted, "N = \(n)")
            }
        }
        XCTAssertEqual(compared, 20 * (1 + 2 + 3 + 4 + 5))
        XCTAssertThrowsError(try Shard(parsing: "3/2"))
        XCTAssertThrowsError(try Shard(parsing: "two"))
    }

    func testRecordModeFromTheEnvironment() throws {
        XCTAssertEqual(try RecordMode.resolve(flag: nil, environment: [:]), .missing)
        XCTAssertEqual(try RecordMode.resolve(flag: nil, environment: ["FLIPBOOK_RECORD": "never"]), .never)
        XCTAssertEqual(try RecordMode.resolve(flag: "all", environment: ["FLIPBOOK_RECORD": "never"]), .all)
        XCTAssertThrowsError(try RecordMode.resolve(flag: "sometimes"))
    }
}

private func writePNG(_ frame: RasterFrame, _ url: URL) throws {
    try AtomicFile.write(try PNGEncoder.encode(frame), to: url)
}
