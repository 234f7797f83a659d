import Foundation
import FlipbookEncode
import FlipbookRender

/// What `flipbook diff` compares: one PNG, the frames of a GIF as a browser shows them, or a
/// folder of PNG frames (sorted by name, as `render` writes them).
struct FrameInput {
    enum Kind { case png, gif, folder }

    let path: String
    let kind: Kind
    let frames: [RasterFrame]
    /// Per frame, in centiseconds; GIFs only.
    let delays: [Int]?

    /// Loads `path`; anything unreadable is a usage error (exit 2) naming the file.
    static func load(_ path: String) throws -> FrameInput {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw UsageError(message: "\(path): no such file or folder")
        }
        if isFolder.boolValue {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                .filter { $0.lowercased().hasSuffix(".png") }.sorted()
            guard !names.isEmpty else { throw UsageError(message: "\(path): the folder holds no .png frames") }
            let frames = try names.map { try png(URL(fileURLWithPath: path).appendingPathComponent($0).path) }
            return FrameInput(path: path, kind: .folder, frames: frames, delays: nil)
        }
        if path.lowercased().hasSuffix(".gif") {
            do {
                let gif = try GIFDecoder.decode(url: URL(fileURLWithPath: path))
                return FrameInput(path: path, kind: .gif, frames: gif.frames, delays: gif.delaysCentiseconds)
            } catch let error as GIFError {
                throw UsageError(message: "\(path): not a readable GIF: \(error)")
            }
        }
        return FrameInput(path: path, kind: .png, frames: [try png(path)], delays: nil)
    }

    private static func png(_ path: String) throws -> RasterFrame {
        let image = try PNGImageDecoder.decode(path: path)
        return RasterFrame(image)
    }
}
