import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookPipeline
import FlipbookRender
@testable import FlipbookEncode
import FlipbookSupport

/// Every PNG the encoder writes, decoded by Pillow and compared pixel by pixel with the frame it
/// came from: each filter the row heuristic can choose, alpha at its edges, and odd shapes.
final class PNGFilterPillowTests: XCTestCase {
    /// What Pillow saw: mode, size, the filter byte of every row (read from the inflated IDAT
    /// data), and straight RGBA pixels.
    private struct Decoded {
        var mode: String, width: Int, height: Int, filters: Set<Int>, rgba: [UInt8]
    }

    private func decode(_ frame: RasterFrame, name: String) throws -> Decoded {
        let dir = try temporaryDirectory("pngfilter")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("\(name).png")
        try AtomicFile.write(try PNGEncoder.encode(frame), to: url)
        let out = try IndependentChecker.run("""
        import sys, zlib, struct
        from PIL import Image
        data = open(sys.argv[1], "rb").read()
        pos, idat, ihdr = 8, b"", None
        while pos < len(data):
            n, kind = struct.unpack(">I4s", data[pos:pos + 8])
            if kind == b"IHDR": ihdr = data[pos + 8:pos + 8 + n]
            if kind == b"IDAT": idat += data[pos + 8:pos + 8 + n]
            pos += 12 + n
        w, h = struct.unpack(">II", ihdr[:8])
        channels = 3 if ihdr[9] == 2 else 4
        raw = zlib.decompress(idat)
        stride = 1 + w * channels
        assert len(raw) == stride * h, (len(raw), stride, h)
        im = Image.open(sys.argv[1]); im.load()
        print(im.mode, im.size[0], im.size[1])
        print(" ".join(str(f) for f in sorted(set(raw[r * stride] for r in range(h)))))
        print(im.convert("RGBA").tobytes().hex())
        """, arguments: [url.path])
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let head = lines[0].split(separator: " ")
        let hex = Array(lines[2].utf8)
        var rgba = [UInt8](repeating: 0, count: hex.count / 2)
        for i in rgba.indices { rgba[i] = UInt8(String(decoding: hex[2 * i...2 * i + 1], as: UTF8.self), radix: 16)! }
        return Decoded(mode: String(head[0]), width: Int(head[1])!, height: Int(head[2])!,
                       filters: Set(lines[1].split(separator: " ").map { Int($0)! }), rgba: rgba)
    }

