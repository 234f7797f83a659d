import FlipbookRender

/// A property's way through its keyframe values: `values[i]` at `times[i]` (0…1, rising), found
/// in between as the calculation mode says, as `CAKeyframeAnimation` finds it
/// (developer.apple.com/documentation/quartzcore/cakeyframeanimation/calculationmode):
/// linear segments; discrete holds each value until the next key time; paced ignores the key
/// times and moves at one speed along the values' total length; cubic is a Catmull-Rom spline
/// through the values (Core Animation's cubic with tension, continuity and bias 0); cubic paced
/// is the spline run at paced times. Colours have no length: paced colours keep the key times.
///
/// ```swift
/// let path = KeyframePath(values: [.number(0), .number(10), .number(40)], times: [0, 0.5, 1], mode: .paced)
/// path.value(at: 0.25)   // .number(10): a quarter of the 40-long way
/// ```
struct KeyframePath {
    let values: [AnimatableValue]
    let times: [Double]
    let mode: KeyframeCalculationMode

    init(values: [AnimatableValue], times: [Double], mode: KeyframeCalculationMode) {
        self.values = values
        self.mode = mode
        if mode == .paced || mode == .cubicPaced, let paced = Self.pacedTimes(values) { self.times = paced } else { self.times = times }
    }

    /// Times spaced by the length of each step between values; nil when there is no length.
    static func pacedTimes(_ values: [AnimatableValue]) -> [Double]? {
        guard values.count > 1 else { return nil }
        var lengths = [0.0]
        for i in 1..<values.count {
            guard let d = values[i].distance(to: values[i - 1]) else { return nil }
            lengths.append(lengths[i - 1] + d)
        }
        guard let total = lengths.last, total > 0 else { return nil }
        return lengths.map { $0 / total }
    }

    func value(at u: Double) -> AnimatableValue {
        guard let first = values.first else { return .number(0) }
        guard values.count > 1, u > times[0] else { return first }
        guard u < times[times.count - 1] else { return values[values.count - 1] }
        // The segment i…i+1 holding u.
        var i = 0
        while i + 2 < times.count, u >= times[i + 1] { i += 1 }
        if mode == .discrete { return values[i] }
        let span = times[i + 1] - times[i]
        let t = span > 0 ? (u - times[i]) / span : 1
        switch mode {
        case .cubic, .cubicPaced:
            let p0 = values[max(0, i - 1)], p1 = values[i], p2 = values[i + 1], p3 = values[min(values.count - 1, i + 2)]
            return Self.catmullRom(p0, p1, p2, p3, t)
        default:
            return values[i].interpolated(to: values[i + 1], t)
        }
    }

    /// P(t) = ½[2P₁ + (P₂ − P₀)t + (2P₀ − 5P₁ + 4P₂ − P₃)t² + (3P₁ − P₀ − 3P₂ + P₃)t³], written as
    /// P₁ plus weighted differences so it works for any value that adds; colours mix linearly.
    static func catmullRom(_ p0: AnimatableValue, _ p1: AnimatableValue, _ p2: AnimatableValue, _ p3: AnimatableValue,
                           _ t: Double) -> AnimatableValue {
        guard let d0 = p0.offset(to: p1), let d2 = p2.offset(to: p1), let d3 = p3.offset(to: p1) else {
            return p1.interpolated(to: p2, t)
        }
        let t2 = t * t, t3 = t2 * t
        let w0 = 0.5 * (-t + 2 * t2 - t3), w2 = 0.5 * (t + 4 * t2 - 3 * t3), w3 = 0.5 * (-t2 + t3)
        return p1.adding(d0, times: w0).adding(d2, times: w2).adding(d3, times: w3)
    }
}

extension AnimatableValue {
    /// How far apart two values are, for paced timing: Euclidean over their parts; nil for colours.
    func distance(to other: AnimatableValue) -> Double? {
        switch (self, other) {
        case let (.number(a), .number(b)): return abs(a - b)
        case let (.point(a), .point(b)): return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        case let (.rect(a), .rect(b)):
            let parts = [a.origin.x - b.origin.x, a.origin.y - b.origin.y, a.size.width - b.size.width, a.size.height - b.size.height]
            return parts.map { Double($0 * $0) }.reduce(0, +).squareRoot()
        case let (.transform(a), .transform(b)):
            let p = DecomposedTransform(a), q = DecomposedTransform(b)
            let parts = [p.tx - q.tx, p.ty - q.ty, p.angle - q.angle, p.sx - q.sx, p.sy - q.sy, p.shear - q.shear]
            return parts.map { $0 * $0 }.reduce(0, +).squareRoot()
        default: return nil
        }
    }
}
