import CCairo

/// Runs `body` with a Cairo context drawing straight into `pixels` (premultiplied ARGB32,
/// `width` per row, at least `width` × `height` of them): no copy out of a surface afterwards.
/// `what` names the buffer in Cairo's errors ("canvas", "gradient"). The surface and context
/// live only for the call; the pixels are flushed when it returns.
///
/// ```swift
/// var pixels = [UInt32](repeating: 0, count: 16 * 16)
/// try drawIntoPixels(&pixels, width: 16, height: 16, "icon") { cr in cairo_paint(cr) }
/// ```
func drawIntoPixels(_ pixels: inout [UInt32], width: Int, height: Int, _ what: String,
                    _ body: (OpaquePointer) throws -> Void) throws {
    // Callers check their sizes; an empty or short buffer is refused rather than drawn past.
    guard width > 0, height > 0, width <= Rasterizer.maxPixelsPerSide, height <= Rasterizer.maxPixelsPerSide,
          pixels.count >= width * height else {
        throw RenderError.cairo("invalid size", context: "creating a \(width)×\(height) \(what) of \(pixels.count) pixels")
    }
    try pixels.withUnsafeMutableBytes { buffer in
        let surface = cairo_image_surface_create_for_data(
            buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(width * 4))
        defer { cairo_surface_destroy(surface) }
        try checkCairo(cairo_surface_status(surface), "creating a \(width)×\(height) \(what)")
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        try body(cr)
        try checkCairo(cairo_status(cr), "drawing the \(what)")
        cairo_surface_flush(surface)
    }
}
