import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// Seed 001 ported: scrolling 10 pt a step collapses the constraint 200 → 50 while the content
/// is held; fade, progress and the moving image follow the seed's percent (computed, as
/// printed, from the constant before the step's change), the avatar the new constant.
final class Seed001PortTests: XCTestCase {
    func testTheConstraintCollapsesWhileTheContentIsHeld() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let controller = ScrollEffectsViewController()
        scene.attach(controller)
        XCTAssertTrue(scene.scrollView === controller.listView)
        let steps = 20
        var run = SceneRun(scene: scene, driver: DeltasDriver(deltas: [.zero] + Array(repeating: Point(x: 0, y: 10), count: steps)))
        _ = try run.advance()
        var previousConstant = 200.0
        for k in 1...steps {
            _ = try XCTUnwrap(try run.advance())
            let constant = max(50, 200 - 10 * Double(k))
            XCTAssertEqual(controller.animatedConstraintForTests.constant, constant, "step \(k)")
            let percent = (200 - previousConstant) / 150
            XCTAssertEqual(controller.fadeView.alpha, percent, accuracy: 1e-9, "step \(k)")
            XCTAssertEqual(Double(controller.progressView.progress), percent, accuracy: 1e-6)
            XCTAssertEqual(controller.coordinateChangeView.animationCompletionPercentage, percent, accuracy: 1e-9)
            if constant != previousConstant {
                XCTAssertEqual(controller.listView.contentOffset.y, 0, "held while the constraint changes")
                // Setting the held offset calls scrollViewDidScroll again at once (as UIKit does);
                // that nested call sees the new constant and gives it to the avatar.
                XCTAssertEqual(controller.avatarImageView.frame.height, constant, accuracy: 1e-9)
            }
            XCTAssertEqual(controller.listView.frame.minY, scene.screen.safeAreaInsets.top + constant, accuracy: 1e-9)
            previousConstant = constant
        }
        XCTAssertGreaterThan(controller.listView.contentOffset.y, 0, "once collapsed, the content scrolls")
        // The image has crossed the strip: the animator at fraction 1 is the seed's end state.
        let image = controller.coordinateChangeView.imageView
        XCTAssertEqual(image.transform.tx, 60 - controller.coordinateChangeView.bounds.width, accuracy: 1e-6)
        XCTAssertEqual(image.convert(CGPoint(x: 0, y: 0), to: nil).x, 0, accuracy: 1e-6, "at the leading edge on screen")
        XCTAssertEqual(scene.warnings, [])
    }
}
