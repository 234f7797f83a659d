/// UIKit's priority arithmetic, `UILayoutPriority + Float` and `- Float`
/// (https://developer.apple.com/documentation/uikit/uilayoutpriority), so `.required - 1` and
/// `.defaultHigh + 1` read as app code writes them. The result is clamped to 1…1000, as
/// `LayoutPriority(rawValue:)` clamps every priority (chosen: UIKit documents the range, 1 to
/// 1000, not what an out-of-range value does).
///
/// ```swift
/// height.priority = .required - 1        // 999: breakable, but above everything else
/// ```
public extension LayoutPriority {
    static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
