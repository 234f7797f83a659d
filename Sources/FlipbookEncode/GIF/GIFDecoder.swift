import Foundation
import CGif
import FlipbookRender

/// Reads a GIF with giflib (`DGifOpenFileName` + `DGifSlurp`) and composites its frames the way
/// a browser shows them: frame rectangles, transparent indices and the three disposal methods.
/// Meant for tests and tools that check what a `GIFSink` wrote; it holds every frame in memory.
///
/// ```swift
/// let gif = try GIFDecoder.decode(url: URL(fileURLWithPath: "out/tap.gif"))
/// let first = gif.frames[0].pixel(x: 0, y: 0)      // 0xFFRRGGBB
/// ```
///
/// Malformed input throws `GIFError` naming the file; it never traps. Out-of-range colour
/// indices show as opaque black, and frame rectangles are clipped to the screen.
public enum GIFDecoder {
    /// Canvas limit (64 Mpixel, 256 MB per frame) so a hostile header cannot demand terabytes.
    public static let maximumPixels = 1 << 26

    public static func decode(url: URL) throws -> DecodedGIF {
        let path = url.path
        var error: Int32 = D_GIF_SUCCEEDED
        guard let gif = DGifOpenFileName(path, &error) else {
            throw GIFError.giflib(operation: "DGifOpenFileName", code: error,
                                  reason: GIFError.giflibReason(error), path: path)
        }
        // The single owner of `gif`: DGifCloseFile frees it (and everything slurped) on any path.
        defer {
            var ignored: Int32 = 0
            DGifCloseFile(gif, &ignored)
        }
        guard DGifSlurp(gif) == GIF_OK else {
            let code = gif.pointee.Error
            throw GIFError.giflib(operation: "DGifSlurp", code: code, reason: GIFError.giflibReason(code), path: path)
        }
        return try composite(gif, path: path)
    }

    private static func composite(_ file: UnsafeMutablePointer<GifFileType>, path: String) throws -> DecodedGIF {
        let gif = file.pointee
        let (width, height) = (Int(gif.SWidth), Int(gif.SHeight))
        guard width > 0, height > 0, width * height <= maximumPixels else {
            throw GIFError.malformed(reason: "screen \(width)x\(height) is empty or too large", path: path)
        }
        let count = Int(gif.ImageCount)
        guard count > 0, let images = gif.SavedImages else {
            throw GIFError.malformed(reason: "no images", path: path)
        }
        var canvas = [UInt32](repeating: 0, count: width * height)
        var frames: [RasterFrame] = []
        var delays: [Int] = []
        var loopCount: Int?
        // What to do before drawing the next frame, decided by the previous frame's disposal.
        var pendingClear: PixelRect?
        var pendingRestore: [UInt32]?

        for i in 0..<count {
            let image = images[i]
            let control = graphicsControl(of: file, index: i)
            loopCount = loopCount ?? netscapeLoopCount(image.ExtensionBlocks, Int(image.ExtensionBlockCount))

            if let restore = pendingRestore { canvas = restore }
            if let clear = pendingClear { fill(&canvas, width: width, rect: clear, with: 0) }
            pendingRestore = nil
            pendingClear = nil

            let desc = image.ImageDesc
            let rect = PixelRect(x: Int(desc.Left), y: Int(desc.Top), width: Int(desc.Width), height: Int(desc.Height))
            guard let map = desc.ColorMap ?? gif.SColorMap, let colors = map.pointee.Colors else {
                throw GIFError.malformed(reason: "frame \(i) has no colour table", path: path)
            }
            guard let bits = image.RasterBits else {
                throw GIFError.malformed(reason: "frame \(i) has no pixels", path: path)
            }
            if control.DisposalMode == DISPOSE_PREVIOUS { pendingRestore = canvas }
            if control.DisposalMode == DISPOSE_BACKGROUND { pendingClear = rect }

            let colorCount = Int(max(map.pointee.ColorCount, 0))
            let transparent = Int(control.TransparentColor)
            for y in clipped(rect.y, rect.height, to: height) {
                for x in clipped(rect.x, rect.width, to: width) {
                    let index = Int(bits[(y - rect.y) * rect.width + (x - rect.x)])
                    if index == transparent { continue }
                    var argb: UInt32 = 0xFF00_0000
                    if index < colorCount {
                        let c = colors[index]
                        argb |= UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
                    }
                    canvas[y * width + x] = argb
                }
            }
            frames.append(RasterFrame(width: width, height: height, pixels: canvas))
            delays.append(Int(control.DelayTime))
        }
        if loopCount == nil {
            loopCount = netscapeLoopCount(gif.ExtensionBlocks, Int(gif.ExtensionBlockCount))
        }
        return DecodedGIF(width: width, height: height, frames: frames, delaysCentiseconds: delays,
                          loopCount: loopCount)
    }

    /// The frame's graphics control block, or giflib's defaults (no delay, no transparency,
    /// unspecified disposal) when it has none.
    private static func graphicsControl(of gif: UnsafeMutablePointer<GifFileType>, index: Int) -> GraphicsControlBlock {
        var control = GraphicsControlBlock(DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false,
                                           DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
        if DGifSavedExtensionToGCB(gif, Int32(index), &control) != GIF_OK {
            control = GraphicsControlBlock(DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false,
                                           DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
        }
        return control
    }

    /// giflib's slurp stores an application extension as a block with the 11-byte identifier
    /// followed by CONTINUE blocks; NETSCAPE2.0's first sub-block is `[1, lo, hi]`.
    private static func netscapeLoopCount(_ blocks: UnsafeMutablePointer<ExtensionBlock>?, _ count: Int) -> Int? {
        guard let blocks, count > 1 else { return nil }
        let identifier = Array("NETSCAPE2.0".utf8)
        for i in 0..<(count - 1) {
            let block = blocks[i]
            guard block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11, let bytes = block.Bytes,
                  (0..<11).allSatisfy({ bytes[$0] == identifier[$0] }) else { continue }
            let sub = blocks[i + 1]
            guard sub.Function == CONTINUE_EXT_FUNC_CODE, sub.ByteCount >= 3, let data = sub.Bytes, data[0] == 1
            else { continue }
            return Int(data[1]) | Int(data[2]) << 8
        }
        return nil
    }

    private static func fill(_ canvas: inout [UInt32], width: Int, rect: PixelRect, with value: UInt32) {
        let height = canvas.count / width
        for y in clipped(rect.y, rect.height, to: height) {
            for x in clipped(rect.x, rect.width, to: width) {
                canvas[y * width + x] = value
            }
        }
    }

    /// `start..<start+length` clipped to `0..<limit`; empty (never an inverted range, which would
    /// trap) when the rectangle lies outside the screen.
    private static func clipped(_ start: Int, _ length: Int, to limit: Int) -> Range<Int> {
        let lo = min(max(start, 0), limit)
        let hi = max(min(start + length, limit), lo)
        return lo..<hi
    }
}
