import CGif
import FlipbookRender

/// The record loop behind `GIFDecoder`: extensions (graphics control, NETSCAPE2.0 loop count)
/// and images, each image decoded row by row onto the canvas under the decoder's budgets.
struct GIFFrameReader {
    let gif: UnsafeMutablePointer<GifFileType>
    let input: DecoderInput
    private var name: String { input.name }

    private var frames: [RasterFrame] = []
    private var delays: [Int] = []
    private var loopCount: Int?
    /// Pixels read from frame rectangles so far (clipped or not): bounded like displayed pixels.
    private var pixelsRead = 0
    /// The graphics control block for the next image, if one came before it.
    private var control: GraphicsControlBlock?

    init(gif: UnsafeMutablePointer<GifFileType>, input: DecoderInput) {
        self.gif = gif
        self.input = input
    }

    mutating func read() throws -> DecodedGIF {
        let (width, height) = (Int(gif.pointee.SWidth), Int(gif.pointee.SHeight))
        guard width > 0, height > 0, width * height <= GIFDecoder.maximumPixels else {
            throw GIFError.malformed(reason: "screen \(width)x\(height) is empty or larger than "
                                     + "\(GIFDecoder.maximumPixels >> 20) Mpixel", path: name)
        }
        var canvas = Canvas(width: width, height: height)
        var record = UNDEFINED_RECORD_TYPE
        repeat {
            guard DGifGetRecordType(gif, &record) == GIF_OK else {
                throw failure("after frame \(frames.count)")
            }
            switch record {
            case IMAGE_DESC_RECORD_TYPE:
                try readImage(onto: &canvas)
            case EXTENSION_RECORD_TYPE:
                try readExtension()
            case TERMINATE_RECORD_TYPE:
                break
            default:
                throw GIFError.malformed(reason: "unknown record after frame \(frames.count)", path: name)
            }
        } while record != TERMINATE_RECORD_TYPE
        guard !frames.isEmpty else { throw GIFError.malformed(reason: "no images", path: name) }
        return DecodedGIF(width: width, height: height, frames: frames, delaysCentiseconds: delays, loopCount: loopCount)
    }

    private mutating func readImage(onto canvas: inout Canvas) throws {
        let index = frames.count
        let place = "frame \(index)"
        guard DGifGetImageDesc(gif) == GIF_OK else { throw failure("\(place) descriptor") }
        let desc = gif.pointee.Image
        let rect = PixelRect(x: Int(desc.Left), y: Int(desc.Top), width: Int(desc.Width), height: Int(desc.Height))
        let screen = canvas.width * canvas.height
        guard index < GIFDecoder.maximumFrames else {
            throw GIFError.malformed(reason: "more than \(GIFDecoder.maximumFrames) frames", path: name)
        }
        guard (index + 1) * screen <= GIFDecoder.maximumDecodedPixels,
              pixelsRead + rect.width * rect.height <= GIFDecoder.maximumDecodedPixels else {
            throw GIFError.malformed(reason: "\(place): the frames decode to more than \(GIFDecoder.maximumDecodedPixels >> 20) "
                                     + "Mpixel (\(canvas.width)x\(canvas.height) screen)", path: name)
        }
        pixelsRead += rect.width * rect.height
        guard let map = desc.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
            throw GIFError.malformed(reason: "\(place) has no colour table", path: name)
        }
        let control = self.control ?? GraphicsControlBlock(DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false,
                                                           DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
        self.control = nil
        canvas.beginFrame(rect: rect, disposal: control.DisposalMode)

        let colorCount = Int(max(map.pointee.ColorCount, 0))
        let transparent = Int(control.TransparentColor)
        var row = [GifPixelType](repeating: 0, count: max(rect.width, 1))
        for y in GIFFrameReader.rowOrder(height: rect.height, interlaced: desc.Interlace) {
            guard rect.width > 0 else { break }
            guard DGifGetLine(gif, &row, Int32(rect.width)) == GIF_OK else {
                throw failure("\(place) row \(y)")
            }
            canvas.draw(row: row, at: rect.y + y, left: rect.x) { index in
                if index == transparent { return nil }
                guard index < colorCount else { return 0xFF00_0000 }
                let c = colors[index]
                return 0xFF00_0000 | UInt32(c.Red) << 16 | UInt32(c.Green) << 8 | UInt32(c.Blue)
            }
        }
        frames.append(RasterFrame(width: canvas.width, height: canvas.height, pixels: canvas.pixels))
        delays.append(Int(control.DelayTime))
    }

