import Foundation
import XCTest
import FlipbookTestSupport
import CGif
import FlipbookRender
@testable import FlipbookEncode

/// What a user sees in the GIF: merging of identical frames, timing over many frames, a change
/// confined to a corner, transparency inside the changed rectangle, dithering modes, and
/// byte-for-byte determinism.
final class GIFEncoderBehaviourTests: XCTestCase {
    /// The image descriptors and graphics control blocks as giflib reads them back.
    private struct StoredImage { let rect: PixelRect; let disposal: Int32; let transparent: Int32; let delay: Int32 }

    private func storedImages(_ url: URL) throws -> [StoredImage] {
        var error: Int32 = 0
        let gif = try XCTUnwrap(DGifOpenFileName(url.path, &error))
        defer { DGifCloseFile(gif, &error) }
        XCTAssertEqual(DGifSlurp(gif), GIF_OK)
        return (0..<Int(gif.pointee.ImageCount)).map { i in
            let d = gif.pointee.SavedImages[i].ImageDesc
            var gcb = GraphicsControlBlock()
            DGifSavedExtensionToGCB(gif, Int32(i), &gcb)
            return StoredImage(rect: PixelRect(x: Int(d.Left), y: Int(d.Top), width: Int(d.Width), height: Int(d.Height)),
                               disposal: gcb.DisposalMode, transparent: gcb.TransparentColor, delay: gcb.DelayTime)
        }
    }

