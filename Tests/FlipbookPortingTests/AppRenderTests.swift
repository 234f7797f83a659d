import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// What the app files put on screen, read from rendered pixels: the list's photo starts right
/// under the navigation bar (before the fix its top 91 pt were hidden behind it), and the
/// onboarding screen shows its first page, not a blank scroll view.
final class AppRenderTests: XCTestCase {
    private let teal = RGBA(r: 48, g: 176, b: 199, a: 255)     // .systemTeal, light
    private let blue = RGBA(r: 0, g: 122, b: 255, a: 255)      // .systemBlue, light

    func testTheListsPhotoShowsWholeBelowTheNavigationBar() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.attach(UINavigationController(rootViewController: StretchyHeaderViewController()))
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertGreaterThan(frame.rgba(195, 80).distance(to: teal), 40, "the bar, not the photo, at y = 80")
        XCTAssertLessThanOrEqual(frame.rgba(195, 93).distance(to: teal), 1, "the photo's top, just below the bar's 91 pt")
        XCTAssertLessThanOrEqual(frame.rgba(195, 329).distance(to: teal), 1, "its bottom: 91 + 240")
        XCTAssertGreaterThan(frame.rgba(195, 333).distance(to: teal), 40, "the first row after it")
    }

    func testTheOnboardingScreenShowsItsFirstPage() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.attach(OnboardingViewController())
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertLessThanOrEqual(frame.rgba(5, 50).distance(to: blue), 1, "page one from the left edge…")
        XCTAssertLessThanOrEqual(frame.rgba(385, 745).distance(to: blue), 1, "…to the right, down to the bar")
        XCTAssertGreaterThan(frame.rgba(195, 20).distance(to: blue), 40, "the status bar area is the view's background")
    }
}
