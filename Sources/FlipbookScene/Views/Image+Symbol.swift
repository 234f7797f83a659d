import Foundation
import FlipbookRender
import FlipbookSupport
import Synchronization

/// SF Symbols, which cannot ship with Flipbook: a project maps each symbol name to an image of its
/// own (`symbols/chevron.right.png`, with `@2x`/`@3x`, exported at 17 pt, medium scale), and a
/// symbol without one draws a placeholder of the symbol's size, and the scene warns, naming it.
///
/// ```swift
/// let config = UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)
/// let chevron = UIImage(systemName: "chevron.right", withConfiguration: config)   // never nil
/// ```
///
/// Sizes: a mapped file is the symbol at the reference configuration (`referencePointSize`,
/// medium): at another point size and scale it is drawn `pointSize / 17 × scale.factor` as large.
/// A placeholder is a square of `pointSize × scale.factor` points. A weight-specific export
/// (`chevron.right.semibold.png`) is preferred over the plain one when the weight asks for it.
public extension Image {
    /// `UIImage.RenderingMode`.
    enum RenderingMode: String, Sendable, Hashable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The point size a mapped symbol file is exported for (CHOSEN: 17 pt, UIKit's body size and
    /// the default symbol configuration's), at the medium scale.
    static let referencePointSize = 17.0

    /// The largest point size a symbol is drawn at (a placeholder's pixels are made for it).
    static let symbolPointSizes = 0.0...1000.0

    private static let symbolFolderSetting = Mutex<URL?>(nil)

    /// Where `Image(systemName:)` looks for a symbol's mapped file when given no folder: set by
    /// the app (a test's fixture folder), else `$FLIPBOOK_SYMBOLS`, else `Symbols` in the current
    /// directory. A scene file's images read its own `symbols/` folder instead.
    static var symbolFolder: URL {
        get {
            if let set = symbolFolderSetting.withLock({ $0 }) { return set }
            if let path = ProcessInfo.processInfo.environment["FLIPBOOK_SYMBOLS"], !path.isEmpty {
                return URL(fileURLWithPath: path, isDirectory: true)
            }
            return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                .appendingPathComponent("Symbols", isDirectory: true)
        }
        set { symbolFolderSetting.withLock { $0 = newValue } }
    }

    /// `UIImage(systemName:)`: the symbol at the default configuration (17 pt, regular, medium).
    init?(systemName name: String) { self.init(systemName: name, in: nil, withConfiguration: nil) }

    /// `UIImage(systemName:withConfiguration:)`.
    init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name, in: nil, withConfiguration: configuration)
    }

    /// The symbol `name` with its mapped file looked for in `folder` (nil: `symbolFolder`). Nil
    /// only for a name that cannot be a symbol's (empty, a path, a NUL); an unmapped name gives
    /// the placeholder, as a device would show the symbol.
    init?(systemName name: String, in folder: URL?, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty, name.utf8.count <= 200, !name.contains("/"), !name.contains("\0"), !name.hasPrefix(".") else { return nil }
        let folder = folder ?? Image.symbolFolder
        let config = configuration ?? SymbolConfiguration.unspecified
        let weighted = "\(name).\(config.resolvedWeight.rawValue)"
        let source = Image(named: weighted, in: folder) ?? Image(named: name, in: folder)
        self.init(symbol: name, source: source?.ref, folder: folder, configuration: config)
    }

    /// The same symbol at `configuration` (`withConfiguration(_:)`); a bitmap is returned as it is.
    func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard let symbolName, let symbolFolder else { return self }
        var image: Image
        if configuration.resolvedWeight == (symbolConfiguration ?? .unspecified).resolvedWeight {
            // The same file serves: no need to read it again.
            image = Image(symbol: symbolName, source: symbolSource, folder: symbolFolder, configuration: configuration)
        } else {
            image = Image(systemName: symbolName, in: symbolFolder, withConfiguration: configuration) ?? self
        }
        image.renderingMode = renderingMode
        return image
    }

    /// The symbol with `configuration` applied over its own (`applyingSymbolConfiguration(_:)`);
    /// nil for a bitmap, as UIKit's.
    func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        guard symbolName != nil else { return nil }
        return withConfiguration((symbolConfiguration ?? .unspecified).applying(configuration))
    }

    /// `withRenderingMode(_:)`: `.alwaysOriginal` draws the mapped file's own colours.
    func withRenderingMode(_ mode: RenderingMode) -> Image {
        var image = self
        image.renderingMode = mode
        return image
    }

    /// `UIImage.isSymbolImage`.
    var isSymbolImage: Bool { symbolName != nil }

    /// Whether the image draws in its view's tint: symbols unless `.alwaysOriginal`, bitmaps only
    /// when `.alwaysTemplate`.
    var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: symbolName != nil
        }
    }

    private init(symbol name: String, source: ImageRef?, folder: URL, configuration: SymbolConfiguration) {
        let points = CheckedNumber.clamped(configuration.resolvedPointSize, to: Image.symbolPointSizes)
        let factor = configuration.resolvedScale.factor
        let ref: ImageRef
        if let source {
            // Same pixels, drawn larger or smaller: the size in points is pixels over scale.
            let scale = source.scale * Image.referencePointSize / max(points * factor, 0.01)
            ref = ImageRef(image: source.image, scale: scale)
        } else {
            ref = SymbolPlaceholder.ref(named: name, side: points * factor)
        }
        self.init(ref: ref)
        symbolName = name
        symbolConfiguration = configuration
        symbolSource = source
        symbolFolder = folder
    }
}
