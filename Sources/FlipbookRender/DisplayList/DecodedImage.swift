/// A decoded bitmap, shared read-only by every display list and raster thread that draws it.
///
/// It is a class so that a 1,000-frame render holds one copy of each icon, not one per frame;
/// it is `Sendable` because every stored property is an immutable `let` of a Sendable type.
public final class DecodedImage: Sendable {
    /// Where it came from, for messages.
    public let name: String
    public let width: Int
    public let height: Int
    /// Cairo ARGB32, premultiplied, `width` pixels per row.
    public let pixels: [UInt32]

    public init(name: String, width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "DecodedImage \(name): pixel count mismatch")
        self.name = name; self.width = width; self.height = height; self.pixels = pixels
    }

    /// The natural size in points at the given image scale (an `@2x` PNG has scale 2).
    public func size(scale: Double = 1) -> Size { Size(width: Double(width) / scale, height: Double(height) / scale) }
}

/// A reference to an image in a display list, with the scale its pixels were made for.
public struct ImageRef: Sendable {
    public let image: DecodedImage
    public let scale: Double
    /// The SF Symbol name this image stands in for when the project maps no image to it
    /// (`Image(systemName:)`): the image is a placeholder, and the scene warns, naming the symbol.
    public let missingSymbol: String?
    /// Why the file mapped to `missingSymbol` could not be used (it names the file); nil when
    /// there was no file at all.
    public let symbolProblem: String?
    /// The colour a template image's coverage is filled with (`ImageRef+Tint.swift`); nil: its own
    /// pixels. Resolved into the pixels when the display list is built.
    public let tint: Color?
    public init(image: DecodedImage, scale: Double = 1, missingSymbol: String? = nil, tint: Color? = nil, symbolProblem: String? = nil) {
        self.image = image; self.scale = scale; self.missingSymbol = missingSymbol; self.tint = tint
        self.symbolProblem = symbolProblem
    }
}
