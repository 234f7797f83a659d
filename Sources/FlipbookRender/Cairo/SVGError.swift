import FlipbookSupport

/// Why an SVG image could not be drawn, naming the file: bad input (exit 2), as a PNG's problems are.
///
/// ```swift
/// do { _ = try SVGDocument(bytes: bytes, name: "symbols/gear.svg") }
/// catch { print(error) }   // "symbols/gear.svg: not a usable SVG image (width 1e+09 pt is …)"
/// ```
public struct SVGError: FlipbookError, Equatable {
    /// The file (or the caller's name for bytes).
    public let path: String
    /// What librsvg said, or which limit the document broke.
    public let reason: String

    public init(path: String, reason: String) { self.path = path; self.reason = reason }

    public var description: String { "\(path): not a usable SVG image (\(reason))" }
    public var exitCode: ExitCode { .badInput }
}
