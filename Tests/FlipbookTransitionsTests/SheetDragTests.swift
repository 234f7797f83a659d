import XCTest
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookTransitions

/// A finger dragging a sheet with `[.medium(), .large()]` on an iPhone 14 (medium 393.5 tall
/// from 450.5, large 787 from 57): the sheet follows the finger, the presenter's card comes in
/// proportion, and on lifting the sheet settles at the detent nearest to its height plus
/// 0.499 s of its speed (CHOSEN projection, SheetPresentation+Drag.swift); the delegate hears of
/// a new detent, as `sheetPresentationControllerDidChangeSelectedDetentIdentifier` is documented
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate).
final class SheetDragTests: XCTestCase {
    private final class Listener: SheetPresentationControllerDelegate {
        var changes: [SheetDetent.Identifier?] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
            changes.append(sheet.selectedDetentIdentifier)
        }
    }

    /// Presents the sheet at 0 (at rest by 0.5 s) and runs the scene at 30 fps to `end`,
    /// calling `look` at every step.
    private func run(selecting detent: SheetDetent.Identifier? = nil, until end: Double,
                     script: (Scene) -> Void, look: (Double, ViewController, ViewController) throws -> Void = { _, _, _ in })
        throws -> (ViewController, Listener, Scene) {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let home = ViewController(), sheet = ViewController()
        home.view.backgroundColor = .white
        let host = ControllerHost(scene: scene, rootViewController: home)
        let listener = Listener()
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.selectedDetentIdentifier = detent
        controller.delegate = listener
        script(scene)
        var driver = TransitionDriver(host: host, fps: 30, events: [TransitionEvent(at: 0, .present(sheet, animation: nil))], duration: end)
        while let step = driver.next(scene) {
            scene.advance(to: step)
            try look(step.time, home, sheet)
        }
        return (sheet, listener, scene)
    }

    private func drawn(_ view: View) -> [Double] {
        let r = view.presentationFrameInRoot
        return [r.minX, r.minY, r.width, r.height]
    }

    func testAFlickUpFromMediumSettlesAtLarge() throws {
        var midDrag: [Double]?, cardWidth: Double?
        let (sheet, listener, scene) = try run(until: 2.2, script: { scene in
            scene.drag(.point(Point(x: 195, y: 600)), by: Vector(dx: 0, dy: -200), duration: 0.2, at: 1)
        }, look: { time, home, sheet in
            if abs(time - 1.1) < 1e-9 { midDrag = self.drawn(sheet.view); cardWidth = home.view.presentationFrameInRoot.width }
        })
        // At 1.1 s the finger has risen 100 pt: the sheet 493.5 tall from 350.5, and the card
        // 100 / 393.5 = 0.254 of the way to large: 390 · (1 − 0.08 · 0.254) = 382.07 wide.
        assertFrame(try XCTUnwrap(midDrag), [0, 350.5, 390, 493.5], accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(cardWidth), 390 * (1 - 0.08 * 100 / 393.5), accuracy: 1e-6)
        // Lifted at 1000 pt/s up, 593.5 tall: 593.5 + 499 is nearest large.
        XCTAssertEqual(sheet.sheetPresentationController?.selectedDetentIdentifier, .large)
        XCTAssertEqual(listener.changes, [.large], "told once, after the drag")
        assertFrame(drawn(sheet.view), [0, 57, 390, 787], accuracy: 1e-6)
        XCTAssertEqual(sheet.view.bounds.size, Size(width: 390, height: 787))
        withExtendedLifetime(scene) {}
    }

    func testASlowShortDragFallsBackToMediumWithoutTellingTheDelegate() throws {
        let (sheet, listener, scene) = try run(until: 2.6, script: { scene in
            scene.drag(.point(Point(x: 195, y: 600)), by: Vector(dx: 0, dy: -60), duration: 1, at: 0.8)
        })
        // 453.5 tall + 0.499 · 60 = 483.4: nearer medium (393.5) than large (787).
        XCTAssertEqual(listener.changes, [])
        XCTAssertEqual(sheet.sheetPresentationController?.selectedDetentIdentifier, .medium)
        assertFrame(drawn(sheet.view), [0, 450.5, 390, 393.5], accuracy: 1e-6)
        withExtendedLifetime(scene) {}
    }

    func testAFlickDownFromLargeSettlesAtMediumAndNeverBelowIt() throws {
        var lowest = 0.0
        let (sheet, listener, scene) = try run(selecting: .large, until: 2.4, script: { scene in
            scene.drag(.point(Point(x: 195, y: 300)), by: Vector(dx: 0, dy: 600), duration: 0.3, at: 1)
        }, look: { time, _, sheet in
            if time > 1 { lowest = max(lowest, sheet.view.presentationFrameInRoot.minY) }
        })
        XCTAssertEqual(lowest, 450.5, accuracy: 1e-6, "held at the smallest detent: no dismissal by drag here")
        XCTAssertEqual(listener.changes, [.medium])
        assertFrame(drawn(sheet.view), [0, 450.5, 390, 393.5], accuracy: 1e-6)
        withExtendedLifetime(scene) {}
    }
}
