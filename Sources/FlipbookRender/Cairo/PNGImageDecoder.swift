import CCairo
import Foundation

/// Reads PNG files into `DecodedImage`s with Cairo's PNG reader.
///
/// ```swift
/// let icon = try PNGImageDecoder.decode(path: "fixtures/assets/swift@2x.png")
/// ```
///
/// The header is checked before Cairo sees the data: a file that is not a PNG says so, and an
/// image over `maximumPixels` (or wider or taller than the rasterizer's canvas) is refused from
/// its 33-byte header, before anything is allocated for its pixels. Only regular files are read,
/// never blocking (a FIFO is refused, not waited on).
public enum PNGImageDecoder {
    /// Most pixels a decoded image may have: 64 Mpixel, 256 MB as ARGB32. Decoding holds Cairo's
    /// surface and the copy at once (512 MB at the limit), so two images under `diff` stay under
    /// about a gigabyte. Twelve full iPhone screens at scale 3 (1290×2796) fit in one image.
    public static let maximumPixels = 1 << 26
    /// Longest side, the rasterizer's: an image Flipbook cannot draw into a canvas is not decoded.
    public static let maximumSide = Rasterizer.maxPixelsPerSide

    public static func decode(path: String) throws -> DecodedImage {
        let input: DecoderInput
        do {
            input = try DecoderInput(path: path)
        } catch .missing {
            throw RenderError.imageMissing(path: path)
        } catch .notRegularFile {
            throw RenderError.imageCorrupt(path: path, reason: "not a regular file")
        } catch .unreadable(let reason) {
            throw RenderError.imageCorrupt(path: path, reason: "cannot be opened: \(reason)")
        }
        return try decode(input)
    }

    /// Decodes PNG bytes held in memory (an image embedded in the program); `name` is for messages.
    ///
    /// ```swift
    /// let icon = try PNGImageDecoder.decode(bytes: PackageResources.swift_3x_png, name: "swift@3x.png")
    /// ```
    public static func decode(bytes: [UInt8], name: String) throws -> DecodedImage {
        try decode(DecoderInput(bytes: bytes, name: name))
    }

    /// The signature and IHDR chunk every PNG starts with, read and checked first; then Cairo
    /// reads the header again and the rest of `input` through `PNGChunkStream`.
    private static func decode(_ input: DecoderInput) throws -> DecodedImage {
        let name = input.name
        var header = [UInt8](repeating: 0, count: PNGHeader.length)
        let got = header.withUnsafeMutableBufferPointer { input.read(into: $0.baseAddress!, count: $0.count) }
        let size = try PNGHeader.check(Array(header[0..<got]), name: name, maximumPixels: maximumPixels,
                                       maximumSide: maximumSide)

        let stream = PNGChunkStream(header: header, rest: input)
        let surface = withExtendedLifetime(stream) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                // Cairo pulls `length` bytes at a time; running out is a read error, not a trap.
                let stream = Unmanaged<PNGChunkStream>.fromOpaque(closure!).takeUnretainedValue()
                guard let data, stream.fill(data, count: Int(length)) else { return CAIRO_STATUS_READ_ERROR }
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(stream).toOpaque())
        }
        guard let surface else { throw RenderError.imageCorrupt(path: name, reason: "cairo returned no surface") }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            // Cairo says "out of memory" for most libpng errors; every chunk's CRC and order were
            // checked on the way in, so what is left is the compressed data itself.
            let reason = stream.problem ?? (input.endedEarly
                ? "the data ends early, after \(input.offset) bytes (truncated file?)"
                : "damaged image data: the compressed IDAT stream does not decode to the image the header declares")
            throw RenderError.imageCorrupt(path: name, reason: reason)
        }
        let image = copyPixels(of: surface, name: name)
        guard image.width == size.width, image.height == size.height else {
            throw RenderError.imageCorrupt(path: name, reason: "decoded \(image.width)×\(image.height), header says \(size.width)×\(size.height)")
        }
        return image
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