    /// A graphics control block (kept for the next image) or NETSCAPE2.0's loop count (the
    /// first one wins); every other extension is skipped block by block.
    private mutating func readExtension() throws {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(gif, &code, &block) == GIF_OK else { throw failure("extension after frame \(frames.count)") }
        var first = true
        var netscape = false
        while let data = block {
            let length = Int(data[0])
            if first, code == GRAPHICS_EXT_FUNC_CODE, length >= 4 {
                var parsed = GraphicsControlBlock()
                if DGifExtensionToGCB(length, data + 1, &parsed) == GIF_OK { control = parsed }
            } else if first, code == APPLICATION_EXT_FUNC_CODE, length == 11 {
                netscape = (0..<11).allSatisfy { data[1 + $0] == Array("NETSCAPE2.0".utf8)[$0] }
            } else if !first, netscape, loopCount == nil, length >= 3, data[1] == 1 {
                loopCount = Int(data[2]) | Int(data[3]) << 8
            }
            first = false
            guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw failure("extension after frame \(frames.count)") }
        }
    }

    private func failure(_ place: String) -> GIFError {
        .malformed(reason: GIFDecoder.problem(code: gif.pointee.Error, input: input, place: place), path: name)
    }

    /// Rows in the order the file stores them: in sequence, or GIF's four interlace passes
    /// (every 8th row from 0, every 8th from 4, every 4th from 2, every 2nd from 1).
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<max(height, 0)) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in stride(from: start, to: height, by: step) }
    }
}

/// The screen being composited, with what the previous frame's disposal asks for before the
/// next frame is drawn.
private struct Canvas {
    let width: Int
    let height: Int
    var pixels: [UInt32]
    private var pendingClear: PixelRect?
    private var pendingRestore: [UInt32]?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: 0, count: width * height)
    }

    /// Applies the previous frame's disposal, then remembers this frame's.
    mutating func beginFrame(rect: PixelRect, disposal: Int32) {
        if let restore = pendingRestore { pixels = restore }
        if let clear = pendingClear {
            for y in Self.clipped(clear.y, clear.height, to: height) {
                for x in Self.clipped(clear.x, clear.width, to: width) { pixels[y * width + x] = 0 }
            }
        }
        pendingRestore = disposal == DISPOSE_PREVIOUS ? pixels : nil
        pendingClear = disposal == DISPOSE_BACKGROUND ? rect : nil
    }

    /// One row of a frame at screen row `y`, starting at column `left`, clipped to the screen;
    /// `color` gives a pixel's ARGB or nil for transparent.
    mutating func draw(row: [GifPixelType], at y: Int, left: Int, color: (Int) -> UInt32?) {
        guard y >= 0, y < height else { return }
        for x in Self.clipped(left, row.count, to: width) {
            if let argb = color(Int(row[x - left])) { pixels[y * width + x] = argb }
        }
    }

    /// `start..<start+length` clipped to `0..<limit`; empty (never an inverted range, which would
    /// trap) when the rectangle lies outside the screen.
    static func clipped(_ start: Int, _ length: Int, to limit: Int) -> Range<Int> {
        let lo = min(max(start, 0), limit)
        let hi = max(min(start + length, limit), lo)
        return lo..<hi
    }
}
