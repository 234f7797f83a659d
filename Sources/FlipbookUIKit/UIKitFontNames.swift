import FlipbookRender
import FlipbookScene

// UIKit's names for fonts and symbol images, so that `UIFontDescriptor.SymbolicTraits`,
// `UIFontMetrics(forTextStyle:)` and `UIImage.SymbolConfiguration(pointSize:weight:)` port by
// changing the import.
//
// ```swift
// import FlipbookUIKit
// let base = UIFont(name: "Lobster-Regular", size: 17) ?? .systemFont(ofSize: 17)
// title.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: base)
// chevron.image = UIImage(systemName: "chevron.right",
//                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold))
// ```

public typealias UIFontDescriptor = FontDescriptor
public typealias UIFontMetrics = FontMetrics

public extension Image {
    /// `UIImage.SymbolConfiguration`.
    typealias SymbolConfiguration = FlipbookScene.SymbolConfiguration
    /// `UIImage.SymbolWeight`.
    typealias SymbolWeight = FlipbookScene.SymbolWeight
    /// `UIImage.SymbolScale`.
    typealias SymbolScale = FlipbookScene.SymbolScale
}
