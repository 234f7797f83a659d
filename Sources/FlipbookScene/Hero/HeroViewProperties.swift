/// What `view.hero` holds, as Hero's view extension: whether Hero animates the view in a
/// transition, the id that matches it with a view on the other screen, and its modifiers.
/// Views start enabled, as in Hero (controllers start disabled).
///
/// ```swift
/// title.hero.id = "title-3"
/// footer.hero.isEnabled = false      // cut in, not animated
/// ```
public struct HeroViewProperties: Sendable, Hashable {
    public var isEnabled = true
    /// Views on the two screens with the same id are matched: one flies into the other.
    public var id: String?
    public var modifiers: [HeroModifier] = []
    public init(isEnabled: Bool = true, id: String? = nil, modifiers: [HeroModifier] = []) {
        self.isEnabled = isEnabled; self.id = id; self.modifiers = modifiers
    }
}
