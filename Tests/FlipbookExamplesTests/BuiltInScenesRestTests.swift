import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene
@testable import FlipbookExamples

/// Every built-in scene comes to rest like UIKit's scroll view: on the device-pixel grid, and
/// without a final jump (the last steps of every deceleration, bounce or snap shrink to the end).
final class BuiltInScenesRestTests: XCTestCase {
    private struct Sample { let offset: Double; let settling: Bool }

    private func samples(of builtIn: BuiltInScene, scale: Double) throws -> (Scene, [Sample]) {
        var (scene, driver) = try builtIn.make(SceneTraits(scale: scale))
        var out: [Sample] = []
        while let step = driver.next(scene) {
            let animatingBefore = scene.scrollView?.isScrollAnimating ?? false
            scene.advance(to: step)
            guard let scroll = scene.scrollView else { continue }
            // The step that comes to rest is part of the motion (its callbacks end the deceleration).
            let settling = !scroll.isDragging && (scroll.isDecelerating || animatingBefore || scroll.isScrollAnimating
                                                  || scene.stepCallbacks.contains(.didEndDecelerating))
            out.append(Sample(offset: scroll.contentOffset.y, settling: settling))
        }
        return (scene, out)
    }

    func testEverySceneRestsOnThePixelGridWithoutAFinalJump() throws {
        for builtIn in BuiltInScenes.all {
            for scale in [2.0, 3.0] {
                let (scene, samples) = try samples(of: builtIn, scale: scale)
                guard let rest = samples.last?.offset else { continue }
                XCTAssertEqual(rest * scale, (rest * scale).rounded(), accuracy: 1e-6,
                               "\(builtIn.name) at \(scale)× rests at \(rest), off the grid")
                // Each run of settling steps (a fling, a bounce, a snap), with the step before it.
                var runs: [[Double]] = [], current: [Double] = []
                for (i, s) in samples.enumerated() {
                    if s.settling {
                        if current.isEmpty, i > 0 { current.append(samples[i - 1].offset) }
                        current.append(s.offset)
                    } else if !current.isEmpty {
                        runs.append(current); current = []
                    }
                }
                if !current.isEmpty { runs.append(current) }
                for run in runs {
                    XCTAssertEqual(run.last! * scale, (run.last! * scale).rounded(), accuracy: 1e-6,
                                   "\(builtIn.name) at \(scale)×: a motion ends at \(run.last!), off the grid")
                    // The last three steps: a snap is only ~9 frames long, its peak speed is mid-way.
                    let steps = zip(run, run.dropFirst()).map { abs($1 - $0) }.suffix(4)
                    for (a, b) in zip(steps, steps.dropFirst()) {
                        XCTAssertLessThanOrEqual(b, a + 1e-9, "\(builtIn.name) at \(scale)×: the last steps \(Array(steps)) grow")
                    }
                }
                XCTAssertTrue(scene.warnings.filter { $0.contains("release velocity") }.isEmpty,
                              "\(builtIn.name): \(scene.warnings)")
            }
        }
    }

    /// blog-header-drag moves like a hand: no release is faster than the finger was, and no
    /// frame jumps more than twice the biggest move while the finger was down.
    func testBlogHeaderDragReleasesAtTheFingersSpeed() throws {
        var (scene, driver) = try BlogHeaderDragScene.make(scale: 2)
        let table = try XCTUnwrap(scene.scrollView)
        var previous = table.contentOffset.y, wasDragging = false, fingerMove = 0.0
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let move = abs(table.contentOffset.y - previous)
            if scene.touchLocation != nil { fingerMove = max(fingerMove, move) }
            if wasDragging && scene.touchLocation == nil {
                XCTAssertLessThanOrEqual(move, 1.5 * fingerMove, "t=\(step.time): the first frame after the lift jumps")
            }
            wasDragging = scene.touchLocation != nil
            previous = table.contentOffset.y
        }
        XCTAssertEqual(table.contentOffset.y * 2, (table.contentOffset.y * 2).rounded(), accuracy: 1e-6)
    }
}
