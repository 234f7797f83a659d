import FlipbookScene
import FlipbookSupport
/// Parser for single-constraint strings.
///
/// ```
/// constraint := anchor relation rhs ('@' priority)? ('#' identifier)?
/// anchor     := item '.' attribute | item '.' guide '.' attribute
/// relation   := '==' | '>=' | '<='
/// rhs        := number | '-' number
///             | anchor (('*' | '/') number)? (('+' | '-') number)?
/// priority   := number in (0, 1000] | 'required' | 'high' | 'low'
/// ```
struct LangConstraintParser {
    let text: String
    let tokens: [LangToken]
    var index = 0

    var current: LangToken { tokens[index] }

    struct Anchor {
        var item: String
        var guide: String?
        var attribute: String
        var attributePosition: Int
    }

    mutating func parse() throws(LangError) -> ConstraintSpec {
        let first = try parseAnchor()
        let relation = try parseRelation(after: first)
        var spec = ConstraintSpec(firstItem: first.item, firstGuide: first.guide,
                                  firstAttribute: first.attribute, relation: relation)

        if case .name = current.kind {
            let second = try parseAnchor()
            if let problem = LangAttributeKind.incompatibility(first.attribute, second.attribute) {
                throw LangError(message: problem, text: text, position: second.attributePosition)
            }
            spec.secondItem = second.item
            spec.secondGuide = second.guide
            spec.secondAttribute = second.attribute
            try parseMultiplier(into: &spec)
            try parseConstant(into: &spec)
        } else {
            let start = current
            spec.constant = try parseSignedNumber(what: "an item like 'view.top' or a number")
            if LangAttributeKind(first.attribute) != .size {
                throw LangError(
                    message: "'\(first.attribute)' needs a second item: only width and height can equal a constant",
                    text: text, position: start.position)
            }
            if current.isSymbol("*") {
                throw error("write the multiplier after the item, like 'other.width * 2'", at: current)
            }
        }

        if current.isSymbol("@") {
            index += 1
            spec.priority = try parsePriority()
        }
        if case .tag(let identifier) = current.kind {
            spec.identifier = identifier
            index += 1
        }
        guard case .end = current.kind else {
            throw error("unexpected \(current.quoted) after the constraint", at: current)
        }
        return spec
    }

    /// `item.attribute` or `item.guide.attribute`, from one dotted name token.
    mutating func parseAnchor() throws(LangError) -> Anchor {
        let token = current
        guard case .name(let name) = token.kind else {
            throw error("expected an item and attribute like 'view.top', found \(token.quoted)", at: token)
        }
        index += 1
        // Split the dotted name, remembering where each part starts for carets.
        var parts: [(text: String, position: Int)] = []
        var offset = token.position
        for part in name.split(separator: ".", omittingEmptySubsequences: false) {
            parts.append((String(part), offset))
            offset += part.count + 1
        }
        let end = token.position + name.count
        guard parts.count >= 2 else {
            throw LangError(message: "expected an attribute after '\(name)', like '\(name).top'",
                            text: text, position: end)
        }
        guard parts.count <= 3 else {
            throw LangError(message: "too many parts in '\(name)'; expected item.attribute or item.guide.attribute",
                            text: text, position: parts[3].position - 1)
        }
        var guide: String?
        if parts.count == 3 {
            guard ConstraintSpec.guides.contains(parts[1].text) else {
                throw LangError(message: "'\(parts[1].text)' is not a layout guide; expected 'safeArea' or 'margins'"
                                    + hint(parts[1].text, ConstraintSpec.guides),
                                text: text, position: parts[1].position)
            }
            guide = parts[1].text
        }
        let attribute = parts[parts.count - 1]
        guard ConstraintSpec.attributes.contains(attribute.text) else {
            if parts.count == 2, ConstraintSpec.guides.contains(attribute.text) {
                throw LangError(message: "expected an attribute after '\(name)', like '\(name).top'",
                                text: text, position: end)
            }
            throw LangError(message: "unknown attribute '\(attribute.text)'" + hint(attribute.text, ConstraintSpec.attributes),
                            text: text, position: attribute.position)
        }
        return Anchor(item: parts[0].text, guide: guide, attribute: attribute.text,
                      attributePosition: attribute.position)
    }

