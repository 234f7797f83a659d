import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// A decoded bitmap with its scale, as `UIImage`: `icon@2x.png` has scale 2, so a 140-pixel-wide
/// file is 70 points wide.
///
/// ```swift
/// let icon = try Image(contentsOfFile: "fixtures/assets/swift@3x.png")
/// icon.size   // 70×70 for a 210-pixel file
/// ```
public struct Image: Sendable {
    public let ref: ImageRef
    /// The SF Symbol name of an image made by `Image(systemName:)`; nil for a bitmap.
    public internal(set) var symbolName: String?
    /// The configuration a symbol image is drawn at (`UIImage.symbolConfiguration`).
    public internal(set) var symbolConfiguration: SymbolConfiguration?
    /// Template or original (`UIImage.renderingMode`): symbols are templates unless told.
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// A symbol's mapped file as read (nil: the symbol has none and draws a placeholder).
    var symbolSource: ImageRef?
    /// The folder a symbol's mapped file was looked for in.
    var symbolFolder: URL?

    /// Reads the PNG at `path` through `InputFile` (a regular file, at most
    /// `InputFile.imageByteLimit` bytes; a FIFO or a device is refused, never opened for long).
    public init(contentsOfFile path: String) throws {
        let bytes = try InputFile.read(path, limit: InputFile.imageByteLimit)
        let decoded = try PNGImageDecoder.decode(bytes: bytes, name: path)
        ref = ImageRef(image: decoded, scale: Image.scale(fromFileName: path))
    }

    /// Reads the PNG at `path` inside `folder` (a scene file's asset): every symbolic link is
    /// resolved and the real path must stay inside the folder's real path.
    ///
    /// ```swift
    /// let icon = try Image(contentsOfFile: "assets/swift@3x.png", inside: URL(fileURLWithPath: "fixtures"))
    /// ```
    public init(contentsOfFile path: String, inside folder: URL) throws {
        let bytes = try InputFile.read(path, inside: folder, limit: InputFile.imageByteLimit)
        let decoded = try PNGImageDecoder.decode(bytes: bytes, name: path)
        ref = ImageRef(image: decoded, scale: Image.scale(fromFileName: path))
    }

    public init(decoded: DecodedImage, scale: Double = 1) { ref = ImageRef(image: decoded, scale: scale) }

    init(ref: ImageRef) { self.ref = ref }

    public var size: Size { ref.image.size(scale: ref.scale) }
    /// Pixels per point (`UIImage.scale`): 2 for an `@2x` file or a renderer at scale 2.
    public var scale: Double { ref.scale }

    static func scale(fromFileName path: String) -> Double {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
