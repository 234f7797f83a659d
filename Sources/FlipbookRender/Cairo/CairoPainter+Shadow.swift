import CCairo

extension CairoPainter {
    /// The most pixels one shadow's mask may have; a bigger one (a huge radius or shape, from
    /// the Swift API) is left out rather than allocated.
    static let maxShadowPixels = 4096 * 4096

    /// Draws a shadow of `shadow.shape`: the shape, moved by the offset, is filled into an alpha
    /// mask in device pixels, blurred (three box blurs, a close Gaussian of σ = radius/2
    /// points), and the shadow colour is painted through it. Cairo has no blur of its own.
    package func drawShadow(_ shadow: Shadow) throws {
        try paintShadow(shadow) { mc in
            CairoPainter(cr: mc, scale: scale, text: text).addPath(shadow.shape)
            cairo_set_source_rgba(mc, 0, 0, 0, 1)
            cairo_fill(mc)
        }
    }

    /// Ends a content shadow: the group's drawing (pushed at the shadow op) is taken back, its
    /// alpha shadowed under it, then it is painted. A shadow Cairo cannot make is left out; the
    /// content is always painted.
    package func finishContentShadow(_ shadow: Shadow) {
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        try? paintShadow(shadow) { mc in
            cairo_set_source(mc, content)
            cairo_paint(mc)
        }
        cairo_set_source(cr, content)
        cairo_paint(cr)
    }

    /// Makes the mask (`fill` draws into it in the painter's user space, already moved by the
    /// offset), blurs it and paints the shadow colour through it. `shadow.shape` bounds the mask.
    func paintShadow(_ shadow: Shadow, fill: (OpaquePointer) -> Void) throws {
        guard shadow.color.alpha > 0, shadow.radius.isFinite, shadow.radius >= 0,
              shadow.offset.width.isFinite, shadow.offset.height.isFinite else { return }
        guard let (sigma, margin) = deviceBlur(radius: shadow.radius) else { return }
        // The shadow's device-space box: the moved shape's corners, plus the blur's reach.
        let box = deviceBox(of: shadow.shape.bounds, offset: shadow.offset, margin: margin)
        let (x0, y0) = (box.x0, box.y0)
        guard let (width, height) = box.pixelSize(limit: Self.maxShadowPixels),
              let w32 = Int32(exactly: width), let h32 = Int32(exactly: height) else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)

        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w32, h32) else { return }
        defer { cairo_surface_destroy(mask) }
        try checkCairo(cairo_surface_status(mask), "creating a shadow mask")
        guard let mc = cairo_create(mask) else { return }
        defer { cairo_destroy(mc) }
        try checkCairo(cairo_status(mc), "drawing a shadow mask")
        // The painter's transform, moved so the box's corner is the mask's origin.
        var placed = m
        placed.x0 -= x0
        placed.y0 -= y0
        cairo_set_matrix(mc, &placed)
        cairo_translate(mc, shadow.offset.width, shadow.offset.height)
        fill(mc)
        cairo_surface_flush(mask)

        if sigma > 0, let data = cairo_image_surface_get_data(mask) {
            let stride = Int(cairo_image_surface_get_stride(mask))
            ShadowBlur.blur(UnsafeMutablePointer(data), width: width, height: height, stride: stride, sigma: sigma)
            cairo_surface_mark_dirty(mask)
        }

        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        setSource(shadow.color)
        cairo_mask_surface(cr, mask, x0, y0)
    }
}

/// A Gaussian blur of an 8-bit alpha mask, as three successive box blurs each way.
enum ShadowBlur {
    /// The three box widths whose succession best matches a Gaussian of `sigma` pixels.
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let mIdeal = (12 * sigma * sigma - n * Double(lower * lower) - 4 * n * Double(lower) - 3 * n) / Double(-4 * lower - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { ($0 < m ? lower : upper) / 2 }.map { max(0, $0) }
    }

    /// Blurs one 8-bit channel: `pixelStep` bytes apart along a row (1 for a mask, 4 for one
    /// channel of ARGB32 pixels), rows `stride` bytes apart.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
                     pixelStep: Int = 1) {
        var line = [Double](repeating: 0, count: max(width, height))
        var out = line
        for radius in boxRadii(sigma: sigma) where radius > 0 {
            for y in 0..<height {
                for x in 0..<width { line[x] = Double(data[y * stride + x * pixelStep]) }
                box(line, into: &out, count: width, radius: radius)
                for x in 0..<width { data[y * stride + x * pixelStep] = UInt8(max(0, min(255, out[x].rounded()))) }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = Double(data[y * stride + x * pixelStep]) }
                box(line, into: &out, count: height, radius: radius)
                for y in 0..<height { data[y * stride + x * pixelStep] = UInt8(max(0, min(255, out[y].rounded()))) }
            }
        }
    }

    /// A running-sum box blur of width 2·radius+1; outside the line is transparent.
    private static func box(_ src: [Double], into dst: inout [Double], count: Int, radius: Int) {
        let span = Double(2 * radius + 1)
        var sum = 0.0
        for i in 0...min(radius, count - 1) { sum += src[i] }
        for i in 0..<count {
            dst[i] = sum / span
            let add = i + radius + 1, drop = i - radius
            if add < count { sum += src[add] }
            if drop >= 0 { sum -= src[drop] }
        }
    }
}
