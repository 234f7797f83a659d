import FlipbookRender

/// What a golden's folder says about the renderer that made it (its `renderer.json`).
public enum RecordedFingerprint: Sendable, Equatable {
    /// No `renderer.json`: goldens recorded before fingerprints existed, or by hand.
    case missing
    /// A `renderer.json` that does not read as a fingerprint; the reason names the file.
    case unreadable(String)
    case recorded(RendererFingerprint)
}

/// How a comparison was decided, and why, for the output.
public struct ComparisonDecision: Sendable, Equatable {
    /// The options frames are compared with (`exact` set when the renderer is the same).
    public let options: ComparisonOptions
    /// Why the comparison is perceptual, for people: nil when it is exact.
    public let note: String?

    public var exact: Bool { options.exact }
}

/// Strict by default, tolerant by knowledge: frames are byte-identical for one build of the
/// renderer, so a golden recorded by this very build (same fingerprint) fails on any changed
/// pixel; one recorded by another build, or with no fingerprint, is compared perceptually
/// (pixelmatch's threshold and anti-aliasing detection), and the note says why.
///
/// The one decision every golden comparison makes (GoldenSink, so `verify` and the test API):
///
/// ```swift
/// let policy = GoldenComparisonPolicy(tolerance: GoldenTolerance())
/// let decision = policy.decide(recorded: .missing, current: try? RendererFingerprint.current())
/// decision.exact   // false: "golden has no renderer fingerprint (renderer.json) …"
/// ```
public struct GoldenComparisonPolicy: Sendable, Equatable {
    /// The colour rule (strict, or always perceptual) and what applies in both modes (the
    /// budget, ignore regions).
    public var tolerance: GoldenTolerance

    public init(tolerance: GoldenTolerance = GoldenTolerance()) {
        self.tolerance = tolerance
    }

    /// Exact when `recorded` is this build's fingerprint (`current`) and the tolerance is strict.
    public func decide(recorded: RecordedFingerprint, current: RendererFingerprint?) -> ComparisonDecision {
        let perceptual = tolerance.comparisonOptions(exact: false)
        if case .perceptual = tolerance.colour {
            return ComparisonDecision(options: perceptual, note: "a threshold was given: comparing perceptually")
        }
        let rerecord = "record again ('flipbook record', or FLIPBOOK_RECORD=all) to compare exactly"
        guard let current else {
            return ComparisonDecision(options: perceptual,
                                      note: "this build's renderer fingerprint is unknown: comparing perceptually")
        }
        switch recorded {
        case .missing:
            return ComparisonDecision(options: perceptual,
                                      note: "golden has no renderer fingerprint (renderer.json): comparing perceptually; \(rerecord)")
        case .unreadable(let why):
            return ComparisonDecision(options: perceptual, note: "\(why): comparing perceptually; \(rerecord)")
        case .recorded(let fingerprint):
            let differences = current.differences(from: fingerprint)
            if differences.isEmpty {
                return ComparisonDecision(options: tolerance.comparisonOptions(exact: true), note: nil)
            }
            return ComparisonDecision(options: perceptual,
                                      note: "golden recorded with \(differences.joined(separator: "; ")): comparing perceptually")
        }
    }
}
