import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit

/// The tap that presents a screen, as a Swift scene (the scene-file one is fixtures/button-tap.json):
/// the checkout's filled button darkens for the frames the finger is down (0.3…0.45 s), and on
/// the lift it presents the receipt full screen. Checkpoint 10 (0.33 s) shows the highlight.
final class ButtonGoldenTests: XCTestCase {
    func testATapOnPayHighlightsItThenPresentsTheReceipt() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        let host = scene.attach(CheckoutViewController())
        scene.tap(.id("pay"), at: 0.3, holding: 0.15)
        try assertGolden(of: scene, as: .animation(TransitionDriver(host: host, fps: 30, events: [], tail: 0.3)))
    }
}
