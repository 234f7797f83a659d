import CCairo
import FlipbookSupport

extension Font {
    /// The Pango description of the font at `points` (already clamped by the caller): family,
    /// absolute size, weight, style (italic) and stretch (condensed, expanded). The caller owns it
    /// (`pango_font_description_free`). The one place a `Font` becomes a Pango font, for labels,
    /// attributed runs and `ProjectFonts` alike.
    func makePangoDescription(points: Double) -> OpaquePointer? {
        guard let desc = pango_font_description_new() else { return nil }
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, points * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight.numericWeight)))
        // Only set when not the default, so a plain font's description is what it always was.
        if traits.contains(.traitItalic) { pango_font_description_set_style(desc, PANGO_STYLE_ITALIC) }
        if let stretch = pangoStretch { pango_font_description_set_stretch(desc, stretch) }
        return desc
    }

    /// Pango's stretch for a condensed or expanded font; nil for normal width.
    var pangoStretch: PangoStretch? {
        if traits.contains(.traitCondensed) { return PANGO_STRETCH_CONDENSED }
        if traits.contains(.traitExpanded) { return PANGO_STRETCH_EXPANDED }
        return nil
    }
}

extension PangoLayoutHandle {
    /// Turns on `font`'s OpenType features (`Font.features`) over the whole text, beside the
    /// attributes already set. No features: the layout is left as it is.
    func applyFeatures(of font: Font) {
        guard !font.features.isEmpty else { return }
        // Tags are four printable ASCII letters; anything else is dropped, not handed to Pango.
        let tags = font.features.filter { $0.utf8.count == 4 && $0.utf8.allSatisfy { (0x21...0x7E).contains($0) } }
        guard !tags.isEmpty, let attr = pango_attr_font_features_new(tags.joined(separator: ",")) else { return }
        attr.pointee.start_index = 0
        attr.pointee.end_index = UInt32.max
        if let list = pango_layout_get_attributes(layout) {
            // The layout's own list: inserting changes it in place.
            pango_attr_list_insert(list, attr)
            pango_layout_set_attributes(layout, list)
        } else {
            guard let list = pango_attr_list_new() else { return }
            defer { pango_attr_list_unref(list) }
            pango_attr_list_insert(list, attr)
            pango_layout_set_attributes(layout, list)
        }
    }
}
