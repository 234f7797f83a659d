import XCTest
import FlipbookPipeline
import FlipbookScene
@testable import FlipbookTransitions

/// The trace's `callbacks` list the controllers' lifecycle callbacks in the order the controllers
/// received them, each in the step during which it ran.
///
/// Order, as https://developer.apple.com/documentation/uikit/uiviewcontroller documents it
/// ("Handling view-related notifications"): the appearing controller's view is loaded
/// (`viewDidLoad`), then `viewWillDisappear` of the one leaving and `viewWillAppear` of the one
/// coming, the transition runs, then `viewDidDisappear` and `viewDidAppear` when it has ended;
/// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` bracket each layout of a controller's view
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()).
final class LifecycleTraceTests: XCTestCase {
    let screen = Screen(name: "test", size: Size(width: 390, height: 844), scale: 1,
                        safeAreaInsets: EdgeInsets(top: 47, bottom: 34))

    private func tracedCallbacks(_ driver: TransitionDriver, scene: Scene) -> [(time: Double, callbacks: [String])] {
        var run = SceneRun(scene: scene, driver: driver)
        var steps: [(Double, [String])] = []
        while let step = try? run.advance() {
            steps.append((step.time, run.traceRecord(for: step).callbacks))
        }
        return steps
    }

    /// The appearance entries of the logging controllers in the trace, named as they log them.
    private func appearance(_ steps: [(time: Double, callbacks: [String])]) -> [String] {
        steps.flatMap(\.callbacks).filter { $0.hasPrefix("LoggingController(") && !$0.hasSuffix("LayoutSubviews") }.map {
            $0.replacingOccurrences(of: "LoggingController('", with: "").replacingOccurrences(of: "')", with: "")
        }
    }

    private func logged(_ log: CallbackLog) -> [String] {
        log.entries.map { $0.replacingOccurrences(of: "(true)", with: "").replacingOccurrences(of: "(false)", with: "") }
    }

    func testPushAndPopAreTracedInTheOrderTheControllersHeardThem() {
        let log = CallbackLog()
        let scene = Scene(screen: screen)
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let nav = NavigationController(rootViewController: a)
        nav.hero.isEnabled = true
        let host = ControllerHost(scene: scene, rootViewController: nav)
        let driver = TransitionDriver(host: host, fps: 10, events: [
            TransitionEvent(at: 0.1, .push(b, animation: .push(direction: .left))),
            TransitionEvent(at: 1.0, .pop(animation: nil)),
        ], duration: 1.8)
        let steps = tracedCallbacks(driver, scene: scene)

        // The container first, then the child it forwards to, as UIKit's containers forward.
        XCTAssertEqual(steps.first?.callbacks.filter { !$0.hasSuffix("LayoutSubviews") }, [
            "NavigationController.viewDidLoad", "LoggingController('A').viewDidLoad",
            "NavigationController.viewWillAppear", "LoggingController('A').viewWillAppear",
            "NavigationController.viewDidAppear", "LoggingController('A').viewDidAppear",
        ])
        XCTAssertEqual(appearance(steps), logged(log), "the trace is what the overrides heard, in order")
        XCTAssertEqual(appearance(steps), [
            "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear",
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
        ])
        // The push starts at 0.1 and lasts 0.35 s: its did- callbacks are in the step at 0.5,
        // the first at or after 0.45, and not before.
        func time(of name: String, after: Double = -1) -> Double? {
            steps.first { $0.time > after && $0.callbacks.contains(name) }?.time
        }
        XCTAssertEqual(time(of: "LoggingController('B').viewWillAppear") ?? -1, 0.1, accuracy: 1e-9)
        XCTAssertEqual(time(of: "LoggingController('B').viewDidAppear") ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(time(of: "LoggingController('A').viewWillAppear", after: 0.5) ?? -1, 1.0, accuracy: 1e-9)
        XCTAssertEqual(time(of: "LoggingController('A').viewDidAppear", after: 0.5) ?? -1, 1.4, accuracy: 1e-9)

        // The incoming view is laid out after it is told it will appear and before it did.
        let pushStep = steps.first { $0.time == 0.1 }?.callbacks ?? []
        let will = pushStep.firstIndex(of: "LoggingController('B').viewWillAppear")
        let layout = pushStep.firstIndex(of: "LoggingController('B').viewWillLayoutSubviews")
        let didLayout = pushStep.firstIndex(of: "LoggingController('B').viewDidLayoutSubviews")
        XCTAssertNotNil(will); XCTAssertNotNil(layout); XCTAssertNotNil(didLayout)
        if let will, let layout, let didLayout { XCTAssertTrue(will < layout && layout < didLayout, "\(pushStep)") }
    }

    func testPresentAndDismissAreTracedAndQuietStepsListNothing() {
        let log = CallbackLog()
        let scene = Scene(screen: screen)
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let host = ControllerHost(scene: scene, rootViewController: a)
        b.hero.isEnabled = true
        let driver = TransitionDriver(host: host, fps: 10, events: [
            TransitionEvent(at: 0.2, .present(b, animation: .zoom)),
            TransitionEvent(at: 1.0, .dismiss(animation: nil)),
        ], duration: 1.6)
        let steps = tracedCallbacks(driver, scene: scene)

        XCTAssertEqual(appearance(steps), logged(log))
        XCTAssertEqual(Array(appearance(steps).suffix(9)), [
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
        ])
        // Nothing happens between the presentation's end (0.55) and the dismissal (1.0).
        for step in steps where step.time > 0.65 && step.time < 0.95 {
            XCTAssertEqual(step.callbacks, [], "step at \(step.time)")
        }
    }

    func testTraceNamesTellControllersApart() {
        XCTAssertEqual(LoggingController("A", log: CallbackLog()).traceName, "LoggingController('A')")
        XCTAssertEqual(ViewController().traceName, "ViewController")
        XCTAssertEqual(TraceCallback.controller("feed", .viewDidAppear).name, "feed.viewDidAppear")
        XCTAssertEqual(TraceCallback.scroll(.didScroll).name, "scrollViewDidScroll")
    }
}
