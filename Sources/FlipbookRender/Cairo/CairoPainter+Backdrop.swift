import CCairo

extension CairoPainter {
    /// Blurs what the current target holds under `backdrop.shape` (in user space): the region, and
    /// the blur's reach around it, is copied out at a reduced resolution, blurred with the
    /// shadow's box blurs (all four channels at once, BackdropBlurPixels), and painted back inside
    /// the shape with bilinear filtering, as iOS makes its materials. A vector page has no pixels
    /// to read: there the blurred region comes as an image from `pageBackdrop`, the list drawn so
    /// far rasterised at the page's density. A region too large to copy is left sharp.
    func blurBackdrop(_ backdrop: BackdropBlur) throws {
        guard backdrop.radius.isFinite, backdrop.radius > 0, let target = cairo_get_group_target(cr) else { return }
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            // A vector page: the blurred pixels come from the list rasterised at the page's density.
            if let pageBackdrop { try paintPageBackdrop(backdrop, from: pageBackdrop) }
            return
        }
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
        let format = cairo_image_surface_get_format(target)
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24, targetWidth >= 1, targetHeight >= 1,
           let source = cairo_image_surface_get_data(target),
           let destination = cairo_image_surface_get_data(copy) {
            // 32-bit pixels (every canvas and group): reduced, blurred and written here, four
            // channels at a time (BackdropBlurPixels).
            let pixels = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
            var small = BackdropBlurPixels.reduce(
                pixels, stride: Int(cairo_image_surface_get_stride(target)) / 4,
                sourceWidth: Int(targetWidth), sourceHeight: Int(targetHeight),
                left: Int(x0 + offsetX), top: Int(y0 + offsetY), factor: factor, width: smallWidth, height: smallHeight)
            if format == CAIRO_FORMAT_RGB24 { small.makeOpaque() }
            small.blur(sigma: sigma / Double(factor))
            // A bar: the shape and every clip are whole-pixel rectangles, so the blur is scaled
            // straight into the target's pixels, with no copy for Cairo to filter.
            if let rectangles = wholePixelClip(of: backdrop.shape) {
                let target32 = UnsafeMutableRawPointer(source).assumingMemoryBound(to: UInt32.self)
                let stride = Int(cairo_image_surface_get_stride(target)) / 4
                for r in rectangles {
                    let rx0 = max(0, r.x0 + Int(offsetX)), ry0 = max(0, r.y0 + Int(offsetY))
                    let rx1 = min(Int(targetWidth), r.x1 + Int(offsetX)), ry1 = min(Int(targetHeight), r.y1 + Int(offsetY))
                    small.upsample(into: target32, stride: stride, left: Int(x0 + offsetX), top: Int(y0 + offsetY),
                                   factor: factor, x0: rx0, y0: ry0, x1: rx1, y1: ry1)
                }
                cairo_surface_mark_dirty(target)
                return
            }
            small.write(into: UnsafeMutableRawPointer(destination).assumingMemoryBound(to: UInt32.self),
                        stride: Int(cairo_image_surface_get_stride(copy)) / 4)
            cairo_surface_mark_dirty(copy)
        } else {
            try reduceAndBlur(target, into: copy, x0: x0, y0: y0, factor: factor, sigma: sigma)
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

    /// Any other target (an alpha-only mask group): Cairo reduces it and the shadow's blur goes
    /// channel by channel.
    private func reduceAndBlur(_ target: OpaquePointer, into copy: OpaquePointer, x0: Double, y0: Double,
                               factor: Int, sigma: Double) throws {
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
        guard let data = cairo_image_surface_get_data(copy) else { return }
        let stride = Int(cairo_image_surface_get_stride(copy))
        let (smallWidth, smallHeight) = (Int(cairo_image_surface_get_width(copy)), Int(cairo_image_surface_get_height(copy)))
        for channel in 0..<4 {
            ShadowBlur.blur(UnsafeMutablePointer(data) + channel, width: smallWidth, height: smallHeight, stride: stride,
                            sigma: sigma / Double(factor), pixelStep: 4)
        }
        cairo_surface_mark_dirty(copy)
    }

    /// The device-pixel rectangles the current clip, narrowed to `shape`, comes to, when it is
    /// exactly that (a rectangle on whole pixels, an axis-aligned transform); nil otherwise
    /// (a rounded or turned shape is clipped by Cairo).
    private func wholePixelClip(of shape: Shape) -> [(x0: Int, y0: Int, x1: Int, y1: Int)]? {
        guard case .rect = shape else { return nil }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        addPath(shape)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var out: [(x0: Int, y0: Int, x1: Int, y1: Int)] = []
        for k in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[k]
            let edges = [r.x, r.y, r.x + r.width, r.y + r.height]
            guard edges.allSatisfy({ $0.isFinite && $0 == $0.rounded() && abs($0) < 1e8 }) else { return nil }
            out.append((Int(r.x), Int(r.y), Int(r.x + r.width), Int(r.y + r.height)))
        }
        return out
    }
}
