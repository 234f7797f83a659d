import Foundation
import FlipbookSupport

/// Writes every frame's step trace line to a `.jsonl` file, one JSON object per line, so geometry
/// diffs as text: the step, the scroll view's state, the callbacks that ran and every view with an
/// id (the format: docs/trace-format.md; the schema of a line: docs/trace.schema.json). The lines
/// are written once, at `finish`, through `AtomicFile`: an aborted run leaves no file.
///
/// ```swift
/// try DriveLoop().run(run, into: [gif, TraceSink(url: URL(fileURLWithPath: "d.jsonl"))])
/// ```
public final class TraceSink: FrameSink {
    public let url: URL
    public let preparer = PassFrame()
    public var needs: SinkNeeds { [.trace] }
    private var text = ""

    public init(url: URL) { self.url = url }

    public func consume(_ frame: Frame, of _: Frame) throws {
        text += (frame.trace ?? "") + "\n"
    }

    public func finish() throws {
        try AtomicFile.write(Array(text.utf8), to: url)
    }

    public func abort() {}
}
