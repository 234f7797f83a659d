import FlipbookSceneFile

/// Scene-file problems as people read them: each once, in the order of the file (a problem found
/// while reading and the same one found again while running are one problem).
///
/// ```swift
/// for problem in ProblemOrder.sorted(SceneFileLoader.validate(path: path)) { print(problem) }
/// ```
enum ProblemOrder {
    /// Duplicates removed (the first kept), then by file as first named, then by where in the
    /// file each problem is (`SceneFileError.position`, which the reader gave it: the file is
    /// not read again); problems at no place in the text (the file itself) last, as found.
    static func sorted(_ problems: [SceneFileError]) -> [SceneFileError] {
        var seen = Set<String>()
        let unique = problems.filter { seen.insert("\($0.file)\u{0}\($0.place)\u{0}\($0.message)").inserted }
        var fileRank: [String: Int] = [:]
        for problem in unique where fileRank[problem.file] == nil { fileRank[problem.file] = fileRank.count }
        return unique.enumerated()
            .sorted { a, b in
                (fileRank[a.element.file] ?? 0, a.element.position?.offset ?? Int.max, a.offset)
                    < (fileRank[b.element.file] ?? 0, b.element.position?.offset ?? Int.max, b.offset)
            }
            .map(\.element)
    }

    /// The error line for `render` and friends: one problem on the line itself, several under a count.
    static func message(_ problems: [SceneFileError]) -> String {
        let lines = sorted(problems).map(\.description)
        guard lines.count > 1 else { return lines.first ?? "the scene file has problems" }
        return "\(lines.count) problems:\n" + lines.joined(separator: "\n")
    }
}
