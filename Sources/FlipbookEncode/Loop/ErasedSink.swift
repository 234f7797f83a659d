import FlipbookRender

/// A `FrameSink` with its associated types hidden, so one loop can feed several kinds at once.
struct ErasedSink {
    let prepare: @Sendable (RasterFrame, Int) throws -> any Sendable
    let write: (any Sendable, Int) throws -> Void
    let finish: () throws -> Void
    let abort: () -> Void

    init<S: FrameSink>(_ sink: S) {
        let preparer = sink.preparer
        prepare = { frame, index in try preparer.prepare(frame, index: index) }
        write = { prepared, index in
            // The loop hands each sink only what its own preparer made.
            guard let mine = prepared as? S.Preparer.Prepared else {
                preconditionFailure("\(S.self) was handed another sink's frame")
            }
            try sink.write(mine, index: index)
        }
        finish = { try sink.finish() }
        abort = { sink.abort() }
    }
}
