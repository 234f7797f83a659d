/// How the two sides of a ``Constraint`` relate.
public enum Relation: Sendable, CustomStringConvertible {
    case equal
    case lessOrEqual
    case greaterOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessOrEqual: "<="
        case .greaterOrEqual: ">="
        }
    }
}
