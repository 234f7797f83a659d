import XCTest
import CCairo
@testable import FlipbookRender

/// The backdrop blur's cheaper arithmetic (issue 29: a 91 pt blurred bar cost 10.5× the plain
/// frame; the issue allows 3×). What it skips must stay inside the blur's tolerance, "a few
/// levels" of Pillow's Gaussian (VisualEffectViewTests): here measured against the full average.
final class BlurCostTests: XCTestCase {
    /// One-pixel lines (the worst case for skipping rows: a hairline falls on a skipped row or
    /// not), every 7 rows and 5 columns, black on white, opaque.
    private func hairlines(width: Int, height: Int, shift: Int) -> [UInt32] {
        (0..<(width * height)).map { k in
            let (x, y) = (k % width, k / width)
            return (y + shift) % 7 == 0 || x % 5 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF
        }
    }

    func testReducingOnEveryOtherRowStaysWithinTwoLevelsOfTheFullAverageOnceBlurred() {
        let (w, h, factor) = (240, 120, 8)
        for shift in 0..<7 {
            let source = hairlines(width: w, height: h, shift: shift)
            let (sw, sh) = (w / factor, h / factor)
            var worst = 0
            source.withUnsafeBufferPointer { p in
                var sampled = BackdropBlurPixels.reduce(p.baseAddress!, stride: w, sourceWidth: w, sourceHeight: h, left: 0, top: 0,
                                                        factor: factor, width: sw, height: sh)
                var full = BackdropBlurPixels.reduce(p.baseAddress!, stride: w, sourceWidth: w, sourceHeight: h, left: 0, top: 0,
                                                     factor: factor, width: sw, height: sh, sampleEveryOther: false)
                sampled.blur(sigma: 3); full.blur(sigma: 3)
                // Away from the small image's edges, which fade to clear in both (the margin's job).
                for y in 4..<(sh - 4) { for x in 4..<(sw - 4) { for c in 0..<4 {
                    let k = (y * sw + x) * 4 + c
                    worst = max(worst, Int(abs(sampled.values[k] - full.values[k]).rounded()))
                } } }
            }
            XCTAssertLessThanOrEqual(worst, 2, "shift \(shift): skipped rows change the blur by at most 2 levels")
        }
    }

    func testTheFullAverageIsTheMeanOfEachBlockWithTheEdgesRepeated() {
        // 4 × 2 pixels, factor 2: blocks of known means; the block past the right edge repeats column 3.
        let px: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFF80_8080, 0xFF80_8080,
                            0xFFFF_FFFF, 0xFF00_0000, 0xFF80_8080, 0xFF80_8080]
        px.withUnsafeBufferPointer { p in
            let small = BackdropBlurPixels.reduce(p.baseAddress!, stride: 4, sourceWidth: 4, sourceHeight: 2, left: 0, top: 0,
                                                  factor: 2, width: 3, height: 1)
            XCTAssertEqual(small.values[0], 127.5, "half black, half white")
            XCTAssertEqual(small.values[4], 128, "the grey block")
            XCTAssertEqual(small.values[8], 128, "past the edge the edge column repeats")
            XCTAssertEqual(small.values[3], 255, "opaque")
        }
    }

    func testUpscalingMatchesCairosBilinearWithinOneLevel() throws {
        // A small gradient scaled up ×8 by the direct path and by Cairo's BILINEAR + PAD (the
        // path every rounded or turned shape still takes).
        let (sw, sh, f) = (6, 4, 8)
        let small = BackdropBlurPixels(width: sw, height: sh, values: (0..<(sw * sh)).flatMap { k -> [Float] in
            let v = Float((k % sw) * 40 + (k / sw) * 10)
            return [v, 255 - v, v / 2, 255]
        })
        let (w, h) = (sw * f, sh * f)
        var direct = [UInt32](repeating: 0, count: w * h)
        direct.withUnsafeMutableBufferPointer { small.upsample(into: $0.baseAddress!, stride: w, left: 0, top: 0, factor: f, x0: 0, y0: 0, x1: w, y1: h) }

        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sw), Int32(sh))!
        defer { cairo_surface_destroy(copy) }
        small.write(into: UnsafeMutableRawPointer(cairo_image_surface_get_data(copy)!).assumingMemoryBound(to: UInt32.self),
                    stride: Int(cairo_image_surface_get_stride(copy)) / 4)
        cairo_surface_mark_dirty(copy)
        var viaCairo = [UInt32](repeating: 0, count: w * h)
        try drawIntoPixels(&viaCairo, width: w, height: h, "upscale") { cr in
            cairo_scale(cr, Double(f), Double(f))
            cairo_set_source_surface(cr, copy, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
        var worst: UInt32 = 0
        for (a, b) in zip(direct, viaCairo) {
            for shift in Swift.stride(from: UInt32(0), through: 24, by: 8) {
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                worst = max(worst, x > y ? x - y : y - x)
            }
        }
        XCTAssertLessThanOrEqual(worst, 2, "the direct upscale is Cairo's bilinear, within rounding")
    }
}
