/// Words that already name something in a scene file, so no view id and no variable may take
/// one. This is the only list of them: the view reader, the variable reader, the constraint
/// reader and the name table all ask it.
enum ReservedName: String, CaseIterable {
    /// The scene's root view, which every file has (`root.frame.height`, `… == root.top`).
    case root
    /// Constraint items: the root view's guides, and in the Visual Format Language the parent of
    /// the views a format names.
    case safeArea, margins, superview
    /// The heads of the built-in references: `scroll.y`, `time`, `constraints.ID`.
    case scroll, time, constraints
    /// What snapAfterDrag's `releaseTarget` reads: the offset the scroll view proposes.
    case target
    /// What the two-argument `progress(a, b)` reads; scene files supply no such value, so the
    /// name stays free of any variable that would feed it by accident.
    case input

    /// Whether `name` is one of these words.
    static func contains(_ name: String) -> Bool { ReservedName(rawValue: name) != nil }
}
