import Foundation
import XCTest
import FlipbookPipeline
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookEncode
import FlipbookSupport

/// The contact sheet as a reviewer sees it: a grid of the right size, each tile the frame it
/// claims to be (shrunk), a label under every tile, and nothing written when the run fails.
final class ContactSheetSinkTests: XCTestCase {
    /// 120×200 frames, each with its own pattern: a gradient shifted by k and a block at a
    /// place that moves with k, so two tiles never look alike.
    private func frame(_ k: Int) -> Frame {
        var pixels = [UInt32](repeating: 0, count: 120 * 200)
        for y in 0..<200 {
            for x in 0..<120 {
                let inBlock = (10 + 9 * k)...(40 + 9 * k) ~= y && (20...60).contains(x)
                let r = UInt32((x * 2 + k * 20) % 256), g = UInt32((y + k * 30) % 256), b: UInt32 = inBlock ? 255 : 40
                pixels[y * 120 + x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        return Frame(step: Step(index: k, time: Double(k) / 30), raster: RasterFrame(width: 120, height: 200, pixels: pixels))
    }

    private func sheet(frames: Int, options: ContactSheetOptions) throws -> RasterFrame {
        let url = try makeTemporaryFolder(self).appendingPathComponent("sheet.png")
        try feed(try ContactSheetSink(url: url, options: options), (0..<frames).map(frame))
        return RasterFrame(try PNGImageDecoder.decode(path: url.path))
    }

    /// The test's own box filter for a whole ratio of 2: the mean of each 2×2 block, rounded.
    private func halved(_ frame: RasterFrame) -> RasterFrame {
        var pixels: [UInt32] = []
        for y in 0..<(frame.height / 2) {
            for x in 0..<(frame.width / 2) {
                let block = [frame.pixel(x: 2 * x, y: 2 * y), frame.pixel(x: 2 * x + 1, y: 2 * y),
                             frame.pixel(x: 2 * x, y: 2 * y + 1), frame.pixel(x: 2 * x + 1, y: 2 * y + 1)]
                let channels = [24, 16, 8, 0].map { (shift: UInt32) in (block.reduce(0) { $0 + ($1 >> shift) & 0xFF } + 2) / 4 }
                pixels.append(channels[0] << 24 | channels[1] << 16 | channels[2] << 8 | channels[3])
            }
        }
        return RasterFrame(width: frame.width / 2, height: frame.height / 2, pixels: pixels)
    }

    func testTheSheetIsTheGridOfTilesAndLabels() throws {
        let sheet = try sheet(frames: 10, options: ContactSheetOptions(columns: 4, tileWidth: 60))
        // 4 columns × 3 rows of 60×100 tiles, each with a 22 px label, 12 px gaps around all.
        XCTAssertEqual(sheet.width, 12 + 4 * (60 + 12))
        XCTAssertEqual(sheet.height, 12 + 3 * (100 + 22 + 12))
        // Fewer frames than columns: only as wide as the frames.
        let short = try self.sheet(frames: 2, options: ContactSheetOptions(columns: 4, tileWidth: 60))
        XCTAssertEqual(short.width, 12 + 2 * (60 + 12))
        XCTAssertEqual(short.height, 12 + 100 + 22 + 12)
    }

    func testEachTileIsItsFrameShrunk() throws {
        let sheet = try sheet(frames: 10, options: ContactSheetOptions(columns: 4, tileWidth: 60))
        for k in 0..<10 {
            let expected = halved(try frame(k).raster())
            let x0 = 12 + (k % 4) * 72, y0 = 12 + (k / 4) * 134
            var worst = 0
            for y in 0..<100 {
                for x in 0..<60 {
                    worst = max(worst, sheet.rgba(x0 + x, y0 + y).distance(to: expected.rgba(x, y)))
                }
            }
            XCTAssertLessThanOrEqual(worst, 1, "tile \(k) is not frame \(k) shrunk")
        }
    }

    func testEveryTileHasALabelUnderIt() throws {
        let sheet = try sheet(frames: 10, options: ContactSheetOptions(columns: 4, tileWidth: 60))
        let grey = RGBA(r: 229, g: 229, b: 234, a: 255)
        var labels: [[UInt32]] = []
        for k in 0..<10 {
            let x0 = 12 + (k % 4) * 72, y0 = 12 + (k / 4) * 134 + 100
            var ink = 0, strip: [UInt32] = []
            for y in y0..<(y0 + 22) {
                for x in x0..<(x0 + 60) {
                    if sheet.rgba(x, y).distance(to: grey) > 96 { ink += 1 }
                    strip.append(sheet.pixel(x: x, y: y))
                }
            }
            XCTAssertGreaterThan(ink, 20, "no text under tile \(k)")
            labels.append(strip)
        }
        XCTAssertEqual(Set(labels).count, 10, "two tiles have the same label")
        // Between tiles, only the sheet's grey.
        XCTAssertEqual(sheet.rgba(12 + 60 + 6, 50), grey)
    }

    func testEveryKthFrameFromTheFirst() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("sheet.png")
        let sink = try ContactSheetSink(url: url, options: ContactSheetOptions(columns: 4, every: 3, tileWidth: 60), firstStep: 1)
        XCTAssertEqual((0..<12).filter { sink.wants(Step(index: $0, time: 0)) }, [1, 4, 7, 10])
        try feed(sink, (0..<12).map(frame))
        XCTAssertEqual(sink.tileCount, 4)
        let sheet = RasterFrame(try PNGImageDecoder.decode(path: url.path))
        let expected = halved(try frame(7).raster())
        XCTAssertEqual(sheet.rgba(12 + 2 * 72 + 30, 12 + 50), expected.rgba(30, 50), "the third tile is not frame 7")
    }

    func testTheBoxFilterAveragesAnyRatio() {
        // 3 → 2: each output covers one and a half sources.
        let row = RasterFrame(width: 3, height: 1, pixels: [0xFF00_0000, 0xFF00_0060, 0xFF00_00C0])
        let shrunk = BoxFilter.shrink(row, toWidth: 2, height: 1)
        XCTAssertEqual(shrunk.pixels.map { $0 & 0xFF }, [32, 160])   // (0 + 96/2)/1.5, (96/2 + 192)/1.5
        for (m, n) in [(780, 240), (1688, 519), (390, 240), (7, 3)] {
            for taps in BoxFilter.taps(from: m, to: n) {
                XCTAssertEqual(taps.reduce(0) { $0 + $1.weight }, 1, accuracy: 1e-5, "\(m) → \(n)")
            }
        }
    }

    func testASheetTallerThanTheLimitIsRefusedAndNothingIsWritten() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("sheet.png")
        // 120×200 frames at full size: 234 px a row, 69 rows of one tile fit in 16,384 px.
        let sink = try ContactSheetSink(url: url, options: ContactSheetOptions(columns: 1, tileWidth: 240))
        let tile = frame(0)
        XCTAssertThrowsError(try feed(sink, (0..<70).map { Frame(step: Step(index: $0, time: 0), raster: try! tile.raster()) })) { error in
            XCTAssertEqual((error as? OutputError)?.exitCode, .badInput)
            XCTAssertTrue("\(error)".contains("--every"), "\(error)")
        }
        sink.abort()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testAbortLeavesNothingAndBadOptionsAreRefused() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("sheet.png")
        let sink = try ContactSheetSink(url: url)
        XCTAssertFalse(sink.needs.contains(.replays), "ping-pong would repeat tiles")
        let first = frame(0)
        try sink.consume(try sink.preparer.prepare(first), of: first)
        sink.abort()
        XCTAssertThrowsError(try sink.finish())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
        for options in [ContactSheetOptions(columns: 0), ContactSheetOptions(columns: 21), ContactSheetOptions(every: 0),
                        ContactSheetOptions(every: 10_001), ContactSheetOptions(tileWidth: 8)] {
            XCTAssertThrowsError(try ContactSheetSink(url: url, options: options), "\(options)")
        }
    }
}
