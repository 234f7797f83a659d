import CCairo
import FlipbookSupport

extension PangoLayoutHandle {
    /// Applies attributed runs to the layout as Pango attributes (font family, size and weight;
    /// foreground colour and alpha; letter spacing for kern). Ranges outside the text are cut
    /// to it; an empty one is skipped.
    package func apply(_ styles: [TextStyle], text: String) {
        guard !styles.isEmpty, let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        let utf16 = text.utf16
        func byteOffset(_ unit: Int) -> UInt32 {
            let clamped = max(0, min(unit, utf16.count))
            let index = utf16.index(utf16.startIndex, offsetBy: clamped)
            // An offset inside a surrogate pair rounds down to the character's start.
            let scalarIndex = index.samePosition(in: text.unicodeScalars) ?? text.unicodeScalars.index(before: index)
            return UInt32(clamping: text.utf8.distance(from: text.utf8.startIndex, to: scalarIndex))
        }
        func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?, _ start: UInt32, _ end: UInt32) {
            guard let attr else { return }
            attr.pointee.start_index = start
            attr.pointee.end_index = end
            pango_attr_list_insert(list, attr)
        }
        for style in styles {
            let start = byteOffset(style.range.lowerBound), end = byteOffset(style.range.upperBound)
            guard start < end else { continue }
            if let font = style.font {
                insert(pango_attr_family_new(font.family), start, end)
                let size = CheckedNumber.clamped(font.size, to: PangoTextContext.fontSizes) * Double(PANGO_SCALE)
                insert(pango_attr_size_new_absolute(CheckedNumber.int32(clamping: size)), start, end)
                insert(pango_attr_weight_new(PangoWeight(rawValue: UInt32(font.weight.numericWeight))), start, end)
                insert(pango_attr_style_new(font.traits.contains(.traitItalic) ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL), start, end)
                insert(pango_attr_stretch_new(font.pangoStretch ?? PANGO_STRETCH_NORMAL), start, end)
            }
            if let color = style.color {
                func channel(_ v: Double) -> UInt16 { UInt16(max(0, min(65535, (v * 65535).rounded()))) }
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), start, end)
                insert(pango_attr_foreground_alpha_new(channel(max(color.alpha, 1 / 65535))), start, end)
            }
            if let kern = style.kern {
                let spacing = CheckedNumber.clamped(kern, to: -1000...1000) * Double(PANGO_SCALE)
                insert(pango_attr_letter_spacing_new(CheckedNumber.int32(clamping: spacing)), start, end)
            }
        }
        pango_layout_set_attributes(layout, list)
    }
}
