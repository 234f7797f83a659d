import XCTest
import FlipbookPipeline
@testable import FlipbookScene

/// A timeline built through the Swift API with any numbers: it never traps (these did, exit 132),
/// and the drive loop's step limit ends a run that would be too long.
final class TimelineDriverRangeTests: XCTestCase {
    func testHugeAndNonFiniteValuesAreClampedNotTrapped() {
        XCTAssertEqual(TimelineDriver(fps: 30, duration: 1e300).movingFrames, Int(Int32.max) + 1)
        XCTAssertEqual(TimelineDriver(fps: 30, duration: 0, holdStart: Int.max, holdEnd: Int.max).frameCount, Int.max)
        XCTAssertEqual(TimelineDriver(fps: .nan, duration: .infinity).frameCount, 1)
        XCTAssertEqual(TimelineDriver(fps: 10, duration: 1, holdStart: 2, holdEnd: 3).frameCount, 16)
    }

    func testTheDriveLoopStopsAnEndlessTimeline() {
        let scene = Scene(screen: Screen(name: "tiny", size: .init(width: 2, height: 2), scale: 1, safeAreaInsets: .zero))
        XCTAssertThrowsError(try DriveLoop().run(SceneRun(scene: scene, driver: TimelineDriver(fps: 30, duration: 1e300)), into: [])) {
            XCTAssertEqual($0 as? DriveLoopError, .tooManySteps(limit: DriveLoop.stepLimit))
        }
    }
}
