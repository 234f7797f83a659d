import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// The onboarding app file with paging and its page control (as the app had them): pages
/// flicked sideways land on whole pages and the dots follow, and a tap on the dots turns a page.
final class OnboardingPagingTests: XCTestCase {
    /// A flick to page 1, another to page 2, then a slow drag back that falls short of half a
    /// page and returns (PagingRule: slow, medium and fast releases in PagingTests).
    private func flicks() -> DragDriver {
        var driver = DragDriver(fps: 30, gestures: [
            .wait(0.2),
            .drag(by: 140, duration: 0.15, easing: .easeIn),
            .wait(0.5),
            .drag(by: 160, duration: 0.12, easing: .easeIn),
            .wait(0.5),
            .drag(by: -120, duration: 0.6, easing: .easeInOut),
        ], holdFrames: 8)
        driver.axis = .horizontal
        return driver
    }

    func testFlickedPagesLandOnPagesAndTheDotsFollow() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let onboarding = OnboardingViewController()
        scene.attach(onboarding)
        var driver = flicks()
        var pages: [Int] = []
        while let step = driver.next(scene) {
            scene.advance(to: step)
            if pages.last != onboarding.pageControlForTests.currentPage { pages.append(onboarding.pageControlForTests.currentPage) }
        }
        XCTAssertEqual(onboarding.scrollViewForTests.contentOffset.x, 390 * 2)
        XCTAssertEqual(pages, [0, 1, 2])
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertLessThanOrEqual(frame.rgba(195, 400).distance(to: RGBA(r: 255, g: 149, b: 0, a: 255)), 1, "page 2 (orange) fills the screen")
        XCTAssertEqual(scene.warnings, [])
    }

    func testATapOnTheDotsTurnsThePage() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let onboarding = OnboardingViewController()
        scene.attach(onboarding)
        scene.layout()
        let dots = onboarding.pageControlForTests
        let right = dots.convert(CGPoint(x: dots.bounds.maxX - 6, y: dots.bounds.midY), to: nil)
        scene.tap(.point(right), at: 0.1)
        var driver = TimelineDriver(fps: 30, duration: 1)
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(dots.currentPage, 1)
        XCTAssertEqual(onboarding.scrollViewForTests.contentOffset.x, 390, "setContentOffset(_:animated:) to page 1")
    }

    func testOnboardingPagesGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        scene.attach(OnboardingViewController())
        try assertGolden(of: scene, as: .animation(flicks()))
    }
}
