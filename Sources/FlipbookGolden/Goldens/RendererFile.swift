import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// `golden/<scene>/renderer.json`: the fingerprint of the renderer that recorded the scene's
/// frames (see `RendererFingerprint` for the format). Written by `GoldenSink` only when every
/// checkpoint frame in the folder is known to be this build's output.
enum RendererFile {
    static let name = "renderer.json"
    /// Far above any real fingerprint (a few KB): a bigger file is not one.
    static let sizeLimit = 1 << 20

    static func read(in folder: URL) -> RecordedFingerprint {
        let url = folder.appendingPathComponent(name)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return .missing }
        // Regular files only: a FIFO would block the read forever.
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return .unreadable("\(url.path) is not a regular file")
        }
        guard let size = attributes[.size] as? Int, size <= sizeLimit else {
            return .unreadable("\(url.path) is larger than \(sizeLimit) bytes")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .unreadable("\(url.path) could not be read")
        }
        do {
            return .recorded(try RendererFingerprint.decode(json: Array(data)))
        } catch {
            return .unreadable("\(url.path) is not a renderer fingerprint")
        }
    }

    static func write(_ fingerprint: RendererFingerprint, in folder: URL) throws {
        try AtomicFile.ensureDirectory(folder)
        try AtomicFile.write(try fingerprint.jsonBytes(), to: folder.appendingPathComponent(name))
    }
}
