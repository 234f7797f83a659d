import Foundation
import XCTest
import CGif
import FlipbookRender
@testable import FlipbookEncode

/// Global versus local colour tables: which one each stored image uses, read back with giflib,
/// and that the choice never changes what a viewer sees.
final class GIFColorTableTests: XCTestCase {
    /// Per stored image: does it carry a local table? Plus whether the file has a global one.
    private func tables(_ url: URL) throws -> (global: Int?, local: [Int?]) {
        var error: Int32 = 0
        let gif = try XCTUnwrap(DGifOpenFileName(url.path, &error))
        defer { DGifCloseFile(gif, &error) }
        XCTAssertEqual(DGifSlurp(gif), GIF_OK)
        let local = (0..<Int(gif.pointee.ImageCount)).map { i in
            gif.pointee.SavedImages[i].ImageDesc.ColorMap.map { Int($0.pointee.ColorCount) }
        }
        return (gif.pointee.SColorMap.map { Int($0.pointee.ColorCount) }, local)
    }

    /// Flat UI whose 200-colour strip cycles: every change needs more than 128 colours, so a
    /// local table would cost 8-bit codes anyway.
    private func cyclingStrip(_ k: Int) -> RasterFrame {
        var c = TestCanvas(width: TestFrames.width, height: TestFrames.height, fill: 0xFFF2_F2F7)
        c.fill(x: 10 + 12 * k, y: 30, width: 60, height: 40, 0xFF34_C759)
        c.paint(x: 0, y: 90, width: 200, height: 20) { x, _ in 0xFF00_0040 | UInt32((x + 7 * k) % 200) << 16 }
        return c.frame
    }

    func testManyColouredChangesFromTheFirstFramesColoursUseTheGlobalTable() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("shared.gif")
        let frames = (0..<6).map(cyclingStrip)
        try renderThrough(try GIFSink(url: url, fps: 30), frames)
        let (global, local) = try tables(url)
        XCTAssertEqual(global, 256, "the first frame's ≤ 256 colours, padded to a power of two")
        XCTAssertEqual(local.count, 6)
        XCTAssertEqual(local.compactMap { $0 }, [], "every image uses the global table")
        let gif = try GIFDecoder.decode(url: url)
        XCTAssertEqual(gif.frames.map(\.pixels), frames.map { $0.pixels.map(TestCanvas.overWhite) })
        let pillow = try PillowReader.read(url)
        XCTAssertEqual(pillow.rgb, frames.map { $0.pixels.map(TestCanvas.overWhite) })
    }

    func testSmallChangesKeepNarrowLocalTables() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("small.gif")
        let frames = (0..<4).map(TestFrames.flatUI)
        try renderThrough(try GIFSink(url: url, fps: 30), frames)
        let (global, local) = try tables(url)
        XCTAssertEqual(global, 256)
        XCTAssertNil(local[0], "the first image is the global table's own frame")
        for (i, size) in local.enumerated().dropFirst() {
            // A moved card and dots touch a handful of colours: 3-4 bit codes beat 8-bit ones.
            XCTAssertLessThanOrEqual(size ?? 256, 16, "image \(i)")
        }
        let gif = try GIFDecoder.decode(url: url)
        XCTAssertEqual(gif.frames.map(\.pixels), frames.map { $0.pixels.map(TestCanvas.overWhite) })
    }

    func testAFrameWithANewColourGetsALocalTableAndStaysExact() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("new-colour.gif")
        let first = TestFrames.flatUI(0)
        var canvas = TestCanvas(width: TestFrames.width, height: TestFrames.height, fill: 0)
        canvas.pixels = first.pixels
        canvas.fill(x: 40, y: 40, width: 30, height: 10, 0xFF12_3456)      // not in frame 0
        let frames = [first, canvas.frame, first]    // back to colours the global table holds
        try renderThrough(try GIFSink(url: url, fps: 30), frames)
        let (global, local) = try tables(url)
        XCTAssertNotNil(global)
        XCTAssertNil(local[0])
        XCTAssertNotNil(local[1], "0x123456 is not in the global table")
        XCTAssertEqual(local[1].map { $0 <= 4 }, true, "just the colours of the change, compacted")
        let gif = try GIFDecoder.decode(url: url)
        XCTAssertEqual(gif.frames.map(\.pixels), frames.map { $0.pixels.map(TestCanvas.overWhite) })
    }

    func testRemapKeepsColoursAndTakesAFreeSlotForTransparency() throws {
        let global = try XCTUnwrap(GIFGlobalColorTable(palette: [0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_0000]))
        XCTAssertEqual(global.size, 4)
        XCTAssertEqual(global.codeSize, 2)
        let block = GIFImageBlock(rect: PixelRect(x: 0, y: 0, width: 4, height: 1), palette: [0xFFFF_0000, 0xFFFF_FFFF],
                                  indices: [0, 1, 2, 0], transparentIndex: 2)
        let shared = try XCTUnwrap(global.remap(block))
        XCTAssertEqual(shared.palette, [])
        XCTAssertEqual(shared.transparentIndex, 1, "slot 1 (black) is unused by this block")
        XCTAssertEqual(shared.indices, [2, 0, 1, 2])

        let missing = GIFImageBlock(rect: block.rect, palette: [0xFF00_FF00], indices: [0, 0, 0, 0], transparentIndex: nil)
        XCTAssertNil(global.remap(missing), "green is not in the table")

        let full = try XCTUnwrap(GIFGlobalColorTable(palette: [0xFFFF_FFFF, 0xFF00_0000]))
        let needsSlot = GIFImageBlock(rect: block.rect, palette: [0xFF00_0000, 0xFFFF_FFFF],
                                      indices: [0, 1, 2, 2], transparentIndex: 2)
        XCTAssertNil(full.remap(needsSlot), "both slots hold colours the block uses: none left for transparency")
    }

    func testATinyBlockKeepsItsNarrowLocalTableWhenThatIsSmaller() throws {
        let palette = (0..<256).map { UInt32(0xFF00_0000) | UInt32($0) << 8 }
        let global = try XCTUnwrap(GIFGlobalColorTable(palette: palette))
        var indices = [UInt8](repeating: 0, count: 64 * 64)
        for i in indices.indices where (i / 64 + i % 64) % 2 == 0 { indices[i] = 1 }
        let block = GIFImageBlock(rect: PixelRect(x: 0, y: 0, width: 64, height: 64),
                                  palette: [palette[7], palette[200]], indices: indices, transparentIndex: nil)
        let chosen = try GIFEncodedImage.smallest(block, global: global, path: "test")
        let local = try GIFEncodedImage(compressing: block, path: "test")
        let shared = try GIFEncodedImage(compressing: XCTUnwrap(global.remap(block)), global: global, path: "test")
        XCTAssertLessThan(local.storedBytes, shared.storedBytes, "2-bit codes beat 8-bit ones plus no table")
        XCTAssertEqual(chosen.palette, block.palette)
        XCTAssertEqual(chosen.storedBytes, local.storedBytes)
    }
}
