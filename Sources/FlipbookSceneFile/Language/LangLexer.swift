import FlipbookScene
/// One token of a value expression or constraint string.
struct LangToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A number literal; `lexeme` is kept so priorities can be parsed
        /// straight to `Float` without double rounding.
        case number(Double, lexeme: String)
        /// A name, possibly dotted: `time`, `scroll.y`, `header.safeArea.top`.
        case name(String)
        /// Punctuation: `+ - * / ( ) , @ == >= <= = < > !=`.
        case symbol(String)
        /// `#identifier` (constraint strings only); the payload excludes the `#`.
        case tag(String)
        case end
    }

    let kind: Kind
    /// `Character` offset of the token's first character.
    let position: Int

    /// How the token is quoted in error messages.
    var quoted: String {
        switch kind {
        case .number(_, let lexeme): return "'\(lexeme)'"
        case .name(let name): return "'\(name)'"
        case .symbol(let s): return "'\(s)'"
        case .tag(let t): return "'#\(t)'"
        case .end: return "the end"
        }
    }

    func isSymbol(_ s: String) -> Bool {
        if case .symbol(let mine) = kind { return mine == s }
        return false
    }
}

/// Splits value expressions and constraint strings into tokens.
///
/// Dotted names are one token because in expressions `scroll.y` is a single
/// reference; the constraint parser splits them itself.
enum LangLexer {
    static func tokenize(_ chars: [Character], text: String) throws(LangError) -> [LangToken] {
        var tokens: [LangToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.langIsSpace {
                i += 1
            } else if c.langIsDigit {
                let scanned = try LangNumberScanner.scan(chars, from: i, text: text)
                tokens.append(LangToken(kind: .number(scanned.value, lexeme: scanned.lexeme), position: i))
                i = scanned.end
            } else if c.langIsIdentifierStart {
                let start = i
                while true {
                    while i < chars.count, chars[i].langIsIdentifierContinue { i += 1 }
                    guard i < chars.count, chars[i] == "." else { break }
                    guard i + 1 < chars.count, chars[i + 1].langIsIdentifierStart else {
                        throw LangError(message: "expected a name after '.'", text: text, position: i + 1)
                    }
                    i += 1
                }
                tokens.append(LangToken(kind: .name(String(chars[start..<i])), position: start))
            } else if c == "#" {
                let start = i
                i += 1
                while i < chars.count, chars[i].langIsIdentifierContinue || chars[i] == "-" || chars[i] == "." {
                    i += 1
                }
                if i == start + 1 {
                    throw LangError(message: "expected an identifier after '#'", text: text, position: i)
                }
                tokens.append(LangToken(kind: .tag(String(chars[(start + 1)..<i])), position: start))
            } else if "=<>!".contains(c) {
                // Two-character comparison operators, or a lone character the
                // parsers reject with a specific message.
                if i + 1 < chars.count, chars[i + 1] == "=" {
                    tokens.append(LangToken(kind: .symbol(String(c) + "="), position: i))
                    i += 2
                } else {
                    tokens.append(LangToken(kind: .symbol(String(c)), position: i))
                    i += 1
                }
            } else if "+-*/(),@".contains(c) {
                tokens.append(LangToken(kind: .symbol(String(c)), position: i))
                i += 1
            } else {
                throw LangError(message: "unexpected character \(c.langQuoted)", text: text, position: i)
            }
        }
        tokens.append(LangToken(kind: .end, position: chars.count))
        return tokens
    }
}
