import FlipbookRender

/// The numbers a text field is drawn with. Apple documents the border styles by name only
/// (https://developer.apple.com/documentation/uikit/uitextfield/borderstyle), so each size here
/// is CHOSEN to match iOS 17's fields as they measure on screen, and marked; colours are UIKit's
/// semantic colours where the field uses one.
enum TextFieldLook {
    /// A rounded-rect field's corner radius: CHOSEN (iOS 13+ fields measure 5 pt).
    static let cornerRadius = 5.0
    /// A rounded-rect field's border: a hairline (CHOSEN 0.5 pt) in the separator grey
    /// (`UIColor.separator` is what the field's border resolves close to, light and dark).
    static let borderWidth = 0.5
    static let borderColor = Color.separator
    /// A rounded-rect field's fill: white in light, `tertiarySystemBackground` grey in dark
    /// (CHOSEN: the field reads as raised on black, as iOS 13+ draws it).
    static let roundedFill = Color.tertiarySystemBackground
    /// A `.line` or `.bezel` field's border: 1 pt in the label colour at 60 % (CHOSEN).
    static let lineColor = Color.secondaryLabel

    /// Space between the border and the text, left and right: CHOSEN 7 pt for a rounded rect
    /// (what iOS 7+ measures), 2 pt inside a line or bezel, none without a border.
    static func horizontalInset(for style: TextField.BorderStyle) -> Double {
        switch style {
        case .roundedRect: 7
        case .line, .bezel: 2
        case .none: 0
        }
    }

    /// The height a field adds to its font's line height: CHOSEN 14 pt for a rounded rect (a
    /// 17 pt body field is 34 pt tall on iOS 13+), 4 pt for a line or bezel, none without a border.
    static func verticalPadding(for style: TextField.BorderStyle) -> Double {
        switch style {
        case .roundedRect: 14
        case .line, .bezel: 4
        case .none: 0
        }
    }

    /// The clear button: a grey disc (CHOSEN 17 pt, the size of iOS's `xmark.circle.fill` in a
    /// body field) with a cross, its centre this far from the field's trailing edge (CHOSEN).
    static let clearButtonDiameter = 17.0
    static let clearButtonTrailingMargin = 6.0
    /// The space the clear button takes at the trailing end, margins included.
    static var clearButtonSpace: Double { clearButtonDiameter + 2 * clearButtonTrailingMargin }
    static let clearButtonDisc = Color.tertiaryLabel
    static let clearButtonCross = Color.systemBackground

    /// The insertion point while editing: 2 pt wide (CHOSEN), in the tint colour, as tall as a line.
    static let caretWidth = 2.0
}
