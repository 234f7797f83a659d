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

    func testWithoutAPathTheShadowHasTheShapeOfWhatTheViewDraws() throws {
        let scene = Scene(screen: Screen(name: "shadow", size: Size(width: 300, height: 200), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let label = Label(frame: Rect(x: 10, y: 10, width: 280, height: 60))
        label.text = "HHHH"
        label.font = .boldSystemFont(ofSize: 40)
        label.textColor = .black
        label.layer.shadowColor = Color(red: 1, green: 0, blue: 0)
        label.layer.shadowOpacity = 1
        label.layer.shadowRadius = 0
        label.layer.shadowOffset = Size(width: 0, height: 80)
        let empty = View(frame: Rect(x: 10, y: 150, width: 100, height: 40))
        empty.layer.shadowOpacity = 1
        empty.layer.shadowOffset = Size(width: 0, height: 5)
        scene.root.addSubview(label)
        scene.root.addSubview(empty)
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        var black = 0, red = 0
        for y in 0..<200 {
            for x in 0..<300 {
                let p = frame.rgba(x, y)
                if p.r < 60, p.g < 60 { black += 1 }
                if p.r > 200, p.g < 60, p.b < 60 {
                    red += 1
                    XCTAssertTrue((90..<150).contains(y), "red only 80 pt below the text, at y \(y)")
                }
            }
        }
        XCTAssertGreaterThan(black, 500, "the text")
        XCTAssertEqual(Double(red), Double(black), accuracy: Double(black) * 0.25, "the shadow is the text's shape, not the label's box")
        XCTAssertLessThan(red, 280 * 60 / 3)
        XCTAssertEqual(frame.rgba(60, 195), RGBA(r: 255, g: 255, b: 255, a: 255), "a view that draws nothing casts nothing")
    }
}
