import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// `UIVisualEffectView` with a `UIBlurEffect`, as app code puts a material bar over content: the
/// content behind is blurred (σ = 12 pt for the 24 pt radius the materials take, CHOSEN) and the
/// style's tint drawn over it. Checked against an independent blur: Pillow's GaussianBlur of the
/// same stripes, with the same tint composited.
final class VisualEffectViewTests: XCTestCase {
    private func stripedScene(effect: UIVisualEffect?) -> (Scene, UIVisualEffectView) {
        let scene = Scene(screen: Screen(name: "blur", size: CGSize(width: 200, height: 100), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        for i in stride(from: 0, to: 200, by: 20) {
            let stripe = UIView(frame: CGRect(x: CGFloat(i), y: 0, width: 10, height: 100))
            stripe.backgroundColor = .black
            scene.root.addSubview(stripe)
        }
        let bar = UIVisualEffectView(effect: effect)
        bar.frame = CGRect(x: 40, y: 20, width: 120, height: 60)
        scene.root.addSubview(bar)
        scene.layout()
        return (scene, bar)
    }

    func testTheBlurMatchesAnIndependentGaussianAndTheTintIsOverIt() throws {
        let (scene, _) = stripedScene(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(frame.rgba(5, 50), RGBA(r: 0, g: 0, b: 0, a: 255), "outside the bar the stripes stay sharp")
        XCTAssertEqual(frame.rgba(15, 50), RGBA(r: 255, g: 255, b: 255, a: 255))
        // Pillow blurs the same stripes with σ = 12 and lays the tint (0.97 grey at 30 %) over them.
        let script = """
        from PIL import Image, ImageDraw, ImageFilter
        im = Image.new('L', (200, 100), 255)
        d = ImageDraw.Draw(im)
        for i in range(0, 200, 20): d.rectangle([i, 0, i + 9, 99], fill=0)
        b = im.filter(ImageFilter.GaussianBlur(12))
        print(' '.join(str(round(b.getpixel((x, 50)) * 0.7 + 0.97 * 255 * 0.3)) for x in range(70, 131, 5)))
        """
        let expected = try IndependentChecker.run(script).split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        XCTAssertEqual(expected.count, 13)
        for (i, x) in stride(from: 70, through: 130, by: 5).enumerated() {
            XCTAssertEqual(Double(frame.rgba(x, 50).r), expected[i], accuracy: 4, "x \(x): Pillow's blur with the tint")
        }
        let inside = stride(from: 70, through: 130, by: 1).map { Int(frame.rgba($0, 50).r) }
        XCTAssertLessThan((inside.max() ?? 0) - (inside.min() ?? 0), 40, "the stripes are smoothed out behind the bar")
    }

    func testNoEffectIsAPlainViewAndTheContentViewDrawsAbove() throws {
        let (plain, _) = stripedScene(effect: nil)
        let sharp = try Rasterizer().render(plain.displayList())
        XCTAssertEqual(sharp.rgba(45, 50), RGBA(r: 0, g: 0, b: 0, a: 255), "no effect: nothing blurred")
        let (scene, bar) = stripedScene(effect: UIBlurEffect(style: .systemMaterial))
        let dot = UIView(frame: CGRect(x: 50, y: 20, width: 20, height: 20))
        dot.backgroundColor = .systemRed
        bar.contentView.addSubview(dot)
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(frame.rgba(100, 50), RGBA(r: 255, g: 59, b: 48, a: 255), "content is sharp, above the blur")
    }

    func testABlurredBarOverAScrollingListGolden() throws {
        for appearance in [Appearance.light, .dark] {
            let scene = Scene(screen: Screen(name: "list", size: CGSize(width: 320, height: 240), scale: 2, safeAreaInsets: .zero))
            scene.appearance = appearance
            scene.root.backgroundColor = .systemBackground
            let list = UIScrollView(frame: scene.root.bounds)
            list.contentSize = CGSize(width: 320, height: 1200)
            for row in 0..<20 {
                let card = UIView(frame: CGRect(x: 16, y: 70 + CGFloat(row) * 56, width: 288, height: 48))
                card.backgroundColor = [UIColor.systemBlue, .systemOrange, .systemGreen, .systemPink][row % 4]
                card.layer.cornerRadius = 10
                list.addSubview(card)
            }
            scene.root.addSubview(list)
            scene.scrollView = list
            let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
            bar.frame = CGRect(x: 0, y: 0, width: 320, height: 64)
            let title = UILabel(frame: CGRect(x: 16, y: 20, width: 288, height: 30))
            title.text = "Inbox"
            title.font = .systemFont(ofSize: 22, weight: .bold)
            bar.contentView.addSubview(title)
            scene.root.addSubview(bar)
            try assertGolden(of: scene, as: .animation(OffsetsDriver(y: 0, through: 120, by: 12)), named: "blurred-bar-\(appearance)")
        }
    }
}
