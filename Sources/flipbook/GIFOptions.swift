import Flipbook

/// The GIF options of `flipbook render`: `--loop N`, `--dither MODE` and `--lossy N`, parsed into
/// the `GIFSettings` that `Scene.render` hands to `GIFSink`.
///
/// ```swift
/// rendering.options.gif = try GIFOptions.parse(args)     // in Commands.render
/// ```
enum GIFOptions {
    static let specs: [OptionSpec] = [
        OptionSpec(long: "--loop", short: nil, valueName: "N",
                   help: "GIF loop count: repeats after the first play, 0 = forever (the default)."),
        OptionSpec(long: "--dither", short: nil, valueName: "none|ordered|diffusion",
                   help: "Dithering of GIF frames with more than 256 colours (default none)."),
        OptionSpec(long: "--lossy", short: nil, valueName: "N",
                   help: "Lossy LZW tolerance in RGB levels, 0 = off (default \(GIFSink.defaultLossyTolerance))."),
    ]

    static func parse(_ args: ParsedArguments) throws -> GIFSettings {
        var settings = GIFSettings()
        if let text = args.value("--loop") {
            settings.loopCount = try Commands.parseInt(text, option: "--loop", range: 0...65_535)
        }
        if let text = args.value("--dither") {
            guard let mode = GIFDithering(rawValue: text) else {
                throw UsageError(message: "--dither must be none, ordered or diffusion, not '\(text)'")
            }
            settings.dithering = mode
        }
        if let text = args.value("--lossy") {
            settings.lossyTolerance = try Commands.parseInt(text, option: "--lossy", range: 0...64)
        }
        return settings
    }
}
