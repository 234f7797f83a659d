import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// A badge popping in from scale 0 with `CASpringAnimation`, as app code writes it: at scale 0 it
/// draws nothing (and nothing fails), it overshoots past 1 and settles at 1.
final class SpringPopInTests: XCTestCase {
    private func popIn(_ layer: CALayer) {
        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 0
        pop.toValue = 1
        pop.damping = 12
        pop.stiffness = 200
        pop.duration = pop.settlingDuration
        layer.add(pop, forKey: "pop")
    }

    private func scene() -> (Scene, UIView) {
        let scene = Scene(screen: Screen(name: "pop", size: CGSize(width: 200, height: 200), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let badge = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        badge.backgroundColor = .systemGreen
        badge.layer.cornerRadius = 50
        badge.id = "badge"
        scene.root.addSubview(badge)
        return (scene, badge)
    }

    func testThePopInStartsInvisibleOvershootsAndSettles() throws {
        let (scene, badge) = scene()
        scene.advance(to: Step(index: 0, time: 0))
        popIn(badge.layer)
        let first = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(first.rgba(100, 100), first.rgba(5, 5), "scale 0 draws nothing")
        // ζ = 12 / (2·√200) ≈ 0.42: it passes 1 and comes back.
        var peak = 0.0
        var t = 0.0
        while t < 1.5 {
            t += 1.0 / 60
            scene.advance(to: Step(index: 1, time: t))
            peak = max(peak, Double(badge.layer.presentation()!.affineTransform().a))
        }
        XCTAssertGreaterThan(peak, 1.1, "overshoots")
        XCTAssertEqual(badge.layer.presentation()!.affineTransform().a, 1, accuracy: 1e-3, "settled")
    }

    /// Apple's own listing (https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration),
    /// as written there: "With a damping coefficient of 5, the settling duration is approximately
    /// 2.85 seconds … changing the damping property to 15 reduces the settling duration to just
    /// over 1 second". Run on a layer, the loose spring is still moving at 2.6 s and at rest by 2.85 s.
    func testSettlingDurationAsAppleDocumentsIt() {
        let spring = CASpringAnimation()
        spring.keyPath = "position.x"
        spring.fromValue = 0
        spring.toValue = 640
        spring.damping = 5
        spring.duration = 2
        XCTAssertEqual(spring.settlingDuration, 2.85, accuracy: 0.005)
        spring.damping = 15
        XCTAssertGreaterThan(spring.settlingDuration, 1)
        XCTAssertLessThan(spring.settlingDuration, 1.05)

        spring.damping = 5
        spring.duration = spring.settlingDuration
        let (scene, badge) = scene()
        scene.advance(to: Step(index: 0, time: 0))
        badge.layer.add(spring, forKey: "slide")
        badge.layer.position.x = 640   // the model, as app code sets it, so the layer stays there after
        var t = 0.0, lastAway = 0.0
        while t < 3.2 {
            t += 1.0 / 120
            scene.advance(to: Step(index: 1, time: t))
            // 1/1200 of the 640 pt distance is 0.53 pt.
            if abs(Double(badge.layer.presentation()!.position.x) - 640) > 640.0 / 1200 { lastAway = t }
        }
        XCTAssertGreaterThan(lastAway, 2.5, "it bounces several times before settling")
        XCTAssertLessThanOrEqual(lastAway, 2.85)
    }

    func testThePopInGolden() throws {
        let (scene, badge) = scene()
        scene.onStep = { _, step in if step.index == 0 { self.popIn(badge.layer) } }
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 20, duration: 1)), named: "spring-pop-in")
    }
}
