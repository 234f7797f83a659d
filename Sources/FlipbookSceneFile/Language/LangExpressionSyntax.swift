import FlipbookScene
/// The syntax tree of a value expression.
///
/// Runs of same-precedence binary operators are stored flat (`.chain`) rather
/// than as a left-leaning binary tree: evaluation folds them left to right,
/// which is exactly the IEEE order Swift uses for `a - b + c`, while keeping
/// recursion depth proportional to nesting, not to expression length.
indirect enum LangExprNode: Sendable, Hashable {
    case number(Double)
    /// A named input, e.g. `scroll.y`; `position` is where it appears.
    case reference(String, position: Int)
    case negate(LangExprNode)
    /// `first op1 operand1 op2 operand2 …`, all ops of one precedence level.
    case chain(LangExprNode, [LangExprLink])
    /// A built-in function call; `position` is that of the function name.
    case call(LangFunction, [LangExprNode], position: Int)
}

/// One `op operand` step of a chain.
struct LangExprLink: Sendable, Hashable {
    let op: LangOperator
    let operand: LangExprNode
    /// Where the operator is, for "division by zero" carets.
    let position: Int
}

enum LangOperator: String, Sendable, Hashable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"

    /// Higher binds tighter.
    var precedence: Int {
        switch self {
        case .add, .subtract: return 1
        case .multiply, .divide: return 2
        }
    }
}

extension LangExprNode {
    /// Binding strength, used to print the minimum parentheses.
    var precedence: Int {
        switch self {
        case .chain(_, let links): return links.first?.op.precedence ?? 4
        case .negate: return 3
        case .number, .reference, .call: return 4
        }
    }
}
