import XCTest
import CCairo
import Foundation
import FlipbookTestSupport
@testable import FlipbookRender

/// Scaled images drawn from `ScaledImageCache`: what a frame shows does not depend on what the
/// cache held, a still image is filtered once, and the kept pixels stay within two levels of
/// filtering straight into the frame.
final class ScaledImageCacheTests: XCTestCase {
    /// A 210×210 image with detail everywhere (the filter has something to average).
    private let icon: DecodedImage = {
        var pixels = [UInt32](repeating: 0, count: 210 * 210)
        for y in 0..<210 {
            for x in 0..<210 {
                let r = UInt32((x * 7 + y * 3) & 0xFF), g = UInt32((x ^ y) & 0xFF), b = UInt32((x * y) >> 6 & 0xFF)
                pixels[y * 210 + x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        return DecodedImage(name: "icon", width: 210, height: 210, pixels: pixels)
    }()

    private func list(iconAt origin: Point, side: Double = 44.3) -> DisplayList {
        DisplayList(size: Size(width: 200, height: 200), scale: 2, background: .white, ops: [
            .beginGroup(Group(transform: .identity)),
            .image(ImageRef(image: icon, scale: 3), rect: Rect(x: origin.x, y: origin.y, width: side, height: side),
                   mode: .scaleToFill),
            .endGroup,
        ])
    }

    /// A render on a thread of its own: a cache that starts empty.
    private func renderOnFreshThread(_ list: DisplayList) throws -> RasterFrame {
        // Safe: the thread writes `result` before it signals, and it is read only after the wait.
        final class Box: @unchecked Sendable { var result: Result<RasterFrame, any Error>? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { try Rasterizer().render(list) }
            done.signal()
        }
        thread.start()
        done.wait()
        return try XCTUnwrap(box.result).get()
    }

    func testAStillImageIsFilteredOnceAndTheFrameIsTheSame() throws {
        let cache = ScaledImageCache.current()
        let misses = cache.misses, hits = cache.hits
        let first = try Rasterizer().render(list(iconAt: Point(x: 20.25, y: 30.75)))
        let second = try Rasterizer().render(list(iconAt: Point(x: 20.25, y: 30.75)))
        XCTAssertEqual(cache.misses, misses + 1)
        XCTAssertEqual(cache.hits, hits + 1)
        XCTAssertTrue(first == second)
        XCTAssertNotNil(first.inkBounds(differingFrom: RGBA(r: 255, g: 255, b: 255, a: 255)))
    }

    /// Moved by whole pixels (here 10 pt = 20 px at 2×), the same filtered pixels serve; the
    /// frame equals one drawn by a thread whose cache never saw the image.
    func testAnImageMovedByWholePixelsIsServedKeptAndMatchesAColdDraw() throws {
        let cache = ScaledImageCache.current()
        _ = try Rasterizer().render(list(iconAt: Point(x: 20.25, y: 30.75)))
        let hits = cache.hits
        let warm = try Rasterizer().render(list(iconAt: Point(x: 30.25, y: 60.75)))
        XCTAssertEqual(cache.hits, hits + 1, "same scale and sub-pixel offset")
        let cold = try renderOnFreshThread(list(iconAt: Point(x: 30.25, y: 60.75)))
        XCTAssertTrue(warm == cold)
        // A different sub-pixel offset is another entry, not the kept one shifted.
        let misses = cache.misses
        _ = try Rasterizer().render(list(iconAt: Point(x: 30.5, y: 60.75)))
        XCTAssertEqual(cache.misses, misses + 1)
    }

    /// Against Cairo filtering the image straight into the canvas (what drawing did before):
    /// within two levels per channel.
    func testKeptPixelsAreWithinTwoLevelsOfFilteringIntoTheFrame() throws {
        let origin = Point(x: 20.25, y: 30.75), side = 44.3
        let kept = try Rasterizer().render(list(iconAt: origin, side: side))
        var direct = [UInt32](repeating: 0xFFFF_FFFF, count: 400 * 400)
        icon.pixels.withUnsafeBufferPointer { source in
            direct.withUnsafeMutableBytes { canvas in
                let target = cairo_image_surface_create_for_data(canvas.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                                 CAIRO_FORMAT_ARGB32, 400, 400, 1600)
                let image = cairo_image_surface_create_for_data(
                    UnsafeMutableRawPointer(mutating: source.baseAddress!).assumingMemoryBound(to: UInt8.self),
                    CAIRO_FORMAT_ARGB32, 210, 210, 840)
                let cr = cairo_create(target)!
                cairo_scale(cr, 2, 2)
                cairo_rectangle(cr, origin.x, origin.y, side, side)
                cairo_clip(cr)
                cairo_translate(cr, origin.x, origin.y)
                cairo_scale(cr, side / 210, side / 210)
                cairo_set_source_surface(cr, image, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                cairo_paint(cr)
                cairo_destroy(cr)
                cairo_surface_destroy(image)
                cairo_surface_destroy(target)
            }
        }
        var worst: UInt32 = 0, differing = 0
        for (a, b) in zip(kept.pixels, direct) where a != b {
            differing += 1
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                worst = max(worst, x > y ? x - y : y - x)
            }
        }
        XCTAssertLessThanOrEqual(worst, 2, "\(differing) pixels differ")
    }

    func testTheCacheStartsAgainPastItsPixelBudget() throws {
        let cache = ScaledImageCache()
        let image = icon
        let side = 256, perEntry = side * side
        try image.pixels.withUnsafeBufferPointer { buffer in
            let source = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(mutating: buffer.baseAddress!).assumingMemoryBound(to: UInt8.self),
                CAIRO_FORMAT_ARGB32, 210, 210, 840)!
            defer { cairo_surface_destroy(source) }
            for i in 0..<(ScaledImageCache.maximumPixels / perEntry + 2) {
                let key = ScaledImageCache.Key(image: ObjectIdentifier(image), scaleX: 4 + Double(i) / 100, scaleY: 4,
                                               offsetX: 0, offsetY: 0, width: side, height: side)
                _ = try cache.entry(for: key, image: image, source: source)
                XCTAssertLessThanOrEqual(cache.count * perEntry, ScaledImageCache.maximumPixels)
            }
        }
        XCTAssertGreaterThanOrEqual(cache.count, 1)
        XCTAssertEqual(cache.misses, ScaledImageCache.maximumPixels / perEntry + 2)
    }
}
