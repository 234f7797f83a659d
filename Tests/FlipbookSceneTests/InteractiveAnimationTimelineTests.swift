import XCTest
import FlipbookRender
@testable import FlipbookScene

/// The clock an interactive transition holds its animator's `UIView.animate` animations on, as
/// UIKit pauses the container layer (`speed` 0) and sets its `timeOffset`: the animations begun
/// while it captures draw at its time, on their own curve, whatever the scene's clock does; a
/// rewind puts the model back as it was before the block and runs the completion.
final class InteractiveAnimationTimelineTests: XCTestCase {
    private func sceneWithBox() -> (Scene, View) {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let box = View(frame: Rect(x: 0, y: 100, width: 50, height: 50))
        scene.root.addSubview(box)
        return (scene, box)
    }

    private func drawnX(_ box: View) -> Double { Double(box.layer.presentation()?.frame.minX ?? .nan) }

    func testCapturedAnimationsFollowTheTimelineNotTheScene() {
        let (scene, box) = sceneWithBox()
        let timeline = AnimationTimeline()
        var finished: [Bool] = []
        timeline.capture {
            View.animate(withDuration: 0.4, options: .curveLinear, animations: { box.frame.origin.x = 200 },
                         completion: { finished.append($0) })
        }
        XCTAssertEqual(box.frame.minX, 200, "the model is at the end at once, as UIKit's")
        XCTAssertEqual(drawnX(box), 0)
        scene.advance(to: Step(index: 10, time: 1))
        XCTAssertEqual(drawnX(box), 0, "the scene's clock does not move it")
        timeline.time = 0.1
        XCTAssertEqual(drawnX(box), 50, accuracy: 1e-4, "a quarter of its 0.4 s: a quarter of 200 pt")
        timeline.time = .nan
        XCTAssertEqual(drawnX(box), 50, accuracy: 1e-4, "a non-finite time is ignored")
        timeline.time = 0.4
        XCTAssertEqual(drawnX(box), 200)
        XCTAssertEqual(finished, [true])
        XCTAssertTrue(timeline.isEmpty)
    }

    func testARewindPutsTheModelBackAndCompletes() {
        let (scene, box) = sceneWithBox()
        defer { withExtendedLifetime(scene) {} }
        let timeline = AnimationTimeline()
        var finished: [Bool] = []
        timeline.capture {
            View.animate(withDuration: 0.4, animations: { box.alpha = 0; box.frame.origin.x = 200 }, completion: { finished.append($0) })
        }
        timeline.time = 0.2
        XCTAssertEqual(drawnX(box), 100, accuracy: 1e-4, "ease in-out at half its time: half-way")
        timeline.rewindToStart()
        XCTAssertEqual(box.frame.minX, 0)
        XCTAssertEqual(box.alpha, 1)
        XCTAssertEqual(drawnX(box), 0)
        XCTAssertEqual(finished, [true])
        XCTAssertTrue(timeline.isEmpty)
    }

    func testAnimationsOutsideTheCaptureRunOnTheScenesClock() {
        let (scene, box) = sceneWithBox()
        let timeline = AnimationTimeline()
        timeline.capture {}
        View.animate(withDuration: 0.4, options: .curveLinear, animations: { box.frame.origin.x = 200 })
        scene.advance(to: Step(index: 1, time: 0.1))
        XCTAssertEqual(drawnX(box), 50, accuracy: 1e-4)
        XCTAssertTrue(timeline.isEmpty)
    }
}
