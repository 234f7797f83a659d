import Foundation

/// One failing frame in an `HTMLReport`: what was compared, why it failed, and the image files.
///
/// ```swift
/// let entry = ReportEntry(scene: "blog-header", frame: "0010", message: result.summary,
///                         golden: goldenURL, actual: actualURL, diff: diffURL, sideBySide: stripURL)
/// ```
public struct ReportEntry: Sendable {
    public var scene: String
    public var frame: String
    public var message: String
    /// nil when there is no golden yet (a missing golden still belongs in the report).
    public var golden: URL?
    public var actual: URL
    /// nil when no diff could be made (a size mismatch, a missing golden).
    public var diff: URL?
    public var sideBySide: URL?

    public init(scene: String, frame: String, message: String, golden: URL?, actual: URL,
                diff: URL? = nil, sideBySide: URL? = nil) {
        self.scene = scene; self.frame = frame; self.message = message
        self.golden = golden; self.actual = actual; self.diff = diff; self.sideBySide = sideBySide
    }
}
