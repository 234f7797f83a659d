import XCTest
@testable import FlipbookPipeline
import FlipbookRender

/// Ping-pong's replays come back from disk: every kind of draw op must survive the trip, so a
/// replayed frame has exactly the pixels of the frame it repeats.
final class ReplayStoreTests: XCTestCase {
    private func list(_ k: Int, image: DecodedImage) -> DisplayList {
        let shift = Double(k)
        return DisplayList(size: Size(width: 60, height: 40), scale: 2, background: Color(red: 0.9, green: 0.95, blue: 1), ops: [
            .beginGroup(Group(transform: AffineTransform(translationX: shift, y: 1), opacity: 0.75,
                              clip: .roundedRect(Rect(x: 0, y: 0, width: 50, height: 30), radius: 6))),
            .fill(.rect(Rect(x: 2, y: 2, width: 20, height: 10)), Color(hex: "#FF8800")!),
            .stroke(.ellipse(Rect(x: 25, y: 5, width: 12, height: 12)), .black, width: 1.5),
            .fill(.polygon([Point(x: 40, y: 20), Point(x: 58, y: 24), Point(x: 44, y: 38)]), Color(hex: "#2266CC")!),
            .text(TextRun(text: "Step \(k) ünïcode", font: Font(family: "Inter", size: 9, weight: .semibold), color: .black,
                          frame: Rect(x: 2, y: 16, width: 46, height: 12), alignment: .center, numberOfLines: 2,
                          lineBreakMode: .byTruncatingMiddle)),
            .image(ImageRef(image: image, scale: 2), rect: Rect(x: 40, y: 2, width: 8, height: 8), mode: .scaleAspectFit),
            .shadow(Shadow(shape: .roundedRect(Rect(x: 30, y: 20, width: 12, height: 8), radius: 3),
                           color: Color(white: 0, alpha: 0.4), offset: Size(width: 1, height: 2), radius: 3, fromContent: true)),
            .text({
                var run = TextRun(text: "ab🙂cd", font: .systemFont(ofSize: 8), color: .black, frame: Rect(x: 2, y: 28, width: 46, height: 10))
                run.styles = [TextStyle(range: 0..<2, color: .systemRed, kern: 1),
                              TextStyle(range: 2..<6, font: Font(family: "Inter", size: 10, weight: .bold))]
                return run
            }()),
            .endGroup,
        ])
    }

    func testDisplayListsComeBackDrawingTheSamePixels() throws {
        let image = DecodedImage(name: "checker", width: 4, height: 4,
                                 pixels: (0..<16).map { $0 % 3 == 0 ? 0xFF00_80FF : 0xFFFF_FFFF })
        let store = try ReplayStore()
        for k in 0..<5 { try store.append(Step(index: k, time: Double(k) / 30), list(k, image: image)) }
        XCTAssertEqual(store.indices, 0..<5)
        XCTAssertEqual(store.last?.index, 4)
        for k in store.indices.reversed() {
            let (step, back) = try store.entry(k)
            XCTAssertEqual(step, Step(index: k, time: Double(k) / 30))
            let original = list(k, image: image)
            XCTAssertEqual(back.ops.count, original.ops.count)
            let a = try Rasterizer().render(original), b = try Rasterizer().render(back)
            XCTAssertEqual(a.pixels, b.pixels, "step \(k)")
            if case .image(let ref, _, _) = back.ops[4] { XCTAssertTrue(ref.image === image, "images are shared, not copied") }
        }
    }

    /// A perspective group (a card turned in 3D) and a cross-dissolve's blended groups keep what
    /// the binary form cannot spell: the projection came back as a flat group before.
    func testProjectedAndBlendedGroupsComeBackWhole() throws {
        let turned = Homography(AffineTransform(translationX: 10, y: 4)).concatenating(
            Homography(m11: 1, m12: 0, m13: 0.004, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1))
        let list = DisplayList(size: Size(width: 60, height: 40), scale: 2, background: .white, ops: [
            .beginGroup(Group(transform: .identity, projection: Projection(homography: turned, extent: Size(width: 30, height: 20)))),
            .fill(.rect(Rect(x: 0, y: 0, width: 30, height: 20)), Color(hex: "#FF8800")!),
            .endGroup,
            .beginGroup(Group(transform: .identity, blend: .isolated)),
            .beginGroup(Group(transform: .identity, opacity: 0.5)),
            .fill(.rect(Rect(x: 0, y: 24, width: 40, height: 10)), .black),
            .endGroup,
            .beginGroup(Group(transform: .identity, opacity: 0.5, blend: .adding)),
            .fill(.rect(Rect(x: 20, y: 24, width: 40, height: 10)), Color(hex: "#2266CC")!),
            .endGroup,
            .endGroup,
        ])
        let store = try ReplayStore()
        try store.append(Step(index: 0, time: 0), list)
        let (_, back) = try store.entry(0)
        let a = try Rasterizer().render(list), b = try Rasterizer().render(back)
        XCTAssertEqual(a.pixels, b.pixels)
        guard case .beginGroup(let g) = back.ops[0] else { return XCTFail("a group first") }
        XCTAssertEqual(g.projection, Projection(homography: turned, extent: Size(width: 30, height: 20)))
    }

    /// A visual effect view's group keeps its backdrop blur through the store (the binary form has
    /// no room for it).
    func testABackdropBlurComesBackWhole() throws {
        var ops: [DrawOp] = []
        for x in stride(from: 0.0, to: 60, by: 8) { ops.append(.fill(.rect(Rect(x: x, y: 0, width: 4, height: 40)), .black)) }
        ops += [.beginGroup(Group(transform: .identity, backdrop: BackdropBlur(shape: .rect(Rect(x: 10, y: 10, width: 40, height: 20)), radius: 6))),
                .fill(.rect(Rect(x: 10, y: 10, width: 40, height: 20)), Color(white: 1, alpha: 0.3)),
                .endGroup]
        let list = DisplayList(size: Size(width: 60, height: 40), scale: 2, background: .white, ops: ops)
        let store = try ReplayStore()
        try store.append(Step(index: 0, time: 0), list)
        let (_, back) = try store.entry(0)
        let a = try Rasterizer().render(list), b = try Rasterizer().render(back)
        XCTAssertEqual(a.pixels, b.pixels)
        var sharpOps = ops
        sharpOps[ops.count - 3] = .beginGroup(Group(transform: .identity))
        let sharp = try Rasterizer().render(DisplayList(size: list.size, scale: 2, background: .white, ops: sharpOps))
        XCTAssertNotEqual(a.pixels, sharp.pixels, "the blur drew: not the sharp stripes")
    }
}
