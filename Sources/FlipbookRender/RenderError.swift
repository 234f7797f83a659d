import FlipbookSupport

/// What can go wrong between a display list and pixels, each with a message that names the place.
public enum RenderError: FlipbookError, Equatable {
    case canvasTooLarge(width: Int, height: Int, limit: Int)
    case cairo(String, context: String)
    case fontsUnavailable(String)
    case imageMissing(path: String)
    case imageCorrupt(path: String, reason: String)

    public var description: String {
        switch self {
        case let .canvasTooLarge(w, h, limit):
            return "canvas \(w)×\(h) pixels is larger than the limit of \(limit) pixels per side"
        case let .cairo(status, context):
            return "cairo failed while \(context): \(status)"
        case let .fontsUnavailable(why):
            return "fonts unavailable: \(why)"
        case let .imageMissing(path):
            return "\(path): image not found"
        case let .imageCorrupt(path, reason):
            return "\(path): not a readable PNG image (\(reason))"
        }
    }
}

extension RenderError {
    public var exitCode: ExitCode {
        switch self {
        case .canvasTooLarge, .imageMissing, .imageCorrupt: .badInput
        case .cairo, .fontsUnavailable: .failure
        }
    }
}
