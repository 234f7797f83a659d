import XCTest
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookTransitions

/// A sheet with detents on screen: presented to medium, moved to large with and without
/// `animateChanges`, dismissed from medium; frames from the geometry and pixels measured in
/// rendered frames (scale 1, so a point is a pixel). The sheet is red on a white presenter:
/// white under the 0.4 black dimming is 255 · 0.6 = 153.
///
/// The spring is UIKit's sheet spring (`UIKitTiming.curve`, worked by hand in `HandSpring`):
/// half-way (0.25 s) it is f = 0.987056 of the way.
final class SheetDetentMotionTests: XCTestCase {
    private let red = RGBA(r: 255, g: 59, b: 48, a: 255)
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let dimmedWhite = RGBA(r: 153, g: 153, b: 153, a: 255)

    /// A sheet with `[.medium(), .large()]` presented over a white screen and come to rest.
    private func presented(on screen: Screen = .iPhone14, configure: (SheetPresentationController) -> Void = { _ in })
        -> (Scene, ControllerHost, ViewController, FooterController) {
        let scene = Scene(screen: screen.withScale(1))
        let home = ViewController(), sheet = FooterController()
        home.view.backgroundColor = .white
        sheet.view.backgroundColor = .systemRed
        let host = ControllerHost(scene: scene, rootViewController: home)
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        configure(sheet.sheetPresentationController!)
        home.present(sheet, animated: true)
        host.advance(to: 0.5)
        scene.advance(to: Step(index: 0, time: 0.5))
        return (scene, host, home, sheet)
    }

    private func render(_ scene: Scene) throws -> RasterFrame {
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    /// The first row from the top whose pixel in column `x` is exactly `colour`.
    private func firstRow(of colour: RGBA, x: Int, in frame: RasterFrame) -> Int? {
        (0..<frame.height).first { frame.rgba(x, $0) == colour }
    }

    private func drawn(_ view: View) -> [Double] {
        let r = view.presentationFrameInRoot
        return [r.minX, r.minY, r.width, r.height]
    }

    func testPresentRisesToMediumWithThePresenterFullSizeAndDimmed() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let home = ViewController(), sheet = ViewController()
        let host = ControllerHost(scene: scene, rootViewController: home)
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        home.present(sheet, animated: true)
        XCTAssertEqual(host.runningUIKitAnimation?.kind, .sheetPresent)
        assertFrame(try transitionFrame(.to, in: scene), [0, 844, 390, 393.5])
        // Half-way: 393.5 · (1 − f) = 5.09 above rest; the presenter untouched but for the dimming.
        host.advance(to: 0.25)
        assertFrame(try transitionFrame(.to, in: scene), [0, 455.59, 390, 393.5])
        assertFrame(try transitionFrame(.from, in: scene), [0, 0, 390, 844])
        XCTAssertEqual(host.currentFrame?.from.overlayAlpha ?? 0, 0.4 * HandSpring.half, accuracy: 1e-5)
        host.advance(to: 0.5)
        XCTAssertEqual(host.sheetFrame(of: sheet), Rect(x: 0, y: 450.5, width: 390, height: 393.5))
        XCTAssertEqual(sheet.view.frameInRoot, Rect(x: 0, y: 450.5, width: 390, height: 393.5))
        XCTAssertEqual(home.view.frameInRoot, Rect(x: 0, y: 0, width: 390, height: 844), "no card at medium")
        XCTAssertEqual(home.view.cornerRadius, 0)
        XCTAssertEqual(sheet.safeAreaInsets, EdgeInsets(top: 0, bottom: 34))
    }

    /// Medium and large on three phones, measured: the sheet's first fully red row and the
    /// presenter's look beside it (dimmed white at medium; black beside the card at large).
    func testMediumAndLargePixelsOnThreePhones() throws {
        // (screen, medium top, large top): a fractional top leaves its row part red, so the first
        // fully red row is the next one.
        let cases: [(Screen, Double, Double)] = [(.iPhoneSE, 348.5, 30), (.iPhone14, 450.5, 57), (.iPhone16ProMax, 514, 72)]
        for (screen, mediumTop, largeTop) in cases {
            let (scene, _, _, sheet) = presented(on: screen)
            let w = Int(screen.size.width), h = Int(screen.size.height)
            var frame = try render(scene)
            XCTAssertEqual(firstRow(of: red, x: w / 2, in: frame), Int(mediumTop.rounded(.up)), screen.name)
            // Full width; its bottom is the footer's blue, which ends at the screen's last row.
            XCTAssertEqual(frame.rgba(0, Int(mediumTop) + 20), red, "full width (\(screen.name))")
            XCTAssertEqual(frame.rgba(w - 1, Int(mediumTop) + 20), red)
            if screen.safeAreaInsets.bottom == 0 { XCTAssertEqual(frame.rgba(w / 2, h - 1), RGBA(r: 0, g: 122, b: 255, a: 255)) }
            XCTAssertEqual(frame.rgba(0, 100), dimmedWhite, "the presenter full size and dimmed (\(screen.name))")
            sheet.sheetPresentationController?.selectedDetentIdentifier = .large
            frame = try render(scene)
            XCTAssertEqual(firstRow(of: red, x: w / 2, in: frame), Int(largeTop), screen.name)
            XCTAssertEqual(frame.rgba(0, Int(largeTop) - 3), RGBA(r: 0, g: 0, b: 0, a: 255), "black left of the card (\(screen.name))")
        }
    }

