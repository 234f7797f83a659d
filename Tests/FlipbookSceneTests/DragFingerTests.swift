import Foundation
import XCTest
import FlipbookRender
@testable import FlipbookScene

/// Drags that move like fingers: the release velocity is the finger's, measured from where the
/// finger is drawn frame by frame; a scripted velocity far from it warns; and every release
/// comes to rest on the pixel grid.
final class DragFingerTests: XCTestCase {
    private func scene(scale: Double = 3, contentHeight: Double = 20_000) -> (Scene, ScrollView, ScrollCallbackLog) {
        makeScrollScene(width: 300, height: 600, scale: scale, contentHeight: contentHeight)
    }

    private struct Frame { let time: Double; let offset: Double; let touch: Point?; let dragging: Bool }

    private func run(_ scene: Scene, _ driver: DragDriver) -> [Frame] {
        var d = driver, frames: [Frame] = []
        while let step = d.next(scene) {
            scene.advance(to: step)
            frames.append(Frame(time: step.time, offset: scene.scrollView!.contentOffset.y, touch: scene.touchLocation,
                                dragging: scene.scrollView!.isDragging))
        }
        return frames
    }

    /// The fling's v₀ from its first frame after the lift: Δ = v₀·expm1(k·dt)/k at `.normal`.
    private func flingVelocity(_ frames: [Frame], fps: Double) -> Double {
        let lift = frames.lastIndex { $0.touch != nil }!
        let delta = frames[lift + 1].offset - frames[lift].offset
        let k = 1000 * Foundation.log(0.998)
        return delta * k / Foundation.expm1(k / fps)
    }

    /// The finger's velocity over its last 100 ms, from the drawn touch points (the finger moves
    /// up the screen as the content moves towards its end).
    private func fingerVelocity(_ frames: [Frame], fps: Double) -> Double {
        let lift = frames.lastIndex { $0.touch != nil }!
        let back = Int((0.1 * fps).rounded())
        return -(frames[lift].touch!.y - frames[lift - back].touch!.y) / (Double(back) / fps)
    }

    func testReleaseVelocityIsTheFingersWithinFivePercent() {
        let paths: [[FingerPath.Segment]] = [
            [.init(by: 240, duration: 0.3)],
            [.init(by: 60, duration: 0.2, easing: .easeInOut), .init(by: 180, duration: 0.1, easing: .easeIn)],
            [.init(by: -300, duration: 0.4, easing: .easeOut)],
        ]
        for segments in paths {
            let (s, _, log) = scene()
            s.scrollView!.contentOffset = Point(x: 0, y: 5000)
            let frames = run(s, DragDriver(fps: 30, gestures: [.drag(segments)]))
            let finger = fingerVelocity(frames, fps: 30)
            let released = try! XCTUnwrap(log.releaseVelocity)
            XCTAssertEqual(released, finger, accuracy: 0.05 * abs(finger) + 1, "\(segments)")
            if abs(finger) > 100 {
                XCTAssertEqual(flingVelocity(frames, fps: 30), finger, accuracy: 0.05 * abs(finger), "\(segments)")
            }
            XCTAssertTrue(s.warnings.isEmpty, "\(s.warnings)")
        }
    }

    func testExplicitVelocityFarFromTheFingersWarns() {
        let (s, _, log) = scene()
        var heard: [String] = []
        s.onWarning = { heard.append($0) }
        // 240 pt in 0.3 s at a steady pace is 800 pt/s; 2400 is 3× that.
        _ = run(s, DragDriver(fps: 30, gestures: [.drag(by: 240, duration: 0.3, releaseVelocity: 2400)]))
        XCTAssertEqual(log.releaseVelocity, 2400, "the explicit velocity still wins")
        XCTAssertEqual(heard.count, 1, "\(heard)")
        XCTAssertTrue(heard.first?.contains("2400 pt/s") == true && heard.first?.contains("800 pt/s") == true, "\(heard)")
        XCTAssertEqual(s.warnings.filter { $0.contains("release velocity") }.count, 1)

        let (quiet, _, _) = scene()
        _ = run(quiet, DragDriver(fps: 30, gestures: [.drag(by: 240, duration: 0.3, releaseVelocity: 1500)]))
        XCTAssertTrue(quiet.warnings.isEmpty, "within 2×: \(quiet.warnings)")
    }

    /// UIKit sends scrollViewDidEndDecelerating after a deceleration comes to rest, never after a
    /// drag that ends at rest.
    func testDidEndDeceleratingOnlyAfterADeceleration() {
        let (s, _, log) = scene()
        // The finger stops for 200 ms before it lifts: nothing to decelerate.
        _ = run(s, DragDriver(fps: 30, gestures: [.drag([.init(by: 120, duration: 0.4, easing: .easeOut),
                                                          .init(by: 0, duration: 0.2)])]))
        XCTAssertEqual(log.endings, ["didEndDragging(false)"])

        let (flung, scroll, flungLog) = scene()
        var driver = DragDriver(fps: 30, gestures: [.drag(by: 120, duration: 0.2)], holdFrames: 3)
        var restStep: (offset: Double, callbacks: [ScrollCallback])?
        while let step = driver.next(flung) {
            flung.advance(to: step)
            if flung.stepCallbacks.contains(.didEndDecelerating) { restStep = (Double(scroll.contentOffset.y), flung.stepCallbacks) }
        }
        XCTAssertEqual(flungLog.endings, ["didEndDragging(true)", "didEndDecelerating"])
        // In the step that shows the rest, after that step's didScroll, as UIKit's last tick.
        XCTAssertEqual(restStep?.offset, scroll.contentOffset.y)
        XCTAssertEqual(restStep?.callbacks, [.didScroll, .didEndDecelerating])
    }

    func testEveryReleaseRestsOnThePixelGridWithoutAFinalJump() {
        let gestures: [[DragDriver.Gesture]] = [
            [.drag(by: 333.3, duration: 0.37)],                                 // coast inside
            [.drag(by: 500, duration: 0.2, easing: .easeIn)],                    // to the end, bounce
            [.drag(by: -250, duration: 0.3)],                                    // past the top, bounce back
            [.drag([.init(by: 70.7, duration: 0.3), .init(by: 0, duration: 0.2)])],  // stops, then lifts
        ]
        for scale in [2.0, 3.0] {
            for g in gestures {
                let (s, scroll, _) = scene(scale: scale, contentHeight: 1500)
                let frames = run(s, DragDriver(fps: 30, gestures: g, holdFrames: 0))
                let rest = scroll.contentOffset.y
                XCTAssertEqual(rest * scale, (rest * scale).rounded(), accuracy: 1e-6, "\(g) rests at \(rest)")
                let moving = frames.drop { $0.dragging || $0.touch != nil }.map(\.offset)
                let steps = zip(moving, moving.dropFirst()).map { abs($1 - $0) }.suffix(8)
                for (a, b) in zip(steps, steps.dropFirst()) {
                    XCTAssertLessThanOrEqual(b, a + 1e-9, "\(g) at \(scale)×: the last steps \(Array(steps))")
                }
            }
        }
    }
}
