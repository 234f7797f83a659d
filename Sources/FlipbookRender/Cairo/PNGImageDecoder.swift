import CCairo
import Foundation

/// Reads PNG files into `DecodedImage`s with Cairo's PNG reader.
///
/// ```swift
/// let icon = try PNGImageDecoder.decode(path: "fixtures/assets/swift@2x.png")
/// ```
public enum PNGImageDecoder {
    public static func decode(path: String) throws -> DecodedImage {
        guard FileManager.default.fileExists(atPath: path) else { throw RenderError.imageMissing(path: path) }
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw RenderError.imageCorrupt(path: path, reason: "cairo returned no surface")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.imageCorrupt(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        return copyPixels(of: surface, name: path)
    }

    /// Decodes PNG bytes held in memory (an image embedded in the program); `name` is for messages.
    ///
    /// ```swift
    /// let icon = try PNGImageDecoder.decode(bytes: PackageResources.swift_3x_png, name: "swift@3x.png")
    /// ```
    public static func decode(bytes: [UInt8], name: String) throws -> DecodedImage {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                // Cairo pulls `length` bytes at a time; running out is a read error, not a trap.
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let wanted = Int(length)
                guard let data, reader.offset + wanted <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { source in
                    data.update(from: source.baseAddress! + reader.offset, count: wanted)
                }
                reader.offset += wanted
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { throw RenderError.imageCorrupt(path: name, reason: "cairo returned no surface") }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.imageCorrupt(path: name, reason: String(cString: cairo_status_to_string(status)))
        }
        return copyPixels(of: surface, name: name)
    }

    /// Copies an image surface's pixels out, converting any Cairo format it reads PNGs into
    /// (ARGB32, RGB24) to premultiplied ARGB32.
    static func copyPixels(of surface: OpaquePointer, name: String) -> DecodedImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let count = width * height
        guard count > 0, let data = cairo_image_surface_get_data(surface) else {
            return DecodedImage(name: name, width: width, height: height,
                                pixels: [UInt32](repeating: 0, count: count))
        }
        // Row by row into uninitialized storage (no zero fill first, no per-pixel bounds
        // checks): a plain copy for ARGB32, and a branch-free loop the compiler vectorizes to
        // set RGB24's undefined alpha byte.
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            let base = out.baseAddress!
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let target = base + y * width
                if opaque {
                    for x in 0..<width { target[x] = row[x] | 0xFF00_0000 }
                } else {
                    target.initialize(from: row, count: width)
                }
            }
            initialized = count
        }
        return DecodedImage(name: name, width: width, height: height, pixels: pixels)
    }
}