    /// `animateChanges`: the sheet grows upward and the presenter shrinks into the card on the
    /// sheet spring; the content is laid out at the large height at once (as UIKit's layout in an
    /// animation block), its frames animating there.
    func testAnimatedChangeMidWayAgainstTheSpringByHand() throws {
        let (scene, host, home, sheet) = presented()
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        scene.advance(to: Step(index: 1, time: 1))
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        XCTAssertEqual(controller.selectedDetentIdentifier, .large)
        XCTAssertEqual(host.sheetFrame(of: sheet), Rect(x: 0, y: 57, width: 390, height: 787))
        XCTAssertEqual(sheet.view.bounds.size, Size(width: 390, height: 787), "laid out at the new height")
        XCTAssertEqual(sheet.footer.frame, Rect(x: 0, y: 787 - 34 - 44, width: 390, height: 44), "above the new safe area's bottom")
        XCTAssertEqual(sheet.safeAreaInsets, EdgeInsets(top: 0, bottom: 34))
        // Half-way: the top 450.5 − 393.5 f = 62.09, the height 393.5 + 393.5 f = 781.91.
        scene.advance(to: Step(index: 2, time: 1.25))
        let f = HandSpring.half
        assertFrame(drawn(sheet.view), [0, 450.5 - 393.5 * f, 390, 393.5 + 393.5 * f], accuracy: 1e-3)
        // The card as in the large presentation half-way: scale 1 − 0.08 f, moved 13.24 f down.
        assertFrame(drawn(home.view), [15.40, 46.39, 359.20, 777.35])
        // The footer rides the growing sheet: from 393.5 − 78 to 787 − 78 in it, the same curve.
        assertFrame(drawn(sheet.footer), [0, 450.5 - 393.5 * f + (315.5 + 393.5 * f), 390, 44], accuracy: 1e-3)
        let frame = try render(scene)
        XCTAssertEqual(firstRow(of: red, x: 195, in: frame), 63, "62.09 measured: row 62 part red")
        XCTAssertNotEqual(frame.rgba(195, 62), red)
        scene.advance(to: Step(index: 3, time: 1.5))
        assertFrame(drawn(sheet.view), [0, 57, 390, 787], accuracy: 1e-9)
        assertFrame(drawn(home.view), [15.6, 47, 358.8, 776.48], accuracy: 1e-9)
        XCTAssertEqual(home.view.cornerRadius, 10)
    }

    func testAChangeWithoutAnimateChangesIsACut() throws {
        let (scene, _, home, sheet) = presented()
        sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        assertFrame(drawn(sheet.view), [0, 57, 390, 787], accuracy: 1e-9)
        assertFrame(drawn(home.view), [15.6, 47, 358.8, 776.48], accuracy: 1e-9)
        scene.advance(to: Step(index: 1, time: 0.6))
        assertFrame(drawn(sheet.view), [0, 57, 390, 787], accuracy: 1e-9)
        // And back down: the card is given back its full size.
        sheet.sheetPresentationController?.selectedDetentIdentifier = .medium
        assertFrame(drawn(sheet.view), [0, 450.5, 390, 393.5], accuracy: 1e-9)
        assertFrame(drawn(home.view), [0, 0, 390, 844], accuracy: 1e-9)
    }

    func testDismissFromMediumSlidesDownFromWhereItIs() throws {
        let (scene, host, home, sheet) = presented()
        sheet.dismiss(animated: true)
        XCTAssertEqual(host.runningUIKitAnimation?.kind, .sheetDismiss)
        assertFrame(try transitionFrame(.from, in: scene), [0, 450.5, 390, 393.5])
        host.advance(to: 0.75)
        assertFrame(try transitionFrame(.from, in: scene), [0, 450.5 + 393.5 * HandSpring.half, 390, 393.5])
        assertFrame(try transitionFrame(.to, in: scene), [0, 0, 390, 844])
        XCTAssertEqual(host.currentFrame?.to.overlayAlpha ?? 0, 0.4 * (1 - HandSpring.half), accuracy: 1e-5)
        host.advance(to: 1)
        XCTAssertNil(sheet.view.superview)
        XCTAssertEqual(scene.root.subviews.map { $0 === home.view }, [true])
        XCTAssertNil(host.sheetFrame(of: sheet))
    }

