import Foundation
import XCTest
import FlipbookPipeline
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookEncode
import FlipbookSupport

/// The codes of one pass (`GIFLZWCodes`): what they decode to, and that giflib's decoder reads
/// them at every code size they may be packed at: their own, a smaller one (a block built to
/// fit the wider global table, going out on its own table), and a wider one (compressed again).
final class GIFLZWCodesTests: XCTestCase {
    /// Runs of random length and colour with noise between: long strings, repeats, clears.
    private func symbols(count: Int, colors: Int, seed: UInt64) -> [UInt8] {
        var rng = SplitMix(seed: seed)
        var out: [UInt8] = []
        out.reserveCapacity(count)
        while out.count < count {
            let run = rng.next() % 3 == 0 ? 1 : Int(rng.next() % 60) + 1
            let color = UInt8(rng.next() % UInt64(colors))
            out.append(contentsOf: repeatElement(color, count: min(run, count - out.count)))
        }
        return out
    }

    func testDecodedSymbolsAreTheEncodedOnes() {
        for (bits, seed) in [(2, 1), (3, 2), (5, 3), (8, 4)] as [(Int, UInt64)] {
            let input = symbols(count: 400_000, colors: 1 << bits, seed: seed)
            let codes = input.withUnsafeBufferPointer { GIFLZWCodes.encode($0, codeSize: bits) }
            XCTAssertTrue(codes.codes.contains(GIFLZWCodes.clear), "\(bits) bits: long enough to fill the table")
            XCTAssertTrue(codes.symbols() == input.map(UInt16.init), "\(bits) bits")
        }
        // The string a code stands for, used before the code is complete ("aaa…": KwKwK).
        let run = [UInt8](repeating: 1, count: 1_000)
        XCTAssertEqual(run.withUnsafeBufferPointer { GIFLZWCodes.encode($0, codeSize: 2) }.symbols(), run.map(UInt16.init))
        XCTAssertEqual([UInt8]([3]).withUnsafeBufferPointer { GIFLZWCodes.encode($0, codeSize: 2) }.symbols(), [3])
    }

    func testCodesTimedForEightBitsPackAtTwoAndGiflibReadsThem() throws {
        let input = symbols(count: 400 * 300, colors: 4, seed: 9)
        let codes = input.withUnsafeBufferPointer { GIFLZWCodes.encode($0, codeSize: 8) }
        XCTAssertTrue(codes.codes.contains(GIFLZWCodes.clear))
        let palette: [UInt32] = [0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_0000, 0xFF00_00FF]
        let block = GIFImageBlock(rect: PixelRect(x: 0, y: 0, width: 400, height: 300), palette: palette,
                                  transparentIndex: nil, lzw: codes, renaming: (0...256).map { UInt8($0 & 0xFF) },
                                  pixelCount: input.count)
        let image = try GIFEncodedImage(compressing: block, path: "test")
        XCTAssertTrue(image.data == codes.packed(codeSize: 2), "packed at the table's 2 bits")
        XCTAssertTrue(try decode(image) == input.map { palette[Int($0)] })
        XCTAssertLessThan(image.data.count, codes.packed(codeSize: 8).count, "2-bit codes are narrower")
    }

    /// A frame of three colours built to fit an 8-bit global table goes out either way; both
    /// decode to the frame.
    func testABlockPacksOnItsOwnTableAndOnTheWiderGlobalOne() throws {
        let colors: [UInt32] = [0xFFFF_FFFF, 0xFF11_2233, 0xFF80_8080]
        let width = 390, height = 300
        let indices = symbols(count: width * height, colors: 3, seed: 21)
        let frame = GIFPreparedFrame(width: width, height: height, palette: colors, indices: indices,
                                     source: indices.map { colors[Int($0)] }, isExact: true)
        let rect = PixelRect(x: 0, y: 0, width: width, height: height)
        let global = try XCTUnwrap(GIFGlobalColorTable(palette: (0..<200).map { 0xFF00_0000 | UInt32($0) * 0x0101 } + colors))
        let block = try XCTUnwrap(GIFImageBlock(cropping: frame, to: rect, packableAt: global.codeSize))
        XCTAssertEqual(block.lzw.roomBits, 8)
        XCTAssertEqual(block.localCodeSize, 2)
        XCTAssertEqual(Set(block.palette), Set(colors))
        XCTAssertTrue(block.indices.map { block.palette[Int($0)] } == frame.source, "decoded, the codes are the frame")

        let local = try GIFEncodedImage(compressing: block, path: "test")
        XCTAssertTrue(try decode(local) == frame.source)
        let shared = try GIFEncodedImage(compressing: XCTUnwrap(global.remap(block)), global: global, path: "test")
        XCTAssertNil(shared.palette)
        XCTAssertTrue(try decode(shared, global: global) == frame.source)
        XCTAssertEqual(try GIFEncodedImage.smallest(block, global: global, path: "test").storedBytes,
                       min(local.storedBytes, shared.storedBytes))
    }

    /// A block made from 2-colour indices has clears timed for 2-bit codes; on an 8-bit global
    /// table its indices are compressed again rather than packed where the table would overflow.
    func testABlockOfNarrowCodesGoesOutOnAWiderTableCompressedAgain() throws {
        let indices = symbols(count: 500 * 200, colors: 2, seed: 5)
        let palette: [UInt32] = [0xFF00_0000 | 7, 0xFF00_0000 | 200]
        let block = GIFImageBlock(rect: PixelRect(x: 0, y: 0, width: 500, height: 200), palette: palette,
                                  indices: indices, transparentIndex: nil)
        XCTAssertEqual(block.lzw.roomBits, 2)
        let global = try XCTUnwrap(GIFGlobalColorTable(palette: (0..<256).map { 0xFF00_0000 | UInt32($0) }))
        let shared = try GIFEncodedImage(compressing: XCTUnwrap(global.remap(block)), global: global, path: "test")
        XCTAssertTrue(try decode(shared, global: global) == indices.map { palette[Int($0)] })
    }

    /// `image` as the only image of a GIF file, read back by giflib (`GIFDecoder`): its colours.
    private func decode(_ image: GIFEncodedImage, global: GIFGlobalColorTable? = nil) throws -> [UInt32] {
        let url = try temporaryDirectory("lzw-codes").appendingPathComponent("one.gif")
        let writer = try GIFFileWriter(file: AtomicFile(destination: url))
        try writer.putScreen(width: image.rect.x + image.rect.width, height: image.rect.y + image.rect.height, global: global)
        try writer.putImage(image, delayCentiseconds: 10)
        try writer.complete()
        try writer.file.commit()
        let gif = try GIFDecoder.decode(url: url)
        XCTAssertEqual(gif.frames.count, 1)
        return gif.frames.first?.pixels ?? []
    }
}