    func testIdenticalConsecutiveFramesMergeAndAddTheirDelays() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("merge.gif")
        let a = TestFrames.flatUI(0), b = TestFrames.flatUI(1), c = TestFrames.flatUI(2)
        let sink = try GIFSink(url: url, fps: 30)
        try renderThrough(sink, [a, a, b, b, b, c])
        XCTAssertEqual(sink.imagesWritten, 3)
        let gif = try GIFDecoder.decode(url: url)
        // Frame delays 3,4,3 | 3,4,3 would be the unmerged timing; merged: 7, 10, 3.
        XCTAssertEqual(gif.delaysCentiseconds, [7, 10, 3])
        XCTAssertEqual(gif.frames.map(\.pixels), [a, b, c].map { $0.pixels.map(TestCanvas.overWhite) })
        let pillow = try PillowReader.read(url)
        XCTAssertEqual(pillow.frames, 3)
        XCTAssertEqual(pillow.durations, [70, 100, 30])
    }

    func testHundredFramesAtThirtyFPSCarryTheRounding() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("timing.gif")
        // Every frame differs (a moving 1-pixel mark), so none merges.
        let frames = (0..<100).map { k -> RasterFrame in
            var canvas = TestCanvas(width: 120, height: 20, fill: 0xFFFF_FFFF)
            canvas.fill(x: k, y: 5, width: 1, height: 4, 0xFF00_0000)
            return canvas.frame
        }
        try renderThrough(try GIFSink(url: url, fps: 30), frames)
        let gif = try GIFDecoder.decode(url: url)
        XCTAssertEqual(gif.delaysCentiseconds.count, 100)
        XCTAssertEqual(gif.delaysCentiseconds.reduce(0, +), 333, "round(100 × 100 / 30)")
        XCTAssertEqual(Array(gif.delaysCentiseconds.prefix(6)), [3, 4, 3, 3, 4, 3])
        for (k, delay) in gif.delaysCentiseconds.enumerated() {
            let end = Int((Double(k + 1) * 100 / 30).rounded()), start = Int((Double(k) * 100 / 30).rounded())
            XCTAssertEqual(delay, end - start, "frame \(k)")
        }
        XCTAssertEqual(gif.frames.map(\.pixels), frames.map { $0.pixels.map(TestCanvas.overWhite) })
        let pillow = try PillowReader.read(url)
        XCTAssertEqual(pillow.frames, 100)
        XCTAssertEqual(pillow.durations.reduce(0, +), 3330)
    }

    func testAChangeInACornerStoresOnlyThatCornerOverTheKeptFrame() throws {
        let url = try makeTemporaryFolder(self).appendingPathComponent("corner.gif")
        let first = TestFrames.flatUI(0)
        var canvas = TestCanvas(width: TestFrames.width, height: TestFrames.height, fill: 0)
        canvas.pixels = first.pixels
        canvas.fill(x: TestFrames.width - 12, y: TestFrames.height - 9, width: 12, height: 9, 0xFFFF_3B30)
        try renderThrough(try GIFSink(url: url, fps: 30), [first, canvas.frame])
        let images = try storedImages(url)
        XCTAssertEqual(images.map(\.rect), [PixelRect(x: 0, y: 0, width: TestFrames.width, height: TestFrames.height),
                                            PixelRect(x: TestFrames.width - 12, y: TestFrames.height - 9, width: 12, height: 9)])
        XCTAssertEqual(images.map(\.disposal), [DISPOSE_DO_NOT, DISPOSE_DO_NOT], "later frames draw over earlier ones")
        let gif = try GIFDecoder.decode(url: url)
        XCTAssertEqual(gif.frames[1].pixels, canvas.pixels.map(TestCanvas.overWhite))
        let pillow = try PillowReader.read(url)
        XCTAssertEqual(pillow.rgb[1], canvas.pixels.map(TestCanvas.overWhite))
    }

    /// Two corners change in a quantized (gradient) frame: the rectangle spans the frame, and the
    /// static middle is kept through the transparent index rather than re-quantized: read from
    /// the stored indices, most unchanged pixels are transparent in every mode (with diffusion
    /// every one, `GIFUnchangedPixels.keep`), and none of them shows a different colour.
    func testUnchangedPixelsInsideTheRectangleAreTransparentAndDoNotShimmer() throws {
        for dithering in GIFDithering.allCases {
            let url = try makeTemporaryFolder(self).appendingPathComponent("corners-\(dithering).gif")
            let base = TestFrames.gradient(6)
            var canvas = TestCanvas(width: TestFrames.width, height: TestFrames.height, fill: 0)
            canvas.pixels = base.pixels
            canvas.fill(x: 0, y: 0, width: 6, height: 6, 0xFF00_0000)
            canvas.fill(x: TestFrames.width - 6, y: TestFrames.height - 6, width: 6, height: 6, 0xFF00_0000)
            try renderThrough(try GIFSink(url: url, fps: 30, dithering: dithering), [base, canvas.frame])
            let images = try storedImages(url)
            XCTAssertEqual(images[1].rect, PixelRect(x: 0, y: 0, width: TestFrames.width, height: TestFrames.height))
            XCTAssertNotEqual(images[1].transparent, NO_TRANSPARENT_COLOR, "\(dithering)")
            let gif = try GIFDecoder.decode(url: url)
            let expected = canvas.pixels.map(TestCanvas.overWhite)
            for i in expected.indices where canvas.pixels[i] == base.pixels[i] {
                XCTAssertEqual(gif.frames[1].pixels[i], gif.frames[0].pixels[i], "\(dithering): pixel \(i) shimmered")
            }
            XCTAssertLessThan(meanAbsoluteError(gif.frames[1].pixels, expected), dithering == .none ? 2 : 4, "\(dithering)")
            let indices = try storedIndices(url, image: 1)
            let unchanged = expected.indices.filter { canvas.pixels[$0] == base.pixels[$0] }
            let transparent = unchanged.filter { Int32(indices[$0]) == images[1].transparent }.count
            if dithering == .diffusion {
                XCTAssertEqual(transparent, unchanged.count, "diffusion keeps every unchanged pixel")
            } else {
                // preferRuns may spell an unchanged pixel with its own exact colour to continue a run.
                XCTAssertGreaterThan(Double(transparent), 0.5 * Double(unchanged.count), "\(dithering): \(transparent) of \(unchanged.count)")
            }
        }
    }

    /// The colour indices giflib reads for one stored image, row by row.
    private func storedIndices(_ url: URL, image: Int) throws -> [UInt8] {
        var error: Int32 = 0
        let gif = try XCTUnwrap(DGifOpenFileName(url.path, &error))
        defer { DGifCloseFile(gif, &error) }
        XCTAssertEqual(DGifSlurp(gif), GIF_OK)
        let saved = gif.pointee.SavedImages[image]
        let count = Int(saved.ImageDesc.Width) * Int(saved.ImageDesc.Height)
        return Array(UnsafeBufferPointer(start: saved.RasterBits, count: count))
    }

    func testDitheringModesStayCloseToTheSourceAndFlatFramesStayExact() throws {
        let frames = [TestFrames.flatUI(1), TestFrames.gradient(7)]
        var written: [URL] = []
        for dithering in GIFDithering.allCases {
            let url = try makeTemporaryFolder(self).appendingPathComponent("dither-\(dithering).gif")
            try renderThrough(try GIFSink(url: url, fps: 10, dithering: dithering), frames)
            let gif = try GIFDecoder.decode(url: url)
            XCTAssertEqual(gif.frames[0].pixels, frames[0].pixels.map(TestCanvas.overWhite), "\(dithering): ≤ 256 colours are exact")
            let error = meanAbsoluteError(gif.frames[1].pixels, frames[1].pixels.map(TestCanvas.overWhite))
            XCTAssertLessThan(error, 4, "\(dithering)")
            written.append(url)
        }
        // After every mode's own checks, so a missing Pillow takes away only its reading. Asked
        // here, outside the assertion: XCTAssert would record a skip thrown inside it as a failure.
        try Checker.require(.pillow)
        for url in written { XCTAssertEqual(try PillowReader.read(url).frames, 2, url.lastPathComponent) }
    }

    /// Each mode does what `GIFDithering` says, read from the decoded pixels of one gradient
    /// frame (thousands of colours) with lossy LZW off. The palette is taken from the decoded
    /// frame itself (the colours it uses), so nothing here trusts the encoder's own tables.
    /// - none: every pixel is its nearest palette colour;
    /// - ordered and diffusion: many pixels are not (that is dithering), and the mean over 8×8
    ///   blocks stays closer to the source than nearest colour's bands do (why one dithers).
    func testEachDitheringModeDoesWhatItNames() throws {
        let frame = TestFrames.gradient(7)
        let source = frame.pixels.map(TestCanvas.overWhite)
        @inline(__always) func channel(_ p: UInt32, _ c: Int) -> Int { Int(p >> UInt32(16 - 8 * c) & 0xFF) }
        func distance(_ p: UInt32, _ q: UInt32) -> Int {
            let r = channel(p, 0) - channel(q, 0), g = channel(p, 1) - channel(q, 1), b = channel(p, 2) - channel(q, 2)
            return r * r + g * g + b * b
        }
        /// Mean absolute difference of 8×8 block averages, per channel.
        func blockError(_ shown: [UInt32]) -> Double {
            var total = 0.0, blocks = 0
            for by in stride(from: 0, to: TestFrames.height - 7, by: 8) {
                for bx in stride(from: 0, to: TestFrames.width - 7, by: 8) {
                    for c in 0..<3 {
                        var a = 0, b = 0
                        for y in by..<by + 8 {
                            for x in bx..<bx + 8 {
                                a += channel(shown[y * TestFrames.width + x], c)
                                b += channel(source[y * TestFrames.width + x], c)
                            }
                        }
                        total += abs(Double(a - b)) / 64 / 3
                    }
                    blocks += 1
                }
            }
            return total / Double(blocks)
        }
        var offNearest: [GIFDithering: Double] = [:], blocks: [GIFDithering: Double] = [:]
        for dithering in GIFDithering.allCases {
            let url = try makeTemporaryFolder(self).appendingPathComponent("one-\(dithering).gif")
            try renderThrough(try GIFSink(url: url, fps: 10, dithering: dithering, lossyTolerance: 0), [frame])
            let shown = try GIFDecoder.decode(url: url).frames[0].pixels
            let palette = Array(Set(shown))
            XCTAssertLessThanOrEqual(palette.count, 256)
            var off = 0, nearest: [UInt32: Int] = [:]   // per source colour: its nearest distance
            for (p, q) in zip(shown, source) {
                let best = nearest[q] ?? palette.reduce(Int.max) { min($0, distance($1, q)) }
                nearest[q] = best
                if distance(p, q) > best { off += 1 }
            }
            offNearest[dithering] = Double(off) / Double(source.count)
            blocks[dithering] = blockError(shown)
        }
        print("dithering: off-nearest \(offNearest), 8×8 block error \(blocks)")
        XCTAssertEqual(offNearest[.none], 0, "none: every pixel takes its nearest palette colour")
        for mode in [GIFDithering.ordered, .diffusion] {
            XCTAssertGreaterThan(offNearest[mode]!, 0.05, "\(mode): at least 5 % of the pixels are dithered")
            XCTAssertLessThan(blocks[mode]!, blocks[.none]!, "\(mode): local averages closer to the source than banding")
        }
    }

    func testLossyToleranceBoundsTheErrorAndZeroIsPlainNearestColour() throws {
        let frames = (5..<10).map(TestFrames.gradient)
        var sizes: [Int] = []
        for tolerance in [0, GIFSink.defaultLossyTolerance, 24] {
            let url = try makeTemporaryFolder(self).appendingPathComponent("lossy\(tolerance).gif")
            try renderThrough(try GIFSink(url: url, fps: 30, lossyTolerance: tolerance), frames)
            let gif = try GIFDecoder.decode(url: url)
            for (k, frame) in frames.enumerated() {
                let expected = frame.pixels.map(TestCanvas.overWhite)
                XCTAssertLessThan(meanAbsoluteError(gif.frames[k].pixels, expected), 3, "tolerance \(tolerance) frame \(k)")
            }
            sizes.append(try Data(contentsOf: url).count)
        }
        XCTAssertLessThanOrEqual(sizes[2], sizes[0], "a looser tolerance never needs more bytes here")
        let refused = try makeTemporaryFolder(self).appendingPathComponent("refused.gif")
        XCTAssertThrowsError(try GIFSink(url: refused, fps: 30, lossyTolerance: 65))
    }

    func testLossyPixelsStayWithinTheToleranceOfTheSourceAndExactFramesStayExact() throws {
        let folder = try makeTemporaryFolder(self)
        let tolerance = 12
        let frames = (5..<9).map(TestFrames.gradient)
        let plainURL = folder.appendingPathComponent("plain.gif"), lossyURL = folder.appendingPathComponent("lossy.gif")
        try renderThrough(try GIFSink(url: plainURL, fps: 30, lossyTolerance: 0), frames)
        try renderThrough(try GIFSink(url: lossyURL, fps: 30, lossyTolerance: tolerance), frames)
        let plain = try GIFDecoder.decode(url: plainURL), lossy = try GIFDecoder.decode(url: lossyURL)
        var moved = 0
        for (k, frame) in frames.enumerated() {
            let source = frame.pixels.map(TestCanvas.overWhite)
            for i in source.indices where lossy.frames[k].pixels[i] != plain.frames[k].pixels[i] {
                moved += 1
                let d = GIFNeighbourColors.distance(lossy.frames[k].pixels[i], source[i])
                XCTAssertLessThanOrEqual(d, Int32(tolerance * tolerance), "frame \(k) pixel \(i)")
            }
        }
        XCTAssertGreaterThan(moved, 0, "the gradient frames are quantized, so lossy LZW moves some pixels")
        XCTAssertLessThan(try Data(contentsOf: lossyURL).count, try Data(contentsOf: plainURL).count)

        let flat = (0..<4).map(TestFrames.flatUI)
        let flatURL = folder.appendingPathComponent("flat.gif")
        try renderThrough(try GIFSink(url: flatURL, fps: 30, lossyTolerance: 64), flat)
        XCTAssertEqual(try GIFDecoder.decode(url: flatURL).frames.map(\.pixels),
                       flat.map { $0.pixels.map(TestCanvas.overWhite) }, "≤ 256 colours: exact at any tolerance")
    }

    func testSameFramesGiveByteIdenticalFiles() throws {
        let folder = try makeTemporaryFolder(self)
        let frames = TestFrames.animation + TestFrames.animation.reversed()
        for dithering in GIFDithering.allCases {
            let one = folder.appendingPathComponent("one-\(dithering).gif"), two = folder.appendingPathComponent("two-\(dithering).gif")
            try renderThrough(try GIFSink(url: one, fps: 24, dithering: dithering), frames)
            try renderThrough(try GIFSink(url: two, fps: 24, dithering: dithering), frames)
            XCTAssertEqual(try Data(contentsOf: one), try Data(contentsOf: two), "\(dithering)")
        }
    }

    func testRatesAboveFiftyFPSWarn() throws {
        XCTAssertNil(try GIFFrameDelays(fps: 50).browserWarning)
        XCTAssertNil(try GIFFrameDelays(fps: 30).browserWarning)
        let warning = try XCTUnwrap(try GIFFrameDelays(fps: 60).browserWarning)
        XCTAssertTrue(warning.contains("60 fps") && warning.contains("10 cs"), warning)
    }
}