    mutating func parseRelation(after anchor: Anchor) throws(LangError) -> LayoutRelation {
        let token = current
        if case .symbol(let s) = token.kind, let relation = LayoutRelation(symbol: s) {
            index += 1
            return relation
        }
        if token.isSymbol("=") {
            throw error("expected '==', '>=' or '<=' (write '==' for equality)", at: token)
        }
        throw error("expected '==', '>=' or '<=' after '\(anchor.attribute)', found \(token.quoted)", at: token)
    }

    mutating func parseMultiplier(into spec: inout ConstraintSpec) throws(LangError) {
        guard current.isSymbol("*") || current.isSymbol("/") else { return }
        let isDivision = current.isSymbol("/")
        let operatorToken = current
        index += 1
        let numberToken = current
        let value = try parseSignedNumber(what: isDivision ? "a divisor after '/'" : "a multiplier after '*'")
        if value == 0 {
            throw LangError(message: isDivision ? "division by zero" : "the multiplier must not be zero",
                            text: text, position: isDivision ? operatorToken.position : numberToken.position)
        }
        spec.multiplier = isDivision ? 1 / value : value
    }

    mutating func parseConstant(into spec: inout ConstraintSpec) throws(LangError) {
        guard current.isSymbol("+") || current.isSymbol("-") else { return }
        let negative = current.isSymbol("-")
        index += 1
        guard case .number(let value, _) = current.kind else {
            throw error("expected a number after '\(negative ? "-" : "+")', found \(current.quoted)", at: current)
        }
        index += 1
        spec.constant = negative ? -value : value
    }

    mutating func parseSignedNumber(what: String) throws(LangError) -> Double {
        var sign = 1.0
        if current.isSymbol("-") {
            sign = -1
            index += 1
        }
        guard case .number(let value, _) = current.kind else {
            throw error("expected \(what), found \(current.quoted)", at: current)
        }
        index += 1
        return sign * value
    }

    mutating func parsePriority() throws(LangError) -> Float {
        let token = current
        switch token.kind {
        case .number(_, let lexeme):
            index += 1
            guard let value = Float(lexeme), value > 0, value <= 1000 else {
                throw error("priority must be greater than 0 and at most 1000", at: token)
            }
            return value
        case .name(let name):
            index += 1
            guard let value = ConstraintSpec.namedPriorities[name] else {
                throw error("unknown priority '\(name)'; expected a number, required, high or low"
                                + hint(name, ["required", "high", "low"]), at: token)
            }
            return value
        default:
            throw error("expected a priority after '@' (a number up to 1000, or required, high, low)", at: token)
        }
    }

    func hint(_ word: String, _ candidates: [String]) -> String {
        Suggest.closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    func error(_ message: String, at token: LangToken) -> LangError {
        LangError(message: message, text: text, position: token.position)
    }
}

extension ConstraintSpec {
    /// Parses one constraint string.
    ///
    /// ```swift
    /// try ConstraintSpec.parse("header.height == 300 @750")
    /// try ConstraintSpec.parse("avatar.width == avatar.height * 1.0")
    /// try ConstraintSpec.parse("a.trailing <= b.leading - 8 @999 #gap")
    /// try ConstraintSpec.parse("header.top == view.safeArea.top")
    /// ```
    ///
    /// Multipliers are written `* m` or `/ d` (stored as `1 / d`); constants
    /// `+ c` or `- c`; priorities `@750`, `@required` (1000), `@high` (750) or
    /// `@low` (250). Attribute pairs UIKit would reject (e.g. `leading == top`,
    /// `width == leading`, `left == leading`, `top == 20`) are errors.
    static func parse(_ text: String) throws(LangError) -> ConstraintSpec {
        let chars = try LangLimits.characters(of: text, what: "constraint")
        let tokens = try LangLexer.tokenize(chars, text: text)
        var parser = LangConstraintParser(text: text, tokens: tokens)
        return try parser.parse()
    }
}
