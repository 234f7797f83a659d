import CCairo
import FlipbookRender

/// Encodes a frame as PNG bytes (Cairo's writer: 8-bit RGBA, straight alpha).
///
/// Pure: frames of different steps encode on different threads at once.
///
/// ```swift
/// let bytes = try PNGEncoder.encode(frame)
/// try AtomicFile.write(bytes, to: URL(fileURLWithPath: "out/0000.png"))
/// ```
public enum PNGEncoder {
    public static func encode(_ frame: RasterFrame) throws -> [UInt8] {
        let sink = ByteSink()
        var status = CAIRO_STATUS_SUCCESS
        frame.pixels.withUnsafeBytes { buffer in
            // Cairo only reads the surface it encodes; the mutable cast is for its C signature.
            let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(mutating: buffer.baseAddress!).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(frame.width), Int32(frame.height), Int32(frame.width * 4))
            defer { cairo_surface_destroy(surface) }
            status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else { return }
            let context = Unmanaged.passUnretained(sink).toOpaque()
            status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, context)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)), context: "encoding a PNG")
        }
        return sink.bytes
    }
}

/// Collects the bytes Cairo's stream writer hands back; lives for one `encode` call on one thread.
private final class ByteSink {
    var bytes: [UInt8] = []
}
