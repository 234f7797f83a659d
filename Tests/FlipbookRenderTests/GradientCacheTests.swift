import XCTest
import Foundation
@testable import FlipbookRender

/// Kept gradient fills (`GradientCache`): a frame is the same whether its gradients were painted
/// now or kept from an earlier frame, on this thread or another, and an unchanged gradient that
/// moves by whole pixels is served from the cache.
final class GradientCacheTests: XCTestCase {
    private func list(shift: Double) -> DisplayList {
        let conic = Gradient(kind: .conic(center: Point(x: 40, y: 30), angle: 0.3), stops: Gradient.evenStops([.systemRed, .systemBlue, .systemRed]))
        let axial = Gradient(kind: .axial(start: .zero, end: Point(x: 0, y: 60)), stops: Gradient.evenStops([.white, Color(white: 0, alpha: 0.5)]))
        return DisplayList(size: Size(width: 100, height: 80), scale: 2, background: .white, ops: [
            .beginGroup(Group(transform: AffineTransform(translationX: 5, y: shift), opacity: 0.8)),
            .gradient(conic, .roundedRect(Rect(x: 0, y: 0, width: 80, height: 60), radius: 12)),
            .gradient(axial, .ellipse(Rect(x: 10, y: 10, width: 60, height: 40))),
            .endGroup,
        ])
    }

    func testKeptFillsDrawTheSamePixelsAsFreshOnes() throws {
        let first = try Rasterizer().render(list(shift: 4))
        let before = GradientCache.current().hits
        let again = try Rasterizer().render(list(shift: 4))
        XCTAssertGreaterThanOrEqual(GradientCache.current().hits - before, 2, "both gradients kept")
        XCTAssertEqual(first.pixels, again.pixels)
        let moved = try Rasterizer().render(list(shift: 9.5))   // 19 px at 2x: whole pixels
        XCTAssertGreaterThanOrEqual(GradientCache.current().hits - before, 4, "a whole-pixel move hits")
        XCTAssertNotEqual(moved.pixels, first.pixels)

        // Another thread starts with an empty cache and paints the same frame.
        // Written by the thread before `fulfill()`, read only after `wait` returns: the
        // expectation orders the two, so the unchecked access cannot race.
        nonisolated(unsafe) var elsewhere: [UInt32] = []
        let done = expectation(description: "thread")
        let same = list(shift: 4)
        let thread = Thread {
            elsewhere = (try? Rasterizer().render(same).pixels) ?? []
            done.fulfill()
        }
        thread.start()
        wait(for: [done], timeout: 30)
        XCTAssertEqual(elsewhere, first.pixels)
    }
}
