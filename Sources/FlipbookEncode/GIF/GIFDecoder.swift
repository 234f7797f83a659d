import Foundation
import CGif
import FlipbookPipeline
import FlipbookRender

/// Reads a GIF with giflib's record-by-record API and composites its frames the way a browser
/// shows them: frame rectangles, transparent indices and the three disposal methods. Each
/// frame's indices are read a row at a time straight onto the canvas, so decoding holds the
/// canvas, one row and the displayed frames it returns, never a frame's raw pixels.
///
/// ```swift
/// let gif = try GIFDecoder.decode(url: URL(fileURLWithPath: "out/tap.gif"))
/// let first = gif.frames[0].pixel(x: 0, y: 0)      // 0xFFRRGGBB
/// ```
///
/// Malformed input throws `GIFError.malformed` naming the file and the place (the frame, the byte
/// offset); it never traps. Out-of-range colour indices show as opaque black, and frame
/// rectangles are clipped to the screen. Memory is bounded before it is spent: the screen by
/// `maximumPixels`, the displayed frames together by `maximumDecodedPixels`.
public enum GIFDecoder {
    /// Screen limit (64 Mpixel, 256 MB per displayed frame) so a hostile header cannot demand terabytes.
    public static let maximumPixels = 1 << 26
    /// Displayed pixels of all frames together (screen × frames): 64 Mpixel, 256 MB as ARGB32.
    /// A GIF of 48 frames of a scale-2 iPhone screen (780×1688), or 240 at scale 1, fits; so do
    /// two such GIFs under `diff`, well under a gigabyte. The same budget bounds the pixels read
    /// from frame rectangles, so a frame far larger than the screen cannot cost time unseen.
    public static let maximumDecodedPixels = 1 << 26
    /// No more frames than a render can have steps.
    public static let maximumFrames = DriveLoop.stepLimit

    public static func decode(url: URL) throws -> DecodedGIF {
        let path = url.path
        let input: DecoderInput
        do {
            input = try DecoderInput(path: path)
        } catch .missing {
            throw GIFError.system(operation: "open", reason: "no such file", path: path)
        } catch .notRegularFile {
            throw GIFError.malformed(reason: "not a regular file", path: path)
        } catch .unreadable(let reason) {
            throw GIFError.system(operation: "open", reason: reason, path: path)
        }
        return try decode(input)
    }

    /// Decodes GIF bytes held in memory; `name` is for messages.
    ///
    /// ```swift
    /// let gif = try GIFDecoder.decode(bytes: Array(data), name: "upload.gif")
    /// ```
    public static func decode(bytes: [UInt8], name: String) throws -> DecodedGIF {
        try decode(DecoderInput(bytes: bytes, name: name))
    }

    private static func decode(_ input: DecoderInput) throws -> DecodedGIF {
        var error: Int32 = D_GIF_SUCCEEDED
        let opened = withExtendedLifetime(input) {
            DGifOpen(Unmanaged.passUnretained(input).toOpaque(), { file, target, length in
                guard let file, let target, let user = file.pointee.UserData else { return 0 }
                let input = Unmanaged<DecoderInput>.fromOpaque(user).takeUnretainedValue()
                return Int32(input.read(into: target, count: Int(max(length, 0))))
            }, &error)
        }
        guard let gif = opened else {
            throw GIFError.malformed(reason: problem(code: error, input: input, place: "header"), path: input.name)
        }
        // The single owner of `gif`: DGifCloseFile frees it on any path. `input` outlives it.
        defer {
            var ignored: Int32 = 0
            DGifCloseFile(gif, &ignored)
            withExtendedLifetime(input) {}
        }
        var reader = GIFFrameReader(gif: gif, input: input)
        return try reader.read()
    }

    /// What went wrong at `place`, in words: a truncated input says so with the byte offset;
    /// otherwise giflib's reason (giflib leaves some failures without a code: "malformed data").
    static func problem(code: Int32, input: DecoderInput, place: String) -> String {
        if input.endedEarly { return "\(place): the data ends early, after \(input.offset) bytes (truncated file?)" }
        if code == D_GIF_ERR_NOT_GIF_FILE { return "not a GIF (it does not start with GIF87a or GIF89a)" }
        // giflib calls an LZW minimum code size above 8 "Failed to read from given file"; the read
        // did not fail (the input did not end), so the byte it last read is the code size.
        if code == D_GIF_ERR_READ_FAILED, let size = input.lastByte, size > 8 {
            return "\(place), near byte \(input.offset): the LZW minimum code size is \(size); GIF allows 2 to 8"
        }
        let reason = code == D_GIF_SUCCEEDED ? "malformed data" : GIFError.giflibReason(code)
        return "\(place), near byte \(input.offset): \(reason)"
    }
}
