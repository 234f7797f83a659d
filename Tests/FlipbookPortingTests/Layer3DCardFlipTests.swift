import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// A card that flips in 3D, as app code builds one: two faces in one container, each
/// single-sided, the back turned half a revolution; a timeline turns both about y from 0 to π
/// with perspective (m34 = −1/500). The front shows until 90°, then the back. Goldens of the
/// checkpoints (at rest, 45° and 67.5° on the front, 112.5° and 135° on the back, flipped), light and dark; besides them, what a person sees at each end and midway.
final class Layer3DCardFlipTests: XCTestCase {
    final class FlipCardView: UIView {
        let front = UIView()
        let back = UIView()
        private let frontLabel = UILabel()
        private let backLabel = UILabel()

        /// 0 shows the front, π the back.
        var angle: CGFloat = 0 { didSet { turn() } }

        override init(frame: CGRect) {
            super.init(frame: frame)
            for (face, label, text, colour) in [(front, frontLabel, "Front", UIColor.systemBlue), (back, backLabel, "Back", UIColor.systemOrange)] {
                face.frame = bounds
                face.backgroundColor = colour
                face.layer.cornerRadius = 16
                face.layer.isDoubleSided = false
                label.text = text
                label.textColor = .label
                label.font = .boldSystemFont(ofSize: 28)
                label.textAlignment = .center
                label.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 40)
                face.addSubview(label)
                addSubview(face)
            }
            turn()
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        private func turn() {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            front.layer.transform = CATransform3DRotate(perspective, angle, 0, 1, 0)
            back.layer.transform = CATransform3DRotate(perspective, angle - .pi, 0, 1, 0)
        }
    }

    private func scene(_ appearance: Appearance) -> (Scene, FlipCardView) {
        let scene = Scene(screen: Screen(name: "flip", size: CGSize(width: 300, height: 260), scale: 2, safeAreaInsets: .zero))
        scene.appearance = appearance
        scene.root.backgroundColor = .systemBackground
        let card = FlipCardView(frame: CGRect(x: 60, y: 40, width: 180, height: 180))
        scene.root.addSubview(card)
        scene.onStep = { _, step in card.angle = CGFloat(min(1, step.time / 0.8)) * .pi }
        return (scene, card)
    }

    func testTheCardFlipsFrontToBackWithPerspective() throws {
        for appearance in [Appearance.light, .dark] {
            let (scene, card) = scene(appearance)
            try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 10, duration: 1), checkpoints: .steps([0, 2, 3, 5, 6, 10])), named: "card-flip-\(appearance)")

            func frame(at angle: CGFloat) throws -> RasterFrame {
                card.angle = angle
                scene.layout()
                return try Rasterizer().render(scene.displayList())
            }
            let blue = appearance == .light ? RGBA(r: 0, g: 122, b: 255, a: 255) : RGBA(r: 10, g: 132, b: 255, a: 255)
            let orange = appearance == .light ? RGBA(r: 255, g: 149, b: 0, a: 255) : RGBA(r: 255, g: 159, b: 10, a: 255)
            // At rest the front fills the card (a point below its label).
            XCTAssertEqual(try frame(at: 0).rgba(2 * 150, 2 * 180), blue)
            // Flipped, the back shows there.
            XCTAssertEqual(try frame(at: .pi).rgba(2 * 150, 2 * 180), orange)
            // Turned 60°: the front, narrower, its near (left) side taller than its far side.
            let turned = try frame(at: .pi / 3)
            XCTAssertEqual(turned.rgba(2 * 150, 2 * 180), blue)
            func height(atX x: Int) -> Int { (0..<turned.height).filter { turned.rgba(x, $0) == blue }.count }
            XCTAssertGreaterThan(height(atX: 2 * 115), height(atX: 2 * 180) + 10, "perspective: the far edge is shorter")
            XCTAssertNotEqual(turned.rgba(2 * 70, 2 * 180), blue, "narrower than at rest")
            // Turned 120°: the back, seen from its own front.
            XCTAssertEqual(try frame(at: 2 * .pi / 3).rgba(2 * 150, 2 * 180), orange)
        }
    }
}
