/// An unknown of the layout system, such as a view's `x` or `height`.
///
/// A variable is a reference type: two variables with the same name are still
/// different unknowns. The name only appears in descriptions and error messages.
/// Its solved value lives in the solver that uses it (see
/// ``LayoutSolver/value(of:)``), which keeps the variable immutable and `Sendable`.
///
/// ```swift
/// let height = LayoutVariable("header.height")
/// let solver = LayoutSolver()
/// try solver.addConstraint(height == 300)
/// solver.updateVariables()
/// solver.value(of: height) // 300
/// ```
public final class LayoutVariable: Sendable, CustomStringConvertible {
    /// The name used when constraints are printed.
    public let name: String

    /// Creates a variable; `name` is used only for descriptions.
    public init(_ name: String = "var") {
        self.name = name
    }

    public var description: String { name }
}
