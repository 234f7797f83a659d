import XCTest
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookTransitions

/// A push rendered by the rasterizer and measured in pixels.
final class TransitionPixelTests: XCTestCase {
    func testPushLeftAtHalfTimeEdgeAndOverlay() throws {
        // 200 × 200 pt at scale 1, no safe area: the navigation bar covers y 0…44, so measure at y = 150.
        let screen = Screen(name: "test", size: Size(width: 200, height: 200), scale: 1, safeAreaInsets: .zero)
        let scene = Scene(screen: screen)
        let list = ViewController(), detail = ViewController()
        let nav = NavigationController(rootViewController: list)
        nav.hero.isEnabled = true
        let host = ControllerHost(scene: scene, rootViewController: nav)
        list.view.backgroundColor = .white
        detail.view.backgroundColor = .systemRed
        // 40 fps puts frame 7 exactly at 0.175 s, half of 0.35 s.
        let driver = TransitionDriver(host: host, fps: 40, events: [TransitionEvent(at: 0, .push(detail, animation: .push(direction: .left)))])
        var run = SceneRun(scene: scene, driver: driver)
        var last: Step?
        while let step = try run.advance() {
            last = step
            if step.index == 7 { break }
        }
        XCTAssertEqual(try XCTUnwrap(last).time, 0.175, accuracy: 1e-12)
        let frame = try Rasterizer().render(run.displayList())
        // Hero (DefaultAnimationPreprocessor.swift): the incoming screen starts one width (200) to
        // the right and moves on the deceleration curve, 0.839245 of the way at half time, so its
        // left edge is at 200 · (1 − 0.839245) = 32.15 pt: column 32 is 85 % red, 33 on all red.
        let red = RGBA(r: 255, g: 59, b: 48, a: 255)
        let row = 150
        let firstRed = try XCTUnwrap((0..<200).first { frame.rgba($0, row).distance(to: red) <= 2 })
        XCTAssertEqual(firstRed, 33)
        XCTAssertGreaterThan(frame.rgba(32, row).distance(to: red), 2, "column 32 is only partly covered")
        // The outgoing white screen is under a black overlay at 0.1 · 0.839245 = 0.0839:
        // 255 · (1 − 0.0839) = 233.6.
        let dimmed = frame.rgba(10, row)
        XCTAssertEqual(Double(dimmed.r), 233.6, accuracy: 1.5, "\(dimmed)")
        XCTAssertEqual(dimmed.r, dimmed.b)
        // Hero's shadow on the incoming screen: black, radius σ = 5, at 0.5 · 0.839245 = 0.4196.
        // Outside an edge a Gaussian-blurred shadow has ½·erfc(d / (5√2)) of that; drawn in 1 pt
        // rings sampled at their middles: ring 2 (d 2…3, x 29.15…30.15) ½·erfc(0.35355) = 0.30855,
        // ring 3 (x 28.15…29.15) ½·erfc(0.49497) = 0.24195. Column 29 is 0.85 ring 2 and 0.15 ring 3:
        // 0.4196 · (0.85 · 0.30855 + 0.15 · 0.24195) = 0.1253 black over the dimmed 233.6: 204.4.
        XCTAssertEqual(Double(frame.rgba(29, row).r), 204.4, accuracy: 2, "\(frame.rgba(29, row))")
        // 20 pt out (column 12, beyond 3σ) there is no shadow left.
        XCTAssertEqual(frame.rgba(12, row), dimmed)
    }
}