    func testLargestUndimmedDetentLeavesThePresenterUndimmedAtMedium() throws {
        let (scene, _, _, sheet) = presented { $0.largestUndimmedDetentIdentifier = .medium }
        var frame = try render(scene)
        XCTAssertEqual(frame.rgba(195, 100), white, "not dimmed at medium")
        XCTAssertEqual(frame.rgba(0, 100), white, "nor shrunk")
        sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        frame = try render(scene)
        XCTAssertEqual(frame.rgba(195, 52), dimmedWhite, "dimmed, as the card, above medium")
        let (dimmedScene, _, _, _) = presented()
        XCTAssertEqual(try render(dimmedScene).rgba(195, 100), dimmedWhite, "the default dims at medium too")
    }

    /// The grabber (CHOSEN 36 × 5 pt, 5 pt below the sheet's top, tertiaryLabel) over a white sheet.
    func testGrabberPixels() throws {
        let (scene, _, _, sheet) = presented { $0.prefersGrabberVisible = true }
        sheet.view.backgroundColor = .white
        var frame = try render(scene)
        // tertiaryLabel (60, 60, 67) at 0.3 over white: 0.3 · 60 + 0.7 · 255 = 196.5, 0.3 · 67 + 178.5 = 198.6.
        let grey = RGBA(r: 196, g: 196, b: 199, a: 255)
        // The sheet's top at 450.5, the grabber from 455.5 to 460.5, x 177 to 213.
        for y in 456...459 { XCTAssertLessThanOrEqual(frame.rgba(195, y).distance(to: grey), 1, "row \(y): \(frame.rgba(195, y))") }
        XCTAssertLessThanOrEqual(frame.rgba(178, 457).distance(to: grey), 1, "inside its left end")
        XCTAssertLessThanOrEqual(frame.rgba(211, 457).distance(to: grey), 1, "inside its right end")
        XCTAssertEqual(frame.rgba(195, 453), white, "above it, the sheet")
        XCTAssertEqual(frame.rgba(195, 462), white, "below it")
        XCTAssertEqual(frame.rgba(175, 457), white, "left of it")
        XCTAssertEqual(frame.rgba(215, 457), white, "right of it")
        XCTAssertEqual(frame.rgba(177, 455), white, "the capsule's corner is round: (177.5, 455.5) is 3.2 pt from its end's centre")
        // It moves with the sheet: at large, 57 + 5 = 62 to 67.
        sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        frame = try render(scene)
        XCTAssertLessThanOrEqual(frame.rgba(195, 64).distance(to: grey), 1)
        sheet.sheetPresentationController?.prefersGrabberVisible = false
        XCTAssertEqual(try render(scene).rgba(195, 64), white, "hidden again")
    }

    /// `preferredCornerRadius` 24 measured at the sheet's top-left corner (450.5 high): the arc's
    /// centre is (24, 474.5). Pixel (3, 458), centre (3.5, 458.5), is 26.0 pt from it: outside
    /// (the dimmed presenter); with the default 10 (centre (10, 460.5)) it is 6.8 pt away: inside.
    func testPreferredCornerRadiusMeasuredAtACorner() throws {
        let (scene, _, _, _) = presented { $0.preferredCornerRadius = 24 }
        let frame = try render(scene)
        XCTAssertEqual(frame.rgba(3, 458), dimmedWhite)
        XCTAssertEqual(frame.rgba(8, 460), red, "(8.5, 460.5) is 20.9 pt from the centre: inside")
        XCTAssertEqual(frame.rgba(386, 458), dimmedWhite, "the top-right corner too")
        XCTAssertEqual(frame.rgba(195, 451), red, "the straight top edge")
        let (plain, _, _, _) = presented()
        XCTAssertEqual(try render(plain).rgba(3, 458), red, "the default 10 pt corner leaves it inside")
    }

    func testDetentsSetInViewDidLoadCount() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let home = ViewController(), sheet = SelfSizingSheet()
        let host = ControllerHost(scene: scene, rootViewController: home)
        home.present(sheet, animated: false)
        XCTAssertEqual(host.sheetFrame(of: sheet), Rect(x: 0, y: 450.5, width: 390, height: 393.5))
    }
}

/// A sheet's screen with a 44 pt footer above the safe area's bottom, placed in viewDidLayoutSubviews.
final class FooterController: ViewController {
    let footer = View()
    override func viewDidLoad() {
        super.viewDidLoad()
        footer.backgroundColor = .systemBlue
        view.addSubview(footer)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        footer.frame = Rect(x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - 44, width: view.bounds.width, height: 44)
    }
}

private final class SelfSizingSheet: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        sheetPresentationController?.detents = [.medium(), .large()]
    }
}
