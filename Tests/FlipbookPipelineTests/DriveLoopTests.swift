import Foundation
import XCTest
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// A source that needs no scene: a square moving right one point per step.
struct MovingSquare: StepSource {
    var steps: Int
    var framesPerSecond = 10.0
    var failAt: Int?
    private var index = -1

    init(steps: Int, failAt: Int? = nil) { self.steps = steps; self.failAt = failAt }

    struct Stopped: Error, Equatable { let step: Int }

    mutating func advance() throws -> Step? {
        guard index + 1 < steps else { return nil }
        index += 1
        if index == failAt { throw Stopped(step: index) }
        return Step(index: index, time: Double(index) / framesPerSecond)
    }

    func displayList() -> DisplayList {
        DisplayList(size: Size(width: 20, height: 10), scale: 1, background: .white, ops: [
            .fill(.rect(Rect(x: Double(index), y: 0, width: 4, height: 4)), .black),
        ])
    }

    func traceLine(for step: Step) -> String { "{\"index\":\(step.index)}" }
}

/// Records what reached it, and whether its frames were already rasterized when they came.
final class RecordingSink: FrameSink {
    struct Preparer: FramePreparer {
        func prepare(_ frame: Frame) -> Bool { frame.isRasterized }
    }
    let preparer = Preparer()
    let needs: SinkNeeds
    let only: Set<Int>?
    private(set) var frames: [Frame] = []
    private(set) var rasterizedBeforePrepare: [Bool] = []
    private(set) var fps: Double?
    private(set) var finished = false, aborted = false

    init(needs: SinkNeeds, only: Set<Int>? = nil) { self.needs = needs; self.only = only }

    func start(_ run: RunInfo) { fps = run.framesPerSecond }
    func wants(_ step: Step) -> Bool { only?.contains(step.index) ?? true }
    func consume(_ rasterized: Bool, of frame: Frame) {
        frames.append(frame)
        rasterizedBeforePrepare.append(rasterized)
    }
    func finish() { finished = true }
    func abort() { aborted = true }
}

final class DriveLoopTests: XCTestCase {
    func testEverySinkGetsItsFramesInOrderWithTheRunsFrameRate() throws {
        let all = RecordingSink(needs: [.raster]), some = RecordingSink(needs: [], only: [2, 5])
        let summary = try DriveLoop().run(MovingSquare(steps: 8), into: [all, some])
        XCTAssertEqual(all.frames.map(\.step.index), Array(0..<8))
        XCTAssertEqual(some.frames.map(\.step.index), [2, 5])
        XCTAssertEqual(all.fps, 10)
        XCTAssertTrue(all.finished && some.finished)
        XCTAssertEqual(summary.steps, 8)
        XCTAssertEqual(summary.frames, 8)
        XCTAssertEqual(summary.framesBySink, [8, 2])
    }

    /// Pixels are made only for sinks that ask, and once per frame however many ask.
    func testRasterIsMadeOnDemandAndShared() throws {
        let gifLike = RecordingSink(needs: [.raster]), pngLike = RecordingSink(needs: [.raster])
        let traceLike = RecordingSink(needs: [.trace])
        try DriveLoop().run(MovingSquare(steps: 4), into: [gifLike, pngLike, traceLike])
        XCTAssertEqual(gifLike.rasterizedBeforePrepare, [true, true, true, true])
        for k in 0..<4 {
            XCTAssertEqual(try gifLike.frames[k].raster(), try pngLike.frames[k].raster())
        }
        // The square moved: frame 3's ink starts 3 px right of frame 0's.
        let first = try gifLike.frames[0].raster(), last = try gifLike.frames[3].raster()
        XCTAssertEqual(first.pixel(x: 0, y: 0), 0xFF00_0000)
        XCTAssertEqual(last.pixel(x: 0, y: 0), 0xFFFF_FFFF)
        XCTAssertEqual(last.pixel(x: 3, y: 0), 0xFF00_0000)

        let alone = RecordingSink(needs: [.trace])
        try DriveLoop().run(MovingSquare(steps: 4), into: [alone])
        XCTAssertEqual(alone.rasterizedBeforePrepare, [false, false, false, false], "a trace costs no raster")
        XCTAssertFalse(alone.frames.contains(where: \.isRasterized))
        XCTAssertEqual(alone.frames.map(\.trace), (0..<4).map { "{\"index\":\($0)}" })
        let pixelsOnly = RecordingSink(needs: [.raster])
        try DriveLoop().run(MovingSquare(steps: 2), into: [pixelsOnly])
        XCTAssertEqual(pixelsOnly.frames.map(\.trace), [nil, nil], "no trace line unless a sink needs it")
    }

    func testPingPongReplaysTheMiddleToSinksThatTakeReplays() throws {
        let image = RecordingSink(needs: [.raster, .replays]), trace = RecordingSink(needs: [.trace])
        var loop = DriveLoop()
        loop.pingPong = true
        try loop.run(MovingSquare(steps: 4), into: [image, trace])
        XCTAssertEqual(image.frames.map(\.step.index), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(image.frames.map(\.isReplay), [false, false, false, false, true, true])
        // Replay 4 shows step 2, replay 5 step 1.
        XCTAssertEqual(try image.frames[4].raster(), try image.frames[2].raster())
        XCTAssertEqual(try image.frames[5].raster(), try image.frames[1].raster())
        XCTAssertEqual(trace.frames.map(\.step.index), [0, 1, 2, 3], "a trace does not replay")
    }

    func testARunawaySourceIsStoppedAtTheOneStepLimit() {
        let sink = RecordingSink(needs: [])
        XCTAssertThrowsError(try DriveLoop().run(MovingSquare(steps: DriveLoop.stepLimit + 1), into: [sink])) { error in
            XCTAssertEqual(error as? DriveLoopError, .tooManySteps(limit: DriveLoop.stepLimit))
            XCTAssertEqual((error as? FlipbookError)?.exitCode, .badInput)
        }
        XCTAssertTrue(sink.aborted)
        XCTAssertFalse(sink.finished)
        XCTAssertNoThrow(try DriveLoop().run(MovingSquare(steps: DriveLoop.stepLimit), into: []), "exactly the limit is fine")
    }

    func testASourceThatStopsAbortsEverySink() {
        let a = RecordingSink(needs: [.raster]), b = RecordingSink(needs: [])
        XCTAssertThrowsError(try DriveLoop().run(MovingSquare(steps: 10, failAt: 6), into: [a, b])) { error in
            XCTAssertEqual(error as? MovingSquare.Stopped, MovingSquare.Stopped(step: 6))
        }
        XCTAssertTrue(a.aborted && b.aborted)
        XCTAssertFalse(a.finished || b.finished)
    }

    func testSelectedStepsLimitsOneSinkOnly() throws {
        let gif = RecordingSink(needs: [.raster, .replays]), trace = RecordingSink(needs: [.trace])
        var loop = DriveLoop()
        loop.pingPong = true
        try loop.run(MovingSquare(steps: 10), into: [SelectedSteps(gif, steps: 5...8), trace])
        XCTAssertEqual(gif.frames.map(\.step.index), [5, 6, 7, 8, 9, 10], "5…8, then 7 and 6 played back")
        XCTAssertEqual(try gif.frames[4].raster(), try gif.frames[2].raster())
        XCTAssertEqual(trace.frames.count, 10, "the trace still sees every step")
    }
}
