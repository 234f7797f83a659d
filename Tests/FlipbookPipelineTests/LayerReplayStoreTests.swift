import XCTest
@testable import FlipbookPipeline
import FlipbookRender

/// Ping-pong replays of layer drawing: paths, styled strokes, gradients and masks are kept
/// whole by the replay store, and a replayed frame has the pixels of the frame it repeats.
final class LayerReplayStoreTests: XCTestCase {
    private func list(_ k: Int) -> DisplayList {
        var ring = Path()
        ring.addArc(center: Point(x: 30, y: 20), radius: 12, startAngle: 0, endAngle: 2 * .pi * Double(k + 1) / 6, increasingAngle: true)
        var corner = Path()
        corner.addRoundedRect(Rect(x: 2, y: 2, width: 40, height: 30), radii: Size(width: 8, height: 8), curve: .continuous)
        let ramp = Gradient(kind: .conic(center: Point(x: 20, y: 20), angle: Double(k)), stops: Gradient.evenStops([.white, .systemBlue, .black]))
        return DisplayList(size: Size(width: 60, height: 40), scale: 2, background: .white, ops: [
            .beginGroup(Group(transform: .identity, clip: .path(corner, fillRule: .nonZero))),
            .beginMasked,
            .gradient(ramp, .rect(Rect(x: 0, y: 0, width: 60, height: 40))),
            .strokePath(.path(ring, fillRule: .nonZero), .black, StrokeStyle(width: 3, cap: .round, dash: [4, 2])),
            .beginMask,
            .beginGroup(Group(transform: .identity)),
            .fill(.path(ring, fillRule: .evenOdd), .black),
            .fill(.rect(Rect(x: 0, y: 0, width: 30, height: 40)), .black),
            .endGroup,
            .endMasked,
            .fill(.rect(Rect(x: 50, y: 30, width: 5, height: 5)), .systemRed),
            .endGroup,
        ])
    }

    func testLayerOpsComeBackDrawingTheSamePixels() throws {
        let store = try ReplayStore()
        for k in 0..<4 { try store.append(Step(index: k, time: Double(k) / 30), list(k)) }
        var compared = 0
        for k in store.indices.reversed() {
            let (_, back) = try store.entry(k)
            XCTAssertEqual(back.ops.count, list(k).ops.count)
            XCTAssertEqual(try Rasterizer().render(back).pixels, try Rasterizer().render(list(k)).pixels, "step \(k)")
            compared += 1
        }
        XCTAssertEqual(compared, 4)
        XCTAssertNotEqual(try Rasterizer().render(list(0)).pixels, try Rasterizer().render(list(3)).pixels, "the steps differ")
    }
}
