import Foundation
import XCTest
import FlipbookRender
import FlipbookEncode

/// Prints how long the GIF stages take on a phone-sized UI frame (780×1688). No assertions on
/// time (machines differ); run in release for meaningful numbers:
///
///     swift test -c release --filter GIFPerformanceTests
final class GIFPerformanceTests: XCTestCase {
    static let width = 780, height = 1688

    /// A settings-like screen: grouped background, white cards with antialiased corners, and
    /// rows of antialiased "text" in three colours (a few thousand distinct colours in all).
    /// `scroll` moves the content; `highlight` tints one row as if tapped.
    static func typicalUI(scroll: Int = 0, highlight: Int? = nil) -> RasterFrame {
        var c = TestCanvas(width: width, height: height, fill: 0xFFF2_F2F7)
        c.fill(x: 0, y: 0, width: width, height: 150, 0xFFF9_F9F9)
        for i in 0..<10 { c.disc(cx: 40 + Double(i) * 19.3, cy: 100, radius: 9.6, 0x000000, levels: nil) }
        for card in 0..<6 {
            let top = 190 + card * 250 - scroll
            c.fill(x: 30, y: top, width: 720, height: 210, 0xFFFF_FFFF)
            for (cx, cy) in [(30, top), (749, top), (30, top + 209), (749, top + 209)] {
                c.fill(x: cx - 1, y: cy - 1, width: 3, height: 3, 0xFFF2_F2F7)
                c.disc(cx: Double(cx) + (cx == 30 ? 2 : -1), cy: Double(cy) + (cy == top ? 2 : -1),
                       radius: 2, 0xFFFFFF, levels: nil)
            }
            for row in 0..<3 {
                let y = top + 20 + row * 70
                if highlight == card * 3 + row { c.fill(x: 30, y: y - 20, width: 720, height: 70, 0xFFE5_E5EA) }
                let ink: UInt32 = [0x000000, 0x3C3C43, 0x007AFF][row]
                for i in 0..<(18 + card) {
                    c.disc(cx: 60 + Double(i) * 17.37, cy: Double(y) + 25.3, radius: 6.4, ink, levels: nil)
                }
                if row < 2 { c.fill(x: 60, y: y + 49, width: 690, height: 1, 0xFFC6_C6C8) }
            }
        }
        return c.frame
    }

    private func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let elapsed = try clock.measure(body)
        return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
    }

    private func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

    func testReportPrepareAndWriteTimes() throws {
        #if DEBUG
        let rounds = 3
        let build = "debug (numbers are not representative; use -c release)"
        #else
        let rounds = 15
        let build = "release"
        #endif
        let base = Self.typicalUI()
        let tapped = Self.typicalUI(highlight: 4)
        let scrolled = Self.typicalUI(scroll: 37)
        let colours = Set(base.pixels).count
        let preparer = GIFFramePreparer()

        var prepareTimes: [Double] = []
        var prepared: GIFPreparedFrame?
        for _ in 0..<rounds { prepareTimes.append(try milliseconds { prepared = try preparer.prepare(base, index: 0) }) }
        let p0 = try XCTUnwrap(prepared)
        let p1 = try preparer.prepare(tapped, index: 1)
        let p2 = try preparer.prepare(scrolled, index: 2)

        let flatFrame = RasterFrame(width: Self.width, height: Self.height,
                                    pixels: base.pixels.map { $0 == 0xFFF2_F2F7 || $0 == 0xFFFF_FFFF ? $0 : 0xFF00_0000 })
        var flatTimes: [Double] = []
        for _ in 0..<rounds { flatTimes.append(try milliseconds { _ = try preparer.prepare(flatFrame, index: 0) }) }

        // Worst case for this quantizer: a full-screen three-channel gradient (~100k colours).
        var gradientCanvas = TestCanvas(width: Self.width, height: Self.height, fill: 0)
        gradientCanvas.paint(x: 0, y: 0, width: Self.width, height: Self.height) { x, y in
            0xFF00_0000 | UInt32(x * 255 / Self.width) << 16 | UInt32(y * 255 / Self.height) << 8 | UInt32((x + y) % 256)
        }
        let gradient = gradientCanvas.frame
        let gradientColours = Set(gradient.pixels).count
        var gradientTimes: [Double] = [.nan]
        #if !DEBUG   // seconds per frame unoptimized; not worth slowing every `swift test`
        gradientTimes = []
        for _ in 0..<max(rounds / 3, 1) {
            gradientTimes.append(try milliseconds { _ = try preparer.prepare(gradient, index: 0) })
        }
        #endif

        let folder = try makeTemporaryFolder(self)
        var fullWrites: [Double] = [], smallWrites: [Double] = [], scrollWrites: [Double] = []
        var bytes = 0
        for round in 0..<rounds {
            let url = folder.appendingPathComponent("perf\(round).gif")
            let sink = try GIFSink(url: url, fps: 30)
            fullWrites.append(try milliseconds { try sink.write(p0, index: 0) })
            smallWrites.append(try milliseconds { try sink.write(p1, index: 1) })
            scrollWrites.append(try milliseconds { try sink.write(p2, index: 2) })
            try sink.finish()
            bytes = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as! Int
        }
        let report = """

        GIF timing, \(Self.width)x\(Self.height) typical UI frame, \(build), median of \(rounds):
          distinct colours in frame:        \(colours) (palette \(p0.palette.count))
          prepare (flatten + median cut):   \(String(format: "%.2f", median(prepareTimes))) ms/frame
          prepare (≤256 colours, exact):    \(String(format: "%.2f", median(flatTimes))) ms/frame
          prepare (full gradient, \(gradientColours) colours): \(String(format: "%.2f", median(gradientTimes))) ms/frame
          write first (full) frame:         \(String(format: "%.2f", median(fullWrites))) ms
          write frame with one row tapped:  \(String(format: "%.2f", median(smallWrites))) ms
          write scrolled (all changed):     \(String(format: "%.2f", median(scrollWrites))) ms
          file size for those 3 frames:     \(bytes) bytes

        """
        print(report)
    }
}
