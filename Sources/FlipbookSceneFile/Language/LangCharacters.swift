import FlipbookScene
/// ASCII-only character classes shared by the lexers. Names are deliberately
/// ASCII: scene files are written by engineers, and restricting the alphabet
/// keeps caret positions and "did you mean" suggestions predictable.
extension Character {
    var langIsDigit: Bool {
        guard let a = asciiValue else { return false }
        return a >= 48 && a <= 57
    }

    var langIsIdentifierStart: Bool {
        guard let a = asciiValue else { return false }
        return (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || a == 95
    }

    var langIsIdentifierContinue: Bool { langIsIdentifierStart || langIsDigit }

    var langIsSpace: Bool { self == " " || self == "\t" || isNewline }

    /// How the character is quoted in an error message; control characters are
    /// shown as escapes so messages stay printable.
    var langQuoted: String {
        if let a = asciiValue, a < 32 || a == 127 {
            return "'\\u{\(String(a, radix: 16))}'"
        }
        return "'\(self)'"
    }
}
