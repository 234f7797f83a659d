import CCairo

extension DrawBlendMode {
    /// The Cairo operator computing this mode's formula (cairographics.org/operators/, whose
    /// blend modes are the PDF ones and whose other operators are Porter-Duff's). Cairo's PDF
    /// surface writes the separable and non-separable modes as PDF `/BM` blend modes, so a
    /// handout keeps them as vectors.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        // R = min(1, S + D): Cairo's ADD, which saturates the premultiplied sum.
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

extension GroupBlend {
    /// The operator a group's offscreen content is composited with.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal, .isolated: CAIRO_OPERATOR_OVER
        case .adding: CAIRO_OPERATOR_ADD
        case .mode(let mode): mode.cairoOperator
        }
    }
}
