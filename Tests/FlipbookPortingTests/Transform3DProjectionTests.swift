import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// A card turned 45° about its vertical axis with perspective, as app code writes it
/// (`m34 = -1/500`, then `CATransform3DRotate`), lands where the projection worked by hand puts
/// its corners, measured from the rendered pixels.
final class Transform3DProjectionTests: XCTestCase {
    /// The hand-worked corners, in points. The layer is 200 × 200 about its centre (200, 200).
    /// `CATransform3DRotate(t, θ, 0, 1, 0)` applies the rotation first: a point (x, y) from
    /// the centre goes to (x cos θ, y, −x sin θ); then m34 = −1/500 gives w = 1 + x sin θ / 500
    /// (row vectors: w = z · m34 + 1), and the screen point is (x cos θ / w, y / w).
    /// θ = 45°: cos θ = sin θ = 0.707107.
    ///   right edge, x = 100: w = 1.141421, X = 70.7107 / 1.141421 = 61.949, Y = ±100 / 1.141421 = ±87.610
    ///   left edge,  x = −100: w = 0.858579, X = −70.7107 / 0.858579 = −82.358, Y = ±116.472
    private let left = 200 - 82.358, right = 200 + 61.949
    private let leftTop = 200 - 116.472, leftBottom = 200 + 116.472
    private let rightTop = 200 - 87.610, rightBottom = 200 + 87.610

    private func render(doubleSided: Bool = true, angle: CGFloat = .pi / 4) throws -> RasterFrame {
        let scene = Scene(screen: Screen(name: "turned", size: CGSize(width: 400, height: 400), scale: 2, safeAreaInsets: .zero))
        scene.root.backgroundColor = .black
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        card.backgroundColor = .white
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DRotate(t, angle, 0, 1, 0)
        card.layer.transform = t
        card.layer.isDoubleSided = doubleSided
        scene.root.addSubview(card)
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    /// How much of the pixel is the white card (0…1).
    private func cover(_ f: RasterFrame, _ x: Int, _ y: Int) -> Double { Double(f.rgba(x, y).g) / 255 }

    func testARotationAboutYWithPerspectivePutsTheCornersWhereTheProjectionDoes() throws {
        let f = try render()
        // Edges from coverage (in device pixels, scale 2): across the middle row the covered
        // amount left of the centre column says where the left edge is, and so on.
        let mid = 400
        let coveredLeft = (0...mid).reduce(0) { $0 + cover(f, $1, mid) }
        let coveredRight = (mid + 1..<f.width).reduce(0) { $0 + cover(f, $1, mid) }
        let leftEdge = Double(mid + 1) - coveredLeft, rightEdge = Double(mid + 1) + coveredRight
        XCTAssertEqual(leftEdge, left * 2, accuracy: 0.5)
        XCTAssertEqual(rightEdge, right * 2, accuracy: 0.5)
        // The top and bottom edges are straight lines (a projection keeps lines): measured down
        // two columns, extended to the side edges.
        func topAndBottom(_ column: Int) -> (top: Double, bottom: Double) {
            let above = (0...mid).reduce(0) { $0 + cover(f, column, $1) }
            let below = (mid + 1..<f.height).reduce(0) { $0 + cover(f, column, $1) }
            return (Double(mid + 1) - above, Double(mid + 1) + below)
        }
        let c0 = Int(leftEdge.rounded(.up)) + 10, c1 = Int(rightEdge.rounded(.down)) - 10
        let a = topAndBottom(c0), b = topAndBottom(c1)
        let x0 = Double(c0) + 0.5, x1 = Double(c1) + 0.5
        func at(_ x: Double, _ y0: Double, _ y1: Double) -> Double { y0 + (y1 - y0) * (x - x0) / (x1 - x0) }
        XCTAssertEqual(at(leftEdge, a.top, b.top), leftTop * 2, accuracy: 0.5, "top-left corner")
        XCTAssertEqual(at(rightEdge, a.top, b.top), rightTop * 2, accuracy: 0.5, "top-right corner")
        XCTAssertEqual(at(leftEdge, a.bottom, b.bottom), leftBottom * 2, accuracy: 0.5, "bottom-left corner")
        XCTAssertEqual(at(rightEdge, a.bottom, b.bottom), rightBottom * 2, accuracy: 0.5, "bottom-right corner")
    }

    func testASingleSidedLayerTurnedAwayDrawsNothing() throws {
        // Turned 135°: its back faces the viewer. Double-sided, it shows (mirrored); single-sided, nothing.
        let shown = try render(doubleSided: true, angle: 3 * .pi / 4)
        XCTAssertEqual(cover(shown, 400, 400), 1)
        let hidden = try render(doubleSided: false, angle: 3 * .pi / 4)
        XCTAssertEqual(cover(hidden, 400, 400), 0)
        // At 45° its front faces the viewer: single-sided or not, it shows.
        XCTAssertEqual(cover(try render(doubleSided: false), 400, 400), 1)
    }

    func testSublayerTransformGivesSublayersPerspectiveAboutTheSuperlayersCentre() throws {
        // The idiom of a container with perspective: `sublayerTransform.m34`, the child turned.
        // The same turn through the container equals the one in the test above.
        let scene = Scene(screen: Screen(name: "turned", size: CGSize(width: 400, height: 400), scale: 2, safeAreaInsets: .zero))
        scene.root.backgroundColor = .black
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.layer.sublayerTransform = perspective
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        card.backgroundColor = .white
        card.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        container.addSubview(card)
        scene.root.addSubview(container)
        scene.layout()
        let f = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(f.pixels, try render().pixels)
    }
}
