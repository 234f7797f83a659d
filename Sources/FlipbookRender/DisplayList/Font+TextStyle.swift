extension Font {
    /// The system font for a text style, as `UIFont.preferredFont(forTextStyle:)`. The font
    /// remembers its style: a label it is set on draws it at its scene's
    /// `contentSizeCategory` (off-device the scene's category is the reader's setting, which a
    /// device app reads when it makes the font). Its `size` is the Large (default) size.
    ///
    /// ```swift
    /// label.font = .preferredFont(forTextStyle: .body)
    /// scene.contentSizeCategory = .accessibilityExtraLarge   // the label draws at 40 pt
    /// ```
    public static func preferredFont(forTextStyle style: FontTextStyle) -> Font {
        var font = preferredFont(forTextStyle: style, compatibleWith: .large)
        font.contentSizeCategory = nil
        return font
    }

    /// The system font for a text style at a given category, as `UIFont.preferredFont(forTextStyle:
    /// compatibleWith:)` with a trait collection of that category. It keeps that size unless
    /// the label showing it has `adjustsFontForContentSizeCategory` set.
    ///
    /// ```swift
    /// Font.preferredFont(forTextStyle: .headline, compatibleWith: .accessibilityMedium).size   // 28
    /// ```
    public static func preferredFont(forTextStyle style: FontTextStyle, compatibleWith category: ContentSizeCategory) -> Font {
        var font = Font.systemFont(ofSize: style.pointSize(for: category), weight: style.weight)
        font.textStyle = style
        font.contentSizeCategory = category
        return font
    }

    /// Whether the font follows the content size category of where it is shown: a text-style font
    /// made without a category always does; one made for a category only when `adjusting`
    /// (a label's `adjustsFontForContentSizeCategory`).
    public func followsContentSizeCategory(adjusting: Bool) -> Bool {
        textStyle != nil && (contentSizeCategory == nil || adjusting)
    }

    /// This font at `category` if it follows it (see `followsContentSizeCategory`), else itself.
    /// The style and the category the font was made for are kept, so setting the result back on
    /// a label changes nothing.
    ///
    /// ```swift
    /// Font.preferredFont(forTextStyle: .body).resolved(for: .extraLarge, adjusting: false).size   // 19
    /// ```
    public func resolved(for category: ContentSizeCategory, adjusting: Bool) -> Font {
        guard let style = textStyle, followsContentSizeCategory(adjusting: adjusting) else { return self }
        var font = self
        font.size = style.scaledSize(scaling, at: category)
        return font
    }

    /// The font as the rasterizer sees it: family, size and weight, without the text style it
    /// came from (display lists and replays of a text-style label match a plain font's).
    public var drawn: Font {
        var font = self
        font.textStyle = nil; font.contentSizeCategory = nil; font.scaling = nil
        return font
    }
}
