import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// A view's content is drawn for its model bounds and, while an animation changes its size,
/// stretched onto the bounds drawn, as a layer's contents follow its bounds (CALayer's
/// `contentsGravity` defaults to `.resize`:
/// developer.apple.com/documentation/quartzcore/calayer/contentsgravity).
final class LayerContentStretchTests: XCTestCase {
    /// Draws a black stripe across its whole width as its content (no background).
    private final class Stripe: View {
        override func drawContent(into ops: inout [DrawOp]) {
            ops.append(.fill(.rect(Rect(x: 0, y: 0, width: bounds.width, height: 10)), .black))
        }
    }

    func testContentFollowsTheBoundsDrawnWhileTheyAnimate() throws {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 300, height: 40), scale: 1, safeAreaInsets: .zero))
        scene.backgroundColor = .white
        let stripe = Stripe(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        scene.root.addSubview(stripe)
        scene.advance(to: Step(index: 0, time: 0))
        View.animate(withDuration: 1, options: .curveLinear) { stripe.frame = Rect(x: 0, y: 0, width: 200, height: 20) }
        scene.advance(to: Step(index: 1, time: 0.5))
        // Half-way the view is drawn 150 wide (0…150); its content, drawn for the 200 pt model
        // bounds, is squeezed into that, not spilling to 200.
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(frame.rgba(145, 5), RGBA(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(frame.rgba(155, 5), RGBA(r: 255, g: 255, b: 255, a: 255))
        scene.advance(to: Step(index: 2, time: 1))
        let end = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(end.rgba(195, 5), RGBA(r: 0, g: 0, b: 0, a: 255))
    }
}