    /// Straight RGBA as PNG stores it: c × 255 / a rounded, at most 255; alpha 0 and 255 as they are.
    private func expectedRGBA(_ frame: RasterFrame) -> [UInt8] {
        frame.pixels.flatMap { p -> [UInt8] in
            let a = Int(p >> 24)
            let channels = [Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)]
            let straight = a == 0 || a == 255 ? channels : channels.map { min(255, ($0 * 255 + a / 2) / a) }
            return straight.map(UInt8.init) + [UInt8(a)]
        }
    }

    private func assertRoundTrips(_ frame: RasterFrame, name: String, opaque: Bool,
                                  file: StaticString = #filePath, line: UInt = #line) throws -> Decoded {
        let decoded = try decode(frame, name: name)
        XCTAssertEqual(decoded.mode, opaque ? "RGB" : "RGBA", name, file: file, line: line)
        XCTAssertEqual(decoded.width, frame.width, file: file, line: line)
        XCTAssertEqual(decoded.height, frame.height, file: file, line: line)
        let expected = expectedRGBA(frame)
        XCTAssertEqual(decoded.rgba.count, expected.count, file: file, line: line)
        if let i = expected.indices.first(where: { i in i < decoded.rgba.count && decoded.rgba[i] != expected[i] }) {
            XCTFail("\(name): pixel \(i / 4) byte \(i % 4) decodes to \(decoded.rgba[i]), not \(expected[i])", file: file, line: line)
        }
        return decoded
    }

    /// Rows that repeat (Up), a ramp across (Sub), a surface, a ramp down (Up), noise: every filter
    /// the heuristic picks, each decoded exactly.
    private func mixedFrame(width: Int, alpha: (Int, Int) -> UInt32) -> RasterFrame {
        var pixels: [UInt32] = []
        var seed: UInt32 = 12345
        for y in 0..<64 {
            for x in 0..<width {
                var r: UInt32, g: UInt32, b: UInt32
                switch y {
                case 0..<8: (r, g, b) = (200, 30, 90)                                           // flat: Up
                case 8..<24: (r, g, b) = (UInt32(x * 7 % 256), UInt32(x * 3 % 256), 40)        // ramp across: Sub
                case 24..<44:                                                                  // surface
                    let v = UInt32((x * x / 9 + y * y * 3 + x * y) % 256)
                    (r, g, b) = (v, (v &* 3) % 256, UInt32((x + 2 * y) % 256))
                case 44..<52:                                                                  // vertical ramp: Up, computed
                    let h = UInt32(x * x * 31 % 256), t = UInt32(y * 5)
                    (r, g, b) = ((h + t) % 256, (h &* 3 + t) % 256, (h &* 7 + t) % 256)
                default:                                                                       // noise
                    seed = seed &* 1_103_515_245 &+ 12345
                    (r, g, b) = (seed >> 24, (seed >> 16) & 0xFF, (seed >> 8) & 0xFF)
                }
                let a = alpha(x, y)
                pixels.append(a << 24 | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255))
            }
        }
        return RasterFrame(width: width, height: 64, pixels: pixels)
    }

    func testOpaqueFrameUsesEveryFilterAndDecodesExactly() throws {
        try Checker.require(.pillow)
        let decoded = try assertRoundTrips(mixedFrame(width: 97) { _, _ in 255 }, name: "opaque", opaque: true)
        XCTAssertTrue(decoded.filters.isSuperset(of: [1, 2]), "filters used: \(decoded.filters.sorted())")
    }

    /// Premultiplied colours at every alpha: 0, 1, 254, 255 and rounding in between, through every filter.
    func testTranslucentFrameDecodesToStraightAlphaExactly() throws {
        try Checker.require(.pillow)
        let frame = mixedFrame(width: 256) { x, y in UInt32((x + y) % 256) }
        let decoded = try assertRoundTrips(frame, name: "translucent", opaque: false)
        XCTAssertTrue(decoded.filters.isSuperset(of: [1, 2]), "filters used: \(decoded.filters.sorted())")
    }

    /// Every premultiplied value a rasterizer can make (channel ≤ alpha), for every alpha.
    func testEveryPremultipliedValueRoundsLikeBefore() throws {
        try Checker.require(.pillow)
        var pixels: [UInt32] = []
        for a in 0..<256 {
            for c in 0..<256 {
                let v = UInt32(min(c, a))
                pixels.append(UInt32(a) << 24 | v << 16 | UInt32(a - Int(v)) << 8 | UInt32(c / 2 * a / 255))
            }
        }
        _ = try assertRoundTrips(RasterFrame(width: 256, height: 256, pixels: pixels), name: "alphas", opaque: false)
    }

    /// The first row has nothing above it: None when its bytes are smaller than Sub's residuals.
    func testFirstRowWithoutARowAboveDecodesExactly() throws {
        try Checker.require(.pillow)
        // Small bytes that jump from pixel to pixel: None's residuals (the bytes) beat Sub's (the jumps).
        let noisy = RasterFrame(width: 40, height: 2, pixels: (0..<80).map { $0 % 2 == 0 ? 0xFF00_0000 : 0xFF64_6464 })
        let decoded = try assertRoundTrips(noisy, name: "none", opaque: true)
        XCTAssertTrue(decoded.filters.contains(0), "filters used: \(decoded.filters.sorted())")
    }

    func testOnePixelImages() throws {
        try Checker.require(.pillow)
        _ = try assertRoundTrips(RasterFrame(width: 1, height: 1, filledWith: 0xFF12_3456), name: "opaque1", opaque: true)
        _ = try assertRoundTrips(RasterFrame(width: 1, height: 1, filledWith: 0x8040_2010), name: "half1", opaque: false)
        _ = try assertRoundTrips(RasterFrame(width: 1, height: 1, filledWith: 0), name: "clear1", opaque: false)
    }

    func testOneRowAndOneColumn() throws {
        try Checker.require(.pillow)
        let row = RasterFrame(width: 300, height: 1, pixels: (0..<300).map { 0xFF00_0000 | UInt32($0 * 5 % 256) << 8 })
        _ = try assertRoundTrips(row, name: "row", opaque: true)
        let column = RasterFrame(width: 1, height: 300, pixels: (0..<300).map { UInt32($0 % 256) << 24 })
        _ = try assertRoundTrips(column, name: "column", opaque: false)
    }

    /// A row longer than libdeflate's matches reach back (32 KB) and its block sizes.
    func testWideImageDecodesExactly() throws {
        try Checker.require(.pillow)
        let width = 50_017
        let frame = RasterFrame(width: width, height: 3, pixels: (0..<width * 3).map {
            0xFF00_0000 | UInt32($0 % 251) << 16 | UInt32($0 / width * 80) << 8 | UInt32($0 % 7)
        })
        _ = try assertRoundTrips(frame, name: "wide", opaque: true)
    }

    /// A second frame of another size reuses the pooled compressor and its larger buffer.
    func testFramesOfOtherSizesReuseTheCompressorExactly() throws {
        try Checker.require(.pillow)
        let frame = mixedFrame(width: 1500) { _, _ in 255 }
        let tall = RasterFrame(width: 1500, height: 64 * 4, pixels: Array([[UInt32]](repeating: frame.pixels, count: 4).joined()))
        _ = try assertRoundTrips(tall, name: "tall", opaque: true)
        _ = try assertRoundTrips(mixedFrame(width: 31) { x, _ in UInt32(x * 8) }, name: "small", opaque: false)
    }
}
