/// What the solver remembers about a constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    /// The symbol that identifies the constraint's equation in the tableau: a
    /// dummy (required equality), a slack (inequality) or an error (preference).
    let marker: Symbol
    /// The second error symbol of a preference, or `.invalid`.
    let other: Symbol
    /// The priority in force, which is 999 for a required constraint that was
    /// added by breaking a conflict.
    let priority: Float
    /// Order of addition, so reports list constraints as they were added.
    let sequence: Int
    /// The hidden preference behind an edit variable; not listed to callers.
    let isEdit: Bool

    var isRequired: Bool { priority >= 1000 }
}

/// A user variable the solver knows, with how many constraint terms use it.
struct VariableEntry {
    let variable: LayoutVariable
    let symbol: Symbol
    var references: Int
}

/// An edit variable: the preference `variable == constant` whose constant
/// `suggestValue` moves.
struct EditRecord {
    let variable: LayoutVariable
    let constraint: Constraint
    let marker: Symbol
    let other: Symbol
    var constant: Double
}
