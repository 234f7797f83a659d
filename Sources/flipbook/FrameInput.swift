import Foundation
import FlipbookEncode
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// What `flipbook diff` compares: one PNG, the frames of a GIF or an animated PNG as a browser
/// shows them, or a folder of PNG frames (sorted by name, as `render` writes them).
struct FrameInput {
    enum Kind { case png, gif, apng, folder }

    let path: String
    let kind: Kind
    let frames: [RasterFrame]
    /// Per frame, in centiseconds; GIFs and APNGs only.
    let delays: [Int]?

    /// Loads `path`; anything unreadable is a usage error (exit 2) naming the file.
    static func load(_ path: String) throws -> FrameInput {
        let kind = InputFile.kind(of: path)
        guard kind != .missing else { throw UsageError(message: "\(path): no such file or folder") }
        if kind == .folder {
            // The same folder reading as `handout`'s, every frame loaded.
            let sequence = try HandoutInput.folder(path, name: path)
            return FrameInput(path: path, kind: .folder, frames: try sequence.indices.map(sequence.frame), delays: nil)
        }
        if path.lowercased().hasSuffix(".gif") {
            // Read as every input is, and named as the user gave it (GIFDecoder.decode(url:)
            // would name it by its absolute path, and the message named it twice).
            let bytes = try InputFile.read(path, limit: InputFile.imageByteLimit)
            do {
                let gif = try GIFDecoder.decode(bytes: bytes, name: path)
                return FrameInput(path: path, kind: .gif, frames: gif.frames, delays: gif.delaysCentiseconds)
            } catch let error as GIFError {
                if case let .malformed(reason, _) = error { throw UsageError(message: "\(path): not a readable GIF: \(reason)") }
                throw error
            }
        }
        let bytes = try InputFile.read(path, limit: InputFile.imageByteLimit)
        // An animation is compared frame by frame, whatever its name says (.apng or .png).
        if path.lowercased().hasSuffix(".apng") || APNGDecoder.isAnimated(bytes) {
            let animation = try APNGDecoder.decode(bytes: bytes, name: path)
            return FrameInput(path: path, kind: .apng, frames: animation.frames, delays: animation.delaysCentiseconds)
        }
        return FrameInput(path: path, kind: .png, frames: [RasterFrame(try PNGImageDecoder.decode(bytes: bytes, name: path))], delays: nil)
    }
}
