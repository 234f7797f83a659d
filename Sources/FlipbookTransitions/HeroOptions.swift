/// What `controller.hero` holds, as Hero's `HeroExtension`: whether Hero animates the
/// controller's transitions. Controllers start disabled, as in Hero; SDOSHero asks you to set
/// it on the presented controller, the navigation controller or the tab bar controller.
///
/// ```swift
/// detail.hero.isEnabled = true
/// navigationController.hero.isEnabled = true
/// ```
public final class HeroOptions {
    public var isEnabled: Bool
    public init(isEnabled: Bool) { self.isEnabled = isEnabled }
}
