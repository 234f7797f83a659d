import Foundation
import Flipbook
import FlipbookEncode
import FlipbookGolden
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// One side of `flipbook handout`: a folder of PNG frames, a GIF, one PNG, or a scene (a
/// built-in name or a scene file) rendered now into a scratch folder. Folders are read a frame
/// at a time, when the comparison or a page needs it.
enum HandoutInput {
    /// Anything unreadable is a usage error (exit 2) naming the path.
    static func sequence(_ argument: String, scratch: URL) throws -> FrameSequence {
        let kind = InputFile.kind(of: argument)
        let exists = kind != .missing
        if kind == .folder { return try folder(argument, name: argument) }
        let lower = argument.lowercased()
        // A GIF, an animated PNG or one PNG: decoded as `diff` decodes them, frame by frame.
        if exists, lower.hasSuffix(".gif") || lower.hasSuffix(".png") || lower.hasSuffix(".apng") { return try gif(argument) }
        if lower.hasSuffix(".gif") || lower.hasSuffix(".png") || lower.hasSuffix(".apng") { throw UsageError(message: "\(argument): no such file or folder") }
        let source = try SceneSource(argument)
        return try rendered(source, name: argument, into: scratch)
    }

    /// The scene's frames, rendered at its own scale (a scene file's, or 2 for a built-in one)
    /// through the drive loop into `folder`, which must not exist yet.
    static func rendered(_ source: SceneSource, name: String, into folder: URL) throws -> FrameSequence {
        var rendering = SceneRendering(source: source)
        rendering.quiet = true
        _ = try rendering.run(to: [.folder(folder)])
        return try self.folder(folder.path, name: name)
    }

    /// Frames numbered by their names when every name is a frame name (`0040.png`), so goldens
    /// pair with the steps they were taken at; otherwise by their sorted position.
    static func folder(_ path: String, name: String) throws -> FrameSequence {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.lowercased().hasSuffix(".png") }.sorted()
        guard !names.isEmpty else { throw UsageError(message: "\(path): the folder holds no .png frames") }
        let numbers = names.compactMap(FrameFileName.index(of:))
        let byName = numbers.count == names.count && Set(numbers).count == names.count
        let files = Dictionary(uniqueKeysWithValues: names.enumerated().map { k, file in
            (byName ? numbers[k] : k, URL(fileURLWithPath: path).appendingPathComponent(file).path)
        })
        return FrameSequence(name: name, indices: Array(files.keys)) { index in
            guard let file = files[index] else { throw UsageError(message: "\(path): no frame \(index)") }
            return try png(file)
        }
    }

    static func gif(_ path: String) throws -> FrameSequence {
        let frames = try FrameInput.load(path).frames   // decoded as `diff` decodes it
        return FrameSequence(name: path, indices: Array(frames.indices)) { frames[$0] }
    }

    /// One PNG, read through `InputFile`: a FIFO or device named like a frame is refused (exit 2).
    static func png(_ path: String) throws -> RasterFrame {
        RasterFrame(try PNGImageDecoder.decode(bytes: InputFile.read(path, limit: InputFile.imageByteLimit), name: path))
    }
}
