/// A UIKit-style layout priority, from 1 to 1000.
///
/// `1000` (``required``) is a hard constraint: the solver never violates it and
/// throws when required constraints contradict each other. Anything below is a
/// preference.
///
/// ## Why symbolic (lexicographic) strengths
///
/// Kiwi folds strengths into one weighted sum (strong = 1e6, medium = 1e3,
/// weak = 1), so 1,001 weak constraints can outvote one medium constraint.
/// UIKit documents the opposite: a higher priority is satisfied as well as
/// possible before any lower priority is considered. This solver follows the
/// original Cassowary (Borning, Badros, Stuckey): the objective is a vector with
/// one component per distinct priority in use, compared lexicographically from
/// the highest priority down. Within one priority every constraint's error counts
/// with weight 1.
///
/// How that is kept fast: the objective is stored as one sparse row per priority
/// level that is actually in use (typically 2–4 levels), kept in descending
/// order. A reduced cost is then "the first non-zero coefficient of this symbol
/// across the level rows", read with a binary search per level; the pivoting code
/// substitutes into each level row exactly as Kiwi substitutes into its single
/// objective row. No big-M constants, no floating-point mixing of 1e6 and 1 in the
/// same number, and a level that is no longer used is dropped. Required
/// constraints never contribute to the objective.
///
/// ```swift
/// try solver.addConstraint((width == 120).withStrength(.defaultHigh))   // 750
/// try solver.addConstraint((width == 80).withStrength(751))              // wins
/// ```
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority, always within 1...1000.
    public let priority: Float

    /// Creates a strength; values outside 1...1000 are clamped and NaN becomes 1,
    /// so a bad priority can never crash layout.
    public init(_ priority: Float) {
        if priority.isNaN {
            self.priority = 1
        } else {
            self.priority = min(max(priority, 1), 1000)
        }
    }

    public init(integerLiteral value: Int) {
        self.init(Float(min(max(value, 0), 10_000)))
    }

    public init(floatLiteral value: Double) {
        self.init(Float(value))
    }

    /// 1000: must hold. Never part of the objective.
    public static let required = Strength(1000)
    /// 999: the strongest preference; what UIKit falls back to when it breaks a
    /// required constraint.
    public static let almostRequired = Strength(999)
    /// 750: UIKit's `defaultHigh` (e.g. compression resistance).
    public static let defaultHigh = Strength(750)
    /// 250: UIKit's `defaultLow` (e.g. content hugging).
    public static let defaultLow = Strength(250)
    /// 50: UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Strength(50)

    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }

    public var description: String { formatNumber(priority) }
}
