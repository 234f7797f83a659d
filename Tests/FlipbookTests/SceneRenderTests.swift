import Foundation
import XCTest
import Flipbook
import FlipbookTestSupport
import FlipbookSupport

/// `Scene.render`: the one call a user makes to turn a scene built in Swift into files.
final class SceneRenderTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("scene-render") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// Fades a square as a scroll view scrolls, through a delegate the caller does not keep.
    private final class Fader: ScrollViewDelegate {
        let square: View
        init(square: View) { self.square = square }
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            square.alpha = max(0, 1 - scrollView.contentOffset.y / 100)
        }
    }

    private func fadingScene() -> Scene {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 40, height: 40), scale: 1, safeAreaInsets: .zero))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        scroll.contentSize = Size(width: 40, height: 400)
        let square = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .black
        scene.root.addSubview(scroll)
        scene.root.addSubview(square)
        scene.scrollView = scroll
        let fader = Fader(square: square)
        scroll.delegate = fader   // once this returns, nobody but the scene holds it
        return scene
    }

    func testOneCallWritesAGIFAFolderAndOneFrameThatAgree() throws {
        let gif = dir.appendingPathComponent("fade.gif").path, folder = dir.appendingPathComponent("frames").path
        var options = RenderOptions()
        options.frame = 5
        let summary = try fadingScene().render(OffsetsDriver(y: 0, through: 100, by: 10), to: gif, folder,
                                               dir.appendingPathComponent("five.png").path, options: options)
        XCTAssertEqual(summary.frames, 11)

        let decoded = try GIFDecoder.decode(url: URL(fileURLWithPath: gif))
        XCTAssertEqual(decoded.frames.count, 11)
        XCTAssertEqual(decoded.delaysCentiseconds.reduce(0, +), 37, "11 frames at the driver's 30 fps")
        for k in [0, 5, 10] {
            let png = try RasterFrame(PNGImageDecoder.decode(path: folder + "/" + FrameFileName.png(k)))
            XCTAssertEqual(png, decoded.frames[k], "frame \(k): ≤ 256 colours, so the GIF is exact")
        }
        let five = try RasterFrame(PNGImageDecoder.decode(path: dir.appendingPathComponent("five.png").path))
        XCTAssertEqual(five, decoded.frames[5])
        // The delegate ran although the caller kept no reference: the square fades 1 → 0.5 → 0.
        XCTAssertEqual(decoded.frames[0].rgba(20, 20), RGBA(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(decoded.frames[5].rgba(20, 20).r, 128, accuracy: 1)
        XCTAssertEqual(decoded.frames[10].rgba(20, 20), RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    func testADriverWithNothingToScrollWarnsInsteadOfRenderingAStillScene() throws {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 20, height: 20), scale: 1, safeAreaInsets: .zero))
        var heard: [String] = []
        scene.onWarning = { heard.append($0) }
        try scene.render(OffsetsDriver(y: 0, through: 30, by: 10), to: dir.appendingPathComponent("still").path)
        XCTAssertEqual(heard, ["the driver scrolls, but the scene has no scroll view to move (set scene.scrollView); its frames will not scroll"])
        XCTAssertEqual(scene.warnings, heard)

        let drag = Scene(screen: Screen(name: "test", size: Size(width: 20, height: 20), scale: 1, safeAreaInsets: .zero))
        var dragHeard: [String] = []
        drag.onWarning = { dragHeard.append($0) }
        _ = try? drag.render(DragDriver(gestures: [.drag(by: 100, duration: 0.3, releaseVelocity: nil)]), to: dir.appendingPathComponent("drag").path)
        XCTAssertEqual(dragHeard.count, 1, "a drag with no scroll view says so once")
    }

    func testAStoppedSceneWritesNothing() throws {
        struct Broken: Error {}
        let scene = fadingScene()
        scene.onStep = { scene, step in if step.index == 3 { scene.stop(with: Broken()) } }
        let gif = dir.appendingPathComponent("broken.gif").path
        XCTAssertThrowsError(try scene.render(OffsetsDriver(y: 0, through: 100, by: 10), to: gif, dir.appendingPathComponent("f").path)) {
            XCTAssertTrue($0 is Broken)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertFalse(left.contains("broken.gif"))
        XCTAssertFalse(left.contains { $0.contains(".tmp-") }, "\(left)")
        // The folder output appears whole or not at all: a stopped run leaves no folder.
        XCTAssertFalse(left.contains("f"), "\(left)")
    }

    func testOutputsAreResolvedByTheirShape() throws {
        XCTAssertEqual(try OutputTarget(path: "a/b.GIF"), .gif(URL(fileURLWithPath: "a/b.GIF")))
        XCTAssertEqual(try OutputTarget(path: "a/b.png"), .png(URL(fileURLWithPath: "a/b.png")))
        XCTAssertEqual(try OutputTarget(path: "a/b"), .folder(URL(fileURLWithPath: "a/b")))
        XCTAssertEqual(try OutputTarget(path: "a/b.pdf"), .pdf(URL(fileURLWithPath: "a/b.pdf")))
        XCTAssertThrowsError(try OutputTarget(path: "a/b.webp")) { error in
            XCTAssertEqual((error as? FlipbookError)?.exitCode, .badInput)
            XCTAssertEqual("\(error)", "a/b.webp: unknown output type .webp; use .gif, .apng, .png, .pdf, .html or a folder")
        }
    }
}
