import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// `UIVibrancyEffect(blurEffect:style:)` in a blur view's `contentView`: the vibrancy view's
/// content is drawn in the style's colour (CHOSEN: the semantic colour of the same name,
/// VisualEffectView+Vibrancy.swift) through its own coverage, over the blurred backdrop.
/// AppFiles/NowPlayingVibrancyView.swift.
final class VibrancyEffectTests: XCTestCase {
    private func scene(_ appearance: Appearance) -> (Scene, NowPlayingVibrancyView) {
        let scene = Scene(screen: Screen(name: "vibrancy", size: CGSize(width: 300, height: 130), scale: 2, safeAreaInsets: .zero))
        scene.appearance = appearance
        let card = NowPlayingVibrancyView(frame: CGRect(x: 0, y: 0, width: 300, height: 130))
        scene.root.addSubview(card)
        scene.layout()
        return (scene, card)
    }

    func testTheLabelTakesTheLabelColourAndTheTrackTheFillOverTheBlur() throws {
        for appearance in [Appearance.light, .dark] {
            let (s, card) = scene(appearance)
            let frame = try Rasterizer().render(s.displayList())
            // The label's glyph cores: the darkest (light) or lightest (dark) pixels of its box.
            let box = card.titleLabel.convert(card.titleLabel.bounds, to: s.root)
            var extreme = appearance == .light ? 255 : 0
            for y in Int(box.minY * 2)..<Int(box.maxY * 2) {
                for x in Int(box.minX * 2)..<Int(box.maxX * 2) {
                    let v = frame.rgba(x, y).g
                    extreme = appearance == .light ? min(extreme, v) : max(extreme, v)
                }
            }
            XCTAssertEqual(extreme, appearance == .light ? 0 : 255, "\(appearance): .label is black / white, not the label's own white")
            // The track: systemFill (120, 120, 128 at 20 % light, 36 % dark) over the blurred backdrop next to it.
            let t = card.track.convert(CGPoint(x: card.track.bounds.midX, y: card.track.bounds.midY), to: s.root)
            let on = frame.rgba(Int(t.x * 2), Int(t.y * 2)), off = frame.rgba(Int(t.x * 2), Int((t.y - 8) * 2))
            let a = appearance == .light ? 0.2 : 0.36
            let expected = RGBA(r: Int((Double(off.r) * (1 - a) + 120 * a).rounded()), g: Int((Double(off.g) * (1 - a) + 120 * a).rounded()),
                                b: Int((Double(off.b) * (1 - a) + 128 * a).rounded()), a: 255)
            XCTAssertLessThanOrEqual(on.distance(to: expected), 6, "\(appearance): \(on) vs \(expected); the track's own black is not drawn")
        }
    }

    func testTheVibrancyGoldens() throws {
        for appearance in [Appearance.light, .dark] {
            let (s, _) = scene(appearance)
            try assertGolden(of: try Rasterizer().render(s.displayList()), as: .image, named: "now-playing-vibrancy-\(appearance)")
        }
    }
}
