/// The small call syntax scene files share with Hero's own modifier strings and Swift source:
/// `fade scale(0.5) translate(0, 40) arc`, `push(left)`, `.pageIn(direction: .up)`,
/// `selectBy(presenting: zoom, dismissing: fade)`. A term is a word, a number, or a word with a
/// parenthesised list of arguments (each optionally labelled `label:`); a leading `.` is
/// allowed on words, as Swift writes enum cases.
///
/// ```swift
/// let terms = try HeroSyntax.parseTerms("fade translate(0, 40)")
/// terms[1].name        // "translate"
/// terms[1].arguments   // [.number(0), .number(40)]
/// ```
struct HeroSyntax {
    /// One term: `name`, `name(arg, …)`, or a number.
    indirect enum Term: Equatable {
        case number(Double)
        /// `arguments` nil: no parentheses were written.
        case call(name: String, arguments: [Argument]?)

        var name: String? { if case .call(let name, _) = self { return name } else { return nil } }
        var arguments: [Argument] { if case .call(_, let args) = self { return args ?? [] } else { return [] } }
        var text: String {
            switch self {
            case .number(let n): return SceneFileRange.format(n)
            case .call(let name, let args):
                guard let args else { return name }
                return name + "(" + args.map { ($0.label.map { "\($0): " } ?? "") + $0.value.text }.joined(separator: ", ") + ")"
            }
        }
    }

    struct Argument: Equatable {
        var label: String?
        var value: Term
    }

    /// What is wrong and the word it is wrong at.
    struct Failure: Error, Equatable {
        var message: String
    }

    /// Nesting deeper than this is refused, so no input can exhaust the stack.
    static let depthLimit = 8
    /// Characters of one string, so no input can make parsing slow.
    static let lengthLimit = 2000

    private let characters: [Character]
    private var index = 0

    private init(_ text: String) { characters = Array(text) }

    /// Every whitespace-separated term of `text` (Hero's modifier string).
    static func parseTerms(_ text: String) throws(Failure) -> [Term] {
        guard text.count <= lengthLimit else { throw Failure(message: "the text is longer than \(lengthLimit) characters") }
        var parser = HeroSyntax(text)
        var terms: [Term] = []
        parser.skipSpace()
        while !parser.atEnd {
            terms.append(try parser.term(depth: 0))
            let before = parser.index
            parser.skipSpace()
            if !parser.atEnd, parser.index == before {
                throw Failure(message: "expected a space before \"\(parser.rest)\"")
            }
        }
        return terms
    }

    /// Exactly one term.
    static func parseTerm(_ text: String) throws(Failure) -> Term {
        let terms = try parseTerms(text)
        guard terms.count == 1 else {
            throw Failure(message: terms.isEmpty ? "the text is empty" : "expected one term, found \(terms.count): \"\(text)\"")
        }
        return terms[0]
    }

    private var atEnd: Bool { index >= characters.count }
    private var rest: String { String(characters[index...].prefix(20)) }

    private mutating func skipSpace() {
        while !atEnd, characters[index].isWhitespace { index += 1 }
    }

    private mutating func term(depth: Int) throws(Failure) -> Term {
        guard depth <= Self.depthLimit else { throw Failure(message: "terms nest deeper than \(Self.depthLimit)") }
        guard !atEnd else { throw Failure(message: "a term is missing at the end") }
        let c = characters[index]
        if c.isNumber || c == "-" || c == "+" || (c == "." && index + 1 < characters.count && characters[index + 1].isNumber) {
            return .number(try number())
        }
        if c == "." { index += 1 }
        let name = word()
        guard !name.isEmpty else { throw Failure(message: "unexpected \"\(rest)\"") }
        let afterName = index
        skipSpace()
        guard !atEnd, characters[index] == "(" else { index = afterName; return .call(name: name, arguments: nil) }
        index += 1
        var arguments: [Argument] = []
        skipSpace()
        if !atEnd, characters[index] == ")" { index += 1; return .call(name: name, arguments: []) }
        while true {
            skipSpace()
            guard !atEnd else { throw Failure(message: "\"(\" after \"\(name)\" is not closed") }
            var label: String?
            // `label:` before a value, as Swift writes arguments.
            let start = index
            let maybeLabel = word()
            skipSpace()
            if !maybeLabel.isEmpty, !atEnd, characters[index] == ":" {
                label = maybeLabel
                index += 1
                skipSpace()
            } else {
                index = start
            }
            arguments.append(Argument(label: label, value: try term(depth: depth + 1)))
            skipSpace()
            guard !atEnd else { throw Failure(message: "\"(\" after \"\(name)\" is not closed") }
            if characters[index] == "," { index += 1; continue }
            if characters[index] == ")" { index += 1; return .call(name: name, arguments: arguments) }
            throw Failure(message: "expected \",\" or \")\" in \"\(name)(…)\", found \"\(rest)\"")
        }
    }

    private mutating func word() -> String {
        var out = ""
        while !atEnd, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == "-" {
            // A `-` belongs to ids such as `avatar-2`, not to a word's start.
            if characters[index] == "-", out.isEmpty { break }
            out.append(characters[index]); index += 1
        }
        return out
    }

    private mutating func number() throws(Failure) -> Double {
        var text = ""
        while !atEnd, characters[index].isNumber || "+-.eE".contains(characters[index]) {
            text.append(characters[index]); index += 1
        }
        guard let value = Double(text) else { throw Failure(message: "\"\(text)\" is not a number") }
        guard value.isFinite else { throw Failure(message: "\"\(text)\" is not a finite number") }
        return value
    }
}
