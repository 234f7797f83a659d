import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
// XCTest brings Foundation's Timer and RunLoop too; these two imports pick UIKit's, as an app file
// that keeps `import Foundation` does (docs/porting.md).
import class FlipbookUIKit.Timer
import class FlipbookUIKit.RunLoop

/// The run loop on scene time: `Timer`, `CADisplayLink`, `RunLoop.main` and their modes, as
/// Foundation and Core Animation document them
/// (developer.apple.com/documentation/foundation/timer,
/// developer.apple.com/documentation/quartzcore/cadisplaylink). Times below are hand-worked for
/// steps at 30 fps (step k at k/30 s).
final class SceneClockTests: XCTestCase {
    private func run(_ scene: Scene, through last: Int) {
        for k in 0...last { scene.advance(to: Step(index: k, time: Double(k) / 30)) }
    }

    private func attachedScene(scale: Double = 1) -> Scene {
        let scene = Scene(screen: Screen(name: "s", size: CGSize(width: 120, height: 60), scale: scale, safeAreaInsets: .zero))
        scene.attach(UIViewController())
        return scene
    }

    func testARepeatingTimerFiresAtTheFirstStepReachingEachScheduledTime() {
        let scene = attachedScene()
        var fired: [Int] = []
        // A quarter second from now (0 s): due at 0.25, 0.5, 0.75, 1.0, reached by steps 8 (0.267),
        // 15 (0.5), 23 (0.767) and 30 (1.0). Rescheduling from the scheduled time keeps step 23,
        // where rescheduling from the fire (0.267 + 0.25 …) would drift to 16 and 24.
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in fired.append(scene.currentStep?.index ?? -1) }
        run(scene, through: 30)
        XCTAssertEqual(fired, [8, 15, 23, 30])
    }

    func testAStepPassingSeveralFireTimesFiresOnceAndTheScheduleKeepsItsPhase() {
        let scene = attachedScene()
        var fires: [Double] = []
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in fires.append(CACurrentMediaTime()) }
        // Steps at 0, 0.35, 0.4, 1.0: 0.35 passes 0.1, 0.2 and 0.3 and fires once; the next time is
        // 0.4 (not 0.45); 1.0 passes 0.5 … 1.0 and fires once.
        for (k, t) in [0, 0.35, 0.4, 1.0].enumerated() { scene.advance(to: Step(index: k, time: t)) }
        XCTAssertEqual(fires, [0.35, 0.4, 1.0])
    }

    func testAOneShotTimerFiresOnceAndAnInvalidatedTimerNever() {
        let scene = attachedScene()
        var log: [String] = []
        let once = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in log.append("once") }
        let stopped = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in log.append("stopped") }
        stopped.invalidate()
        XCTAssertFalse(stopped.isValid)
        run(scene, through: 30)
        XCTAssertEqual(log, ["once"])
        XCTAssertFalse(once.isValid, "a one-shot timer is done once it fired")
    }

    func testFireRunsTheBlockAtOnceAndARepeatingTimerKeepsItsSchedule() {
        let scene = attachedScene()
        var fires: [Double] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in fires.append(CACurrentMediaTime()) }
        scene.advance(to: Step(index: 0, time: 0.1))
        timer.fire()
        XCTAssertEqual(fires, [0.1])
        scene.advance(to: Step(index: 1, time: 0.5))
        XCTAssertEqual(fires, [0.1, 0.5], "fire() did not move the next scheduled time")
        let oneShot = Timer(timeInterval: 9, repeats: false) { _ in fires.append(-1) }
        oneShot.fire()
        XCTAssertFalse(oneShot.isValid, "fire() ends a one-shot timer")
    }

    func testWorkDueTogetherRunsInTheOrderItWasScheduled() {
        let scene = attachedScene()
        var log: [String] = []
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in log.append("timer A") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.append("after") }
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in log.append("timer B") }
        RunLoop.main.perform { log.append("perform") }
        scene.advance(to: Step(index: 0, time: 0))
        XCTAssertEqual(log, ["perform"], "perform runs in the next turn")
        scene.advance(to: Step(index: 1, time: 0.5))
        XCTAssertEqual(log, ["perform", "timer A", "after", "timer B"])
    }

    func testADefaultModeTimerWaitsWhileAListIsDraggedAndACommonModeTimerDoesNot() throws {
        let scene = Scene(screen: Screen(name: "s", size: CGSize(width: 120, height: 200), scale: 1, safeAreaInsets: .zero))
        let list = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        scroll.contentSize = CGSize(width: 120, height: 2000)
        list.view.addSubview(scroll)
        scene.attach(list)
        var atRest: [Double] = [], always: [Double] = []
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in atRest.append(CACurrentMediaTime()) }
        let common = Timer(timeInterval: 0.1, repeats: true) { _ in always.append(CACurrentMediaTime()) }
        RunLoop.main.add(common, forMode: .common)
        var driver = DragDriver(fps: 30, gestures: [.wait(0.2), .drag(by: -400, duration: 0.5, easing: .linear), .wait(3)], holdFrames: 0)
        var tracking: [Double] = []
        while let step = driver.next(scene) {
            scene.advance(to: step)
            if scroll.isDragging || scroll.isDecelerating { tracking.append(step.time) }
        }
        let began = try XCTUnwrap(tracking.first), ended = try XCTUnwrap(tracking.last)
        XCTAssertGreaterThan(ended - began, 0.5, "the drag and its deceleration")
        let held = atRest.filter { $0 > began + 1e-9 && $0 <= ended + 1e-9 }
        XCTAssertEqual(held, [], "no default-mode fire while the list tracks")
        XCTAssertEqual(always.filter { $0 > began && $0 <= ended }.count, Int(((ended - began) / 0.1).rounded(.down)), accuracy: 1,
                       "the common-mode timer fires every 0.1 s throughout")
        // Once the list rests, the held-back fire runs at the next step and the schedule goes on.
        let resumed = try XCTUnwrap(atRest.first { $0 > ended })
        XCTAssertEqual(resumed, ended + 1.0 / 30, accuracy: 1e-9)
        XCTAssertGreaterThan(atRest.filter { $0 > ended }.count, 10)
    }

    func testADisplayLinkRunsEveryFrameWithTheLastAndTheTargetFrameTimes() {
        let scene = attachedScene()
        var seen: [(Double, Double, Double)] = []
        let link = CADisplayLink { seen.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        link.add(to: .main, forMode: .default)
        run(scene, through: 4)
        XCTAssertEqual(seen.map(\.1), [0, 1, 2, 3, 4].map { Double($0) / 30 })
        // The first frame has no frame before it: the link reports a 60 Hz screen's (CHOSEN).
        XCTAssertEqual(seen[0].0, -1.0 / 60, accuracy: 1e-12)
        for k in 1...4 {
            XCTAssertEqual(seen[k].0, Double(k - 1) / 30, accuracy: 1e-12)
            XCTAssertEqual(seen[k].2, 1.0 / 30, accuracy: 1e-12)
        }
        link.isPaused = true
        scene.advance(to: Step(index: 5, time: 5.0 / 30))
        XCTAssertEqual(seen.count, 5, "paused: the frame passes")
        link.isPaused = false
        link.invalidate()
        scene.advance(to: Step(index: 6, time: 6.0 / 30))
        XCTAssertEqual(seen.count, 5, "invalidated: no more")
    }

    func testAPreferredRateBelowTheScenesFiresOnEveryOtherFrame() {
        let scene = attachedScene()
        var targets: [Double] = [], intervals: [Double] = []
        let link = CADisplayLink {
            targets.append($0.targetTimestamp)
            intervals.append($0.targetTimestamp - $0.timestamp)
        }
        link.preferredFramesPerSecond = 15
        link.add(to: .main, forMode: .common)
        run(scene, through: 8)
        XCTAssertEqual(targets, [0, 2, 4, 6, 8].map { Double($0) / 30 })
        XCTAssertEqual(intervals.dropFirst().map { ($0 * 30).rounded() }, [2, 2, 2, 2], "targetTimestamp − timestamp is the link's own period")
    }

    /// The countdown app file: the label reads 3, 2, 1, Go! a second apart and the display link's bar
    /// spans the width in proportion to the time since the screen appeared, measured in pixels.
    func testTheCountdownTicksEverySecondAndTheDisplayLinkGrowsTheBar() throws {
        let scene = Scene(screen: Screen(name: "s", size: CGSize(width: 300, height: 200), scale: 1, safeAreaInsets: .zero))
        let countdown = CountdownViewController()
        scene.attach(countdown)
        var widths: [Int: Int] = [:]
        for k in 0...120 {
            scene.advance(to: Step(index: k, time: Double(k) / 30))
            if [0, 15, 45, 90, 120].contains(k) {
                let frame = try Rasterizer().render(scene.displayList())
                widths[k] = (0..<frame.width).filter { let p = frame.rgba($0, 4); return p.r > 200 && p.g < 90 && p.b < 90 }.count
            }
            if k == 45 { XCTAssertEqual(countdown.label.text, "2") }
            if k == 75 { XCTAssertEqual(countdown.label.text, "1") }
        }
        XCTAssertEqual(countdown.ticks, [1, 2, 3])
        XCTAssertEqual(countdown.label.text, "Go!")
        // 300 pt · t / 3 s at t = 0, 0.5, 1.5 and 3 s, and held at full width after.
        XCTAssertEqual(widths, [0: 0, 15: 50, 45: 150, 90: 300, 120: 300])
        XCTAssertEqual(scene.warnings, [])
    }

    /// The countdown as it plays: 3, 2, 1, Go! with the bar growing under the status bar.
    func testTheCountdownGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.attach(CountdownViewController())
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 10, duration: 3.5)), named: "countdown")
    }
}

