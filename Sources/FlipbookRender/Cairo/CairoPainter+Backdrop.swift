import CCairo

extension CairoPainter {
    /// Blurs what the current target holds under `backdrop.shape` (in user space): the region, and
    /// the blur's reach around it, is copied out at a reduced resolution, blurred channel by
    /// channel with the shadow's box blurs, and painted back inside the shape. Only an image target
    /// has pixels to read (a PDF page does not: nothing happens there); a region too large to copy
    /// is left sharp.
    func blurBackdrop(_ backdrop: BackdropBlur) throws {
        guard backdrop.radius.isFinite, backdrop.radius > 0, let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        guard let (sigma, margin) = deviceBlur(radius: backdrop.radius) else { return }
        let reach = deviceBox(of: backdrop.shape.bounds, margin: margin)
        // The target's own pixels: a pushed group's surface may be offset on the canvas.
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let targetWidth = Double(cairo_image_surface_get_width(target)), targetHeight = Double(cairo_image_surface_get_height(target))
        // Within the blur's reach of the target's edges: past them the edge pixels repeat (as the
        // device's blur does at the screen's edge), so a bar at the top does not fade to clear.
        let box = DeviceBox(x0: max(-offsetX - margin, reach.x0), y0: max(-offsetY - margin, reach.y0),
                            x1: min(targetWidth - offsetX + margin, reach.x1), y1: min(targetHeight - offsetY + margin, reach.y1))
        let (x0, y0) = (box.x0, box.y0)
        guard let (width, height) = box.pixelSize(limit: Self.maxShadowPixels) else { return }

        cairo_surface_flush(target)
        // A wide blur keeps no fine detail: it is made at a fraction of the resolution (σ about 3
        // pixels there) and drawn back smoothly, which costs a fraction of the full-size work.
        let factor = max(1, min(16, Int((sigma / 3).rounded(.down))))
        let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
        guard let sw = Int32(exactly: smallWidth), let sh = Int32(exactly: smallHeight),
              let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, sw, sh) else { return }
        defer { cairo_surface_destroy(copy) }
        try checkCairo(cairo_surface_status(copy), "creating a backdrop copy")
        guard let cc = cairo_create(copy) else { return }
        defer { cairo_destroy(cc) }
        try checkCairo(cairo_status(cc), "copying a backdrop")
        cairo_scale(cc, 1 / Double(factor), 1 / Double(factor))
        cairo_set_source_surface(cc, target, -x0, -y0)
        cairo_pattern_set_extend(cairo_get_source(cc), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cc), CAIRO_FILTER_GOOD)   // averages: no shimmer as content scrolls under
        cairo_set_operator(cc, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cc)
        cairo_surface_flush(copy)
        if let data = cairo_image_surface_get_data(copy) {
            let stride = Int(cairo_image_surface_get_stride(copy))
            for channel in 0..<4 {
                ShadowBlur.blur(UnsafeMutablePointer(data) + channel, width: smallWidth, height: smallHeight, stride: stride,
                                sigma: sigma / Double(factor), pixelStep: 4)
            }
            cairo_surface_mark_dirty(copy)
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        addPath(backdrop.shape)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, x0, y0)
        cairo_scale(cr, Double(factor), Double(factor))
        cairo_set_source_surface(cr, copy, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
    }
}
