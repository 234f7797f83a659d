import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// Goldens of two app screens built on layers, light and dark: the photo card (gradient
/// layers, a caption scrim, continuous corners, a shadow from its shadowPath) and the progress
/// ring (two CAShapeLayers, the arc cut at 68 %). Besides the goldens, each checks what a
/// person sees: the scrim darkens the photo's foot, the ring stops where 68 % of the turn is.
final class LayerGoldenTests: XCTestCase {
    private func screen(_ appearance: Appearance, _ build: (UIView) -> Void) throws -> RasterFrame {
        let scene = Scene(screen: Screen(name: "layers", size: CGSize(width: 360, height: 300), scale: 2, safeAreaInsets: .zero))
        scene.appearance = appearance
        scene.root.backgroundColor = .systemGroupedBackground
        build(scene.root)
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    func testThePhotoCard() throws {
        for appearance in [Appearance.light, .dark] {
            var card: PhotoCardView?
            let frame = try screen(appearance) { root in
                let c = PhotoCardView(frame: CGRect(x: 30, y: 30, width: 300, height: 220))
                root.addSubview(c)
                card = c
            }
            try assertGolden(of: frame, as: .image, named: "photo-card-\(appearance)")
            // The scrim: the photo's foot is darker than the same column above the scrim.
            let above = frame.rgba(2 * 40, 2 * 120), foot = frame.rgba(2 * 40, 2 * 245)
            XCTAssertLessThan(foot.r + foot.g + foot.b, above.r + above.g + above.b - 100, "\(above) → \(foot)")
            // Continuous corners cut the photo's corner, and the shadow falls below the card.
            XCTAssertEqual(frame.rgba(2 * 31, 2 * 31).distance(to: frame.rgba(2 * 5, 2 * 5)) < 12, true, "the corner is background (with a little shadow)")
            if appearance == .light {   // a black shadow does not show on dark's black background
                let below = frame.rgba(2 * 180, 2 * 256), far = frame.rgba(2 * 180, 2 * 295)
                XCTAssertLessThan(below.r, far.r - 10, "shadow under the card, offset down")
            }
            XCTAssertNotNil(card)
        }
    }

    func testTheProgressRing() throws {
        for appearance in [Appearance.light, .dark] {
            let frame = try screen(appearance) { root in
                let ring = ProgressRingView(frame: CGRect(x: 80, y: 50, width: 200, height: 200))
                ring.progress = 0.68
                root.addSubview(ring)
            }
            try assertGolden(of: frame, as: .image, named: "progress-ring-\(appearance)")
            let blue = appearance == .light ? RGBA(r: 0, g: 122, b: 255, a: 255) : RGBA(r: 10, g: 132, b: 255, a: 255)
            func onRing(_ degreesFromTwelve: Double) -> RGBA {
                let a = (degreesFromTwelve - 90) * .pi / 180
                return frame.rgba(Int(2 * (180 + 90 * cos(a))), Int(2 * (150 + 90 * sin(a))))
            }
            for d in [20.0, 120, 200, 230] { XCTAssertEqual(onRing(d), blue, "\(d)°: within 68 % of the turn") }
            for d in [260.0, 300, 340] { XCTAssertNotEqual(onRing(d).b, 255, "\(d)°: the track") }
        }
    }
}