/// The target–action forms, as the port spells a selector (`Self.method`), and what they keep alive.
final class SceneClockTargetActionTests: XCTestCase {
    private final class Blinker {
        var blinks = 0, frames = 0
        func blink() { blinks += 1 }
        func frame(_ link: CADisplayLink) { frames += 1 }
    }

    func testTargetActionTimersAndLinksCallTheMethodAndLetTheTargetGoWhenInvalidated() {
        let scene = Scene(screen: Screen(name: "s", size: CGSize(width: 40, height: 40), scale: 1, safeAreaInsets: .zero))
        scene.attach(UIViewController())
        var blinker: Blinker? = Blinker()
        weak let gone = blinker
        let timer = Timer.scheduledTimer(timeInterval: 0.5, target: blinker!, selector: Blinker.blink, userInfo: "tag", repeats: true)
        let link = CADisplayLink(target: blinker!, selector: Blinker.frame)
        link.add(to: .main, forMode: .default)
        for k in 0...30 { scene.advance(to: Step(index: k, time: Double(k) / 30)) }
        XCTAssertEqual(blinker?.blinks, 2, "at 0.5 and 1.0 s")
        XCTAssertEqual(blinker?.frames, 31)
        XCTAssertEqual(timer.userInfo as? String, "tag")
        blinker = nil
        XCTAssertNotNil(gone, "a scheduled timer and a running link keep their target, as on iOS")
        timer.invalidate()
        link.invalidate()
        XCTAssertNil(gone, "invalidated, they let it go")
    }
}
