import CZlib
import FlipbookRender
import FlipbookSupport

/// Reads an animated PNG (APNG 1.0) into the frames a browser shows, so `diff` compares an
/// animation frame by frame rather than its first frame: each frame's `fcTL` and image data
/// (`IDAT` for frame 0 when it follows the first `fcTL`, `fdAT` otherwise) become a standalone
/// PNG that `PNGImageDecoder` decodes within its limits, then it is composed onto the canvas as
/// its blend and dispose operations say. A PNG without `acTL` is one frame.
///
/// Hostile input: every chunk's length and CRC are checked, frame regions must lie inside the
/// canvas, sequence numbers must count up from 0, and the frames together are held to
/// `GIFDecoder.maximumFrames` and `GIFDecoder.maximumDecodedPixels`, as a GIF's are.
///
/// ```swift
/// let animation = try APNGDecoder.decode(bytes: try InputFile.read("a.apng", limit: InputFile.imageByteLimit), name: "a.apng")
/// animation.frames.count      // 12
/// animation.delaysCentiseconds  // [10, 10, …]
/// ```
public enum APNGDecoder {
    public struct Animation: Sendable {
        public var frames: [RasterFrame]
        /// How long each frame shows, in hundredths of a second (rounded), as for a GIF.
        public var delaysCentiseconds: [Int]
    }

    /// Whether `bytes` is a PNG with an animation control chunk before its image data.
    public static func isAnimated(_ bytes: [UInt8]) -> Bool {
        guard let chunks = try? chunks(bytes, name: "") else { return false }
        for chunk in chunks {
            if chunk.type == "acTL" { return true }
            if chunk.type == "IDAT" { return false }
        }
        return false
    }

