import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// A blur under a transform app code made absurd (a huge scale, a place far off the screen) draws
/// what it can and never traps: the blur's box is refused by its pixel budget (DeviceBox.pixelSize)
/// before its sigma or corners become Ints.
final class BlurHostileTransformTests: XCTestCase {
    func testHugeScalesAndFarPlacesDrawWithoutTrapping() throws {
        // (A scale past about 1e150 makes Cairo refuse the canvas matrix for any view, blurred or
        // not: a thrown error, not a trap, and not the blur's.)
        for transform in [CGAffineTransform(translationX: 1e20, y: -1e20), CGAffineTransform(scaleX: 1e12, y: 1e12), CGAffineTransform(scaleX: 1e20, y: 1e20),
                          CGAffineTransform(scaleX: 1e-12, y: 1e-12)] {
            let scene = Scene(screen: Screen(name: "blur", size: CGSize(width: 200, height: 200), scale: 1, safeAreaInsets: .zero))
            scene.root.backgroundColor = .systemRed
            let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            bar.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            bar.transform = transform
            scene.root.addSubview(bar)
            scene.advance(to: Step(index: 0, time: 0))
            do {
                let frame = try Rasterizer().render(scene.displayList())
                XCTAssertEqual(frame.width, 200, "\(transform)")
            } catch { XCTFail("\(transform): \(error)") }
            let plain = UIView(frame: bar.frame)
            plain.backgroundColor = .blue
            plain.transform = transform
            bar.removeFromSuperview()
            scene.root.addSubview(plain)
            do { _ = try Rasterizer().render(scene.displayList()) } catch { XCTFail("plain \(transform): \(error)") }
        }
    }
}
