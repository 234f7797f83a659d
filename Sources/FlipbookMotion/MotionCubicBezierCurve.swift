/// A CSS / Core Animation cubic Bézier timing function from (0, 0) to (1, 1)
/// with control points (x1, y1) and (x2, y2) — what `CAMediaTimingFunction`
/// and `UICubicTimingParameters` describe.
///
/// ```swift
/// let ease = CubicBezierCurve(0.25, 0.1, 0.25, 1)   // CSS "ease"
/// ease.value(at: 0.5)                                // ≈ 0.802
/// CubicBezierCurve.easeInOut.value(at: 0.5)          // 0.5
/// ```
public struct CubicBezierCurve: TimingCurve, Hashable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// Creates the curve. `x1` and `x2` are clamped to 0…1 so x(t) is monotone and
    /// every progress maps to exactly one point; y may leave 0…1 (overshooting
    /// curves). NaN control values become 0.
    ///
    /// ```swift
    /// let snappy = CubicBezierCurve(0.2, 0.9, 0.3, 1)
    /// ```
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = MotionMath.clamp(x1, 0...1, nan: 0)
        self.x2 = MotionMath.clamp(x2, 0...1, nan: 0)
        self.y1 = y1.isFinite ? y1 : 0
        self.y2 = y2.isFinite ? y2 : 0
    }

    /// `(0, 0, 1, 1)`: output equals input.
    public static let linear = CubicBezierCurve(0, 0, 1, 1)
    /// `(0.42, 0, 1, 1)`: UIKit's `.easeIn` / `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = CubicBezierCurve(0.42, 0, 1, 1)
    /// `(0, 0, 0.58, 1)`: UIKit's `.easeOut` / `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = CubicBezierCurve(0, 0, 0.58, 1)
    /// `(0.42, 0, 0.58, 1)`: UIKit's `.easeInOut` / `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInOut = CubicBezierCurve(0.42, 0, 0.58, 1)

    /// Eased progress: solves x(t) = progress for the curve parameter t (Newton's
    /// method, falling back to bisection, to 1e-7 in x) and returns y(t).
    /// `progress` is clamped to 0…1 (NaN counts as 0); the endpoints are exact.
    ///
    /// ```swift
    /// CubicBezierCurve.easeIn.value(at: 0.25)    // ≈ 0.093
    /// CubicBezierCurve.easeIn.value(at: 2)       // 1 (clamped)
    /// ```
    public func value(at progress: Double) -> Double {
        let x = MotionMath.clamp(progress, 0...1, nan: 0)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return sampleY(solveParameter(forX: x))
    }

    // Polynomial form B(t) = ((a·t + b)·t + c)·t with c = 3P1, b = 3(P2 − P1) − c, a = 1 − c − b.
    private func sampleX(_ t: Double) -> Double {
        let c = 3 * x1, b = 3 * (x2 - x1) - c, a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    private func sampleY(_ t: Double) -> Double {
        let c = 3 * y1, b = 3 * (y2 - y1) - c, a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    private func sampleDerivativeX(_ t: Double) -> Double {
        let c = 3 * x1, b = 3 * (x2 - x1) - c, a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }

    private func solveParameter(forX x: Double) -> Double {
        let tolerance = 1e-7
        // Newton converges in a few steps almost everywhere; it stalls only where
        // x′(t) ≈ 0 (x1 or x2 at 0 or 1), which bisection then handles.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < tolerance { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
            if !(t >= 0 && t <= 1) { break }
        }
        // x(t) is monotone on 0…1 because x1, x2 ∈ 0…1, so bisection always converges.
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<100 {
            let value = sampleX(t)
            if abs(value - x) < tolerance { return t }
            if value < x { lo = t } else { hi = t }
            t = 0.5 * (lo + hi)
        }
        return t
    }
}
