import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookPipeline
import FlipbookRender
@testable import FlipbookEncode
import FlipbookSupport

final class PNGEncoderTests: XCTestCase {
    /// A frame with flat areas, a gradient and a few translucent pixels.
    private func sampleFrame(opaque: Bool) -> RasterFrame {
        var pixels: [UInt32] = []
        for y in 0..<37 {
            for x in 0..<53 {
                let r = UInt32(x * 255 / 52), g = UInt32(y * 255 / 36), b: UInt32 = x > 26 ? 200 : 10
                if !opaque, x < 10 {
                    let a = UInt32(25 * (x + 1))   // premultiplied: channels ≤ alpha
                    pixels.append(a << 24 | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255))
                } else {
                    pixels.append(0xFF00_0000 | r << 16 | g << 8 | b)
                }
            }
        }
        return RasterFrame(width: 53, height: 37, pixels: pixels)
    }

    func testPillowDecodesExactlyWhatWentIn() throws {
        try Checker.require(.pillow)
        let dir = try temporaryDirectory("png")
        defer { try? FileManager.default.removeItem(at: dir) }
        for opaque in [true, false] {
            let frame = sampleFrame(opaque: opaque)
            let url = dir.appendingPathComponent("f\(opaque).png")
            try AtomicFile.write(try PNGEncoder.encode(frame), to: url)
            // Pillow prints mode, size and every pixel as straight RGBA.
            let out = try IndependentChecker.run("""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1]); im.load()
            print(im.mode, im.size[0], im.size[1])
            print(" ".join("%d,%d,%d,%d" % p for p in im.convert("RGBA").getdata()))
            """, arguments: [url.path])
            let lines = out.split(separator: "\n")
            XCTAssertEqual(String(lines[0]), opaque ? "RGB 53 37" : "RGBA 53 37")
            let decoded = lines[1].split(separator: " ").map { $0.split(separator: ",").map { Int($0)! } }
            XCTAssertEqual(decoded.count, 53 * 37)
            for (i, rgba) in decoded.enumerated() {
                let p = frame.pixels[i], a = Int(p >> 24)
                XCTAssertEqual(rgba[3], a, "alpha at pixel \(i)")
                guard a > 0 else { continue }
                let expected = [Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)].map { min(255, ($0 * 255 + a / 2) / a) }
                XCTAssertEqual(Array(rgba[0..<3]), expected, "pixel \(i)")
            }
        }
    }

    private func writeSequence(_ count: Int, into dir: URL) throws {
        let sink = try PNGSequenceSink(directory: dir)
        let frame = sampleFrame(opaque: true)
        for i in 0..<count {
            let frame = Frame(step: Step(index: i, time: Double(i) / 30), raster: frame)
            try sink.consume(try sink.preparer.prepare(frame), of: frame)
        }
        try sink.finish()
    }

    /// An earlier, longer Flipbook output is replaced whole: its extra frames go, no temporaries stay.
    func testSequenceSinkReplacesAnEarlierOutputWhole() throws {
        let parent = try temporaryDirectory("seq")
        defer { try? FileManager.default.removeItem(at: parent) }
        let dir = parent.appendingPathComponent("frames")
        try writeSequence(8, into: dir)
        try writeSequence(3, into: dir)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        XCTAssertEqual(names, [AtomicFile.outputMarker, "0000.png", "0001.png", "0002.png"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), ["frames"])
    }

    /// A folder holding a file Flipbook did not write is refused, and nothing in it changes.
    func testSequenceSinkRefusesAForeignFolderAndTouchesNothing() throws {
        let dir = try temporaryDirectory("seqforeign")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data([1]).write(to: dir.appendingPathComponent("0007.png"))
        try Data([2]).write(to: dir.appendingPathComponent("notes.txt"))
        XCTAssertThrowsError(try writeSequence(3, into: dir)) { error in
            XCTAssertEqual((error as? FlipbookError)?.exitCode, .badInput)
            XCTAssertTrue("\(error)".contains("notes.txt"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), ["0007.png", "notes.txt"])
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("0007.png")), Data([1]))
    }

    func testSequenceIntoAFileIsAClearError() throws {
        let dir = try temporaryDirectory("seqfile")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("taken")
        try Data([1]).write(to: file)
        XCTAssertThrowsError(try PNGSequenceSink(directory: file)) { error in
            XCTAssertEqual("\(error)", "\(file.path): exists and is not a folder")
        }
    }
}
