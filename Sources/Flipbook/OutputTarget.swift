import Foundation
import FlipbookEncode
import FlipbookPipeline
import FlipbookSupport

/// What an output path means, decided by its shape: `.gif` an animation, `.apng` a lossless
/// animation (as is `.png` when `animated`), `.png` one frame, `.pdf` a handout of key frames,
/// `.html` a flipbook page, anything else a folder of numbered PNGs. A `.png` becomes a contact
/// sheet when `RenderOptions.sheet` is set (`--sheet`).
///
/// ```swift
/// let target = try OutputTarget(path: "out/header.gif")   // .gif(out/header.gif)
/// let apng = try OutputTarget(path: "out/header.png", animated: true)   // .apng(out/header.png)
/// let sheet = try OutputTarget(path: "out/sheet.png").asContactSheet   // .contactSheet(out/sheet.png)
/// ```
public enum OutputTarget: Sendable, Equatable {
    case gif(URL)
    case apng(URL)
    case png(URL)
    case folder(URL)
    /// A vector handout (`PDFHandoutSink`, set by `RenderOptions.handout`).
    case pdf(URL)
    /// One self-contained page: the frames with play/pause, a scrubber, keys and captions.
    case html(URL)
    /// A grid of labelled tiles in one PNG (`RenderOptions.sheet`).
    case contactSheet(URL)

    public init(path: String) throws { try self.init(path: path, animated: false) }

    /// `animated`: a `.png` path is an APNG (`flipbook render --animated`), not one frame.
    public init(path: String, animated: Bool) throws {
        // An empty path would mean the current folder: never written into by accident.
        guard !path.isEmpty else { throw OutputError.unsupportedOutput(path: "\"\"", reason: "an empty output path; name a file or a folder") }
        let url = URL(fileURLWithPath: path)
        switch url.pathExtension.lowercased() {
        case "gif": self = .gif(url)
        case "apng": self = .apng(url)
        case "png": self = animated ? .apng(url) : .png(url)
        case "pdf": self = .pdf(url)
        case "html", "htm": self = .html(url)
        case "":
            self = .folder(url)
        default:
            throw OutputError.unsupportedOutput(path: path, reason: "unknown output type .\(url.pathExtension); use .gif, .apng, .png, .pdf, .html or a folder")
        }
    }

    public var isSingleFrame: Bool { if case .png = self { return true } else { return false } }

    /// A `.png` output as a contact sheet; any other output as it is.
    public var asContactSheet: OutputTarget { if case .png(let url) = self { .contactSheet(url) } else { self } }

    public var displayPath: String {
        switch self {
        case .gif(let u), .apng(let u), .png(let u), .pdf(let u), .html(let u), .contactSheet(let u): return u.relativePath
        case .folder(let u): return u.relativePath + "/"
        }
    }

    /// The sinks of several outputs, all or none: when one cannot be made (a folder holding
    /// foreign files), those already made are aborted, so their temporary files go too.
    public static func makeSinks(_ targets: [OutputTarget], _ options: RenderOptions,
                                 stills: StillFrames? = nil) throws -> [any FrameSink] {
        var sinks: [any FrameSink] = []
        do {
            for target in targets { sinks.append(try target.makeSink(options, stills: stills)) }
        } catch {
            for sink in sinks { sink.abort() }
            throw error
        }
        return sinks
    }

    /// The sink that writes this output. The folder of a file output is created if missing; a
    /// folder output must be missing, empty or an earlier Flipbook output (`PNGSequenceSink`).
    public func makeSink(_ options: RenderOptions) throws -> any FrameSink { try makeSink(options, stills: nil) }

    /// `makeSink(_:)`; with `stills` (`RenderOptions.trimStill`), a PNG folder leaves out frames
    /// with no visible change (GIF and APNG merge them into the previous delay on their own).
    public func makeSink(_ options: RenderOptions, stills: StillFrames?) throws -> any FrameSink {
        switch self {
        case .gif(let url):
            try AtomicFile.ensureDirectory(url.deletingLastPathComponent())
            let gif = try GIFSink(url: url, fps: options.fps, loopCount: options.gif.loopCount,
                                  dithering: options.gif.dithering, lossyTolerance: options.gif.lossyTolerance)
            return options.frames.map { SelectedSteps(gif, steps: $0) } ?? gif
        case .apng(let url):
            try AtomicFile.ensureDirectory(url.deletingLastPathComponent())
            let apng = try APNGSink(url: url, fps: options.fps, loopCount: options.gif.loopCount)
            return options.frames.map { SelectedSteps(apng, steps: $0) } ?? apng
        case .png(let url):
            try AtomicFile.ensureDirectory(url.deletingLastPathComponent())
            return try SinglePNGSink(url: url, frameIndex: options.frame)
        case .folder(let url):
            let pngs = try PNGSequenceSink(directory: url)
            if let stills {
                let trimmed = TrimmedStills(pngs, stills: stills)
                return options.frames.map { SelectedSteps(trimmed, steps: $0) } ?? trimmed
            }
            return options.frames.map { SelectedSteps(pngs, steps: $0) } ?? pngs
        case .pdf(let url):
            try AtomicFile.ensureDirectory(url.deletingLastPathComponent())
            let handout = try options.handout.makeSink(url: url)
            return options.frames.map { SelectedSteps(handout, steps: $0) } ?? handout
        case .html(let url):
            try AtomicFile.ensureDirectory(url.deletingLastPathComponent())
            let page = try HTMLFlipbookSink(url: url, fps: options.fps)
            return options.frames.map { SelectedSteps(page, steps: $0) } ?? page
        case .contactSheet(let url):
            try AtomicFile.ensureDirectory(url.deletingLastPathComponent())
            let sheet = try ContactSheetSink(url: url, options: options.sheet ?? ContactSheetOptions(),
                                             firstStep: options.frames?.lowerBound ?? 0)
            return options.frames.map { SelectedSteps(sheet, steps: $0) } ?? sheet
        }
    }

    /// Bytes on disk after the render, for a summary line.
    public var byteCount: Int {
        func size(_ url: URL) -> Int { (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0 }
        switch self {
        case .gif(let u), .apng(let u), .png(let u), .pdf(let u), .html(let u), .contactSheet(let u):
            return size(u)
        case .folder(let u):
            let names = (try? FileManager.default.contentsOfDirectory(atPath: u.path)) ?? []
            return names.filter { FrameFileName.index(of: $0) != nil }.reduce(0) { $0 + size(u.appendingPathComponent($1)) }
        }
    }
}
