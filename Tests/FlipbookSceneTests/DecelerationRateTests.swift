import Foundation
import XCTest
import FlipbookRender
@testable import FlipbookScene

/// `decelerationRate` on a fling: the content coasts v₀ / (1000·|ln r|) (the closed form of
/// UIKit's velocity × r every millisecond, `ScrollDeceleration.projectedDistance`), so `.fast`
/// stops far sooner than `.normal`.
final class DecelerationRateTests: XCTestCase {
    private final class Target: ScrollViewDelegate {
        var proposed: Double?
        func scrollViewWillEndDragging(_ s: ScrollView, withVelocity v: Point, targetContentOffset: UnsafeMutablePointer<Point>) {
            proposed = targetContentOffset.pointee.y
        }
    }

    /// Drags a 100 pt stretch and releases at 2000 pt/s; where the content rests, and where the
    /// delegate was told it would.
    private func fling(rate: DecelerationRate?) -> (rest: Double, proposed: Double?) {
        let scene = Scene(screen: Screen(name: "t", size: Size(width: 200, height: 400), scale: 1, safeAreaInsets: .zero))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 400))
        scroll.contentSize = Size(width: 200, height: 10_000)
        if let rate { scroll.decelerationRate = rate }
        let target = Target()
        scroll.delegate = target
        scene.root.addSubview(scroll)
        scene.scrollView = scroll
        scene.layout()
        var driver = DragDriver(fps: 60, gestures: [.drag(by: 100, duration: 0.2, releaseVelocity: 2000)])
        while let step = driver.next(scene) { scene.advance(to: step) }
        return (scroll.contentOffset.y, target.proposed)
    }

    /// 100 pt dragged, then the coast, on the 1 pt grid of a 1× screen.
    private func expectedRest(_ r: Double) -> Double { (100 + 2000 / (1000 * -log(r))).rounded() }

    func testNormalIsTheDefaultAndCoastsAbout999Points() {
        XCTAssertEqual(ScrollView().decelerationRate, .normal)
        let (rest, proposed) = fling(rate: nil)
        XCTAssertEqual(rest, expectedRest(0.998))        // 100 + 999.0 (per-ms sum v·r/(1−r)/1000 = 998)
        XCTAssertEqual(rest, 1099)
        XCTAssertEqual(proposed, rest, "the target offered on release is where it comes to rest")
    }

    func testFastCoastsAFifthAsFar() {
        let (rest, _) = fling(rate: .fast)
        XCTAssertEqual(rest, expectedRest(0.99))          // 100 + 199.0
        XCTAssertEqual(rest, 299)
    }

    func testCustomRate() {
        let (rest, _) = fling(rate: DecelerationRate(rawValue: 0.995))
        XCTAssertEqual(rest, expectedRest(0.995))         // 100 + 399.0
        XCTAssertEqual(rest, 499)
    }
}
