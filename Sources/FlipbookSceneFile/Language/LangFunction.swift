import FlipbookLayout
import FlipbookScene
/// Why a built-in function refused its arguments (turned into a `LangError`
/// with a caret at the call by the evaluator).
struct LangFunctionFailure: Error, Sendable {
    let message: String
}

/// The built-in functions of value expressions.
///
/// Each is written with exactly the IEEE operations documented, so results
/// match the same Swift expression bit for bit.
enum LangFunction: String, CaseIterable, Sendable, Hashable {
    case min, max, clamp, lerp, progress, abs, floor, ceil, round, sqrt, mod, below

    /// The reference the two-argument `progress(a, b)` reads as its `x`, supplied by whoever
    /// evaluates (scene files supply none and reserve the name).
    static let implicitInput = "input"

    /// How the function is called, for error messages.
    var signature: String {
        switch self {
        case .min: return "min(a, b, …)"
        case .max: return "max(a, b, …)"
        case .clamp: return "clamp(x, lo, hi)"
        case .lerp: return "lerp(a, b, t)"
        case .progress: return "progress(x, a, b) or progress(a, b)"
        case .abs, .floor, .ceil, .round, .sqrt: return "\(rawValue)(x)"
        case .mod: return "mod(a, b)"
        case .below: return "below(x, edge)"
        }
    }

    func accepts(argumentCount n: Int) -> Bool {
        switch self {
        case .min, .max: return n >= 2
        case .clamp, .lerp: return n == 3
        case .progress: return n == 2 || n == 3
        case .abs, .floor, .ceil, .round, .sqrt: return n == 1
        case .mod, .below: return n == 2
        }
    }

    /// Message for a wrong argument count.
    var arityMessage: String {
        switch self {
        case .min, .max: return "\(rawValue) needs at least 2 arguments: \(signature)"
        case .clamp, .lerp: return "\(rawValue) takes 3 arguments: \(signature)"
        case .progress: return "progress takes 2 or 3 arguments: \(signature)"
        case .abs, .floor, .ceil, .round, .sqrt: return "\(rawValue) takes 1 argument: \(signature)"
        case .mod, .below: return "\(rawValue) takes 2 arguments: \(signature)"
        }
    }

    /// Applies the function. For the two-argument `progress(a, b)` the
    /// evaluator prepends the value of `input`, so `args` is always `[x, a, b]`.
    func apply(_ args: [Double]) -> Result<Double, LangFunctionFailure> {
        switch self {
        case .min:
            // Folding Swift.min pairwise is exactly what variadic Swift.min does.
            var result = args[0]
            for value in args.dropFirst() { result = Swift.min(result, value) }
            return .success(result)
        case .max:
            var result = args[0]
            for value in args.dropFirst() { result = Swift.max(result, value) }
            return .success(result)
        case .clamp:
            return .success(LangFunction.clamp(args[0], args[1], args[2]))
        case .lerp:
            let (a, b, t) = (args[0], args[1], args[2])
            return .success(a + (b - a) * t)
        case .progress:
            let (x, a, b) = (args[0], args[1], args[2])
            if b == a {
                return .failure(LangFunctionFailure(
                    message: "progress range is empty: start and end are both \(formatNumber(a))"))
            }
            return .success(LangFunction.clamp((x - a) / (b - a), 0, 1))
        case .abs:
            return .success(Swift.abs(args[0]))
        case .floor:
            return .success(args[0].rounded(.down))
        case .ceil:
            return .success(args[0].rounded(.up))
        case .round:
            // Halves round away from zero, like C's round() and Swift's rounded().
            return .success(args[0].rounded())
        case .sqrt:
            if args[0] < 0 {
                return .failure(LangFunctionFailure(
                    message: "sqrt of a negative number (\(formatNumber(args[0])))"))
            }
            return .success(args[0].squareRoot())
        case .mod:
            // The remainder with the sign of `a`, as Swift's truncatingRemainder (and C's fmod).
            if args[1] == 0 { return .failure(LangFunctionFailure(message: "mod by zero")) }
            return .success(args[0].truncatingRemainder(dividingBy: args[1]))
        case .below:
            // 1 when x < edge, else 0: for switches such as "hidden when alpha < 0.3".
            return .success(args[0] < args[1] ? 1 : 0)
        }
    }

    /// clamp(x, lo, hi) = min(max(x, lo), hi), as documented.
    static func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double {
        Swift.min(Swift.max(x, lo), hi)
    }
}
