import XCTest
import Foundation
import FlipbookUIKit   // was: import UIKit
import FlipbookTestSupport

/// `UIView.transition(with:duration:options:animations:completion:)` and
/// `transition(from:to:duration:options:completion:)` as app code calls them.
/// https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)
/// https://developer.apple.com/documentation/uikit/uiview/animationoptions : `transitionFlipFromLeft`
/// "flips a view around its vertical axis from left to right (the left side of the view moves
/// toward the front and right side toward the back)", `transitionFlipFromRight` the reverse,
/// `transitionCrossDissolve` "dissolves from one view to the next", `showHideTransitionViews`
/// "hide or show views during a view transition" instead of removing and adding them.
final class ViewTransitionTests: XCTestCase {
    /// A status badge a save button updates (app code).
    final class SaveStatusView: UIView {
        let dot = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            dot.backgroundColor = .red
            addSubview(dot)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        func markSaved() {
            UIView.transition(with: self, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear]) {
                self.dot.backgroundColor = .blue
                self.dot.frame.origin.x = 120
            } completion: { finished in self.finished.append(finished) }
        }
        var finished: [Bool] = []
    }

    private func scene() -> Scene { Scene(screen: Screen(name: "t", size: CGSize(width: 300, height: 300), scale: 1, safeAreaInsets: .zero)) }

    private func step(_ scene: Scene, to time: Double, index: Int) {
        scene.advance(to: Step(index: index, time: time))
    }

    private func pixel(_ scene: Scene, _ x: Int, _ y: Int) throws -> RGBA { try Rasterizer().render(scene.displayList()).rgba(x, y) }

    func testACrossDissolveAddsTheOldAndNewPicturesSoOpaquePixelsStayOpaque() throws {
        let scene = scene()
        let status = SaveStatusView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.root.addSubview(status)
        step(scene, to: 0, index: 0)
        status.markSaved()
        // The model changed at once; the picture has not.
        XCTAssertEqual(status.dot.frame.minX, 120)
        XCTAssertEqual(try pixel(scene, 50, 50), RGBA(r: 255, g: 0, b: 0, a: 255))
        step(scene, to: 0.2, index: 1)
        // Half-way on the linear curve: where the dot was, red at 1/2 plus white at 1/2 (the new
        // picture's background); where it goes, white at 1/2 plus blue at 1/2. Opaque: no backdrop.
        let was = try pixel(scene, 50, 50), goes = try pixel(scene, 150, 50)
        XCTAssertEqual(was.a, 255)
        XCTAssertEqual(Double(was.r), 255, accuracy: 1)
        XCTAssertEqual(Double(was.g), 127.5, accuracy: 1)
        XCTAssertEqual(Double(was.b), 127.5, accuracy: 1)
        XCTAssertEqual(Double(goes.r), 127.5, accuracy: 1)
        XCTAssertEqual(Double(goes.b), 255, accuracy: 1)
        XCTAssertEqual(try pixel(scene, 250, 250), RGBA(r: 255, g: 255, b: 255, a: 255), "unchanged white stays white")
        XCTAssertEqual(status.finished, [])
        step(scene, to: 0.4, index: 2)
        XCTAssertEqual(status.finished, [true])
        XCTAssertEqual(try pixel(scene, 150, 50), RGBA(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(try pixel(scene, 50, 50), RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    func testAClearViewsContentFadesOutWhileTheNewFadesIn() throws {
        // A label-like view without a background: its old content must fade out, not sit
        // under the new at full strength.
        let scene = scene()
        scene.root.backgroundColor = .white
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let mark = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        mark.backgroundColor = .black
        holder.addSubview(mark)
        scene.root.addSubview(holder)
        step(scene, to: 0, index: 0)
        UIView.transition(with: holder, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            mark.frame.origin.x = 200
        })
        step(scene, to: 0.25, index: 1)
        // Old mark at 3/4 over white: 255/4; new mark at 1/4: 255 · 3/4.
        XCTAssertEqual(Double(try pixel(scene, 30, 30).r), 63.75, accuracy: 1.5)
        XCTAssertEqual(Double(try pixel(scene, 220, 30).r), 191.25, accuracy: 1.5)
    }

    /// The extent of the face `matching` along row `y`, as (first, last) x.
    private func span(_ scene: Scene, y: Int, _ matching: (RGBA) -> Bool) throws -> (Int, Int)? {
        let f = try Rasterizer().render(scene.displayList())
        let xs = (0..<f.width).filter { matching(f.rgba($0, y)) }
        guard let a = xs.first, let b = xs.last else { return nil }
        return (a, b)
    }
    private func redSpan(_ scene: Scene, y: Int) throws -> (Int, Int)? { try span(scene, y: y) { $0.r > 200 && $0.g < 60 && $0.b < 60 } }
    private func blueSpan(_ scene: Scene, y: Int) throws -> (Int, Int)? { try span(scene, y: y) { $0.b > 200 && $0.r < 60 && $0.g < 60 } }

    func testAFlipFromRightTurnsTheOldFaceAwayThenShowsTheNewWithPerspective() throws {
        let scene = scene()
        scene.root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 50, y: 90, width: 200, height: 120))
        card.backgroundColor = .red
        scene.root.addSubview(card)
        step(scene, to: 0, index: 0)
        var done: [Bool] = []
        UIView.transition(with: card, duration: 0.8, options: [.transitionFlipFromRight, .curveLinear], animations: {
            card.backgroundColor = .blue
        }, completion: { done.append($0) })
        // 0.2 s: turned 45°, the right side towards the viewer. With m34 = −1/1000 (CHOSEN eye
        // distance), x' = x·cos45 / (1 − x·sin45/1000) about the centre (150): right edge at
        // 150 + 76.09, left at 150 − 66.04.
        step(scene, to: 0.2, index: 1)
        let quarter = try XCTUnwrap(try redSpan(scene, y: 150))
        XCTAssertEqual(Double(quarter.0), 150 - 66.04, accuracy: 1.5)
        XCTAssertEqual(Double(quarter.1), 150 + 76.09, accuracy: 1.5)
        XCTAssertNil(try blueSpan(scene, y: 150), "the new face is behind")
        // 0.6 s: 135°, the new face shows, its left side (the card's old right edge) nearer.
        step(scene, to: 0.6, index: 2)
        XCTAssertNil(try redSpan(scene, y: 150))
        let threeQuarters = try XCTUnwrap(try blueSpan(scene, y: 150))
        XCTAssertEqual(Double(threeQuarters.0), 150 - 76.09, accuracy: 1.5)
        XCTAssertEqual(Double(threeQuarters.1), 150 + 66.04, accuracy: 1.5)
        step(scene, to: 0.8, index: 3)
        XCTAssertEqual(done, [true])
        let end = try XCTUnwrap(try blueSpan(scene, y: 150))
        XCTAssertEqual(end.0, 50)
        XCTAssertEqual(end.1, 249)
    }

    func testAFlipFromLeftBringsTheLeftSideForward() throws {
        let scene = scene()
        let card = UIView(frame: CGRect(x: 50, y: 90, width: 200, height: 120))
        card.backgroundColor = .red
        scene.root.addSubview(card)
        step(scene, to: 0, index: 0)
        UIView.transition(with: card, duration: 0.8, options: [.transitionFlipFromLeft, .curveLinear], animations: {})
        step(scene, to: 0.2, index: 1)
        let span = try XCTUnwrap(try redSpan(scene, y: 150))
        XCTAssertEqual(Double(span.0), 150 - 76.09, accuracy: 1.5)
        XCTAssertEqual(Double(span.1), 150 + 66.04, accuracy: 1.5)
    }

    func testAFlipFromTopTurnsAboutTheHorizontalAxis() throws {
        let scene = scene()
        let card = UIView(frame: CGRect(x: 50, y: 90, width: 200, height: 120))
        card.backgroundColor = .red
        scene.root.addSubview(card)
        step(scene, to: 0, index: 0)
        UIView.transition(with: card, duration: 0.8, options: [.transitionFlipFromTop, .curveLinear], animations: {})
        step(scene, to: 0.2, index: 1)
        let f = try Rasterizer().render(scene.displayList())
        let ys = (0..<f.height).filter { let p = f.rgba(150, $0); return p.r > 200 && p.g < 60 }
        // The top comes forward: y' = y·cos45 / (1 − |y|·sin45/1000) above the centre (150), 60 pt half-height.
        XCTAssertEqual(Double(try XCTUnwrap(ys.first)), 150 - 60 * 0.70711 / (1 - 60 * 0.70711 / 1000), accuracy: 1.5)
        XCTAssertEqual(Double(try XCTUnwrap(ys.last)), 150 + 60 * 0.70711 / (1 + 60 * 0.70711 / 1000), accuracy: 1.5)
    }

    func testTransitionFromToShowsAndHidesOrSwapsTheViews() throws {
        let scene = scene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let front = UIView(frame: container.bounds), back = UIView(frame: container.bounds)
        front.backgroundColor = .red
        back.backgroundColor = .blue
        back.isHidden = true
        container.addSubview(front)
        container.addSubview(back)
        scene.root.addSubview(container)
        step(scene, to: 0, index: 0)
        UIView.transition(from: front, to: back, duration: 0.5, options: [.transitionFlipFromLeft, .showHideTransitionViews])
        XCTAssertTrue(front.isHidden)
        XCTAssertFalse(back.isHidden)
        XCTAssertTrue(front.superview === container, "shown and hidden, not removed")

        let other = UIView(frame: container.bounds)
        other.backgroundColor = .green
        step(scene, to: 0.5, index: 1)
        var finished: Bool?
        UIView.transition(from: back, to: other, duration: 0.3, options: .transitionCrossDissolve) { finished = $0 }
        XCTAssertNil(back.superview, "removed from its superview")
        XCTAssertTrue(other.superview === container)
        step(scene, to: 0.8, index: 2)
        XCTAssertEqual(finished, true)
    }

    func testRemovingTheAnimationsEndsTheTransitionUnfinished() throws {
        let scene = scene()
        let status = SaveStatusView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.root.addSubview(status)
        step(scene, to: 0, index: 0)
        status.markSaved()
        step(scene, to: 0.1, index: 1)
        status.layer.removeAllAnimations()
        XCTAssertEqual(status.finished, [false])
        XCTAssertEqual(try pixel(scene, 150, 50), RGBA(r: 0, g: 0, b: 255, a: 255), "the new picture at once")
        step(scene, to: 0.5, index: 2)
        XCTAssertEqual(status.finished, [false], "told once")
    }

    func testASecondTransitionOfTheSameViewEndsTheFirstUnfinished() throws {
        let scene = scene()
        let status = SaveStatusView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.root.addSubview(status)
        step(scene, to: 0, index: 0)
        status.markSaved()
        step(scene, to: 0.1, index: 1)
        status.markSaved()
        XCTAssertEqual(status.finished, [false])
        step(scene, to: 0.5, index: 2)
        XCTAssertEqual(status.finished, [false, true])
    }

    func testOffScreenTheChangesApplyAndTheCompletionRuns() {
        let status = SaveStatusView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        status.markSaved()
        XCTAssertEqual(status.dot.frame.minX, 120)
        XCTAssertEqual(status.finished, [true])
    }

    func testAPageCurlIsDrawnAsACrossDissolveAndSaysSo() throws {
        let scene = scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        card.backgroundColor = .red
        scene.root.addSubview(card)
        step(scene, to: 0, index: 0)
        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: { card.backgroundColor = .blue })
        step(scene, to: 0.5, index: 1)
        let p = try pixel(scene, 150, 150)
        XCTAssertEqual(Double(p.r), 127.5, accuracy: 1)
        XCTAssertEqual(Double(p.b), 127.5, accuracy: 1)
        XCTAssertEqual(scene.warnings, ["UIView.transition: page curls are drawn as a cross-dissolve"])
    }
}
