import Dispatch
import Foundation
import Synchronization
import XCTest
import FlipbookPipeline

final class OrderedStageTests: XCTestCase {
    /// Work that finishes in reverse order still comes out in submission order.
    func testResultsComeOutInOrderWhateverOrderTheyFinishIn() throws {
        let stage = OrderedStage<Int>(width: 8)
        var out: [Int] = []
        for n in 0..<64 {
            // Early items sleep longest, so later ones finish first.
            try stage.submit({ usleep(UInt32((64 - n % 8) * 200)); return n }) { out.append($0) }
        }
        try stage.finish { out.append($0) }
        XCTAssertEqual(out, Array(0..<64))
        XCTAssertEqual(stage.inFlight, 0)
    }

    /// The width bounds the work running at once, and what is held undelivered.
    func testNeverMoreThanWidthInFlight() throws {
        let running = Mutex((now: 0, most: 0))
        let stage = OrderedStage<Int>(width: 3)
        var mostInFlight = 0
        for n in 0..<40 {
            try stage.submit({
                running.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
                usleep(300)
                running.withLock { $0.now -= 1 }
                return n
            }) { _ in }
            mostInFlight = max(mostInFlight, stage.inFlight)
        }
        try stage.finish { _ in }
        XCTAssertLessThanOrEqual(mostInFlight, 3)
        XCTAssertLessThanOrEqual(running.withLock { $0.most }, 3)
    }

    /// A failing item's error surfaces at its turn: everything before it is delivered, nothing after.
    func testAnErrorSurfacesInOrder() throws {
        struct Broken: Error, Equatable { let n: Int }
        let stage = OrderedStage<Int>(width: 4)
        var out: [Int] = []
        var caught: Broken?
        do {
            for n in 0..<20 {
                try stage.submit({ if n == 7 { throw Broken(n: n) }; return n }) { out.append($0) }
            }
            try stage.finish { out.append($0) }
        } catch let error as Broken {
            caught = error
            stage.drain()
        }
        XCTAssertEqual(caught, Broken(n: 7))
        XCTAssertEqual(out, Array(0..<7))
        XCTAssertEqual(stage.inFlight, 0, "drain waits for the work already started")
    }
}
