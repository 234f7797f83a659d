/// Where a streamed file output (a GIF, an APNG) is in its life: open with its writer, or ended
/// one of three ways. Any use after the end is refused with the reason, naming the file.
///
/// ```swift
/// var state = StreamState.open(writer)
/// let writer = try state.writer { GIFError.notWritable(reason: $0, path: url.path) }
/// ```
enum StreamState<Writer> {
    case open(Writer)
    case finished
    case aborted
    case failed(String)

    /// The open writer, or `notWritable(reason)` thrown.
    func writer(orThrow notWritable: (String) -> any Error) throws -> Writer {
        switch self {
        case .open(let writer): return writer
        case .finished: throw notWritable("the sink has already finished")
        case .aborted: throw notWritable("the sink was aborted")
        case .failed(let why): throw notWritable("an earlier step failed: \(why)")
        }
    }
}
