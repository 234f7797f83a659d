/// Numbers as they were written: `300` rather than `300.0`, and otherwise Swift's shortest
/// representation that parses back to the same bits (`0.30000000000000004`, `1e-05`). Constraint
/// descriptions read like UIKit's, and scene-file expressions print and reparse exactly.
/// (Integral values are tested without `rounded()`, which would pull in libm without Foundation.)
///
/// ```swift
/// formatNumber(300.0)   // "300"
/// formatNumber(0.1)     // "0.1"
/// ```
public func formatNumber(_ value: Double) -> String {
    if value.isFinite, abs(value) < 1e15 {
        let whole = Int64(value)
        if Double(whole) == value { return String(whole) }
    }
    return String(value)
}

public func formatNumber(_ value: Float) -> String {
    if value.isFinite, abs(value) < 1e7 {
        let whole = Int64(value)
        if Float(whole) == value { return String(whole) }
    }
    return String(value)
}
