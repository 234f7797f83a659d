import Foundation
import FlipbookRender

/// `CAKeyframeAnimation`: a property through `values` at `keyTimes` (fractions of the duration;
/// evenly spread when nil or not one per value), each segment eased by its entry in
/// `timingFunctions`, the values in between found by `calculationMode`; or a position along `path`,
/// turned with it by `rotationMode` (developer.apple.com/documentation/quartzcore/cakeyframeanimation).
/// As Apple documents: discrete holds each value until the next key time and takes one key time
/// more than values; paced and cubic paced ignore `keyTimes` and `timingFunctions`; a path's key
/// times number one more than its segments.
///
/// ```swift
/// let shake = CAKeyframeAnimation(keyPath: "position.x")
/// shake.values = [0, 10, -10, 10, 0]
/// shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
/// shake.duration = 0.4
/// shake.isAdditive = true
/// field.layer.add(shake, forKey: "shake")
/// ```
open class KeyframeAnimation: PropertyAnimation {
    /// `CAAnimationCalculationMode`.
    public struct CalculationMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = CalculationMode(rawValue: "linear")
        public static let discrete = CalculationMode(rawValue: "discrete")
        public static let paced = CalculationMode(rawValue: "paced")
        public static let cubic = CalculationMode(rawValue: "cubic")
        public static let cubicPaced = CalculationMode(rawValue: "cubicPaced")

        var mode: KeyframeCalculationMode {
            switch self {
            case .discrete: .discrete
            case .paced: .paced
            case .cubic: .cubic
            case .cubicPaced: .cubicPaced
            default: .linear
            }
        }
    }

    /// `CAAnimationRotationMode`: the layer turns to face along the path (`rotateAuto`), or the
    /// other way (`rotateAutoReverse`).
    public struct RotationMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let rotateAuto = RotationMode(rawValue: "auto")
        public static let rotateAutoReverse = RotationMode(rawValue: "autoReverse")
    }

    public var values: [Any]?
    /// For `position`: the way to move along, in place of `values`.
    public var path: GraphicsPath?
    public var keyTimes: [NSNumber]?
    public var timingFunctions: [MediaTimingFunction]?
    public var calculationMode: CalculationMode = .linear
    public var rotationMode: RotationMode?

    override func value(at f: Double, shown: AnimatableValue, path keyPath: AnimationKeyPath) -> AnimatableValue {
        let current = keyPath.read(shown)
        let mixed: AnimatableValue
        if let motion = motion(for: keyPath) {
            guard let p = sample(motion, at: f) else { return shown }
            mixed = .point(p.point)
        } else {
            guard let way = way() else { return shown }
            mixed = way.value(at: segmentEased(f, times: way.times))
        }
        let result = isAdditive ? current.adding(mixed, times: 1) : mixed
        return keyPath.write(shown, result)
    }

    /// The turn a path with `rotationMode` gives the layer at eased fraction `f`, on top of its
    /// transform; nil when it has none.
    func rotationAlongPath(for keyPath: AnimationKeyPath) -> ((Double, AnimatableValue) -> AnimatableValue)? {
        guard let mode = rotationMode, let motion = motion(for: keyPath) else { return nil }
        let extra = mode == .rotateAutoReverse ? Double.pi : 0
        return { [self] f, shown in
            guard case .transform(let t) = shown, let p = sample(motion, at: f) else { return shown }
            return .transform(AffineTransform(rotationAngle: p.angle + extra).concatenating(t))
        }
    }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    // Made once, at the first frame: Core Animation reads the settings when the animation is added.
    private var madeWay: KeyframePath??
    private var madeMotion: PathMotion??

    private func motion(for keyPath: AnimationKeyPath) -> PathMotion? {
        guard keyPath.property == .center, keyPath.isWhole else { return nil }
        if let made = madeMotion { return made }
        let made = path.map { PathMotion(Path($0.shape)) }
        madeMotion = .some(made)
        return made
    }

    /// Where the path has the layer at eased fraction `f`: its key times (one per segment end) or
    /// equal shares, each segment eased by its timing function.
    private func sample(_ motion: PathMotion, at f: Double) -> (point: Point, angle: Double)? {
        let n = motion.segmentCount
        let given = validKeyTimes.flatMap { $0.count == n + 1 ? $0 : nil }
        let times = given ?? (0...max(1, n)).map { Double($0) / Double(max(1, n)) }
        return motion.sample(at: segmentEased(f, times: times), paced: isPaced, keyTimes: given)
    }

    /// The key times when they rise from 0…1 and are all finite; nil otherwise.
    private var validKeyTimes: [Double]? {
        guard let given = keyTimes?.map(\.doubleValue), !given.isEmpty,
              given.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
              zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
        return given
    }

    private func way() -> KeyframePath? {
        if let made = madeWay { return made }
        let values = (self.values ?? []).compactMap(AnimationKeyPath.value)
        var made: KeyframePath?
        if !values.isEmpty, values.count == (self.values ?? []).count {
            let n = values.count
            let times: [Double]
            if calculationMode == .discrete {
                // One key time per value, plus the end: each value holds from its time to the next.
                if let given = validKeyTimes, given.count == n + 1 || given.count == n { times = Array(given.prefix(n)) }
                else { times = (0..<n).map { Double($0) / Double(n) } }
            } else if let given = validKeyTimes, given.count == n {
                times = given
            } else {
                times = n > 1 ? (0..<n).map { Double($0) / Double(n - 1) } : [0]
            }
            made = KeyframePath(values: values, times: times, mode: calculationMode.mode)
        }
        madeWay = .some(made)
        return made
    }

    /// `f` with the segment it falls in eased by that segment's timing function.
    private func segmentEased(_ f: Double, times: [Double]?) -> Double {
        guard !isPaced, let functions = timingFunctions, !functions.isEmpty, let times, times.count > 1 else { return f }
        var i = 0
        while i + 2 < times.count, f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        guard span > 0, f > times[i], f < times[i + 1] else { return f }
        let function = functions[min(i, functions.count - 1)]
        return times[i] + function.value(at: (f - times[i]) / span) * span
    }
}
