import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookPipeline
import FlipbookRender
@testable import FlipbookEncode

/// A tiny premultiplied-ARGB32 painter for synthetic frames: flat rectangles, gradients and
/// antialiased discs that stand in for text edges.
struct TestCanvas {
    let width: Int
    let height: Int
    var pixels: [UInt32]

    init(width: Int, height: Int, fill: UInt32) {
        self.width = width
        self.height = height
        pixels = Array(repeating: fill, count: width * height)
    }

    var frame: RasterFrame { RasterFrame(width: width, height: height, pixels: pixels) }

    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, _ argb: UInt32) {
        for yy in max(y, 0)..<min(y + h, height) {
            for xx in max(x, 0)..<min(x + w, width) { pixels[yy * width + xx] = argb }
        }
    }

    /// `color(x, y)` for every pixel of the rectangle.
    mutating func paint(x: Int, y: Int, width w: Int, height h: Int, _ color: (Int, Int) -> UInt32) {
        for yy in max(y, 0)..<min(y + h, height) {
            for xx in max(x, 0)..<min(x + w, width) { pixels[yy * width + xx] = color(xx, yy) }
        }
    }

    /// An opaque disc with an antialiased rim, drawn src-over. `levels` rounds the coverage to
    /// that many steps (few colours, like hinted text); nil keeps all 256.
    mutating func disc(cx: Double, cy: Double, radius: Double, _ rgb: UInt32, levels: Int?) {
        let r = Int(radius) + 2
        for y in Int(cy) - r...Int(cy) + r where y >= 0 && y < height {
            for x in Int(cx) - r...Int(cx) + r where x >= 0 && x < width {
                let d = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                var coverage = min(max(radius + 0.5 - d, 0), 1)
                if let levels { coverage = (coverage * Double(levels)).rounded() / Double(levels) }
                if coverage > 0 { pixels[y * width + x] = Self.over(rgb, coverage: coverage, pixels[y * width + x]) }
            }
        }
    }

    /// Premultiplied src-over of an opaque colour with partial coverage.
    static func over(_ rgb: UInt32, coverage: Double, _ dst: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let s = shift == 24 ? 255.0 : Double((rgb >> UInt32(shift)) & 0xFF)
            let d = Double((dst >> UInt32(shift)) & 0xFF)
            out |= UInt32((s * coverage + d * (1 - coverage)).rounded()) << UInt32(shift)
        }
        return out
    }

    /// What a viewer should see: premultiplied ARGB over white, written out independently of
    /// the encoder's own flattening.
    static func overWhite(_ p: UInt32) -> UInt32 {
        let a = Int(p >> 24)
        var out: UInt32 = 0xFF00_0000
        for shift: UInt32 in [0, 8, 16] {
            out |= UInt32(min(Int((p >> shift) & 0xFF) + 255 - a, 255)) << shift
        }
        return out
    }
}

enum TestFrames {
    static let width = 200, height = 120

    /// Flat UI: ≤ 256 colours (so the GIF must reproduce it exactly), with a moving card,
    /// hinted "text", a 200-step colour strip, a translucent bar and a transparent corner.
    static func flatUI(_ k: Int) -> RasterFrame {
        var c = TestCanvas(width: width, height: height, fill: 0xFFF2_F2F7)
        c.fill(x: 0, y: 0, width: width, height: 20, 0x9900_4999)          // 60 % system blue, premultiplied
        c.fill(x: 180, y: 100, width: 20, height: 20, 0)                    // fully transparent
        c.fill(x: 10 + 12 * k, y: 30, width: 60, height: 40, 0xFF34_C759)   // the moving card
        for i in 0..<12 {
            c.disc(cx: 12 + Double(i) * 14 + Double(k), cy: 86, radius: 4.2, 0x1C1C1E, levels: 8)
        }
        c.paint(x: 0, y: 105, width: 200, height: 5) { x, _ in 0xFF00_0040 | UInt32(x) << 16 }
        return c.frame
    }

    /// Gradients plus fully antialiased text: thousands of colours, so it is median-cut.
    static func gradient(_ k: Int) -> RasterFrame {
        var c = TestCanvas(width: width, height: height, fill: 0)
        c.paint(x: 0, y: 0, width: width, height: height) { x, y in
            let r = 40 + x * 60 / 200 + k, g = 80 + y * 100 / 120, b = 200 - x * 40 / 200
            return 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
        c.fill(x: 20 + 10 * k, y: 20, width: 50, height: 30, 0xFFFF_FFFF)
        for i in 0..<10 {
            c.disc(cx: 15 + Double(i) * 17.3 + Double(k) * 0.37, cy: 90.4, radius: 5.3, 0x202020, levels: nil)
        }
        return c.frame
    }

    static var animation: [RasterFrame] { (0..<5).map(flatUI) + (5..<10).map(gradient) }

    static func distinctOpaqueColors(_ frame: RasterFrame) -> Int {
        Set(frame.pixels.map(TestCanvas.overWhite)).count
    }
}

/// Feeds a sink the way the drive loop does: frames prepared on the ordered stage, several at
/// once, and written in order on this thread, then finished.
func renderThrough(_ sink: GIFSink, _ frames: [RasterFrame]) throws {
    let preparer = sink.preparer
    let stage = OrderedStage<GIFPreparedFrame>(width: 4)
    var written = 0
    let write = { (prepared: GIFPreparedFrame) throws in
        try sink.write(prepared, index: written)
        written += 1
    }
    for (i, frame) in frames.enumerated() {
        try stage.submit({ try preparer.prepare(frame, index: i) }, deliver: write)
    }
    try stage.finish(deliver: write)
    try sink.finish()
}

/// A fresh empty folder under the system temporary directory, removed by the test's teardown.
func makeTemporaryFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("flipbook-gif-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// Per-channel mean absolute difference between two frames of opaque colours, in 0...255 units.
func meanAbsoluteError(_ a: [UInt32], _ b: [UInt32]) -> Double {
    precondition(a.count == b.count)
    var total = 0
    for (p, q) in zip(a, b) {
        for shift: UInt32 in [0, 8, 16] {
            total += abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
        }
    }
    return Double(total) / Double(a.count * 3)
}
