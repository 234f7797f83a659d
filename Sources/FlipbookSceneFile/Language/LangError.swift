import FlipbookScene
/// A parse or evaluation error in one of the scene-file text languages
/// (value expressions, constraint strings, visual format strings).
///
/// `position` is a `Character` offset into `text`; `description` renders the
/// message, the text, and a caret under the offending character:
///
/// ```
/// expected ')' after the arguments of max
///   max(121, 300 - scroll.y
///                          ^
/// ```
struct LangError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in one line (may end with a "did you mean" hint).
    var message: String
    /// The complete text that was being parsed or evaluated.
    var text: String
    /// Offset, in `Character`s, of the offending character; `text.count` means "at the end".
    var position: Int

    init(message: String, text: String, position: Int) {
        self.message = message
        self.text = text
        self.position = position
    }

    var description: String {
        let (shown, caret) = LangError.excerpt(of: text, around: position)
        return message + "\n  " + shown + "\n  " + String(repeating: " ", count: caret) + "^"
    }

    /// How many characters either side of the caret are shown; long inputs are
    /// elided with "…" so the caret line stays readable in a terminal.
    static let excerptRadius = 60

    /// The displayed (single-line) text and the caret column within it.
    static func excerpt(of text: String, around position: Int) -> (String, Int) {
        // Newlines and tabs would break the caret alignment, so show them as spaces.
        let chars = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
        let pos = max(0, min(position, chars.count))
        var start = 0
        var end = chars.count
        var prefix = ""
        var suffix = ""
        if pos - excerptRadius > 0 {
            start = pos - excerptRadius
            prefix = "…"
        }
        if pos + excerptRadius < chars.count {
            end = pos + excerptRadius
            suffix = "…"
        }
        let shown = prefix + String(chars[start..<end]) + suffix
        return (shown, prefix.count + (pos - start))
    }
}
