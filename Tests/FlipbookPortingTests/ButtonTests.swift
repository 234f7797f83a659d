import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// UIButton and UIControl as app code uses them, read from rendered pixels and from what the
/// actions heard. UIKit's contract for the events: https://developer.apple.com/documentation/uikit/uicontrol/event
/// (touchDown on landing, touchUpInside/Outside on the lift, primaryActionTriggered for buttons);
/// the sizes come from ButtonLook and ButtonContentLayout, where each is marked CHOSEN.
final class ButtonTests: XCTestCase {
    private let blue = RGBA(r: 0, g: 122, b: 255, a: 255)        // .systemBlue, light
    private let darkBlue = RGBA(r: 10, g: 132, b: 255, a: 255)   // .systemBlue, dark
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func checkoutScene(scale: Double = 2) -> (Scene, CheckoutViewController, ControllerHost) {
        let scene = Scene(screen: Screen.iPhone14.withScale(scale))
        let checkout = CheckoutViewController()
        let host = scene.attach(checkout)
        return (scene, checkout, host)
    }

    // MARK: Geometry

    func testAFilledButtonIsItsTitlePlusTheMediumInsetsWithEightPointCorners() throws {
        let (scene, checkout, _) = checkoutScene()
        scene.layout()
        let button = checkout.payButton, title = try XCTUnwrap(button.titleLabel)
        let text = title.intrinsicContentSize
        // contentInsets of a medium configuration: 7 pt above and below, 12 pt at the sides.
        XCTAssertEqual(button.frame.height, (7 + text.height + 7).rounded(.up), accuracy: 0.001)
        XCTAssertEqual(button.frame.width, (12 + text.width + 12).rounded(.up), accuracy: 0.001)
        XCTAssertEqual(title.frame.minY, 7, accuracy: 0.5)

        let frame = try Rasterizer().render(scene.displayList())
        let f = button.frameInRoot, s = 2.0
        // The filled background covers the frame exactly (middle row, left to right).
        let midY = Int(f.midY * s)
        let row = (0..<frame.width).filter { frame.rgba($0, midY).distance(to: blue) <= 2 }
        XCTAssertEqual(Double(row.first ?? -1) / s, f.minX, accuracy: 0.5, "the blue starts at the frame's left edge")
        XCTAssertEqual(Double((row.last ?? -1) + 1) / s, f.maxX, accuracy: 0.5, "and ends at its right edge")
        // Corner radius 8: the pixel row centred 2.25 pt down turns blue (half covered) where
        // the circle reaches it, 8 − √(8² − 5.75²) ≈ 2.44 pt in from the side (6 pt: 1.32, 10 pt: 3.68).
        XCTAssertEqual(try edge(in: frame, row: f.minY + 2.25, from: f.minX, scale: s), 8 - (64 - 5.75 * 5.75).squareRoot(),
                       accuracy: 0.5, "a radius of 8 pt")
    }

