import Foundation
import FlipbookEncode

/// What a `.pdf` output (a handout, `PDFHandoutSink`) shows and says.
///
/// ```swift
/// var options = RenderOptions()
/// options.handout.title = "Header collapse"
/// options.handout.note = "Check the title's fade against the spec."
/// options.handout.paper = .letter
/// options.handout.every = 5            // nil: key frames
/// try scene.render(driver, to: "out/review.pdf", options: options)
/// ```
public struct HandoutOptions: Sendable, Equatable {
    /// A heading for the title page.
    public var title: String?
    /// A paragraph for the reader, on the title page.
    public var note: String?
    public var paper = HandoutPaper.a4
    /// Show every K-th frame (and the last) instead of the key frames; `1...DriveLoop.stepLimit`.
    public var every: Int?
    /// The scene's name on the title page; nil uses the PDF's file name without `.pdf`.
    public var sceneName: String?
    /// The screen preset's name; `Scene.render` fills it in from the scene.
    var deviceName: String?

    public init() {}

    func makeSink(url: URL) throws -> PDFHandoutSink {
        let info = HandoutInfo(sceneName: sceneName ?? url.deletingPathExtension().lastPathComponent,
                               deviceName: deviceName, title: title, note: note)
        return try PDFHandoutSink(url: url, info: info, paper: paper, choice: every.map { .every($0) } ?? .keyFrames)
    }
}
