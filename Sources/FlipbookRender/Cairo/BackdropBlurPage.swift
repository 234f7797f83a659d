import CCairo

/// A backdrop blur on a vector page (a PDF handout): a page has no pixels to blur, so the list up
/// to and including the blurred group's start is rasterised at the page's density
/// (`CairoPainter.vectorPageDensity`, the density 3D-transformed layers are drawn at there: one
/// mechanism for both), where the raster painter blurs the backdrop as on any frame; the blurred
/// region of that raster, cut to the shape's box, is embedded in the page as an image and
/// clipped to the shape. What the group then draws (the material's tint, its content) stays
/// vector above it.
///
/// ```swift
/// // DisplayListDrawing does this for each group with a backdrop:
/// painter.pageBackdrop = try BackdropBlurPage(list, through: index)
/// ```
struct BackdropBlurPage {
    /// The list drawn through the group's start, at `density` pixels per list point.
    let frame: RasterFrame
    let density: Double

    /// Rasterises `list.ops[...index]` (groups left open are closed, as for any list cut short).
    init(_ list: DisplayList, through index: Int) throws {
        // At the page density, or less where that would pass the canvas limit.
        let largest = max(1, list.size.width, list.size.height)
        let density = min(CairoPainter.vectorPageDensity, Double(Rasterizer.maxPixelsPerSide) / largest)
        let prefix = DisplayList(size: list.size, scale: density, background: list.background, ops: Array(list.ops[...index]))
        frame = try Rasterizer(canvases: nil).render(prefix)
        self.density = density
    }
}

extension CairoPainter {

    /// Paints the blurred region under `backdrop.shape` (in the current user space, a group's)
    /// from `page`'s raster: `scale` and `placement` map list points onto the page as the
    /// groups' matrices do.
    func paintPageBackdrop(_ backdrop: BackdropBlur, from page: BackdropBlurPage) throws {
        guard let placement else { return }
        let (frame, density) = (page.frame, page.density)
        var scaling = cairo_matrix_t(), listToPage = cairo_matrix_t(), page = placement
        cairo_matrix_init_scale(&scaling, scale, scale)
        cairo_matrix_multiply(&listToPage, &scaling, &page)
        var pageToList = listToPage
        guard cairo_matrix_invert(&pageToList) == CAIRO_STATUS_SUCCESS else { return }
        // The shape's box in raster pixels: its corners through the group's matrix to the page,
        // back to list points, times the density; rounded out and kept inside the raster.
        let b = backdrop.shape.bounds
        var xs: [Double] = [], ys: [Double] = []
        for (cx, cy) in [(b.minX, b.minY), (b.maxX, b.minY), (b.minX, b.maxY), (b.maxX, b.maxY)] {
            var x = Double(cx), y = Double(cy)
            cairo_user_to_device(cr, &x, &y)
            cairo_matrix_transform_point(&pageToList, &x, &y)
            xs.append(x * density); ys.append(y * density)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        let x0 = Int(max(0, min(Double(frame.width), minX.rounded(.down))))
        let x1 = Int(max(0, min(Double(frame.width), maxX.rounded(.up))))
        let y0 = Int(max(0, min(Double(frame.height), minY.rounded(.down))))
        let y1 = Int(max(0, min(Double(frame.height), maxY.rounded(.up))))
        guard x1 > x0, y1 > y0, let crop = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0)) else { return }
        defer { cairo_surface_destroy(crop) }
        try checkCairo(cairo_surface_status(crop), "cutting out a page's blurred backdrop")
        guard let data = cairo_image_surface_get_data(crop) else { return }
        let stride = Int(cairo_image_surface_get_stride(crop)) / 4
        let out = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        frame.pixels.withUnsafeBufferPointer { pixels in
            for y in y0..<y1 {
                for x in x0..<x1 { out[(y - y0) * stride + (x - x0)] = pixels[y * frame.width + x] }
            }
        }
        cairo_surface_mark_dirty(crop)

        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        addPath(backdrop.shape)
        cairo_clip(cr)
        cairo_set_matrix(cr, &listToPage)
        cairo_translate(cr, Double(x0) / density, Double(y0) / density)
        cairo_scale(cr, 1 / density, 1 / density)
        cairo_set_source_surface(cr, crop, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
    }
}
