/// Which views play the two parts of the screen transition under way, and what kind of
/// transition it is: what `scene.screenTransition` says while a view controller host runs one.
/// The views keep their own ids; a trace or a test finds the moving screens through here.
///
/// ```swift
/// nav.pushViewController(detail, animated: true)
/// scene.screenTransition?.kind            // .push
/// scene.screenTransition?.to === detail.view   // true
/// ```
public struct ScreenTransitionRoles {
    /// What the transition does, in UIKit's words.
    public enum Kind: String, Sendable, Hashable {
        case push, pop, present, dismiss
        /// A tab bar controller's switch to another tab.
        case selectTab
    }

    public let kind: Kind
    /// The root view of the screen leaving (`UITransitionContextViewKey.from`'s view).
    public let from: View
    /// The root view of the screen arriving (`UITransitionContextViewKey.to`'s view).
    public let to: View

    package init(kind: Kind, from: View, to: View) {
        self.kind = kind; self.from = from; self.to = to
    }
}
