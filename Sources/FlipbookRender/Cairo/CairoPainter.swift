import CCairo
import FlipbookSupport

/// Replays draw ops onto one Cairo context. Lives for one frame on one thread.
package struct CairoPainter {
    /// The context drawn into: the canvas's, or a projected group's offscreen one while it is open.
    var cr: OpaquePointer
    /// Device pixels per point of `cr`.
    var scale: Double
    let text: PangoTextContext
    /// Where the canvas sits in someone else's context (a PDF page): composed after every
    /// group's transform. Nil for a raster canvas of its own, whose groups set the matrix
    /// directly, so raster frames stay byte-identical to what they were before vector output.
    var placement: cairo_matrix_t?
    /// Every open group and masked section, so `endGroup` knows whether it pushed a layer and
    /// `endMasked` what to composite (CairoPainter+Mask.swift).
    var openGroups: [OpenGroup] = []
    /// Content shadows waiting for their group to end, with the group depth they belong to
    /// (CairoPainter+Shadow.swift).
    var contentShadows: [(depth: Int, shadow: Shadow)] = []
    /// False inside a projected group drawn at another density than the canvas: the `layer`
    /// rectangles (`LayerBounds`, measured at the canvas's scale) do not apply there.
    var usesLayerBounds = true
    /// On a vector page, the list drawn so far rasterised for the backdrop blur about to begin
    /// (BackdropBlurPage.swift); nil elsewhere.
    var pageBackdrop: BackdropBlurPage?

    package init(cr: OpaquePointer, scale: Double, text: PangoTextContext, placement: cairo_matrix_t? = nil) {
        self.cr = cr; self.scale = scale; self.text = text; self.placement = placement
    }

    package func paintBackground(_ color: Color) {
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
    }

    /// `layer`: for a translucent `beginGroup`, the pixels its content can reach (`LayerBounds`),
    /// so its offscreen layer is no larger.
    package mutating func draw(_ op: DrawOp, layer: PixelRect? = nil) throws {
        switch op {
        case .beginGroup(let group): begin(group, layer: layer)
        case .endGroup: end()
        case let .fill(shape, color):
            addPath(shape)
            setSource(color)
            cairo_fill(cr)
        case let .stroke(shape, color, width):
            addPath(shape)
            setSource(color)
            // A width past Cairo's fixed-point range draws garbage; no stroke is wider than a canvas.
            cairo_set_line_width(cr, CheckedNumber.clamped(width, to: 0...Double(Rasterizer.maxPixelsPerSide)))
            cairo_stroke(cr)
        case .text(let run): try drawText(run)
        case let .image(ref, rect, mode): try drawImage(ref, in: rect, mode: mode)
        case .shadow(let shadow) where shadow.fromContent:
            // The group's content is drawn aside and shadowed when the group ends.
            cairo_push_group(cr)
            contentShadows.append((openGroups.count, shadow))
        case .shadow(let shadow): try drawShadow(shadow)
        case let .strokePath(shape, color, style): strokePath(shape, color, style)
        case let .gradient(gradient, shape): try fill(shape, with: gradient)
        case .beginMasked: beginMasked()
        case .beginMask: beginMask()
        case .endMasked: end()
        }
    }

    private mutating func begin(_ group: Group, layer: PixelRect?) {
        if let projection = group.projection { beginProjected(group, projection); return }
        cairo_save(cr)
        let t = group.transform
        var m = cairo_matrix_t(xx: t.a * scale, yx: t.b * scale, xy: t.c * scale, yy: t.d * scale,
                               x0: t.tx * scale, y0: t.ty * scale)
        if var placement {
            var placed = cairo_matrix_t()
            cairo_matrix_multiply(&placed, &m, &placement)   // the group's transform, then the page's
            m = placed
        }
        var inverse = m
        if cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS {
            cairo_set_matrix(cr, &m)
        } else {
            // A transform that flattens the group (scale 0, where pop-in animations start, or a
            // non-finite one): UIKit draws nothing, and Cairo would refuse the matrix. An empty
            // clip keeps the parent's matrix and hides the group and everything inside it.
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, 0, 0)
            cairo_clip(cr)
        }
        if let clip = group.clip {
            addPath(clip)
            cairo_clip(cr)
        }
        // The backdrop is what is under the group before it draws, so it is blurred first.
        if let backdrop = group.backdrop { try? blurBackdrop(backdrop) }
        // Pushing after the clip keeps the offscreen layer no larger than what can show.
        let opacity = min(1, max(0, group.opacity))
        if opacity < 1 || group.blend != .normal {
            if let layer, placement == nil, usesLayerBounds {
                // In device pixels, whole ones, so the clip needs no coverage mask.
                var m = cairo_matrix_t()
                cairo_get_matrix(cr, &m)
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, Double(layer.x), Double(layer.y), Double(layer.width), Double(layer.height))
                cairo_clip(cr)
                cairo_set_matrix(cr, &m)
            }
            cairo_push_group(cr)
        }
        openGroups.append(.group(opacity: opacity, blend: group.blend))
    }

    /// Ends every group still open, innermost first (for a context that outlives the painter).
    package mutating func closeOpenGroups() {
        while !openGroups.isEmpty { end() }
        // A content shadow outside any group (a hand-built list) ends with the list.
        while let pending = contentShadows.popLast() { finishContentShadow(pending.shadow) }
    }

    mutating func end() {
        finishContentShadows()
        switch openGroups.popLast() {
        case nil: return
        case let .group(opacity, blend):
            if opacity < 1 || blend != .normal {
                cairo_pop_group_to_source(cr)
                // The operator is part of the state cairo_restore puts back.
                if blend != .normal { cairo_set_operator(cr, blend.cairoOperator) }
                cairo_paint_with_alpha(cr, opacity)
            }
            cairo_restore(cr)
        case .maskedContent:
            // No mask part came: the content shows as it is.
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        case .mask:
            endMask()
        case .projected(let aside):
            endProjected(aside)
        }
    }

    /// Ends the content shadow of the innermost open group or section, if it has one.
    mutating func finishContentShadows() {
        if let pending = contentShadows.last, pending.depth == openGroups.count {
            contentShadows.removeLast()
            finishContentShadow(pending.shadow)
        }
    }

    package func setSource(_ c: Color) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }

    package func addPath(_ shape: Shape) {
        cairo_new_path(cr)
        // Only a path chooses its fill rule; every other shape fills by Cairo's default.
        if case .path = shape {} else { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
        switch shape {
        case .rect(let r):
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        case let .roundedRect(r, radius):
            let rad = max(0, min(radius, min(r.width, r.height) / 2))
            guard rad > 0 else { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height); return }
            let half = Double.pi / 2
            cairo_new_sub_path(cr)
            cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -half, 0)
            cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, half)
            cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, half, 2 * half)
            cairo_arc(cr, r.minX + rad, r.minY + rad, rad, 2 * half, 3 * half)
            cairo_close_path(cr)
        case .ellipse(let r):
            guard r.width > 0, r.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, r.midX, r.midY)
            cairo_scale(cr, r.width / 2, r.height / 2)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)
        case .polygon(let points):
            guard let first = points.first, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
            cairo_move_to(cr, first.x, first.y)
            for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
        case let .path(path, fillRule):
            cairo_set_fill_rule(cr, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            addPath(path)
        }
    }

    private func drawText(_ run: TextRun) throws {
        guard !run.text.isEmpty, run.frame.width > 0, run.frame.height > 0 else { return }
        let block = try text.block(for: run, drawnInto: cr)
        let size = block.size
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // UILabel centres its text block vertically; text taller than the label (one line in a
        // shorter box) starts at the top and is cut at the label's bottom, as a label's drawing
        // is cut to its layer.
        let fits = size.height <= run.frame.height
        let top = fits ? run.frame.minY + (run.frame.height - size.height) / 2 : run.frame.minY
        if !fits || block.overflowsWidth {
            let margin = block.overflowsWidth ? 0 : run.font.size
            cairo_rectangle(cr, run.frame.minX - margin, fits ? top - run.font.size : run.frame.minY,
                            run.frame.width + 2 * margin, fits ? size.height + 2 * run.font.size : run.frame.height)
            cairo_clip(cr)
        }
        let origin = Point(x: run.frame.minX, y: top)
        // Shadows first, under the text: the label's of all of it, each attributed one of its runs.
        let reach = Shape.rect(Rect(x: run.frame.minX - run.font.size, y: top - run.font.size,
                                    width: max(size.width, run.frame.width) + 2 * run.font.size,
                                    height: size.height + 2 * run.font.size))
        func shadow(_ s: TextShadow) -> Shadow { Shadow(shape: reach, color: s.color, offset: s.offset, radius: s.blurRadius) }
        if let whole = run.shadow, whole.color.alpha > 0 {
            try paintShadow(shadow(whole)) { mc in
                cairo_set_source_rgba(mc, 0, 0, 0, 1)
                block.draw(into: mc, at: origin)
            }
        }
        for attributed in block.shadows {
            try paintShadow(shadow(attributed)) { mc in
                cairo_set_source_rgba(mc, 0, 0, 0, 1)
                block.drawShadowed(by: attributed, into: mc, at: origin)
            }
        }
        setSource(run.color)
        block.draw(into: cr, at: origin)
    }

    private func drawImage(_ ref: ImageRef, in rect: Rect, mode: ContentMode) throws {
        let image = ref.image
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        // Cairo takes the sides and the row length as Int32s; an image past them (built through
        // the Swift API) is refused, not converted with a trap.
        guard let side = Int32(exactly: image.width), let rows = Int32(exactly: image.height),
              let stride = Int32(exactly: image.width * 4), image.pixels.count >= image.width * image.height else {
            throw RenderError.imageCorrupt(path: image.name, reason: "\(image.width)×\(image.height) pixels is more than Cairo can draw")
        }
        let dest = mode.destination(for: image.size(scale: ref.scale), in: rect)
        try image.pixels.withUnsafeBufferPointer { buffer in
            // Cairo only reads a source surface; the mutable cast is for its C signature.
            let data = UnsafeMutableRawPointer(mutating: buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, side, rows, stride)
            defer { cairo_surface_destroy(surface) }
            try checkCairo(cairo_surface_status(surface), "wrapping image \(image.name)")
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_rectangle(cr, dest.minX, dest.minY, dest.width, dest.height)
            cairo_clip(cr)
            if placement == nil, try drawKept(image, source: surface!, in: dest) { return }
            cairo_translate(cr, dest.minX, dest.minY)
            cairo_scale(cr, dest.width / Double(image.width), dest.height / Double(image.height))
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            if placement == nil {
                // Pad so edge pixels are not blended with transparency when scaled.
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            } else {
                // A vector page embeds the image as it is (a padded copy would be rasterized
                // bigger), once per document however many frames show it.
                try VectorImageIdentity.tag(surface, with: image)
            }
            cairo_paint(cr)
        }
    }

    /// Draws `image`, scaled into `dest` (clipped to it already), from the pixels this thread's
    /// `ScaledImageCache` kept of the same scale and sub-pixel offset, when the current matrix
    /// only scales and translates; false when it does more (the caller filters as usual).
    private func drawKept(_ image: DecodedImage, source: OpaquePointer, in dest: Rect) throws -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return false }
        // Device coordinates of the image's origin and far corner, as cairo_translate and
        // cairo_scale would make them.
        let originX = dest.minX * m.xx + m.x0, originY = dest.minY * m.yy + m.y0
        let scaleX = m.xx * (dest.width / Double(image.width)), scaleY = m.yy * (dest.height / Double(image.height))
        let left = originX.rounded(.down), top = originY.rounded(.down)
        let right = (dest.maxX * m.xx + m.x0).rounded(.up), bottom = (dest.maxY * m.yy + m.y0).rounded(.up)
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite,
              right - left >= 1, bottom - top >= 1,
              right - left <= Double(ScaledImageCache.maximumSide), bottom - top <= Double(ScaledImageCache.maximumSide),
              abs(left) < 1e9, abs(top) < 1e9 else { return false }
        let key = ScaledImageCache.Key(image: ObjectIdentifier(image), scaleX: scaleX, scaleY: scaleY,
                                       offsetX: originX - left, offsetY: originY - top,
                                       width: Int(right - left), height: Int(bottom - top))
        let entry = try ScaledImageCache.current().entry(for: key, image: image, source: source)
        try entry.kept.composite(into: cr, left: left, top: top, "image")
        return true
    }

}
