import CCairo

/// An open group or masked section of the painter.
enum OpenGroup {
    /// A group; below opacity 1, or blending other than normally, it pushed an offscreen layer.
    case group(opacity: Double, blend: GroupBlend)
    /// A masked section's content is being drawn (pushed).
    case maskedContent
    /// Its mask is being drawn (pushed above the content).
    case mask
    /// A projected group: its content goes to an offscreen context (CairoPainter+Projection.swift).
    case projected(ProjectedGroup)
}

extension CairoPainter {
    /// The content of a masked layer is drawn aside.
    mutating func beginMasked() {
        cairo_push_group(cr)
        openGroups.append(.maskedContent)
    }

    /// The content is done; the mask is drawn aside too, above it. A `beginMask` outside a
    /// masked section (a hand-built list) is ignored.
    mutating func beginMask() {
        guard case .maskedContent = openGroups.last else { return }
        finishContentShadows()
        openGroups[openGroups.count - 1] = .mask
        cairo_push_group(cr)
    }

    /// Paints the content through the mask's alpha. Both groups were pushed under the same
    /// matrix, so their patterns line up with the device pixels they came from.
    func endMask() {
        guard let mask = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(mask) }
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        cairo_set_source(cr, content)
        cairo_mask(cr, mask)
    }
}
