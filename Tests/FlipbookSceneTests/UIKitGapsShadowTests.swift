import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// Layer shadows as Core Animation draws them: the shape moved by the offset and blurred by a
/// Gaussian of σ = radius/2, read from pixels.
final class UIKitGapsShadowTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    /// A white 100×100 card at (100, 100) on white, casting a black shadow of opacity 0.5,
    /// offset (0, 10), radius 6 (σ = 3 pt), at 1x.
    private func render(_ configure: (View) -> Void = { _ in }) throws -> RasterFrame {
        let scene = Scene(screen: Screen(name: "shadow", size: Size(width: 300, height: 300), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.shadowColor = .black
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = Size(width: 0, height: 10)
        card.layer.shadowRadius = 6
        configure(card)
        scene.root.addSubview(card)
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    /// The grey expected where the shadow's alpha is `alpha` over white.
    private func grey(alpha: Double) -> Int { Int((255 * (1 - alpha)).rounded()) }

    /// Φ, the standard normal distribution function.
    private func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }

    func testABlurredDarkBandFallsBelowTheCardByTheOffset() throws {
        let frame = try render()
        // Below the card (y ≥ 200) the shadow's lower edge is at 210, blurred with σ = 3.
        for y in [201, 205, 210, 213] {
            let distanceInside = 210 - (Double(y) + 0.5)
            let expected = grey(alpha: 0.5 * phi(distanceInside / 3))
            XCTAssertEqual(Double(frame.rgba(150, y).r), Double(expected), accuracy: 10, "row \(y)")
        }
        XCTAssertEqual(frame.rgba(150, 222), white, "4σ past the shadow's edge")
        // Above the card nothing: the shadow starts 10 pt lower and reaches ~9 pt up.
        XCTAssertEqual(frame.rgba(150, 97), white)
        // The card itself covers its shadow.
        XCTAssertEqual(frame.rgba(150, 150), white)
        // Sideways the band is as wide as the card, its edges blurred: half strength at x = 100.
        XCTAssertEqual(Double(frame.rgba(99, 205).r), Double(grey(alpha: 0.5 * phi(-0.5 / 3) * phi((210 - 205.5) / 3))), accuracy: 10)
    }

    func testMasksToBoundsClipsTheShadowAwayAndZeroOpacityDrawsNone() throws {
        XCTAssertEqual(try render { $0.layer.masksToBounds = true }.rgba(150, 205), white)
        XCTAssertEqual(try render { $0.layer.shadowOpacity = 0 }.rgba(150, 205), white)
    }

    func testShadowPathAndCornerRadiusShapeTheShadow() throws {
        // A path 20 pt narrower on the right: its shadow stops short of the card's right edge.
        let frame = try render { $0.layer.shadowPath = .rect(Rect(x: 0, y: 0, width: 80, height: 100)); $0.layer.shadowRadius = 0 }
        XCTAssertEqual(Double(frame.rgba(150, 205).r), Double(grey(alpha: 0.5)), accuracy: 2)
        XCTAssertEqual(frame.rgba(190, 205), white)
        // The layer proxy writes through to the view.
        let view = View()
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 2
        view.layer.borderColor = .systemRed
        XCTAssertEqual([view.cornerRadius, view.borderWidth], [12, 2])
        XCTAssertEqual(view.borderColor, .systemRed)
    }
}
