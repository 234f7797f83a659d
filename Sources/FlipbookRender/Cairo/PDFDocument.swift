import CCairo

/// A PDF drawn page by page with Cairo's PDF surface, its bytes collected in memory: display
/// lists go onto the current page as vectors (`DisplayListDrawing`), `endPage()` starts the
/// next, `finish()` returns the file. Where the caller puts the bytes (atomically) is its own
/// business; this type touches no file.
///
/// ```swift
/// let pdf = try PDFDocument(pageSize: Size(width: 595.28, height: 841.89), title: "blog-header")   // A4
/// try pdf.draw(pageDecoration, at: .zero, scale: 1)
/// try pdf.draw(frame.displayList, at: Point(x: 36, y: 72), scale: 0.375)
/// try pdf.endPage()
/// let bytes = try pdf.finish()
/// ```
///
/// One owner: the Cairo surface and context live exactly as long as this object. Not for
/// sharing between threads (Cairo contexts are not); a handout draws it in one `finish()`.
public final class PDFDocument {
    public let pageSize: Size
    private let output = Output()
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private var finished = false

    /// Where Cairo's write callback appends the file as it is made.
    private final class Output {
        var bytes: [UInt8] = []
    }

    /// - Parameters:
    ///   - pageSize: in PDF points (1/72 in), each side in `1...14_400` (PDF's own limit).
    ///   - title: the document's title in its metadata (what a viewer's window shows).
    public init(pageSize: Size, title: String? = nil) throws {
        let sides = 1.0...14_400.0
        guard pageSize.width.isFinite, pageSize.height.isFinite,
              sides.contains(pageSize.width), sides.contains(pageSize.height) else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(CAIRO_STATUS_INVALID_SIZE)),
                                    context: "making a \(pageSize.width)×\(pageSize.height) pt PDF page (each side 1…14400)")
        }
        self.pageSize = pageSize
        let closure = Unmanaged.passUnretained(output).toOpaque()
        // Never nil: Cairo returns an error surface instead, checked below.
        let surface = cairo_pdf_surface_create_for_stream({ closure, data, length in
            // Called only while the surface lives, which `output` (owned by the same object) outlives.
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let output = Unmanaged<Output>.fromOpaque(closure).takeUnretainedValue()
            output.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, closure, pageSize.width, pageSize.height)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)   // not yet ours to release in deinit
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)), context: "creating a PDF surface")
        }
        // Never nil either: a context on a failed surface is an error context, checked below.
        let context = cairo_create(surface)!
        self.surface = surface
        self.context = context
        // From here on a throw releases both in deinit.
        try checkCairo(cairo_status(context), "creating a PDF drawing context")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Flipbook")
        if let title { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        // Cairo stamps the clock into /CreationDate unless told a date; a fixed one keeps the same
        // scene's handout byte-identical from run to run, like every other output.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.creationDate)
        try checkCairo(cairo_surface_status(surface), "setting the PDF's metadata")
    }

    /// Every handout's /CreationDate (ISO 8601, as Cairo takes it).
    static let creationDate = "2000-01-01T00:00:00Z"

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Draws `list` on the current page with its top-left at `origin` (points from the page's
    /// top-left), `scale` page points per list point.
    public func draw(_ list: DisplayList, at origin: Point, scale: Double) throws {
        try checkOpen()
        try DisplayListDrawing.draw(list, into: context, at: origin, scale: scale)
        try checkCairo(cairo_surface_status(surface), "drawing a PDF page")
    }

    /// Ends the current page; drawing goes on on a new, blank one.
    public func endPage() throws {
        try checkOpen()
        cairo_show_page(context)
        try checkCairo(cairo_status(context), "ending a PDF page")
        try checkCairo(cairo_surface_status(surface), "writing a PDF page")
    }

    /// Ends the last page and the document and returns the whole file. Call once, after the last
    /// `endPage()`: a page drawn after that would become one more page.
    public func finish() throws -> [UInt8] {
        try checkOpen()
        finished = true
        cairo_surface_finish(surface)
        try checkCairo(cairo_surface_status(surface), "finishing the PDF")
        return output.bytes
    }

    private func checkOpen() throws {
        guard !finished else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(CAIRO_STATUS_SURFACE_FINISHED)),
                                    context: "using a PDF after finish()")
        }
    }
}
