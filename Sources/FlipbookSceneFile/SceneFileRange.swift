import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// The range a kind of number in a scene file must lie in, checked where the number is read (and,
/// for bindings, at every step it is computed), so no value traps a conversion, overflows a
/// sum, or reaches Cairo or Pango out of their range. docs/scene.schema.json gives the same
/// ranges as `minimum`/`maximum`; docs/limits.md lists them.
///
/// ```swift
/// SceneFileRange.frames.check(1e19)   // "must be a whole number in 0…10000"
/// SceneFileRange.points.check(12)     // nil: fine
/// ```
struct SceneFileRange: Sendable {
    let bounds: ClosedRange<Double>
    /// Counts (frames, lines) must be whole numbers.
    let whole: Bool

    init(_ bounds: ClosedRange<Double>, whole: Bool = false) {
        self.bounds = bounds; self.whole = whole
    }

    /// Coordinates, lengths, radii, offsets, insets, spacing, constraint constants (a negative
    /// width or radius is refused or clamped where it is read): ±1,000,000 points,
    /// 250 screens of the largest size, and still exact in Pango's 22.10 fixed point at 3x.
    static let points = SceneFileRange(-SceneFileLimits.points...SceneFileLimits.points)
    /// Frames of a hold, steps of a count.
    static let frames = SceneFileRange(0...Double(SceneFileLimits.steps), whole: true)
    /// A label's `lines` (0: as many as the text needs).
    static let lines = SceneFileRange(0...Double(SceneFileLimits.labelLines), whole: true)
    /// Font sizes in points.
    static let fontSize = SceneFileRange(SceneFileLimits.fontSize)
    /// Layout priorities, as UIKit's.
    static let priority = SceneFileRange(1...1000)
    /// Seconds of a timeline, a drag, a wait, an event.
    static let seconds = SceneFileRange(0...SceneFileLimits.seconds)
    /// Rotations in radians (about 160 turns).
    static let angle = SceneFileRange(-1000...1000)
    /// Scale factors of a transform.
    static let factor = SceneFileRange(-1000...1000)
    /// Any finite number a property clamps itself (alpha to 0…1, hidden to zero or not).
    static let finite = SceneFileRange(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)

    /// Nil when `value` is in range; otherwise what is wrong, for a problem at the value's place.
    func check(_ value: Double) -> String? {
        guard !value.isFinite || !bounds.contains(value) || (whole && value != value.rounded()) else { return nil }
        if !value.isFinite { return "the number is not finite" }
        return "must be \(whole ? "a whole number" : "a number") in \(Self.format(bounds.lowerBound))…\(Self.format(bounds.upperBound)), found \(Self.format(value))"
    }

    /// The value as an Int, for a whole-number range (the check already passed).
    func int(_ value: Double) -> Int? {
        CheckedNumber.int(value, in: Int(bounds.lowerBound)...Int(bounds.upperBound))
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}

extension Node {
    /// A number in `range`, or nil with a problem at this node's place.
    func number(in range: SceneFileRange) -> Double? {
        guard let n = number else { return nil }
        if let problem = range.check(n) { log.add(path, problem); return nil }
        return n
    }

    /// A whole number in `range` as an Int, or nil with a problem at this node's place.
    func int(in range: SceneFileRange) -> Int? {
        number(in: range).flatMap(range.int)
    }
}

extension ValueReader {
    /// A number or an expression of the repeat indices, in `range`; a problem at its place if not.
    func number(_ node: Node, in range: SceneFileRange) -> Double? {
        guard let n = number(node) else { return nil }
        if let problem = range.check(n) { node.log.add(node.path, problem); return nil }
        return n
    }

    func numbers(_ node: Node, count: Int, in range: SceneFileRange) -> [Double]? {
        guard let values = numbers(node, count: count) else { return nil }
        for (k, v) in values.enumerated() {
            if let problem = range.check(v) { node.log.add("\(node.path)[\(k)]", problem); return nil }
        }
        return values
    }
}
