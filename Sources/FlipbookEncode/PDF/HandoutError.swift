import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// Why a handout cannot be made from a run; each is bad input (exit 2) and names the fix.
public enum HandoutError: FlipbookError, Equatable {
    /// `every` outside `1...DriveLoop.stepLimit`.
    case everyOutOfRange(Int)
    /// The scene's screen cannot be laid out on paper (a side not in 1…100000 pt).
    case frameSizeUnsupported(Size)
    /// More frames would be shown than a handout holds (it keeps their display lists until it
    /// writes the PDF, so this bounds its memory).
    case tooManyFrames(path: String, limit: Int)
    /// The run gave the handout no frame (a `--frames` range past the end).
    case noFrames(path: String)

    public var exitCode: ExitCode { .badInput }

    public var description: String {
        switch self {
        case .everyOutOfRange(let k):
            "every must be a whole number in 1…\(DriveLoop.stepLimit), not \(k)"
        case .frameSizeUnsupported(let size):
            "a \(formatPoints(size.width))×\(formatPoints(size.height)) pt screen cannot be laid out on a page (each side 1…100000 pt)"
        case let .tooManyFrames(path, limit):
            "\(path): a handout shows at most \(limit) frames and this run has more; choose fewer with --every K or --frames A..B"
        case .noFrames(let path):
            "\(path): the run has no frames to show (is the --frames range past its end?)"
        }
    }
}
