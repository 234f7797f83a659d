import Foundation
import FlipbookRender
import FlipbookSupport
import Synchronization

/// SF Symbols, which cannot ship with Flipbook: a project maps each symbol name to an image of its
/// own, exported from the SF Symbols app at 17 pt, medium scale: `symbols/chevron.right.svg`, or a
/// PNG (`chevron.right.png`, with `@2x`/`@3x`). A symbol without one draws a placeholder of the
/// symbol's size, and the scene warns, naming it; a file that cannot be used (a broken SVG or PNG,
/// a size like `width="1e9"`) draws the placeholder too, and the warning names the file and why.
///
/// ```swift
/// let config = UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)
/// let chevron = UIImage(systemName: "chevron.right", withConfiguration: config)   // never nil
/// ```
///
/// Which file: a weight-specific export (`chevron.right.semibold.svg` or `.png`) is preferred over
/// the plain one when the weight asks for it, and an SVG over a PNG of the same name
/// (`SymbolFile`). Sizes: a mapped file is the symbol at the reference configuration
/// (`referencePointSize`, medium; an SVG's `width` and `height`, else its `viewBox`, in points):
/// at another point size and scale it is drawn `pointSize / 17 × scale.factor` as large. A PNG's
/// pixels are scaled to that size; an SVG is drawn at it, `vectorPixelsPerPoint` pixels a point.
/// A placeholder is a square of `pointSize × scale.factor` points.
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

    /// Pixels a point an SVG symbol is drawn with when the image is made (CHOSEN: 6, the least
    /// common multiple of the 2x and 3x screens', so either draws it shrunk by a whole factor, 3
    /// or 2, and a PDF handout embeds it at 432 pixels an inch). The image is made before any
    /// screen is known (as a `UIImage`), so this is the one density every frame and page uses.
    static let vectorPixelsPerPoint = 6.0

    /// Most pixels one SVG symbol's image may have (CHOSEN: 4 Mpixel, 16 MB): a 1,000 pt symbol is
    /// drawn at fewer pixels a point rather than at 6.
    static let vectorPixelBudget = 1 << 22

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
        let file = SymbolFile.find(name, weight: config.resolvedWeight, in: folder)
        self.init(symbol: name, file: file, folder: folder, configuration: config)
    }

    /// The same symbol at `configuration` (`withConfiguration(_:)`); a bitmap is returned as it is.
    func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard let symbolName, let symbolFolder else { return self }
        var image: Image
        if let symbolSource, configuration.resolvedWeight == (symbolConfiguration ?? .unspecified).resolvedWeight {
            // The same PNG serves: no need to read it again. (An SVG is read and drawn again at
            // the new size, to stay sharp.)
            image = Image(symbol: symbolName, file: .bitmap(symbolSource), folder: symbolFolder, configuration: configuration)
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

    private init(symbol name: String, file: SymbolFile, folder: URL, configuration: SymbolConfiguration) {
        let points = CheckedNumber.clamped(configuration.resolvedPointSize, to: Image.symbolPointSizes)
        // The symbol's size over its reference size (a 0 pt symbol is drawn at the smallest size).
        let drawn = max(points * configuration.resolvedScale.factor, 0.01) / Image.referencePointSize
        var ref: ImageRef
        var source: ImageRef?
        switch file {
        case .bitmap(let bitmap):
            // Same pixels, drawn larger or smaller: the size in points is pixels over scale.
            ref = ImageRef(image: bitmap.image, scale: bitmap.scale / drawn)
            source = bitmap
        case .vector(let svg):
            do {
                ref = try Image.draw(svg, times: drawn)
            } catch {
                ref = SymbolPlaceholder.ref(named: name, side: points * configuration.resolvedScale.factor, problem: "\(error)")
            }
        case .none:
            ref = SymbolPlaceholder.ref(named: name, side: points * configuration.resolvedScale.factor)
        case .unusable(let problem):
            ref = SymbolPlaceholder.ref(named: name, side: points * configuration.resolvedScale.factor, problem: problem)
        }
        self.init(ref: ref)
        symbolName = name
        symbolConfiguration = configuration
        symbolSource = source
        symbolFolder = folder
    }

    /// `svg` drawn `times` its own size, at `vectorPixelsPerPoint` (fewer past the pixel budget).
    private static func draw(_ svg: SVGDocument, times: Double) throws -> ImageRef {
        let points = svg.size.width * times * svg.size.height * times
        let perPoint = min(vectorPixelsPerPoint, (Double(vectorPixelBudget) / max(points, 1e-12)).squareRoot())
        return ImageRef(image: try svg.render(scale: times * perPoint), scale: perPoint)
    }
}
