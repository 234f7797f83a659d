import Foundation
import XCTest
import FlipbookTestSupport
import CGif
import FlipbookRender
@testable import FlipbookEncode

/// `GIFLZWEncoder` against giflib's own encoder (`EGifPutLine` into memory): the same bytes, so
/// every GIF Flipbook writes is what it wrote when giflib compressed the images.
final class GIFLZWEncoderTests: XCTestCase {
    /// The LZW data giflib writes for `block` (after the code-size byte), as `GIFEncodedImage`
    /// got it before it had an encoder of its own.
    private func giflibData(_ block: GIFImageBlock, global: GIFGlobalColorTable? = nil) throws -> [UInt8] {
        final class Buffer { var bytes: [UInt8] = [] }
        let buffer = Buffer()
        let output: OutputFunc = { gif, bytes, count in
            guard let gif, let user = gif.pointee.UserData, count >= 0 else { return 0 }
            let buffer = Unmanaged<Buffer>.fromOpaque(user).takeUnretainedValue()
            if count > 0, let bytes { buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count))) }
            return count
        }
        var error: Int32 = 0
        let gif = try XCTUnwrap(EGifOpen(Unmanaged.passUnretained(buffer).toOpaque(), output, &error))
        EGifSetGifVersion(gif, true)
        let r = block.rect
        if let global {
            try GIFColorMap.with(global.colors, path: "test") { map in
                XCTAssertEqual(EGifPutScreenDesc(gif, Int32(r.x + r.width), Int32(r.y + r.height), 8, 0, map), GIF_OK)
            }
            XCTAssertEqual(EGifPutImageDesc(gif, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height), false, nil), GIF_OK)
        } else {
            XCTAssertEqual(EGifPutScreenDesc(gif, Int32(r.x + r.width), Int32(r.y + r.height), 8, 0, nil), GIF_OK)
            try GIFColorMap.with(block.palette, minimumSize: (block.transparentIndex ?? -1) + 1, path: "test") { map in
                XCTAssertEqual(EGifPutImageDesc(gif, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height), false, map), GIF_OK)
            }
        }
        let start = buffer.bytes.count
        var pixels = block.indices
        XCTAssertEqual(pixels.withUnsafeMutableBufferPointer { EGifPutLine(gif, $0.baseAddress, Int32($0.count)) }, GIF_OK)
        let end = buffer.bytes.count
        XCTAssertEqual(EGifCloseFile(gif, &error), GIF_OK)
        return Array(buffer.bytes[start..<end])
    }

    private func block(width: Int, height: Int, colors: Int, transparent: Bool = false,
                       _ index: (Int) -> Int) -> GIFImageBlock {
        let palette = (0..<colors).map { UInt32(0xFF00_0000) | UInt32($0 * 997 % 0xFFFFFF) }
        let limit = colors + (transparent ? 1 : 0)
        let indices = (0..<(width * height)).map { UInt8(index($0) % limit) }
        return GIFImageBlock(rect: PixelRect(x: 3, y: 5, width: width, height: height), palette: palette,
                             indices: indices, transparentIndex: transparent ? colors : nil)
    }

    func testRandomNoiseAtEveryCodeSizeMatchesGiflib() throws {
        var rng = SplitMix(seed: 17)
        for colors in [1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 63, 64, 127, 128, 200, 255, 256] {
            for transparent in colors < 256 ? [false, true] : [false] {
                let b = block(width: 311, height: 97, colors: colors, transparent: transparent) { _ in Int(rng.next() % 256) }
                let ours = try GIFEncodedImage(compressing: b, path: "test").data
                XCTAssertEqual(ours, try giflibData(b), "\(colors) colours, transparent \(transparent)")
            }
        }
    }

    /// Runs, repeats and noise mixed: long strings, many table clears, widths growing to 12 bits.
    func testRunsAndRepeatsMatchGiflib() throws {
        var rng = SplitMix(seed: 4)
        var run = 0, color = 0
        let b = block(width: 780, height: 400, colors: 256) { i in
            if run == 0 { run = Int(rng.next() % 40) + 1; color = i % 7 == 0 ? Int(rng.next() % 256) : i / 780 % 5 }
            run -= 1
            return color
        }
        XCTAssertEqual(try GIFEncodedImage(compressing: b, path: "test").data, try giflibData(b))
    }

    func testTinyImagesMatchGiflib() throws {
        for (w, h) in [(1, 1), (1, 2), (2, 1), (3, 3), (255, 1), (1, 300)] {
            let b = block(width: w, height: h, colors: 2) { $0 % 3 == 0 ? 1 : 0 }
            XCTAssertEqual(try GIFEncodedImage(compressing: b, path: "test").data, try giflibData(b), "\(w)x\(h)")
        }
        let keep = GIFImageBlock.keepPrevious()
        XCTAssertEqual(try GIFEncodedImage(compressing: keep, path: "test").data, try giflibData(keep))
    }

    func testAnImageOnTheGlobalTableMatchesGiflib() throws {
        let palette = (0..<100).map { UInt32(0xFF00_0000) | UInt32($0) << 8 }
        let global = try XCTUnwrap(GIFGlobalColorTable(palette: palette))
        let b = block(width: 200, height: 150, colors: 60, transparent: true) { ($0 / 13 + $0 / 200) % 61 }
        let shared = try XCTUnwrap(global.remap(GIFImageBlock(rect: b.rect, palette: Array(palette.prefix(60)),
                                                               indices: b.indices, transparentIndex: 60)))
        XCTAssertEqual(try GIFEncodedImage(compressing: shared, global: global, path: "test").data,
                       try giflibData(shared, global: global))
    }

    func testAMalformedBlockIsRefusedNotCompressed() {
        let bad = GIFImageBlock(rect: PixelRect(x: 0, y: 0, width: 4, height: 4), palette: [0xFF00_0000],
                                indices: [0, 0], transparentIndex: nil)
        XCTAssertThrowsError(try GIFEncodedImage(compressing: bad, path: "x.gif"))
    }
}

