/// How long each APNG frame shows, as the fraction of seconds APNG stores (`delay_num /
/// delay_den`, 16 bits each). A frame shown for `count` steps of a run at `fps` lasts exactly
/// `count / fps` s: at 30 fps one step is 1/30 s and a frame merged from three identical steps
/// is 1/10 s, with no rounding to carry (GIF has to round to centiseconds, `GIFFrameDelays`).
///
/// ```swift
/// let delays = try APNGFrameDelays(fps: 30)
/// delays.delay(from: 0, count: 1)      // (1, 30)
/// delays.delay(from: 1, count: 3)      // (1, 10)
/// try APNGFrameDelays(fps: 29.97).delay(from: 0, count: 1)   // (100, 2997)
/// ```
///
/// The rate is read as a fraction of whole numbers up to 65535 (30 → 30/1, 29.97 → 2997/100);
/// when a long hold's exact fraction does not fit 16 bits, the delay is rounded to the finest of
/// ms, cs, ds or s that fits, from the run's start, so the rounding does not add up.
public struct APNGFrameDelays: Sendable, Equatable {
    public let fps: Double
    /// `fps` = steps / seconds, both in 1…65535.
    let steps: Int, seconds: Int

    public typealias Delay = (numerator: UInt16, denominator: UInt16)

    /// The rates a delay of one step (1/fps s) can be written at: 1/1000 … 1000 per second.
    public static let fpsRange = 0.001...1000.0

    public init(fps: Double) throws {
        guard fps.isFinite, Self.fpsRange.contains(fps) else {
            throw APNGError.invalidParameter("fps must be a number in 0.001…1000, got \(fps)")
        }
        self.fps = fps
        (steps, seconds) = Self.fraction(fps)
    }

    /// The delay of a frame shown from step `start` (0 = the run's first) for `count` steps;
    /// `start` ≥ 0 and 1 ≤ `count`.
    public func delay(from start: Int, count: Int) -> Delay {
        precondition(start >= 0 && count >= 1, "APNG delay from \(start) for \(count) steps")
        // count · seconds / steps, reduced; the denominator divides `steps`, so it always fits.
        let (product, overflow) = count.multipliedReportingOverflow(by: seconds)
        if !overflow {
            let g = Self.gcd(product, steps)
            if product / g <= Int(UInt16.max) { return (UInt16(product / g), UInt16(steps / g)) }
        }
        return rounded(from: start, count: count)
    }

    /// A hold too long for an exact 16-bit fraction: the finest unit whose count fits, with each
    /// end rounded from the start of the run (capped at 2⁴⁰ steps so the times stay exact doubles).
    private func rounded(from start: Int, count: Int) -> Delay {
        let first = Double(min(start, 1 << 40)), last = Double(min(start + min(count, 1 << 40), 1 << 41))
        for unit in [1000, 100, 10, 1] {
            let ticks = Double(unit) * Double(seconds) / Double(steps)
            let n = (last * ticks).rounded() - (first * ticks).rounded()
            if n <= Double(UInt16.max) { return (UInt16(max(n, 0)), UInt16(unit)) }
        }
        return (UInt16.max, 1)   // over 18 hours: APNG cannot say longer
    }

    /// The closest fraction p/q to `x` with p, q ≤ 65535 (continued fractions); exact for whole
    /// rates and for decimals like 29.97 or 12.5. `x` is in `fpsRange`.
    static func fraction(_ x: Double) -> (Int, Int) {
        let limit = Int(UInt16.max)
        var (p0, q0, p1, q1) = (0, 1, 1, 0)   // convergents h(-2)/k(-2), h(-1)/k(-1)
        var rest = x
        for _ in 0..<64 {
            let a = rest.rounded(.down)
            guard a <= Double(limit) else { break }
            let (p2, q2) = (Int(a) * p1 + p0, Int(a) * q1 + q0)
            guard p2 <= limit, q2 <= limit else { break }
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
            let fractional = rest - a
            if Double(p1) / Double(q1) == x || fractional < 1e-12 { break }
            rest = 1 / fractional
        }
        // x ≥ 0.001 > 1/65535, so the first convergents never leave p1 = 0.
        return (max(p1, 1), max(q1, 1))
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
