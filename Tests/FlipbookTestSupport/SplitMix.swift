/// A small seeded generator (SplitMix64), so sweeps and fuzzing are repeatable and tests do not
/// depend on system randomness.
///
/// ```swift
/// var rng = SplitMix(seed: 42)
/// let n = Int.random(in: 0..<10, using: &rng)
/// ```
public struct SplitMix: RandomNumberGenerator {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix {
    /// `bytes` with 1…`maxEdits` random edits, as a mutation fuzzer makes them: a byte replaced,
    /// one of `tokens` inserted, or a run of up to 8 bytes removed.
    ///
    /// ```swift
    /// let mutant = rng.mutate(Array(json.utf8), tokens: ["\"views\"", "1e309"].map { Array($0.utf8) }, maxEdits: 3)
    /// ```
    public mutating func mutate(_ bytes: [UInt8], tokens: [[UInt8]], maxEdits: Int) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<(1 + Int(next() % UInt64(max(1, maxEdits)))) where !bytes.isEmpty {
            let at = Int(next() % UInt64(bytes.count))
            switch next() % 3 {
            case 0: bytes[at] = UInt8(truncatingIfNeeded: next())
            case 1 where !tokens.isEmpty: bytes.insert(contentsOf: tokens[Int(next() % UInt64(tokens.count))], at: at)
            default: bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(next() % 8)))
            }
        }
        return bytes
    }
}
