/// UIKit's priority arithmetic, `UILayoutPriority + Float` and `- Float`
/// (https://developer.apple.com/documentation/uikit/uilayoutpriority), so `.required - 1` and
/// `.defaultHigh + 1` read as app code writes them; the result stays within 1…1000 as every
/// priority does.
///
/// ```swift
/// height.priority = .required - 1        // 999: breakable, but above everything else
/// ```
public extension LayoutPriority {
    static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
