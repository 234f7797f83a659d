import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// `golden/<scene>/renderer.json`: the fingerprint of the renderer that recorded the scene's
/// frames (see `RendererFingerprint` for the format). Written by `GoldenSink` only when every
/// checkpoint frame in the folder is known to be this build's output.
enum RendererFile {
    static let name = "renderer.json"
    static let sizeLimit = RendererFingerprint.sizeLimit

    /// The fingerprint of the golden folder `name` inside `goldens`, read as any golden is.
    static func read(_ name: String, in goldens: URL) -> RecordedFingerprint {
        let path = goldens.appendingPathComponent(name).appendingPathComponent(self.name).path
        let bytes: [UInt8]
        do {
            guard let read = try GoldenFiles.read(name + "/" + self.name, in: goldens, limit: sizeLimit) else { return .missing }
            bytes = read
        } catch {
            return .unreadable("\(error)")
        }
        do {
            return .recorded(try RendererFingerprint.decode(json: bytes, file: path))
        } catch {
            // The reader names the place: "… is not a renderer fingerprint: line 1, column 2: $: missing "libraries"".
            return .unreadable("\(TerminalText.escaped(path)) is not a renderer fingerprint: \(error.place)")
        }
    }

    static func write(_ fingerprint: RendererFingerprint, in folder: URL) throws {
        try AtomicFile.ensureDirectory(folder)
        try AtomicFile.write(try fingerprint.jsonBytes(), to: folder.appendingPathComponent(name), sweeping: false)
    }
}
