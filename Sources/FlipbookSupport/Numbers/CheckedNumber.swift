/// Turning a `Double` that came from outside (a scene file, a layout solver, a Swift API caller)
/// into an integer or a value a C library takes, without trapping: Swift's `Int(x)` and
/// `Int32(x)` stop the process on a value that is not finite or does not fit, and Cairo and Pango
/// misbehave on sizes past their fixed-point range.
///
/// Every such conversion in Flipbook goes through here: the scene-file reader to refuse a value
/// (naming its place), the renderer to clamp what reaches Cairo and Pango.
///
/// ```swift
/// CheckedNumber.int(3, in: 0...10)          // 3
/// CheckedNumber.int(1e19, in: 0...10)       // nil: out of range, no trap
/// CheckedNumber.int(2.5, in: 0...10)        // nil: not a whole number
/// CheckedNumber.clamped(.infinity, to: 0...100)   // 100
/// CheckedNumber.int32(clamping: 3e9)        // Int32.max
/// ```
public enum CheckedNumber {
    /// `value` as an `Int` when it is a whole number inside `range`; nil otherwise (NaN,
    /// infinities, fractions, anything outside).
    public static func int(_ value: Double, in range: ClosedRange<Int>) -> Int? {
        guard value.isFinite, value == value.rounded(),
              value >= Double(range.lowerBound), value <= Double(range.upperBound) else { return nil }
        // Inside the range and whole, so it fits an Int exactly (the bounds are Ints).
        return Int(exactly: value)
    }

    /// `value` inside `range`: NaN becomes the lower bound, everything else the nearest bound.
    public static func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double {
        guard !value.isNaN else { return range.lowerBound }
        return min(range.upperBound, max(range.lowerBound, value))
    }

    /// `value` rounded to the nearest `Int32`, clamped to its range (NaN is 0).
    public static func int32(clamping value: Double) -> Int32 {
        guard !value.isNaN else { return 0 }
        let limited = clamped(value.rounded(), to: Double(Int32.min)...Double(Int32.max))
        return Int32(limited)
    }

    /// `value` clamped to the `Int32` range, for counts handed to C.
    public static func int32(clamping value: Int) -> Int32 {
        Int32(clamping: value)
    }
}
