import Foundation
import FlipbookEncode

/// How `Scene.render` (and `flipbook render`) turns a run into files.
///
/// ```swift
/// var options = RenderOptions()
/// options.frames = 0...20
/// options.gif.loopCount = 1
/// try scene.render(driver, to: "out/header.gif", options: options)
/// ```
public struct RenderOptions {
    /// GIF and APNG frame rate; nil uses the driver's.
    public var fps: Double?
    /// The frame a `.png` output shows.
    public var frame = 0
    /// Only these steps become frames of GIFs and folders (the scene still runs through all).
    public var frames: ClosedRange<Int>?
    /// After the last frame, play the frames back in reverse.
    public var pingPong = false
    /// Where to write every step's trace line (JSON lines), if anywhere.
    public var trace: URL?
    /// Frames with no visible change (a raster byte-identical to the frame before, such as the
    /// sub-pixel tail of a deceleration) are trimmed: a GIF or APNG adds their time to the
    /// previous frame's delay (as it always does), a PNG folder leaves them out, and the trace
    /// marks them `"trimmed":true`. See `StillFrames`.
    public var trimStill = false
    /// The GIF's settings; an APNG takes its `loopCount` too.
    public var gif = GIFSettings()
    /// A `.pdf` output's title, note, paper and frame choice.
    public var handout = HandoutOptions()
    /// Set, a `.png` output is a contact sheet of these frames instead of one frame.
    public var sheet: ContactSheetOptions?
    /// Overlays drawn on every frame of every output: the finger of a drag, a time badge, view
    /// outlines, safe-area and margin bands (`[.finger, .badge]`). Empty draws nothing extra.
    public var annotations: Annotations = []
    /// Set, the trace records only the views with these ids (`--trace-views`); an id no view has
    /// fails the render with `UnknownTraceView` (exit 2) and writes nothing.
    ///
    /// ```swift
    /// options.traceViews = ["header", "title"]
    /// ```
    public var traceViews: [String]?
    /// Called after each frame is written, with the count so far (a progress bar).
    public var progress: ((Int) -> Void)?

    public init() {}
}

/// The GIF encoder's settings, as `GIFSink` takes them.
public struct GIFSettings: Sendable, Equatable {
    /// Repeats after the first play; 0 loops forever.
    public var loopCount = 0
    public var dithering = GIFDithering.none
    /// Lossy LZW tolerance in RGB levels; 0 is lossless.
    public var lossyTolerance = GIFSink.defaultLossyTolerance

    public init() {}
}
