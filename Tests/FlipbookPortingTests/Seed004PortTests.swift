import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// Seed 004 ported: in a navigation controller the image sits in the bar, 16 pt from its right
/// and (before the transform) 12 pt from its bottom, round; scrolling applies the seed's pose
/// for the bar's height. Flipbook's bar has no large state yet and its frame includes the
/// status bar area (91 pt on an iPhone 14, UIKit's is 44 below it; docs/porting.md), so the
/// pose is the seed's formula at that height.
final class Seed004PortTests: XCTestCase {
    func testTheImageTakesTheSeedsPoseForTheBarHeight() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let controller = LargeTitleImageViewController()
        let navigation = UINavigationController(rootViewController: controller)
        scene.attach(navigation)
        XCTAssertTrue(scene.scrollView === controller.tableView)
        XCTAssertEqual(controller.title, "Large Title")
        var run = SceneRun(scene: scene, driver: OffsetsDriver(offsets: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30)]))
        while try run.advance() != nil {}
        let image = controller.imageViewForTests
        let bar = navigation.navigationBar
        XCTAssertTrue(image.superview === bar)
        XCTAssertEqual(image.cornerRadius, 20)
        XCTAssertTrue(image.clipsToBounds)
        XCTAssertEqual(bar.frame.height, scene.screen.safeAreaInsets.top + 44, "differs from UIKit: see docs/porting.md")
        // The seed's formula, written out: coeff = (h − 44) / 52.5; scale 0.8 + 0.2·coeff (≤ 1);
        // translation (max(0, 8 − 8·coeff), clamp(14 − 14·coeff, 0, 14)).
        let coeff = (bar.frame.height - 44) / 52.5
        let scale = min(1, 0.8 + 0.2 * coeff)
        let expected = CGAffineTransform.identity.scaledBy(x: scale, y: scale)
            .translatedBy(x: max(0, 8 - 8 * coeff), y: max(0, min(14, 14 - 14 * coeff)))
        XCTAssertEqual(image.transform.a, expected.a, accuracy: 1e-9)
        XCTAssertEqual(image.transform.tx, expected.tx, accuracy: 1e-9)
        XCTAssertEqual(image.transform.ty, expected.ty, accuracy: 1e-9)
        // Untransformed, the 40 pt image is 16 pt from the bar's right and 12 pt from its bottom.
        XCTAssertEqual(image.center.x, bar.bounds.width - 16 - 20, accuracy: 1e-9)
        XCTAssertEqual(image.center.y, bar.bounds.height - 12 - 20, accuracy: 1e-9)
        XCTAssertEqual(image.alpha, 1, "showImage(true) in viewWillAppear")
    }
}
