import Foundation
import FlipbookEncode

/// The GIF options of `flipbook render`: `--loop N`, `--dither MODE` and `--lossy N`, parsed into
/// what `GIFSink` takes, plus the >50 fps warning. Kept apart from the generic commands so the
/// GIF encoder's options live in one place.
///
/// ```swift
/// let gif = try GIFOptions(args)                       // in Commands.render
/// let sink = try gif.makeSink(url: url, fps: 30)       // in OutputTarget.makeSink
/// ```
struct GIFOptions: Sendable {
    var loopCount = 0
    var dithering = GIFDithering.none
    var lossyTolerance = GIFSink.defaultLossyTolerance

    static let specs: [OptionSpec] = [
        OptionSpec(long: "--loop", short: nil, valueName: "N",
                   help: "GIF loop count: repeats after the first play, 0 = forever (the default)."),
        OptionSpec(long: "--dither", short: nil, valueName: "none|ordered|diffusion",
                   help: "Dithering of GIF frames with more than 256 colours (default none)."),
        OptionSpec(long: "--lossy", short: nil, valueName: "N",
                   help: "Lossy LZW tolerance in RGB levels, 0 = off (default \(GIFSink.defaultLossyTolerance))."),
    ]

    init() {}

    init(_ args: ParsedArguments) throws {
        if let text = args.value("--loop") {
            loopCount = try Commands.parseInt(text, option: "--loop", range: 0...65_535)
        }
        if let text = args.value("--dither") {
            guard let mode = GIFDithering(rawValue: text) else {
                throw UsageError(message: "--dither must be none, ordered or diffusion, not '\(text)'")
            }
            dithering = mode
        }
        if let text = args.value("--lossy") {
            lossyTolerance = try Commands.parseInt(text, option: "--lossy", range: 0...64)
        }
    }

    /// The sink for a `.gif` output; prints the browser warning for rates above 50 fps.
    func makeSink(url: URL, fps: Double) throws -> GIFSink {
        if let warning = try GIFFrameDelays(fps: fps).browserWarning {
            FileHandle.standardError.write(Data("flipbook: warning: \(warning)\n".utf8))
        }
        return try GIFSink(url: url, fps: fps, loopCount: loopCount, dithering: dithering,
                           lossyTolerance: lossyTolerance)
    }
}
