import FlipbookScene
/// Bounds on the work any scene-file language does, so a hostile or broken
/// scene file costs a little time and a clear error rather than a hang or a
/// stack overflow.
enum LangLimits {
    /// Longest accepted input, in `Character`s, for every language here.
    static let maxLength = 2_000
    /// Deepest nesting of parentheses, function calls and unary minus in a
    /// value expression. Evaluation recurses once per level, so this also
    /// bounds stack use.
    static let maxDepth = 64

    /// The input as an array of characters, or an error if it is too long.
    /// Only `maxLength + 1` characters are ever materialised.
    static func characters(of text: String, what: String) throws(LangError) -> [Character] {
        let chars = Array(text.prefix(maxLength + 1))
        if chars.count > maxLength {
            throw LangError(
                message: "\(what) is too long (the limit is \(maxLength) characters)",
                text: text, position: maxLength)
        }
        return chars
    }
}