    public static func decode(bytes: [UInt8], name: String) throws -> Animation {
        let all = try chunks(bytes, name: name)
        guard let header = all.first, header.type == "IHDR", header.data.count == 13 else {
            throw fault(name, "the first chunk is not a 13-byte IHDR")
        }
        let width = big32(header.data, 0), height = big32(header.data, 4)
        guard width > 0, height > 0, width <= PNGImageDecoder.maximumSide, height <= PNGImageDecoder.maximumSide,
              width * height <= PNGImageDecoder.maximumPixels else {
            throw fault(name, "IHDR: \(width)×\(height) pixels is outside the limit of \(PNGImageDecoder.maximumPixels >> 20) Mpixel")
        }
        guard all.contains(where: { $0.type == "acTL" }) else {
            return Animation(frames: [RasterFrame(try PNGImageDecoder.decode(bytes: bytes, name: name))], delaysCentiseconds: [0])
        }
        // What every frame's standalone PNG carries besides its size and data.
        let shared = all.filter { ["PLTE", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT"].contains($0.type) }
        var frames: [RasterFrame] = [], delays: [Int] = []
        var canvas = [UInt32](repeating: 0, count: width * height)
        var control: FrameControl?
        var data: [UInt8] = []
        var sequence = 0, seenIDAT = false, decodedPixels = 0

        func finishFrame() throws {
            guard let frame = control else { return }
            guard !data.isEmpty else { throw fault(name, "frame \(frames.count) has an fcTL but no image data") }
            guard frames.count < GIFDecoder.maximumFrames else { throw fault(name, "more than \(GIFDecoder.maximumFrames) frames") }
            decodedPixels += width * height
            guard decodedPixels <= GIFDecoder.maximumDecodedPixels else {
                throw fault(name, "the frames decode to more than \(GIFDecoder.maximumDecodedPixels >> 20) Mpixel together")
            }
            var ihdr = header.data
            put32(&ihdr, 0, frame.width); put32(&ihdr, 4, frame.height)
            var png = PNGHeaderBytes.signature
            png += chunkBytes("IHDR", ihdr)
            for chunk in shared { png += chunkBytes(chunk.type, chunk.data) }
            png += chunkBytes("IDAT", data)
            png += chunkBytes("IEND", [])
            let image: RasterFrame
            do {
                image = RasterFrame(try PNGImageDecoder.decode(bytes: png, name: "\(name) frame \(frames.count)"))
            } catch {
                throw fault(name, "frame \(frames.count): \(error)")
            }
            let saved = frame.dispose == 2 ? canvas : nil
            compose(image, onto: &canvas, width: width, at: frame)
            frames.append(RasterFrame(width: width, height: height, pixels: canvas))
            delays.append(frame.centiseconds)
            if frame.dispose == 1 || (frame.dispose == 2 && frames.count == 1) {
                for y in frame.y..<frame.y + frame.height {
                    for x in frame.x..<frame.x + frame.width { canvas[y * width + x] = 0 }
                }
            } else if let saved {
                canvas = saved
            }
            data = []
            control = nil
        }

        for chunk in all.dropFirst() {
            switch chunk.type {
            case "fcTL":
                try finishFrame()
                guard chunk.data.count == 26 else { throw fault(name, "fcTL \(sequence) is \(chunk.data.count) bytes, not 26") }
                guard big32(chunk.data, 0) == sequence else { throw fault(name, "fcTL: sequence number \(big32(chunk.data, 0)), expected \(sequence)") }
                sequence += 1
                let frame = try FrameControl(chunk.data, canvasWidth: width, canvasHeight: height, name: name, index: frames.count)
                if frames.isEmpty, frame.x != 0 || frame.y != 0 || frame.width != width || frame.height != height {
                    throw fault(name, "fcTL of frame 0 must cover the whole \(width)×\(height) canvas")
                }
                control = frame
            case "IDAT":
                seenIDAT = true
                // Image data before any fcTL is a default image that is not part of the animation.
                if control != nil, frames.isEmpty { data += chunk.data }
            case "fdAT":
                guard chunk.data.count >= 4, big32(chunk.data, 0) == sequence else {
                    throw fault(name, "fdAT: sequence number out of order (expected \(sequence))")
                }
                sequence += 1
                guard control != nil, seenIDAT else { throw fault(name, "fdAT without an fcTL before it") }
                data += chunk.data[4...]
            case "IEND":
                try finishFrame()
            default:
                continue
            }
        }
        try finishFrame()
        guard !frames.isEmpty else { throw fault(name, "acTL but no frame") }
        return Animation(frames: frames, delaysCentiseconds: delays)
    }

    /// One `fcTL`: the frame's region, delay and operations, range-checked against the canvas.
    struct FrameControl {
        var width, height, x, y: Int
        var centiseconds: Int
        var dispose, blend: UInt8

        init(_ d: [UInt8], canvasWidth: Int, canvasHeight: Int, name: String, index: Int) throws {
            width = big32(d, 4); height = big32(d, 8); x = big32(d, 12); y = big32(d, 16)
            let numerator = Int(d[20]) << 8 | Int(d[21]), denominator = Int(d[22]) << 8 | Int(d[23])
            centiseconds = (numerator * 100 + (denominator == 0 ? 100 : denominator) / 2) / (denominator == 0 ? 100 : denominator)
            dispose = d[24]; blend = d[25]
            guard width > 0, height > 0, x <= canvasWidth - width, y <= canvasHeight - height, x >= 0, y >= 0 else {
                throw fault(name, "fcTL of frame \(index): a \(width)×\(height) region at (\(x), \(y)) leaves the \(canvasWidth)×\(canvasHeight) canvas")
            }
            guard dispose <= 2, blend <= 1 else { throw fault(name, "fcTL of frame \(index): dispose \(dispose) or blend \(blend) is not defined") }
        }
    }

    /// Premultiplied source over (blend 1) or in place of (blend 0) the canvas region.
    static func compose(_ image: RasterFrame, onto canvas: inout [UInt32], width: Int, at frame: FrameControl) {
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let source = image.pixels[row * image.width + column]
                let index = (frame.y + row) * width + frame.x + column
                if frame.blend == 0 || source >> 24 == 0xFF {
                    canvas[index] = source
                } else if source >> 24 != 0 {
                    let keep = 255 - (source >> 24), destination = canvas[index]
                    var out: UInt32 = 0
                    for shift in stride(from: 0, through: 24, by: 8) {
                        let s = (source >> UInt32(shift)) & 0xFF, d = (destination >> UInt32(shift)) & 0xFF
                        out |= min(255, s + (d * keep + 127) / 255) << UInt32(shift)
                    }
                    canvas[index] = out
                }
            }
        }
    }

    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// Every chunk with its CRC checked, up to IEND.
    static func chunks(_ bytes: [UInt8], name: String) throws -> [Chunk] {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGHeaderBytes.signature else { throw fault(name, "not a PNG (no PNG signature)") }
        var at = 8, result: [Chunk] = []
        while at < bytes.count {
            guard bytes.count - at >= 12 else { throw fault(name, "the data ends early, inside the chunk after \(result.last?.type ?? "the signature")") }
            let length = big32(bytes, at)
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            guard length <= 0x7FFF_FFFF, length <= bytes.count - at - 12 else {
                throw fault(name, "chunk \(TerminalText.escaped(type)) declares \(length) bytes, past the end of the file")
            }
            let crc = UInt32(truncatingIfNeeded: big32(bytes, at + 8 + length))
            let computed = bytes[at + 4..<at + 8 + length].withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
            guard crc == computed else { throw fault(name, "chunk \(TerminalText.escaped(type)) fails its CRC check") }
            result.append(Chunk(type: type, data: Array(bytes[at + 8..<at + 8 + length])))
            at += 12 + length
            if type == "IEND" { break }
        }
        return result
    }

    static func chunkBytes(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        put32(&out, nil, data.count)
        let body = Array(type.utf8) + data
        out += body
        let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        put32(&out, nil, Int(crc))
        return out
    }

    static func big32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }

    /// Writes a big-endian 32-bit value at `at`, or appends it when `at` is nil.
    static func put32(_ b: inout [UInt8], _ at: Int?, _ value: Int) {
        let bytes = [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                     UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
        if let at { b.replaceSubrange(at..<at + 4, with: bytes) } else { b += bytes }
    }

    static func fault(_ name: String, _ reason: String) -> APNGError {
        .unreadable(path: name, reason: reason)
    }
}

/// The PNG signature, for building one PNG per animation frame.
enum PNGHeaderBytes {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
