import Foundation
import XCTest
import Flipbook
import FlipbookTestSupport
import FlipbookSupport

/// `.apng` (or `.png` with `animated`) through `Scene.render`: Pillow shows the very frames the
/// PNG folder of the same pass holds.
final class APNGOutputTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("apng-output") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// A square that slides right 4 pt a step, holds still for three steps, and slides on.
    private func slidingScene() -> (Scene, Driver) {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 48, height: 32), scale: 1, safeAreaInsets: .zero))
        let square = View(frame: Rect(x: 0, y: 8, width: 12, height: 12))
        square.backgroundColor = Color(hex: "#13315C")
        scene.root.backgroundColor = .white
        scene.root.addSubview(square)
        let xs: [Double] = [0, 4, 8, 8, 8, 8, 12, 16]
        scene.onStep = { _, step in square.frame.origin.x = xs[step.index] }
        return (scene, TimelineDriver(fps: 20, duration: Double(xs.count - 1) / 20))
    }

    func testAnAPNGHoldsTheFolderFramesExactlyWithRepeatsMerged() throws {
        let (scene, driver) = slidingScene()
        let apng = dir.appendingPathComponent("slide.png"), folder = dir.appendingPathComponent("frames")
        let summary = try scene.render(driver, to: [try OutputTarget(path: apng.path, animated: true), .folder(folder)])
        XCTAssertEqual(summary.frames, 8)

        try Checker.require(.pillow)
        let seen = try PillowAnimation.read(apng)
        XCTAssertEqual(seen.frames.count, 5, "steps 3…5 repeat step 2 and are merged into it")
        XCTAssertEqual(seen.durations.map { ($0 * 1000).rounded() / 1000 }, [50, 50, 200, 50, 50], "20 fps: 1/20 s a step")
        XCTAssertEqual(seen.regions[1], [0, 8, 16, 20], "only the square's old and new place")
        for (k, step) in [0, 1, 2, 6, 7].enumerated() {
            let png = try RasterFrame(PNGImageDecoder.decode(path: folder.appendingPathComponent(FrameFileName.png(step)).path))
            XCTAssertTrue(seen.frames[k] == png.pixels, "stored frame \(k) is step \(step), exactly")
        }
    }

    func testAnimatedTurnsOnlyPNGPathsIntoAPNG() throws {
        XCTAssertEqual(try OutputTarget(path: "a/b.apng"), .apng(URL(fileURLWithPath: "a/b.apng")))
        XCTAssertEqual(try OutputTarget(path: "a/b.png", animated: true), .apng(URL(fileURLWithPath: "a/b.png")))
        XCTAssertEqual(try OutputTarget(path: "a/b.png"), .png(URL(fileURLWithPath: "a/b.png")))
        XCTAssertEqual(try OutputTarget(path: "a/b.gif", animated: true), .gif(URL(fileURLWithPath: "a/b.gif")))
    }

    func testAStoppedSceneLeavesNoAPNG() throws {
        struct Broken: Error {}
        let (scene, driver) = slidingScene()
        scene.onStep = { scene, step in if step.index == 4 { scene.stop(with: Broken()) } }
        XCTAssertThrowsError(try scene.render(driver, to: dir.appendingPathComponent("broken.apng").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }
}
