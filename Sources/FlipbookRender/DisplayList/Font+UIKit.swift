public extension Font {
    /// UIKit's `pointSize`: the font's size in points.
    ///
    /// ```swift
    /// title.font = title.font.withSize(title.font.pointSize * 0.8)
    /// ```
    var pointSize: Double { size }
}
