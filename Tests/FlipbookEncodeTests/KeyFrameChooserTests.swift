import XCTest
import FlipbookEncode
import FlipbookPipeline
import FlipbookRender

/// Which frames a handout shows, decided from the trace as frames stream past.
final class KeyFrameChooserTests: XCTestCase {
    private func frames(_ offsets: [Double]) throws -> [HandoutFrame] {
        var source = HandoutFixtureSource(offsets: offsets)
        var out: [HandoutFrame] = []
        while let step = try source.advance() {
            out.append(HandoutFrame(step: step, displayList: source.displayList(),
                                    geometry: TraceGeometry(record: source.traceRecord(for: step))))
        }
        return out
    }

    private func choose(_ offsets: [Double], _ choice: HandoutFrameChoice) throws -> [(Int, [String])] {
        var chooser = KeyFrameChooser(choice: choice)
        for frame in try frames(offsets) { chooser.add(frame) }
        return chooser.finish().map { ($0.step.index, $0.reasons.names) }
    }

    func testKeyFramesAreTheEndsAndWhereMotionStartsTurnsAndStops() throws {
        let chosen = try choose(scrollThereAndBack, .keyFrames)
        XCTAssertEqual(chosen.map(\.0), [0, 2, 5, 8, 10])
        XCTAssertEqual(chosen.map(\.1), [["first"], ["starts"], ["turns"], ["stops"], ["last"]])
    }

    func testMotionThatNeverPausesShowsOnlyTheEnds() throws {
        let chosen = try choose([0, 10, 20, 30, 40], .keyFrames)
        XCTAssertEqual(chosen.map(\.0), [0, 4])
        XCTAssertEqual(chosen.map(\.1), [["first"], ["last"]], "nothing before the first frame says it starts anything")
    }

    func testEveryKShowsEveryKthFrameAndTheLast() throws {
        XCTAssertEqual(try choose(scrollThereAndBack, .every(4)).map(\.0), [0, 4, 8, 10])
        XCTAssertEqual(try choose(scrollThereAndBack, .every(5)).map(\.0), [0, 5, 10])
        XCTAssertEqual(try choose(scrollThereAndBack, .every(1)).count, 11)
    }

    /// Only the frames it will show and the latest are held, however long the run.
    func testMemoryHoldsTheChosenFramesNotTheRun() throws {
        var chooser = KeyFrameChooser(choice: .keyFrames)
        let still = try frames(Array(repeating: 0, count: 500))
        for frame in still { chooser.add(frame) }
        XCTAssertEqual(chooser.chosen.count, 1, "only the first is kept from a still run")
        XCTAssertEqual(chooser.countIfEndedNow, 2)
    }

    func testTraceGeometryNamesWhatMovedAndMeasuresHowMuch() throws {
        func geometry(_ y: Double, alpha: Double = 1, hidden: Bool = false, x: String = "0") throws -> TraceGeometry {
            TraceGeometry(record: try TraceRecord(jsonLine: #"{"index":0,"time":0,"offset":[0,\#(y)],"scroll":null,"callbacks":[],"views":{"a":{"frame":[\#(x),\#(y),10,10],"alpha":\#(alpha),"transform":[1,0,0,1,0,0],"hidden":\#(hidden)},"b":{"frame":[0,0,10,10],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false}}}"#))
        }
        let a = try geometry(0), b = try geometry(10), faded = try geometry(0, alpha: 0.5)
        XCTAssertEqual(a.motion(to: b), 20, "the view's 10 pt and the offset's 10 pt")
        XCTAssertEqual(a.movedViews(to: b), ["a"])
        XCTAssertEqual(a.motion(to: faded), 50, "half a fade counts as 50 pt")
        XCTAssertEqual(a.movedViews(to: try geometry(0, hidden: true)), ["a"])
        XCTAssertEqual(a.movedViews(to: a), [])
        XCTAssertEqual(a.motion(to: try geometry(0, x: "null")), 100, "a number that became non-finite counts as 100")
        XCTAssertEqual(TraceGeometry(record: nil), TraceGeometry(offset: nil, views: [:]), "a frame without a record has no motion")
    }
}
