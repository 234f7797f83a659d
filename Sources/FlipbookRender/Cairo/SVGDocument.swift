import CCairo
import CRsvg

/// An SVG document parsed by librsvg, drawn into Cairo image surfaces at any scale: how a
/// project's SF Symbol exports (`symbols/NAME.svg`) become pixels as sharp as the frame needs.
///
/// ```swift
/// let bytes = try InputFile.read("chevron.right.svg", inside: symbols, limit: InputFile.imageByteLimit)
/// let svg = try SVGDocument(bytes: bytes, name: "chevron.right.svg")   // 12×20 pt
/// let image = try svg.render(scale: 6)                                 // 72×120 pixels
/// ```
///
/// Hostile input: the document is parsed with no base URL and no flags (librsvg's
/// `rsvg_handle_new_from_data`, i.e. RSVG_HANDLE_FLAGS_NONE: libxml2's safety limits stay on),
/// and with no base URL librsvg resolves no reference to a file (`<image href>`, `<use href>`,
/// XInclude, CSS `@import`): only `data:` URLs load. Sizes are range-checked before anything is
/// allocated for pixels. Every librsvg and Cairo result is checked; each GError is freed.
///
/// One owner: the RsvgHandle lives exactly as long as this object and is released once, in
/// `deinit`. Not for sharing between threads (a GObject is not); make one where it is drawn.
public final class SVGDocument {
    /// Longest side a document may declare, in points (CHOSEN: room for any icon, and for the
    /// 3300×2200 template sheet the SF Symbols app exports; `width="1e9"` is refused).
    public static let maximumSide = 10_000.0
    /// Most pixels one rendering may have: the PNG decoder's limit.
    public static let maximumPixels = PNGImageDecoder.maximumPixels

    /// How the document is named in messages (its file).
    public let name: String
    /// The document's own size in points: its `width` and `height` (read at 72 dpi, so `pt` and
    /// plain user units agree), else its `viewBox`'s.
    public let size: Size
    private let handle: OpaquePointer

    public init(bytes: [UInt8], name: String) throws(SVGError) {
        guard !bytes.isEmpty else { throw SVGError(path: name, reason: "the file is empty") }
        var error: UnsafeMutablePointer<GError>?
        let made = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, UInt($0.count), &error) }
        let parseProblem = SVGDocument.take(error)
        guard let made else {
            throw SVGError(path: name, reason: parseProblem ?? "librsvg returned no handle and no error")
        }
        // 72 dpi: a length in `pt` is a point, as a plain number is.
        rsvg_handle_set_dpi(made, 72)
        let size: Size
        do throws(SVGError) {
            size = try SVGDocument.measure(made, name: name)
        } catch {
            g_object_unref(UnsafeMutableRawPointer(made))   // not yet ours to release in deinit
            throw error
        }
        self.handle = made
        self.name = name
        self.size = size
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The document drawn `scale` pixels to its point, onto a clear canvas of its size rounded up
    /// to whole pixels (the drawing itself is not rounded: an edge at 2.5 pt lands at 2.5 × scale).
    public func render(scale: Double) throws -> DecodedImage {
        let width = size.width * scale, height = size.height * scale
        guard scale.isFinite, scale > 0 else { throw SVGError(path: name, reason: "scale \(scale) is not a positive number") }
        // Whole pixels, rounded up (a few ulps below an integer stays that integer); checked as
        // Doubles before they become Ints, so no scale can trap the conversion.
        let wide = max(1, (width - 1e-9).rounded(.up)), high = max(1, (height - 1e-9).rounded(.up))
        guard wide <= Double(Rasterizer.maxPixelsPerSide), high <= Double(Rasterizer.maxPixelsPerSide),
              wide * high <= Double(SVGDocument.maximumPixels) else {
            throw SVGError(path: name, reason: "\(wide)×\(high) pixels at scale \(scale) is over the limit "
                           + "of \(Rasterizer.maxPixelsPerSide) a side and \(SVGDocument.maximumPixels) in all")
        }
        let pixelWidth = Int(wide), pixelHeight = Int(high)
        // Never nil: Cairo returns an error surface (and an error context) instead, checked here.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        defer { cairo_surface_destroy(surface) }
        try checkCairo(cairo_surface_status(surface), "making a \(pixelWidth)×\(pixelHeight) canvas for \(name)")
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        try checkCairo(cairo_status(cr), "making a drawing context for \(name)")

        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        let drawn = rsvg_handle_render_document(handle, cr, &viewport, &error)
        let problem = SVGDocument.take(error)
        guard drawn != 0 else { throw SVGError(path: name, reason: problem ?? "librsvg could not draw it and gave no reason") }
        try checkCairo(cairo_status(cr), "drawing \(name)")
        return PNGImageDecoder.copyPixels(of: surface, name: name)
    }

    /// The size the document declares, checked.
    private static func measure(_ handle: OpaquePointer, name: String) throws(SVGError) -> Size {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // No absolute width and height (none, or percentages): the viewBox gives the size.
            var hasWidth: Int32 = 0, hasHeight: Int32 = 0, hasViewBox: Int32 = 0
            var w = RsvgLength(), h = RsvgLength(), box = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &w, &hasHeight, &h, &hasViewBox, &box)
            guard hasViewBox != 0 else {
                throw SVGError(path: name, reason: "the <svg> element has neither a width and height in absolute units nor a viewBox")
            }
            (width, height) = (box.width, box.height)
        }
        for (side, value) in [("width", width), ("height", height)] {
            guard value.isFinite, value > 0, value <= maximumSide else {
                throw SVGError(path: name, reason: "\(side) \(value) pt is not a usable size (more than 0, at most \(Int(maximumSide)))")
            }
        }
        return Size(width: width, height: height)
    }

    /// The message of a GError librsvg set, which is freed here (nil: none was set).
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "librsvg gave an error with no message"
    }
}
