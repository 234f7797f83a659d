/// The device-pixel grid along one axis: offsets a screen of `scale` pixels per point can show
/// without resampling (multiples of 1/scale pt). UIKit rounds scroll offsets to it: a content
/// offset of 3.8 set on a scroll view reads back as 4.0 on a 1× screen
/// (andrewmarinov.com/uiscrollviews-contentoffset-precision), and −187.5 on a 3× iPhone reads
/// back as −187.333… (codepudding.com/os/164136.html), so a scroll that comes to rest here
/// stops where UIKit's would.
///
/// ```swift
/// let grid = PixelGrid(scale: 2)
/// grid.round(50459.6)      // 50459.5
/// grid.contains(12.5)      // true
/// ```
public struct PixelGrid: Sendable, Hashable {
    /// Pixels per point, clamped to 0.25…16 (NaN → 1).
    public let scale: Double

    public init(scale: Double) {
        self.scale = MotionMath.clamp(scale, 0.25...16, nan: 1)
    }

    /// The nearest grid point (ties away from zero); non-finite values come back unchanged.
    public func round(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e12 else { return value }
        return (value * scale).rounded() / scale
    }

    /// Whether `value` lies on the grid (within 1e-6 px).
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        let pixels = value * scale
        return abs(pixels - pixels.rounded()) <= 1e-6
    }
}

/// Makes motions that approach their rest asymptotically arrive exactly on a grid point at
/// their end time, without the final jump a snap would show.
///
/// The end point is chosen on the pixel grid up front, then the motion is reshaped so it lands
/// there:
///
/// - A coast x₀ + v₀·expm1(kt)/k, which UIKit stops once slower than
///   `ScrollDeceleration.restingSpeed`, is scaled: x(t) = x₀ + (rest − x₀)·expm1(kt)/expm1(kT).
///   It has the coast's shape and decay constant k, reaches `rest` exactly at T, and its start
///   velocity differs from v₀ by the factor (rest − x₀)/(D·(1 − e^{kT})) — for the usual
///   0.5 pt/s stop, 1 + 0.5/|v₀| plus the rounding of D (under half a pixel). Frame-to-frame
///   steps shrink to the last one.
/// - A bounce b(t) around an edge, which ends within 0.5 pt of it at T, has the remainder b(T)
///   taken out along the critically damped spring's own step response
///   u(t) = 1 − e^{−ω₀t}(1 + ω₀t): b(t) − b(T)·u(t)/u(T). u starts with zero value and slope, so
///   the bounce's start (and the coast it continues) is unchanged, and u is flat by T, so the
///   last steps still shrink.
///
/// ```swift
/// let decel = ScrollDeceleration(velocity: 1000)
/// let end = decel.duration()
/// PixelGridLanding.coast(from: 0, to: 499.5, decay: decel, endTime: end, atTime: end).offset   // 499.5
/// ```
public enum PixelGridLanding {
    /// A coast from `start` that lands exactly on `rest` at `endTime` (the deceleration's
    /// `duration()`), with `decay`'s decay constant.
    public static func coast(from start: Double, to rest: Double, decay: ScrollDeceleration, endTime: Double,
                             atTime t: Double) -> (offset: Double, velocity: Double) {
        let time = MotionMath.clamp(t, 0...Double.infinity, nan: 0)
        let k = 1000 * MotionMath.log(decay.rate.rawValue)
        let whole = MotionMath.expm1(k * endTime)        // in (−1, 0) for endTime > 0
        guard endTime > 0, time < endTime, whole != 0, whole.isFinite else { return (rest, 0) }
        let distance = rest - start
        let offset = start + distance * MotionMath.expm1(k * time) / whole
        let velocity = distance * k * MotionMath.exp(k * time) / whole
        return (offset, velocity)
    }

    /// A bounce around `edge` that ends exactly on it at `endTime` (the bounce's `duration`).
    public static func bounce(_ bounce: BounceBack, edge: Double, endTime: Double,
                              atTime t: Double) -> (offset: Double, velocity: Double) {
        let time = MotionMath.clamp(t, 0...Double.infinity, nan: 0)
        guard endTime > 0, time < endTime else { return (edge, 0) }
        let w = BounceBack.naturalFrequency
        func step(_ s: Double) -> Double { 1 - MotionMath.exp(-w * s) * (1 + w * s) }
        let whole = step(endTime)
        let left = bounce.offset(atTime: endTime)
        guard whole > 0 else { return (edge + bounce.offset(atTime: time), bounce.velocity(atTime: time)) }
        let offset = edge + bounce.offset(atTime: time) - left * step(time) / whole
        let velocity = bounce.velocity(atTime: time) - left * w * w * time * MotionMath.exp(-w * time) / whole
        return (offset, velocity)
    }
}