    func testACapsuleCornerIsHalfTheHeight() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        var config = UIButton.Configuration.filled()
        config.title = "Follow"
        config.cornerStyle = .capsule
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 40, y: 100, width: 160, height: 50)
        scene.root.addSubview(button)
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        // A 25 pt radius: the middle row is blue from the very edge; 5.25 pt down from the top,
        // from 25 − √(25² − 19.75²) ≈ 9.67 pt in.
        XCTAssertEqual(try edge(in: frame, row: 125.25, from: 40, scale: 2), 0, accuracy: 0.5)
        XCTAssertEqual(try edge(in: frame, row: 105.25, from: 40, scale: 2), 25 - (625 - 19.75 * 19.75).squareRoot(), accuracy: 0.5)
    }

    func testALegacySystemButtonIsThirtyPointsHighWithItsTitleInTheTint() throws {
        let (scene, checkout, _) = checkoutScene()
        scene.layout()
        let help = checkout.helpButton
        XCTAssertEqual(help.titleLabel?.font.size, 15, "UIButton's default title font")
        // 6 pt above and below the title (30 pt with San Francisco's 18 pt line; the stand-in
        // font's line is a little taller).
        let line = try XCTUnwrap(help.titleLabel?.intrinsicContentSize.height)
        XCTAssertEqual(help.frame.height, line + 12)
        XCTAssertEqual(help.titleLabel?.frame.minY, 6)
        XCTAssertEqual(help.currentTitleColor, help.tintColor)
        let frame = try Rasterizer().render(scene.displayList())
        let ink = try XCTUnwrap(inkBounds(of: help, in: frame, scale: 2))
        let darkest = (ink.minY...ink.maxY).flatMap { y in (ink.minX...ink.maxX).map { frame.rgba($0, y) } }
            .min { $0.r < $1.r }
        XCTAssertLessThanOrEqual(try XCTUnwrap(darkest).distance(to: blue), 40, "the title draws in the tint (systemBlue)")
    }

    func testDarkAppearanceDrawsTheDarkTint() throws {
        let (scene, checkout, _) = checkoutScene()
        scene.appearance = .dark
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        let f = checkout.payButton.frameInRoot
        XCTAssertLessThanOrEqual(frame.rgba(Int((f.minX + 4) * 2), Int(f.midY * 2)).distance(to: darkBlue), 2)
    }

    func testRightToLeftPutsTheLeadingImageOnTheRight() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.layoutDirection = .rightToLeft
        let square = UIImage(decoded: DecodedImage(name: "square", width: 20, height: 20, pixels: Array(repeating: 0xFF00_0000, count: 400)))
        var config = UIButton.Configuration.tinted()
        config.title = "Share"
        config.image = square
        config.imagePadding = 8
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 50, y: 100, width: 200, height: 44)
        scene.root.addSubview(button)
        scene.layout()
        let image = try XCTUnwrap(button.imageView), title = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(image.frame.minX - title.frame.maxX, 8, accuracy: 0.001, "image after the title, imagePadding apart")
        let content = image.frame.maxX - title.frame.minX
        XCTAssertEqual(title.frame.minX, (200 - content) / 2, accuracy: 0.5, "the pair centred")
        scene.layoutDirection = .leftToRight
        scene.layout()
        XCTAssertEqual(title.frame.minX - image.frame.maxX, 8, accuracy: 0.001, "left to right: the image first")
    }

    // MARK: Touches

    func testATapHighlightsForTheFramesTheFingerIsDownThenPresents() throws {
        let (scene, checkout, host) = checkoutScene()
        scene.tap(.id("pay"), at: 0.2)
        var driver = TransitionDriver(host: host, fps: 10, events: [])
        var shades: [Double: RGBA] = [:]
        var presentedAt: Double?
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let f = checkout.payButton.frameInRoot
            shades[step.time] = try Rasterizer().render(scene.displayList()).rgba(Int((f.minX + 4) * 2), Int(f.midY * 2))
            if presentedAt == nil, checkout.presentedViewController != nil { presentedAt = step.time }
        }
        XCTAssertEqual(shades[0.1]?.distance(to: blue), 0, "before the finger: systemBlue")
        let held = try XCTUnwrap(shades[0.2])
        XCTAssertGreaterThan(held.distance(to: blue), 20, "under the finger the fill darkens")
        XCTAssertLessThan(held.b, blue.b)
        XCTAssertEqual(checkout.payments, 1, "one lift, one action")
        XCTAssertEqual(try XCTUnwrap(presentedAt), 0.3, accuracy: 1e-9, "presented on the lift, 0.1 s after landing")
        XCTAssertTrue(checkout.presentedViewController is ReceiptViewController)
        XCTAssertFalse(checkout.payButton.isHighlighted)
        XCTAssertEqual(scene.warnings, [])
    }

    func testEventsFollowTheFingerInUIKitsOrder() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        var heard: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in heard.append("primary") })
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        scene.root.addSubview(button)
        let names: [(UIControl.Event, String)] = [(.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "dragInside"),
                                                 (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"),
                                                 (.touchDragExit, "exit"), (.touchUpInside, "upInside"),
                                                 (.touchUpOutside, "upOutside")]
        for (event, name) in names { button.addAction(UIAction { _ in heard.append(name) }, for: event) }
        XCTAssertEqual(button.currentTitle, "Go", "the primary action's title becomes the button's")

        scene.touchDown(at: CGPoint(x: 150, y: 120))
        XCTAssertEqual(heard, ["down"]); XCTAssertTrue(button.isHighlighted); XCTAssertTrue(button.isTracking)
        heard = []
        scene.touchMove(to: CGPoint(x: 150, y: 200))     // 36 pt below: inside the 70 pt slop
        XCTAssertEqual(heard, ["dragInside"]); XCTAssertTrue(button.isHighlighted)
        heard = []
        scene.touchMove(to: CGPoint(x: 150, y: 260))     // 96 pt below: outside
        XCTAssertEqual(heard, ["dragOutside", "exit"]); XCTAssertFalse(button.isHighlighted)
        heard = []
        scene.touchUp()
        XCTAssertEqual(heard, ["upOutside"], "no primary action for a lift outside")

        heard = []
        scene.touchDown(at: CGPoint(x: 150, y: 120))
        scene.touchUp()
        XCTAssertEqual(heard, ["down", "upInside", "primary"])
        heard = []
        scene.touchDown(at: CGPoint(x: 152, y: 121))     // at once, nearby: the second tap of a double tap
        XCTAssertEqual(heard, ["down", "repeat"])
        scene.touchUp()
    }

    func testTargetActionHoldsItsTargetWeaklyAndFindsANilTargetUpTheChain() {
        final class Screenful: UIView {
            var saves = 0
            func save(_ sender: UIButton) { saves += 1 }
        }
        final class Listener {
            var taps = 0
            func tapped() { taps += 1 }
        }
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let screenful = Screenful(frame: scene.root.bounds)
        scene.root.addSubview(screenful)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        screenful.addSubview(button)
        button.addTarget(nil, action: Screenful.save, for: .touchUpInside)
        var listener: Listener? = Listener()
        weak let gone = listener
        button.addTarget(listener, action: Listener.tapped, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(screenful.saves, 1, "nil target: the first responder up the chain with the method")
        XCTAssertEqual(listener?.taps, 1)
        listener = nil
        XCTAssertNil(gone, "the control did not keep its target alive")
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(screenful.saves, 2)
        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(screenful.saves, 2, "removeTarget(nil, …, .allEvents) removed them all")
    }

    func testADisabledButtonPassesItsTouchesToItsSuperview() {
        final class Card: UIView {
            var began = 0, ended = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
        }
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let card = Card(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        scene.root.addSubview(card)
        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.isEnabled = false
        var bought = 0
        button.addAction(UIAction { _ in bought += 1 }, for: .touchUpInside)
        card.addSubview(button)
        scene.tap(.view(button), at: 0)
        scene.advance(to: Step(index: 0, time: 0))
        XCTAssertFalse(button.isHighlighted, "a disabled button does not highlight")
        scene.advance(to: Step(index: 1, time: 0.2))
        XCTAssertEqual([card.began, card.ended], [1, 1], "the card heard the touch")
        XCTAssertEqual(bought, 0)
        XCTAssertEqual(button.currentTitleColor, .systemGray)
        XCTAssertEqual(scene.warnings, [], "the card handled it")
    }

    func testATapOnNothingThatReactsWarnsNamingThePointAndTheView() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let caption = UILabel(frame: CGRect(x: 16, y: 300, width: 200, height: 22))
        caption.text = "Just text"
        scene.root.addSubview(caption)
        scene.tap(.point(CGPoint(x: 40, y: 310)), at: 0.1)
        scene.tap(.id("nowhere"), at: 0.5)
        for (i, t) in [0.0, 0.1, 0.2, 0.5, 0.6].enumerated() { scene.advance(to: Step(index: i, time: t)) }
        XCTAssertEqual(scene.warnings, [
            "touches: the tap at (40, 310) at 0.2 s reached nothing that reacts (no enabled control or touch handler); "
                + "under it is a Label at (16, 300, 200, 22)",
            "touches: the tap at 0.5 s: no view has the id or accessibilityIdentifier \"nowhere\"; nothing was tapped",
        ])
    }

    /// How far in from `x` (points) the blue fill reaches half coverage along the pixel row centred at `y`.
    private func edge(in frame: RasterFrame, row y: Double, from x: Double, scale: Double) throws -> Double {
        let row = Int((y * scale).rounded(.down))
        let start = Int((x * scale).rounded(.down))
        let first = try XCTUnwrap((start..<frame.width).first { frame.rgba($0, row).distance(to: blue) <= 127 })
        return (Double(first) + 0.5) / scale - x
    }

    private func inkBounds(of view: UIView, in frame: RasterFrame, scale: Double) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let f = view.frameInRoot
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in Int(f.minY * scale)..<Int(f.maxY * scale) {
            for x in Int(f.minX * scale)..<Int(f.maxX * scale) where frame.rgba(x, y).distance(to: white) > 30 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }
}
