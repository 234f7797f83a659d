import FlipbookScene
/// Scans decimal number literals: `12`, `0.5`, `1e-3`, `2.5E+4`.
///
/// Shared by every language so that numbers mean the same everywhere. The
/// value comes from `Double(String)`, which rounds correctly, so `0.1` in a
/// scene file is bit-identical to `0.1` in Swift source.
enum LangNumberScanner {
    /// Scans an unsigned number whose first character (at `start`) is a digit.
    static func scan(
        _ chars: [Character], from start: Int, text: String
    ) throws(LangError) -> (value: Double, lexeme: String, end: Int) {
        var i = start
        while i < chars.count, chars[i].langIsDigit { i += 1 }
        if i < chars.count, chars[i] == "." {
            guard i + 1 < chars.count, chars[i + 1].langIsDigit else {
                throw LangError(message: "expected a digit after the decimal point",
                                text: text, position: i + 1)
            }
            i += 1
            while i < chars.count, chars[i].langIsDigit { i += 1 }
        }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            var j = i + 1
            if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
            guard j < chars.count, chars[j].langIsDigit else {
                throw LangError(message: "expected digits in the exponent after '\(chars[i])'",
                                text: text, position: j)
            }
            while j < chars.count, chars[j].langIsDigit { j += 1 }
            i = j
        }
        let lexeme = String(chars[start..<i])
        guard let value = Double(lexeme), value.isFinite else {
            throw LangError(message: "number \(lexeme) is too large", text: text, position: start)
        }
        return (value, lexeme, i)
    }
}
