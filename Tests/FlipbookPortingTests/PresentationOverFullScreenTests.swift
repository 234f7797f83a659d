import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import Foundation
import FlipbookTestSupport

/// `modalPresentationStyle = .overFullScreen` with `modalTransitionStyle = .crossDissolve`, as apps
/// present a dialog (AppFiles/ConfirmDeleteViewController.swift). Apple: "the views beneath the
/// presented content are not removed from the view hierarchy when the presentation finishes"
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen);
/// crossDissolve: "the current view fades out while the new view fades in at the same time"
/// (https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/crossdissolve) — the
/// presenter here stays, so only the dialog fades. The teal photo is (48, 176, 199); under the
/// dialog's black at 0.4 it is (29, 106, 119).
final class PresentationOverFullScreenTests: XCTestCase {
    private func run(_ root: PhotoDetailViewController, scale: Double = 1, probe: [Int: (Scene) throws -> Void] = [:]) throws -> Scene {
        let scene = Scene(screen: Screen.iPhone14.withScale(scale))
        let host = scene.attach(root)
        var driver = TransitionDriver(host: host, fps: 30, events: [
            TransitionEvent(at: 0.1, .present(ConfirmDeleteViewController(), animation: nil)),
            TransitionEvent(at: 1.0, .dismiss(animation: nil)),
        ], duration: 1.8)
        while let step = driver.next(scene) {
            scene.advance(to: step)
            try probe[step.index]?(scene)
        }
        return scene
    }

    private func photoPixel(_ scene: Scene) throws -> RGBA { try Rasterizer().render(scene.displayList()).rgba(20, 150) }

    func testThePresenterStaysUnderTheDialogAndHearsNothing() throws {
        let root = PhotoDetailViewController()
        var seen: [Int: RGBA] = [:]
        var presenterOnScreen: [Int: Bool] = [:]
        func look(_ index: Int) -> (Scene) throws -> Void {
            { scene in seen[index] = try self.photoPixel(scene); presenterOnScreen[index] = root.view.scene != nil }
        }
        _ = try run(root, probe: [2: look(2), 10: look(10), 26: look(26), 45: look(45)])
        XCTAssertEqual(root.appearanceLog, ["viewWillAppear", "viewDidAppear"], "only its own first appearance: none for the dialog")
        // Before, the photo; half-way in, darker; over (0.87 s), the photo under black at 0.4; after the dismissal, the photo.
        XCTAssertEqual(seen[2].map { [$0.r, $0.g, $0.b] }, [48, 176, 199])
        let mid = try XCTUnwrap(seen[10])
        XCTAssertLessThan(mid.g, 170)
        XCTAssertGreaterThan(mid.g, 106)
        XCTAssertEqual(Double(try XCTUnwrap(seen[26]).g), 176 * 0.6, accuracy: 1.5, "the photo still shows through")
        XCTAssertEqual(seen[45].map { [$0.r, $0.g, $0.b] }, [48, 176, 199])
        XCTAssertEqual(presenterOnScreen[26], true, "not removed when the presentation finishes")
        XCTAssertNil(root.presentedViewController)
    }

    /// Full screen, the same cross-dissolve fades the presenter out too, and it leaves the screen.
    func testFullScreenCrossDissolveFadesThePresenterOutAndRemovesIt() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let root = PhotoDetailViewController()
        let host = scene.attach(root)
        let cover = UIViewController()
        cover.view.backgroundColor = .white
        cover.modalPresentationStyle = .fullScreen
        cover.modalTransitionStyle = .crossDissolve
        var driver = TransitionDriver(host: host, fps: 30, events: [TransitionEvent(at: 0.1, .present(cover, animation: nil))], duration: 0.9)
        var onScreenAtEnd = true
        while let step = driver.next(scene) { scene.advance(to: step); onScreenAtEnd = root.view.scene != nil }
        XCTAssertFalse(onScreenAtEnd)
        XCTAssertEqual(root.appearanceLog, ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    /// A page curl or flip is drawn as a cross-dissolve and says so.
    func testAFlipIsDrawnAsACrossDissolveWithAWarning() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let host = scene.attach(PhotoDetailViewController())
        let flipped = UIViewController()
        flipped.modalPresentationStyle = .fullScreen
        flipped.modalTransitionStyle = .flipHorizontal
        var driver = TransitionDriver(host: host, fps: 30, events: [TransitionEvent(at: 0.1, .present(flipped, animation: nil))], duration: 0.9)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertTrue(scene.warnings.contains("modalTransitionStyle .flipHorizontal is drawn as a cross-dissolve here"), "\(scene.warnings)")
    }

    /// With Hero on, the dialog still leaves the presenter on screen and Hero's container is not
    /// black (HeroTransition+Start.swift: the container gets `containerColor` only when neither
    /// screen is over full screen); Hero's fade fades the dialog in and leaves the opaque presenter
    /// (DefaultAnimationPreprocessor.swift, `case .fade`).
    func testHeroOverFullScreenKeepsThePresenterAndNoBlackContainer() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let root = PhotoDetailViewController()
        let host = scene.attach(root)
        let dialog = ConfirmDeleteViewController()
        dialog.hero.isEnabled = true
        var driver = TransitionDriver(host: host, fps: 30, events: [
            TransitionEvent(at: 0.1, .present(dialog, animation: .fade)),
            TransitionEvent(at: 1.0, .dismiss(animation: .fade)),
        ], duration: 1.6)
        var darkest = 255, afterPresent: RGBA?, end: RGBA?
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let p = try photoPixel(scene)
            darkest = min(darkest, Int(p.g))
            if step.index == 20 { afterPresent = p }
            end = p
        }
        XCTAssertGreaterThanOrEqual(darkest, 104, "never darker than the dialog's own black at 0.4: no black container, no fading presenter")
        XCTAssertEqual(Double(try XCTUnwrap(afterPresent).g), 176 * 0.6, accuracy: 1.5)
        XCTAssertEqual(end.map { [$0.r, $0.g, $0.b] }, [48, 176, 199])
        XCTAssertEqual(root.appearanceLog, ["viewWillAppear", "viewDidAppear"])
        XCTAssertTrue(root.view.scene != nil)
    }

    func testTheDialogGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        let host = scene.attach(PhotoDetailViewController())
        let driver = TransitionDriver(host: host, fps: 30, events: [
            TransitionEvent(at: 0.1, .present(ConfirmDeleteViewController(), animation: nil)),
            TransitionEvent(at: 1.0, .dismiss(animation: nil)),
        ], duration: 1.8)
        try assertGolden(of: scene, as: .animation(driver, checkpoints: .steps([0, 6, 10, 26, 33, 37, 50])), named: "confirm-dialog")
    }
}
