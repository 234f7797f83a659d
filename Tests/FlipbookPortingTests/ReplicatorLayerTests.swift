import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// `CAReplicatorLayer` as app code builds the classic spinner, measured in pixels
/// (developer.apple.com/documentation/quartzcore/careplicatorlayer): twelve copies of a dot, each
/// turned 30° about the replicator's centre, each fading one twelfth of a second behind the one
/// before. Dot centres sit 40 pt from the centre (50, 50) of a 100 pt replicator.
final class ReplicatorLayerTests: XCTestCase {
    final class SpinnerView: UIView {
        let replicator = CAReplicatorLayer()
        let dot = CALayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            replicator.frame = bounds
            dot.frame = CGRect(x: 45, y: 5, width: 10, height: 10)
            dot.backgroundColor = UIColor.black.cgColor
            replicator.addSublayer(dot)
            replicator.instanceCount = 12
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
            replicator.instanceDelay = 1.0 / 12
            layer.addSublayer(replicator)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func startAnimating() {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.repeatCount = .infinity
            dot.add(fade, forKey: "fade")
        }
    }

    private func scene() -> (Scene, SpinnerView) {
        let scene = Scene(screen: Screen(name: "spinner", size: CGSize(width: 100, height: 100), scale: 1, safeAreaInsets: .zero))
        let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.root.addSubview(spinner)
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, spinner)
    }

    /// How dark copy `k`'s dot is, 0…1 (1: black).
    private func darkness(_ frame: RasterFrame, copy k: Int) -> Double {
        let a = Double(k) * .pi / 6
        let p = frame.rgba(Int((50 + 40 * sin(a)).rounded(.down)), Int((50 - 40 * cos(a)).rounded(.down)))
        return 1 - Double(p.r) / 255
    }

    func testTwelveCopiesGoRoundTheCentre() throws {
        let (scene, _) = scene()
        let frame = try Rasterizer().render(scene.displayList())
        for k in 0..<12 { XCTAssertEqual(darkness(frame, copy: k), 1, accuracy: 0.02, "copy \(k) at \(k * 30)°") }
        // Between two copies (15°) there is no dot.
        let between = frame.rgba(Int(50 + 40 * sin(Double.pi / 12)), Int(50 - 40 * cos(Double.pi / 12)))
        XCTAssertEqual(between, RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    func testEachCopyFadesOneDelayBehindTheOneBefore() throws {
        let (scene, spinner) = scene()
        spinner.startAnimating()
        scene.advance(to: Step(index: 1, time: 0.5))
        let frame = try Rasterizer().render(scene.displayList())
        // Copy k shows the fade at 0.5 − k/12 s: opacity 1 − that; before its start, the model's 1.
        XCTAssertEqual(darkness(frame, copy: 0), 0.5, accuracy: 0.02)
        XCTAssertEqual(darkness(frame, copy: 3), 0.75, accuracy: 0.02)
        XCTAssertEqual(darkness(frame, copy: 5), 1 - (0.5 - 5.0 / 12), accuracy: 0.02)
        XCTAssertEqual(darkness(frame, copy: 9), 1, accuracy: 0.02, "its fade has not begun")
        XCTAssertEqual(Double(spinner.dot.presentation()!.opacity), 0.5, accuracy: 1e-9, "the layer itself is copy 0")
    }

    func testInstanceColourAndOffsetsTintTheCopies() throws {
        let (scene, spinner) = scene()
        spinner.dot.backgroundColor = UIColor.white.cgColor
        spinner.replicator.instanceCount = 3
        spinner.replicator.instanceColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        spinner.replicator.instanceBlueOffset = 0.5
        spinner.replicator.instanceRedOffset = -0.5
        let frame = try Rasterizer().render(scene.displayList())
        func colour(_ k: Int) -> RGBA {
            let a = Double(k) * .pi / 6
            return frame.rgba(Int(50 + 40 * sin(a)), Int(50 - 40 * cos(a)))
        }
        XCTAssertEqual(colour(0), RGBA(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(Double(colour(1).r), 127.5, accuracy: 1)
        XCTAssertEqual(Double(colour(1).b), 127.5, accuracy: 1)
        XCTAssertEqual(colour(2), RGBA(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(colour(3), RGBA(r: 255, g: 255, b: 255, a: 255), "three copies only")
    }

    func testTheSpinnerGolden() throws {
        let (scene, spinner) = scene()
        scene.onStep = { _, step in if step.index == 0 { spinner.startAnimating() } }
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 12, duration: 1), checkpoints: .steps([0, 3, 6])), named: "spinner")
    }
}

/// `CAEmitterLayer` compiles as app code writes it and is a documented refusal: nothing drawn,
/// one warning that says why.
final class EmitterLayerRefusalTests: XCTestCase {
    func testAnEmitterDrawsNothingAndTheSceneSaysWhyOnce() throws {
        let scene = Scene(screen: Screen(name: "confetti", size: CGSize(width: 50, height: 50), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let cell = CAEmitterCell()
        cell.birthRate = 20
        cell.lifetime = 4
        cell.velocity = 120
        cell.color = UIColor.systemPink.cgColor
        let confetti = CAEmitterLayer()
        confetti.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        confetti.backgroundColor = UIColor.black.cgColor
        confetti.emitterCells = [cell]
        scene.root.layer.addSublayer(confetti)
        let frame = try Rasterizer().render(scene.displayList())
        _ = scene.displayList()
        XCTAssertEqual(frame.rgba(25, 25), RGBA(r: 255, g: 255, b: 255, a: 255), "not drawn, background included")
        XCTAssertEqual(scene.warnings, ["CAEmitterLayer is not drawn: its particles are random, which frames compared with goldens cannot be"])
    }
}
