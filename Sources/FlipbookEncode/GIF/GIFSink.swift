import Foundation
import FlipbookRender

/// Streams an animated GIF89a to disk, one frame at a time, as the render loop delivers them.
///
/// ```swift
/// let sink = try GIFSink(url: URL(fileURLWithPath: "out/tap.gif"), fps: 30)
/// for (i, frame) in frames.enumerated() {
///     try sink.write(try sink.preparer.prepare(frame, index: i), index: i)
/// }
/// try sink.finish()            // out/tap.gif appears only now, complete
/// ```
///
/// - The temporary file `.<name>.tmp-<pid>` is created next to the destination at `init`, so a
///   missing or read-only folder fails before any rendering; `finish()` renames it into place
///   atomically and `abort()` (or dropping the sink unfinished) deletes it. Nothing ever appears
///   at the final path unless `finish()` succeeds.
/// - Each frame gets its own colour table (see `GIFFramePreparer`), a graphics control block with
///   a drift-free delay (`GIFFrameDelays`), and only the rectangle that changed since the
///   previous frame is stored (`GIFChangedArea`), with just the colours used there
///   (`GIFImageBlock`). Memory stays at a few frame-sized buffers however long the animation.
/// - Any failed `write` is final: the temporary file is deleted at once and later calls throw.
public final class GIFSink: FrameSink {
    public let preparer = GIFFramePreparer()
    public let url: URL
    public let delays: GIFFrameDelays
    /// Written into the NETSCAPE2.0 extension; 0 loops forever.
    public let loopCount: Int

    private enum State {
        case open(GIFFileWriter)
        case finished
        case aborted
        case failed(GIFError)
    }

    private var state: State
    private var framesWritten = 0
    private var size: (width: Int, height: Int)?
    private var changes = GIFChangedArea()

    /// - Parameters:
    ///   - url: a file URL; its folder must exist and be writable.
    ///   - fps: frames per second, `0 < fps ≤ 100`.
    ///   - loopCount: `0...65535`; 0 (the default) loops forever.
    public init(url: URL, fps: Double, loopCount: Int = 0) throws {
        guard url.isFileURL else {
            throw GIFError.invalidParameter("GIFSink needs a file URL, got \(url.absoluteString)")
        }
        guard (0...65_535).contains(loopCount) else {
            throw GIFError.invalidParameter("loop count \(loopCount) for \(url.path) is outside 0...65535")
        }
        self.url = url
        self.delays = try GIFFrameDelays(fps: fps)
        self.loopCount = loopCount
        self.state = .open(try GIFFileWriter(file: GIFTemporaryFile(finalPath: url.path)))
    }

    deinit { abort() }

    public func write(_ prepared: GIFPreparedFrame, index: Int) throws {
        let writer = try openWriter()
        do {
            let block = try validate(prepared, index: index)
            if framesWritten == 0 {
                try writer.putScreen(width: prepared.width, height: prepared.height)
                try writer.putLoopCount(loopCount)
            }
            try writer.putImage(block, delayCentiseconds: delays.centiseconds(forFrame: index))
            framesWritten += 1
        } catch let error as GIFError {
            fail(writer, error)
            throw error
        }
    }

    public func finish() throws {
        let writer = try openWriter()
        guard framesWritten > 0 else {
            let error = GIFError.notWritable(reason: "finish() before any frame was written", path: url.path)
            fail(writer, error)
            throw error
        }
        do {
            try writer.complete()
            try writer.file.commit()
            state = .finished
        } catch let error as GIFError {
            fail(writer, error)
            throw error
        }
    }

    public func abort() {
        if case .open(let writer) = state {
            writer.discard()
            state = .aborted
        }
    }

    // MARK: - Private

    private func openWriter() throws -> GIFFileWriter {
        switch state {
        case .open(let writer): return writer
        case .finished: throw GIFError.notWritable(reason: "the sink has already finished", path: url.path)
        case .aborted: throw GIFError.notWritable(reason: "the sink was aborted", path: url.path)
        case .failed(let error): throw GIFError.notWritable(reason: "an earlier step failed: \(error)", path: url.path)
        }
    }

    /// Closes and deletes the temporary file (if still there) and remembers why.
    private func fail(_ writer: GIFFileWriter, _ error: GIFError) {
        writer.discard()
        writer.file.remove()
        state = .failed(error)
    }

    /// Checks order and shape, and returns the cropped image block to store.
    private func validate(_ frame: GIFPreparedFrame, index: Int) throws -> GIFImageBlock {
        func invalid(_ reason: String) -> GIFError { .invalidFrame(index: index, reason: reason, path: url.path) }
        guard index == framesWritten else {
            throw invalid("written out of order; expected frame \(framesWritten)")
        }
        guard frame.width > 0, frame.height > 0,
              frame.width <= GIFFramePreparer.maximumSide, frame.height <= GIFFramePreparer.maximumSide else {
            throw invalid("size \(frame.width)x\(frame.height) is not 1...65535 on each side")
        }
        guard frame.indices.count == frame.width * frame.height, frame.source.count == frame.indices.count else {
            throw invalid("\(frame.indices.count) indices and \(frame.source.count) colours for \(frame.width)x\(frame.height)")
        }
        guard (1...256).contains(frame.palette.count) else {
            throw invalid("palette has \(frame.palette.count) colours; GIF needs 1...256")
        }
        if let size, size != (frame.width, frame.height) {
            throw invalid("size \(frame.width)x\(frame.height) differs from the first frame's \(size.width)x\(size.height)")
        }
        guard let block = GIFImageBlock(cropping: frame, to: changes.update(with: frame)) else {
            throw invalid("an index is outside its \(frame.palette.count)-colour palette")
        }
        size = (frame.width, frame.height)
        return block
    }
}
