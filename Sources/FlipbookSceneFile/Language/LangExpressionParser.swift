import FlipbookScene
import FlipbookSupport
/// Recursive-descent parser for value expressions.
///
/// ```
/// sum     := product (('+' | '-') product)*
/// product := unary (('*' | '/') unary)*
/// unary   := '-' unary | primary
/// primary := number | name | name '(' (sum (',' sum)*)? ')' | '(' sum ')'
/// ```
struct LangExpressionParser {
    let text: String
    let tokens: [LangToken]
    var index = 0
    /// Current nesting of parentheses, calls and unary minus.
    var depth = 0

    init(text: String, tokens: [LangToken]) {
        self.text = text
        self.tokens = tokens
    }

    var current: LangToken { tokens[index] }

    /// Parses the whole token stream; anything left over is an error.
    mutating func parseAll() throws(LangError) -> LangExprNode {
        let node = try parseSum()
        let token = current
        switch token.kind {
        case .end:
            return node
        case .symbol(let s) where s == ")":
            throw error("unmatched ')'", at: token)
        case .symbol(let s) where ["==", ">=", "<=", "<", ">", "!="].contains(s):
            throw error("comparisons are not supported in value expressions", at: token)
        default:
            throw error("expected an operator (+ - * /) or the end, found \(token.quoted)", at: token)
        }
    }

    mutating func parseSum() throws(LangError) -> LangExprNode {
        let first = try parseProduct()
        var links: [LangExprLink] = []
        while current.isSymbol("+") || current.isSymbol("-") {
            let op: LangOperator = current.isSymbol("+") ? .add : .subtract
            let position = current.position
            index += 1
            links.append(LangExprLink(op: op, operand: try parseProduct(), position: position))
        }
        return links.isEmpty ? first : .chain(first, links)
    }

    mutating func parseProduct() throws(LangError) -> LangExprNode {
        let first = try parseUnary()
        var links: [LangExprLink] = []
        while current.isSymbol("*") || current.isSymbol("/") {
            let op: LangOperator = current.isSymbol("*") ? .multiply : .divide
            let position = current.position
            index += 1
            links.append(LangExprLink(op: op, operand: try parseUnary(), position: position))
        }
        return links.isEmpty ? first : .chain(first, links)
    }

    mutating func parseUnary() throws(LangError) -> LangExprNode {
        guard current.isSymbol("-") else { return try parsePrimary() }
        try enter(at: current)
        index += 1
        let operand = try parseUnary()
        depth -= 1
        return .negate(operand)
    }

    mutating func parsePrimary() throws(LangError) -> LangExprNode {
        let token = current
        switch token.kind {
        case .number(let value, _):
            index += 1
            return .number(value)
        case .name(let name):
            index += 1
            if current.isSymbol("(") { return try parseCall(name, at: token) }
            return .reference(name, position: token.position)
        case .symbol("("):
            try enter(at: token)
            index += 1
            let inner = try parseSum()
            guard current.isSymbol(")") else {
                throw error("expected ')' to close the '(' at offset \(token.position)", at: current)
            }
            index += 1
            depth -= 1
            return inner
        case .end:
            throw error("expected a number, name or '(' but reached the end", at: token)
        default:
            throw error("expected a number, name or '(' but found \(token.quoted)", at: token)
        }
    }

    /// Parses `name(args)`; `current` is the `(`.
    mutating func parseCall(_ name: String, at nameToken: LangToken) throws(LangError) -> LangExprNode {
        guard let function = LangFunction(rawValue: name) else {
            var message = "unknown function '\(name)'"
            if let guess = Suggest.closest(to: name, in: LangFunction.allCases.map(\.rawValue)) {
                message += "; did you mean '\(guess)'?"
            } else {
                message += "; available: " + LangFunction.allCases.map(\.rawValue).joined(separator: ", ")
            }
            throw error(message, at: nameToken)
        }
        try enter(at: current)
        index += 1
        var args: [LangExprNode] = []
        if current.isSymbol(")") {
            index += 1
        } else {
            while true {
                args.append(try parseSum())
                if current.isSymbol(",") {
                    index += 1
                } else if current.isSymbol(")") {
                    index += 1
                    break
                } else {
                    throw error("expected ')' after the arguments of \(name)", at: current)
                }
            }
        }
        depth -= 1
        guard function.accepts(argumentCount: args.count) else {
            throw error(function.arityMessage, at: nameToken)
        }
        return .call(function, args, position: nameToken.position)
    }

    mutating func enter(at token: LangToken) throws(LangError) {
        depth += 1
        if depth > LangLimits.maxDepth {
            throw error("expression nests too deeply (the limit is \(LangLimits.maxDepth) levels)", at: token)
        }
    }

    func error(_ message: String, at token: LangToken) -> LangError {
        LangError(message: message, text: text, position: token.position)
    }
}
