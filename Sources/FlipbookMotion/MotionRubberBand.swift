/// Rubber-banding past a scroll view's edge, UIKit's formula:
///
///     f(x) = (1 − 1 / (x·c / d + 1)) · d
///
/// x is the overscroll (how far the finger went past the edge), d the scroll
/// view's size along that axis, c = 0.55. f(x) < d always, f′(0) = c, and
/// negative x mirrors positive.
///
/// ```swift
/// RubberBand.offset(overscroll: 100, dimension: 960)       // ≈ 52.02 pt shown
/// RubberBand.overscroll(forOffset: 52.02, dimension: 960)  // ≈ 100 pt of finger travel
/// ```
public enum RubberBand {
    /// UIScrollView's rubber-band constant.
    public static let coefficient = 0.55

    /// The offset shown past the edge for a finger `x` points past it.
    /// Computed as x·c·d / (|x|·c + d), the same value without the cancellation of
    /// 1 − 1/(…). Degenerate input: NaN x or c → treated as 0 / `coefficient`;
    /// d ≤ 0 or NaN → 0 (no room to stretch); d = +∞ → c·x (no resistance build-up);
    /// x = ±∞ → ±d.
    ///
    /// ```swift
    /// RubberBand.offset(overscroll: -40, dimension: 800)   // ≈ −21.4
    /// ```
    public static func offset(overscroll x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        let c = c.isNaN ? coefficient : max(0, c)
        guard !x.isNaN, !d.isNaN, d > 0, c > 0 else { return 0 }
        if d == .infinity { return x.isInfinite ? x : c * x }
        if x.isInfinite { return x > 0 ? d : -d }
        if c == .infinity { return x == 0 ? 0 : (x > 0 ? d : -d) }
        return x * c * d / (abs(x) * c + d)
    }

    /// The inverse: how far past the edge the finger went for a shown offset `y`,
    /// x = y·d / (c·(d − |y|)). |y| ≥ d cannot be shown, so it returns ±∞ (the
    /// sign of y). NaN y or d ≤ 0 → 0; d = +∞ → y / c.
    ///
    /// ```swift
    /// let shown = RubberBand.offset(overscroll: 120, dimension: 700)
    /// RubberBand.overscroll(forOffset: shown, dimension: 700)   // 120
    /// ```
    public static func overscroll(forOffset y: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        let c = c.isNaN ? coefficient : max(0, c)
        guard !y.isNaN, !d.isNaN, d > 0 else { return 0 }
        if y == 0 { return 0 }
        if c == 0 { return y > 0 ? .infinity : -.infinity }
        if d == .infinity { return y / c }
        let shown = abs(y)
        if shown >= d { return y > 0 ? .infinity : -.infinity }
        return y * d / (c * (d - shown))
    }
}
