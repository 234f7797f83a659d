import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene
@testable import FlipbookExamples

/// Seeds 001 and 004 with their motion: formulas checked on views and in rendered pixels.
final class SeedScenesMotionTests: XCTestCase {
    private func advance(_ scene: Scene, _ driver: inout any Driver, to k: Int) throws {
        for _ in 0...k {
            guard let step = driver.next(scene) else { return XCTFail("driver ended before step \(k)") }
            scene.advance(to: step)
            if step.index == k { return }
        }
    }

    // MARK: Seed 001

    func testScrollEffectsFadeAndAnimatorFollowThePercent() throws {
        var (scene, driver) = try ScrollEffectsScene.make(scale: 2)
        let fade = try XCTUnwrap(scene.root.viewWithID("fade"))
        let moving = try XCTUnwrap(scene.root.viewWithID("movingImage"))
        var k = 0
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let constant = max(50, 200 - 10 * Double(k))
            let percent = (200 - constant) / 150
            XCTAssertEqual(fade.alpha, percent, accuracy: 1e-9, "frame \(k): alpha = percent")
            // The animator's end state is a translation of side − width = 60 − 390, drawn at `percent`
            // of the way: the animator is scrubbed, and UIKit scrubs linearly whatever the curve
            // (developer.apple.com/documentation/uikit/uiviewpropertyanimator/scrubslinearly, default
            // true). The layer's presentation; the view's own transform is the end state.
            let drawn = try XCTUnwrap(moving.layer.presentation()).affineTransform()
            XCTAssertEqual(drawn.tx, (60 - 390) * percent, accuracy: 1e-9)
            k += 1
        }
    }

    func testScrollEffectsFadeReadFromBlendedPixels() throws {
        for k in [5, 10, 15] {
            let (scene, made) = try ScrollEffectsScene.make(scale: 2)
            var driver: any Driver = made
            try advance(scene, &driver, to: k)
            let image = try Rasterizer().render(scene.displayList())
            let percent = (200 - max(50, 200 - 10 * Double(k))) / 150
            // The fade square (#34C759) over white at the top right, clear of the avatar.
            let p = image.rgba(2 * 380, 2 * (47 + 30))
            let expectedRed = 255 - percent * (255 - 0x34)
            XCTAssertEqual(Double(p.r), expectedRed, accuracy: 2, "frame \(k): alpha \(percent) read from the blend")
        }
    }

    // MARK: Seed 004

    func testLargeTitleImageFollowsTheSeedFormula() throws {
        var (scene, driver) = try LargeTitleImageScene.make(scale: 2)
        let bar = try XCTUnwrap(scene.root.viewWithID("navigationBar"))
        let image = try XCTUnwrap(scene.root.viewWithID("image"))
        var sawSmall = false, sawLarge = false, minAlpha = 1.0, alphaAtEnd = 0.0
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let h = bar.frame.height
            let coeff = (h - 44) / (96.5 - 44)
            let scale = min(1, coeff * 0.2 + 0.8)
            XCTAssertEqual(image.transform.a, scale, accuracy: 1e-9, "t=\(step.time)")
            XCTAssertEqual(image.transform.d, scale, accuracy: 1e-9)
            // translate (x, y) then scale: tx = x·s, ty = y·s
            XCTAssertEqual(image.transform.tx, max(0, 8 - coeff * 8) * scale, accuracy: 1e-9)
            XCTAssertEqual(image.transform.ty, max(0, min(14, 14 - coeff * 14)) * scale, accuracy: 1e-9)
            if h <= 44 { sawSmall = true }
            if h >= 96.5 { sawLarge = true }
            if step.time > LargeTitleImageScene.disappearTime { minAlpha = min(minAlpha, image.alpha) }
            alphaAtEnd = image.alpha
        }
        XCTAssertTrue(sawLarge && sawSmall, "the bar goes from 96.5 to 44")
        XCTAssertEqual(minAlpha, 0, "fades out over 0.2 s")
        XCTAssertEqual(alphaAtEnd, 1, "and back in")
    }

    func testLargeTitleImageExtentInPixels() throws {
        var (scene, driver) = try LargeTitleImageScene.make(scale: 2)
        let bar = try XCTUnwrap(scene.root.viewWithID("navigationBar"))
        var checked: Set<Int> = []
        while let step = driver.next(scene) {
            scene.advance(to: step)
            guard step.time < LargeTitleImageScene.disappearTime else { break }
            let h = bar.frame.height
            let bucket = h >= 96.5 ? 0 : (h <= 44 ? 2 : 1)
            guard !checked.contains(bucket) else { continue }
            checked.insert(bucket)
            let frame = try Rasterizer().render(scene.displayList())
            let coeff = (h - 44) / 52.5, s = min(1, coeff * 0.2 + 0.8)
            // Expected box: the 40 pt frame (right 16, bottom 12) transformed about its centre.
            let cx = 390 - 16 - 20.0, cy = 47 + h - 12 - 20
            let x0 = cx + (-20 + max(0, 8 - coeff * 8)) * s, x1 = cx + (20 + max(0, 8 - coeff * 8)) * s
            let y1 = cy + (20 + max(0, min(14, 14 - coeff * 14))) * s
            // Scan the row through the image's centre for the avatar's purple.
            let row = Int(2 * (y1 - 20 * s))
            let purple = { (p: RGBA) in p.b > 180 && p.r < 160 }
            let xs = (0..<780).filter { purple(frame.rgba($0, row)) }
            let minX = try XCTUnwrap(xs.min()), maxX = try XCTUnwrap(xs.max())
            XCTAssertEqual(Double(minX), 2 * x0, accuracy: 2, "h = \(h)")
            XCTAssertEqual(Double(maxX + 1), 2 * x1, accuracy: 2, "h = \(h)")
            XCTAssertEqual(Double(maxX + 1 - minX), 2 * 40 * s, accuracy: 2, "40 → 32 pt")
        }
        XCTAssertEqual(checked, [0, 1, 2])
    }
}
