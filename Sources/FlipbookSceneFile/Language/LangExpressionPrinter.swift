import FlipbookLayout
import FlipbookScene
/// Canonical text for value-expression trees, with the fewest parentheses
/// that still parse back to the same tree (and so the same bits).
extension LangExprNode {
    var rendered: String {
        switch self {
        case .number(let value):
            return formatNumber(value)
        case .reference(let name, _):
            return name
        case .negate(let operand):
            // `-(a + b)` needs the parentheses; `-x`, `-f(x)` and `--x` do not.
            return "-" + operand.rendered(parenthesizedBelow: 3)
        case .chain(let first, let links):
            let level = precedence
            var out = first.rendered(parenthesizedBelow: level)
            for link in links {
                // Operators associate left, so an equal-precedence right
                // operand keeps its parentheses: `a - (b - c)`.
                out += " \(link.op.rawValue) " + link.operand.rendered(parenthesizedBelow: level + 1)
            }
            return out
        case .call(let function, let args, _):
            return function.rawValue + "(" + args.map(\.rendered).joined(separator: ", ") + ")"
        }
    }

    func rendered(parenthesizedBelow level: Int) -> String {
        precedence < level ? "(" + rendered + ")" : rendered
    }
}
