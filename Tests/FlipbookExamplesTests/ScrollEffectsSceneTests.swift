import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene
@testable import FlipbookExamples

/// Seed 001's avatar and collapsing constraint, checked on the views and in pixels.
final class ScrollEffectsSceneTests: XCTestCase {
    private func constant(_ k: Int) -> Double { max(50, 200 - 10 * Double(k)) }

    func testConstantCollapsesWhileTheContentIsHeld() throws {
        var (scene, driver) = try ScrollEffectsScene.make(scale: 2)
        let avatar = try XCTUnwrap(scene.root.viewWithID("avatar"))
        let list = try XCTUnwrap(scene.scrollView)
        var k = 0
        while let step = driver.next(scene) {
            scene.advance(to: step)
            XCTAssertEqual(avatar.frame, Rect(x: 195 - constant(k) / 2, y: 47, width: constant(k), height: constant(k)),
                           "frame \(k): height = constant, width = height, centred, top at the safe area")
            XCTAssertEqual(list.frame.minY, 47 + constant(k), "frame \(k)")
            XCTAssertEqual(list.contentOffset.y, max(0, 10 * Double(k - 15)), "frame \(k): held until collapsed")
            k += 1
        }
        XCTAssertEqual(k, 31)
        XCTAssertEqual(scene.layoutWarnings, [])
        XCTAssertEqual(scene.ambiguityReport(), [])
    }

    func testAvatarExtentInPixels() throws {
        for target in [0, 7, 15, 30] {
            var (scene, driver) = try ScrollEffectsScene.make(scale: 2)
            for _ in 0...target { scene.advance(to: try XCTUnwrap(driver.next(scene))) }
            let image = try Rasterizer().render(scene.displayList())
            let c = constant(target)
            let row = Int(2 * (47 + c / 2)), white = RGBA(r: 255, g: 255, b: 255, a: 255)
            var left = 390, right = 389
            while left > 0, image.rgba(left - 1, row).distance(to: white) > 24 { left -= 1 }
            while right < 779, image.rgba(right + 1, row).distance(to: white) > 24 { right += 1 }
            XCTAssertEqual(Double(right - left + 1), 2 * c, accuracy: 2, "frame \(target): the round avatar's diameter")
            // 390: the middle of the iPhone 14's 390 pt width, at 2 px per point.
            XCTAssertEqual(Double(left + right + 1) / 2, 390, accuracy: 1, "centred")
            // Top of the disc at the safe area.
            var top = row
            while top > 0, image.rgba(390, top - 1).distance(to: white) > 24 { top -= 1 }
            // source: the iPhone 14's 47 pt top safe area (Screen.iPhone14, docs/scene-format.md) × 2.
            XCTAssertEqual(top, 2 * 47, accuracy: 1, "frame \(target)")
        }
    }
}
