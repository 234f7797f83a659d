import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// Core Animation animations of the layer kinds' own properties, as app code adds them: a
/// gradient's `colors` and `locations` (https://developer.apple.com/documentation/quartzcore/cagradientlayer/colors:
/// "Animatable"), a shape layer's `path` (https://developer.apple.com/documentation/quartzcore/cashapelayer/path:
/// "Paths will interpolate as a linear blend of the 'on-line' points; 'off-line' points may be
/// interpolated non-linearly … If the two paths have a different number of control points or
/// segments, the results are undefined").
final class CoreAnimationLayerKindsTests: XCTestCase {
    private func scene() -> (Scene, UIView) {
        let scene = Scene(screen: Screen(name: "kinds", size: CGSize(width: 200, height: 200), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.root.addSubview(host)
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, host)
    }

    /// A shape layer filling a 40 pt blue square at the host's origin.
    private func blueSquare(in host: UIView) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = host.bounds
        shape.fillColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        host.layer.addSublayer(shape)
        return shape
    }

    private func pixel(_ scene: Scene, at t: Double, _ x: Int, _ y: Int) throws -> RGBA {
        scene.advance(to: Step(index: Int(t * 100), time: t))
        return try Rasterizer().render(scene.displayList()).rgba(x, y)
    }

    func testAGradientsColoursMixItemByItem() throws {
        let (scene, host) = scene()
        let gradient = CAGradientLayer()
        gradient.frame = host.bounds
        gradient.colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
        host.layer.addSublayer(gradient)
        let shift = CABasicAnimation(keyPath: "colors")
        shift.toValue = [UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor, UIColor(red: 1, green: 1, blue: 0, alpha: 1).cgColor]
        shift.duration = 1
        gradient.add(shift, forKey: "shift")
        // At the top row, half-way: red half-way to green.
        let top = try pixel(scene, at: 0.5, 100, 0)
        XCTAssertEqual(Double(top.r), 127.5, accuracy: 2)
        XCTAssertEqual(Double(top.g), 127.5, accuracy: 2)
        XCTAssertEqual(Double(top.b), 0, accuracy: 2)
        // The model was not changed: after the animation, red again (the top row's centre is
        // 0.5 pt down the ramp: a trace of blue).
        let after = try pixel(scene, at: 1.2, 100, 0)
        XCTAssertGreaterThan(after.r, 250)
        XCTAssertLessThan(after.g, 3)
    }

    func testLocationsMoveTheStops() throws {
        let (scene, host) = scene()
        let gradient = CAGradientLayer()
        gradient.frame = host.bounds
        gradient.colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
        host.layer.addSublayer(gradient)
        let slide = CABasicAnimation(keyPath: "locations")
        slide.fromValue = [0, 0.5]
        slide.toValue = [0.5, 1]
        slide.duration = 1
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        gradient.add(slide, forKey: "slide")
        // Held at [0.5, 1]: red down to half the height, then red to blue; at 3/4 half-way.
        XCTAssertEqual(try pixel(scene, at: 1.5, 100, 80).r, 255)
        let mid = try pixel(scene, at: 1.5, 100, 150)
        XCTAssertEqual(Double(mid.r), 127.5, accuracy: 4)
        XCTAssertEqual(Double(mid.b), 127.5, accuracy: 4)
    }

    func testAPathGrowsPointByPointAndADifferentOneChangesAtTheEnd() throws {
        let (scene, host) = scene()
        let shape = blueSquare(in: host)
        let grow = CABasicAnimation(keyPath: "path")
        grow.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 160, height: 160)).cgPath
        grow.duration = 1
        shape.add(grow, forKey: "grow")
        // Half-way the square is 100 pt: (90, 90) inside, (110, 110) outside.
        XCTAssertEqual(try pixel(scene, at: 0.5, 90, 90).b, 255)
        XCTAssertEqual(try pixel(scene, at: 0.5, 110, 110).r, 255, "white: not yet reached")

        let (other, host2) = self.scene()
        let circle = blueSquare(in: host2)
        let morph = CABasicAnimation(keyPath: "path")
        morph.toValue = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 160, height: 160)).cgPath
        morph.duration = 1
        morph.fillMode = .forwards
        morph.isRemovedOnCompletion = false
        circle.add(morph, forKey: "morph")
        XCTAssertEqual(try pixel(other, at: 0.5, 80, 80).r, 255, "a rectangle to an oval: the start until the end (undefined in Apple's words; CHOSEN)")
        XCTAssertEqual(try pixel(other, at: 1.1, 80, 80).b, 255, "held: the oval")
    }
}
