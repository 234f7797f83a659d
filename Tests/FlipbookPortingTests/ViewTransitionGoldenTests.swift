import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit   // was: import UIKit

/// Goldens of `UIView.transition` as app code calls it: a card that flips from its front to its
/// back, and a status that cross-dissolves; checkpoints at the start, half-way and the end.
final class ViewTransitionGoldenTests: XCTestCase {
    /// A card with a front and a back, flipped by a tap handler (app code).
    final class FlipCard: UIView {
        let front = UILabel()
        let back = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            for (face, text, colour) in [(front, "Front", UIColor.systemBlue), (back, "Back", UIColor.systemOrange)] {
                face.frame = bounds
                face.text = text
                face.textAlignment = .center
                face.font = .systemFont(ofSize: 28, weight: .bold)
                face.textColor = .white
                face.backgroundColor = colour
                face.layer.cornerRadius = 16
                face.clipsToBounds = true
                addSubview(face)
            }
            back.isHidden = true
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func flip() {
            UIView.transition(from: front, to: back, duration: 1, options: [.transitionFlipFromRight, .showHideTransitionViews])
        }
    }

    private func scene() -> Scene {
        let scene = Scene(screen: Screen(name: "t", size: CGSize(width: 300, height: 240), scale: 2, safeAreaInsets: .zero))
        scene.root.backgroundColor = .systemGroupedBackground
        return scene
    }

    func testAFlipGolden() throws {
        let scene = scene()
        let card = FlipCard(frame: CGRect(x: 50, y: 40, width: 200, height: 160))
        scene.root.addSubview(card)
        scene.onStep = { _, step in if step.index == 0 { card.flip() } }
        // A quarter in (the front turning away), edge-on at half time, three quarters (the back turning in).
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 20, duration: 1), checkpoints: .steps([0, 5, 10, 15, 20])), named: "flip")
    }

    func testACrossDissolveGolden() throws {
        let scene = scene()
        let status = UILabel(frame: CGRect(x: 50, y: 90, width: 200, height: 60))
        status.text = "Saving…"
        status.textAlignment = .center
        status.font = .systemFont(ofSize: 24, weight: .semibold)
        status.backgroundColor = .systemBackground
        scene.root.addSubview(status)
        scene.onStep = { _, step in
            guard step.index == 0 else { return }
            UIView.transition(with: status, duration: 1, options: .transitionCrossDissolve) {
                status.text = "Saved ✓"
                status.textColor = .systemGreen
            }
        }
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 20, duration: 1)), named: "cross-dissolve")
    }
}
