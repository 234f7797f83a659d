import FlipbookRender
import FlipbookScene

// UIKit's names for attributed text's values, so that
// `attributes[.paragraphStyle] = NSMutableParagraphStyle()` ports as it is.
//
// ```swift
// let style = NSMutableParagraphStyle()
// style.lineSpacing = 4
// let shadow = NSShadow()
// shadow.shadowBlurRadius = 2
// label.attributedText = NSAttributedString(string: "Title", attributes: [
//     .paragraphStyle: style, .shadow: shadow, .underlineStyle: NSUnderlineStyle.single.rawValue])
// ```

public typealias NSParagraphStyle = ParagraphStyle
public typealias NSMutableParagraphStyle = MutableParagraphStyle
public typealias NSShadow = AttributedShadow
public typealias NSUnderlineStyle = UnderlineStyle

