/// "Did you mean …?" suggestions for misspelt names.
public enum Suggest {
    /// The candidate nearest to `word` by edit distance (insertions, deletions,
    /// substitutions and swaps of adjacent letters, ignoring case), or `nil`
    /// when none is close enough.
    ///
    /// The allowed distance grows with the word: 1 edit for up to 4
    /// characters, 2 for up to 8, then 3, so short words do not match
    /// everything. Ties go to the earlier candidate.
    ///
    /// ```swift
    /// Suggest.closest(to: "mx", in: ["min", "max"])        // "max"
    /// Suggest.closest(to: "widht", in: ["width", "height"]) // "width"
    /// Suggest.closest(to: "zzz", in: ["width"])             // nil
    /// ```
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        // Long words are never identifiers worth correcting; bounding them
        // keeps the quadratic distance computation cheap on hostile input.
        guard !target.isEmpty, target.count <= 64 else { return nil }
        let threshold = target.count <= 4 ? 1 : (target.count <= 8 ? 2 : 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            guard other.count <= 64, Swift.abs(other.count - target.count) <= threshold else { continue }
            let d = distance(target, other)
            if d <= threshold, d < (best?.distance ?? Int.max) {
                best = (candidate, d)
            }
        }
        return best?.name
    }

    /// Optimal-string-alignment distance: Levenshtein plus adjacent swaps,
    /// because swapped letters ("wdith") are the most common typo.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = Swift.min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
