import FlipbookScene
import FlipbookTransitions

/// `"presentationStyle"`: UIKit's `modalPresentationStyle` for a screen or controller (and a
/// `present` event's override), used when Hero does not animate the presentation:
///
/// ```json
/// "screens": {"settings": {"views": [ … ], "presentationStyle": "pageSheet"}}
/// ```
/// `automatic` (the default) and `formSheet` show a page sheet on a phone; `fullScreen` covers
/// vertically. Anything else is a problem at its place, naming the four.
extension SceneFileBuilder {
    func presentationStyle(_ node: Node) -> ModalPresentationStyle? {
        ValueReader(log: log).choice(node, ModalPresentationStyle.byName, what: "presentation style",
                                     listing: ModalPresentationStyle.allCases.map(\.rawValue).joined(separator: ", "))
    }

    /// Sets `controller.modalPresentationStyle` from the reader's `presentationStyle`, if given.
    func readPresentationStyle(_ r: ObjectReader, into controller: ViewController) {
        if let style = r["presentationStyle"].flatMap(presentationStyle) { controller.modalPresentationStyle = style }
    }

    /// Whether any event may run UIKit's own 0.5 s transitions rather than Hero's 0.35 s ones: a
    /// controller presented without Hero, or a navigation controller without Hero that events
    /// push or pop; the driver's natural length then allows the longer one.
    static func mayRunUIKitTransitions(_ events: [(action: String, controller: ViewController?)], controllers: [ViewController]) -> Bool {
        let stackActions: Set<String> = ["push", "pop", "popTo", "popToRoot", "setViewControllers"]
        let plainNavigation = controllers.contains { $0 is NavigationController && !$0.hero.isEnabled }
        return events.contains { event in
            (event.action == "present" && event.controller.map { !$0.hero.isEnabled } ?? false)
                || (stackActions.contains(event.action) && plainNavigation)
        }
    }
}
