import CCairo
import Foundation

/// Flipbook's own fontconfig configuration (Resources/fonts.conf): only the project's fonts,
/// grayscale antialiasing, no hinting. Loaded once per process.
///
/// `FLIPBOOK_FONTS_CONF=PATH` loads another fonts.conf instead: for diagnosing a machine's fonts,
/// and for tests of what happens when Inter is missing. Goldens assume the built-in one.
enum FontSetup {
    /// The environment variable that replaces Resources/fonts.conf.
    static let overrideVariable = "FLIPBOOK_FONTS_CONF"

    /// The fonts.conf named by `FLIPBOOK_FONTS_CONF`, if set and not empty.
    static var override: String? {
        ProcessInfo.processInfo.environment[overrideVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The configuration, or why it could not be made.
    ///
    /// `nonisolated(unsafe)` is safe here: the value is written once by Swift's lazy global
    /// initialisation (which is thread-safe) and never mutated afterwards; fontconfig's `FcConfig`
    /// is reference-counted atomically and only read after `FcConfigBuildFonts`.
    nonisolated(unsafe) static let config: Result<OpaquePointer, RenderError> = makeConfig(appFonts: [])

    /// A new configuration of fonts.conf's fonts plus `appFonts` (paths of font files Flipbook
    /// owns, FontRegistry.swift), built and never changed after: so it may be shared by every
    /// thread. The caller owns it (`FcConfigDestroy`).
    static func makeConfig(appFonts: [String]) -> Result<OpaquePointer, RenderError> {
        // Before the first Pango or fontconfig call: their GLib messages go to LibraryLog.
        LibraryLog.install()
        guard let path = override ?? Bundle.module.path(forResource: "fonts", ofType: "conf") else {
            return .failure(.fontsUnavailable("fonts.conf is missing from the FlipbookRender resources"))
        }
        guard let config = FcConfigCreate() else {
            return .failure(.fontsUnavailable("FcConfigCreate failed"))
        }
        guard FcConfigParseAndLoad(config, path, FcBool(FcTrue)) == FcTrue,
              FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            return .failure(.fontsUnavailable("could not load \(path)"))
        }
        for file in appFonts where FcConfigAppFontAddFile(config, file) != FcTrue {
            FcConfigDestroy(config)
            return .failure(.fontsUnavailable("fontconfig could not add \(file)"))
        }
        guard let fonts = FcConfigGetFonts(config, FcSetSystem), fonts.pointee.nfont > 0 else {
            FcConfigDestroy(config)
            return .failure(.fontsUnavailable(
                "no fonts found; install fonts-inter and fonts-dejavu-core (make deps does)"))
        }
        return .success(config)
    }
}
