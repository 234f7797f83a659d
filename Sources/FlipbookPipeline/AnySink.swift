/// A `FrameSink` with its associated types hidden, so one loop can feed several kinds at once.
struct AnySink {
    let needs: SinkNeeds
    let start: (RunInfo) throws -> Void
    let wants: (Step) -> Bool
    let prepare: @Sendable (Frame) throws -> any Sendable
    let consume: (any Sendable, Frame) throws -> Void
    let finish: () throws -> Void
    let abort: () -> Void

    init<S: FrameSink>(_ sink: S) {
        let preparer = sink.preparer
        needs = sink.needs
        start = { try sink.start($0) }
        wants = { sink.wants($0) }
        prepare = { try preparer.prepare($0) }
        consume = { prepared, frame in
            // The loop hands each sink only what its own preparer made.
            guard let mine = prepared as? S.Preparer.Prepared else {
                preconditionFailure("\(S.self) was handed another sink's frame")
            }
            try sink.consume(mine, of: frame)
        }
        finish = { try sink.finish() }
        abort = { sink.abort() }
    }
}
