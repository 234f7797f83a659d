import FlipbookLayout

/// The edges, centres, sizes and baselines a constraint can relate, as `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline

    var isHorizontal: Bool { [.left, .right, .leading, .trailing, .width, .centerX].contains(self) }
    var isDimension: Bool { self == .width || self == .height }
}

/// How a constraint relates its two sides, as `NSLayoutConstraint.Relation`: the solver's own
/// `Relation` under UIKit's names, so Auto Layout, the solver and scene files share one type.
///
/// ```swift
/// let r: LayoutRelation = .lessThanOrEqual
/// r.symbol                            // "<="
/// LayoutRelation(symbol: ">=")        // .greaterThanOrEqual
/// ```
public typealias LayoutRelation = Relation

extension Relation {
    public static var lessThanOrEqual: Relation { .lessOrEqual }
    public static var greaterThanOrEqual: Relation { .greaterOrEqual }

    /// `==`, `<=` or `>=`, as constraints print and scene files write them.
    public var symbol: String { description }

    public init?(symbol: String) {
        switch symbol {
        case "==": self = .equal
        case "<=": self = .lessOrEqual
        case ">=": self = .greaterOrEqual
        default: return nil
        }
    }
}

/// A constraint priority, 1…1000, as `UILayoutPriority`.
///
/// ```swift
/// let preferred = header.heightAnchor.constraint(equalToConstant: 300)
/// preferred.priority = .defaultHigh    // 750
/// ```
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByFloatLiteral,
                              ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = min(1000, max(1, rawValue.isNaN ? 1 : rawValue)) }
    public init(_ value: Float) { self.init(rawValue: value) }
    public init(floatLiteral value: Float) { self.init(rawValue: value) }
    public init(integerLiteral value: Int) { self.init(rawValue: Float(value)) }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let dragThatCanResizeScene = LayoutPriority(510)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    public var isRequired: Bool { rawValue >= 1000 }
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public var description: String {
        // Int(exactly:) is nil for NaN, infinities and values past Int, which print as they are.
        if rawValue == rawValue.rounded(), let whole = Int(exactly: rawValue) { return String(whole) }
        return String(rawValue)
    }
}

/// The two axes, for content hugging and compression resistance, as `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}

/// Which way leading and trailing point, as `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable {
    case leftToRight, rightToLeft
}
