import XCTest
import FlipbookTestSupport
@testable import FlipbookRender

/// Translucent groups drawn into layers no larger than their content (`LayerBounds`): the
/// rectangles hold everything drawn, and the frame is the same pixel for pixel as with a
/// whole-canvas layer.
final class LayerBoundsTests: XCTestCase {
    private let canvas = PixelRect(x: 0, y: 0, width: 400, height: 300)

    /// A faded group at an offset holding text that overhangs its frame, a thick stroke, an
    /// aspect-fill image spilling past its rect, and a nested translucent group.
    private func list() -> DisplayList {
        let image = DecodedImage(name: "bars", width: 4, height: 2,
                                 pixels: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF00_0000,
                                          0xFF00_0000, 0xFF00_00FF, 0xFF00_FF00, 0xFFFF_0000])
        let run = TextRun(text: "Ágil jq", font: .systemFont(ofSize: 30, weight: .bold), color: .black,
                          frame: Rect(x: 4, y: 2, width: 60, height: 18))
        return DisplayList(size: Size(width: 200, height: 150), scale: 2, background: .white, ops: [
            .beginGroup(Group(transform: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 30.25, ty: 20.5), opacity: 0.6)),
            .text(run),
            .stroke(.rect(Rect(x: 10, y: 40, width: 50, height: 20)), .black, width: 6),
            .image(ImageRef(image: image), rect: Rect(x: 80, y: 40, width: 30, height: 30), mode: .scaleAspectFill),
            .beginGroup(Group(transform: AffineTransform(a: 0.9, b: 0.3, c: -0.3, d: 0.9, tx: 120, ty: 60), opacity: 0.5)),
            .fill(.roundedRect(Rect(x: 0, y: 0, width: 40, height: 30), radius: 8), .black),
            .endGroup,
            .endGroup,
        ])
    }

    func testRectanglesHoldTheContent() throws {
        let layers = LayerBounds.of(list().ops, scale: 2, canvas: canvas)
        let outer = try XCTUnwrap(layers[0]), inner = try XCTUnwrap(layers[4])
        // The outer one holds the nested group's rotated box too.
        for r in [inner] {
            XCTAssertGreaterThanOrEqual(r.x, outer.x); XCTAssertGreaterThanOrEqual(r.y, outer.y)
            XCTAssertLessThanOrEqual(r.x + r.width, outer.x + outer.width)
            XCTAssertLessThanOrEqual(r.y + r.height, outer.y + outer.height)
        }
        XCTAssertLessThan(outer.width * outer.height, canvas.width * canvas.height, "smaller than the canvas")
        XCTAssertGreaterThan(outer.width * outer.height, 0)
    }

    func testTheFrameIsTheSameAsWithAWholeCanvasLayer() throws {
        let drawn = try Rasterizer().render(list())
        // Every translucent group nested in a whole-canvas one: LayerBounds leaves groups
        // holding a shadow alone, so a shadow of nothing makes the outer layer whole-canvas.
        var ops = list().ops
        ops.insert(.shadow(Shadow(shape: .rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: Color(white: 0, alpha: 0),
                                  offset: Size(width: 0, height: 0), radius: 0)), at: 1)
        XCTAssertNil(LayerBounds.of(ops, scale: 2, canvas: canvas)[0])
        let whole = try Rasterizer().render(DisplayList(size: Size(width: 200, height: 150), scale: 2,
                                                        background: .white, ops: ops))
        XCTAssertTrue(drawn == whole, "bounded layers change no pixel")
        XCTAssertNotNil(drawn.inkBounds(differingFrom: RGBA(r: 255, g: 255, b: 255, a: 255)))
    }

    func testAnEmptyGroupGetsAnEmptyLayerAndNonFiniteOnesTheCanvas() {
        let empty = LayerBounds.of([.beginGroup(Group(transform: .identity, opacity: 0.5)), .endGroup], scale: 2, canvas: canvas)
        XCTAssertEqual(empty[0]?.width, 0)
        let huge = LayerBounds.of([.beginGroup(Group(transform: .identity, opacity: 0.5)),
                                   .fill(.rect(Rect(x: 0, y: 0, width: Double.infinity, height: 10)), .black), .endGroup],
                                  scale: 2, canvas: canvas)
        XCTAssertEqual(huge[0], canvas)
    }
}
