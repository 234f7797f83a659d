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
extension ValueReader {
    func presentationStyle(_ node: Node) -> ModalPresentationStyle? {
        // `.custom` needs a transitioning delegate, which a scene file cannot give: not offered.
        let styles = ModalPresentationStyle.allCases.filter { $0 != .custom }
        return choice(node, Dictionary(uniqueKeysWithValues: styles.map { ($0.rawValue, $0) }), what: "presentation style",
                      listing: styles.map(\.rawValue).joined(separator: ", "))
    }

    /// A screen's or container's `animationTypeForPresenting`, `animationTypeForDismissing` and
    /// `presentationStyle`, set on `controller` when given.
    func readModalTypes(_ r: ObjectReader, into controller: ViewController) {
        if let t = r["animationTypeForPresenting"].flatMap(heroAnimationType) { controller.animationTypeForPresenting = t }
        if let t = r["animationTypeForDismissing"].flatMap(heroAnimationType) { controller.animationTypeForDismissing = t }
        if let style = r["presentationStyle"].flatMap(presentationStyle) { controller.modalPresentationStyle = style }
        if let node = r["transitionStyle"],
           let style = choice(node, ModalTransitionStyle.byName, what: "transition style",
                              listing: ModalTransitionStyle.allCases.map(\.rawValue).joined(separator: ", ")) {
            controller.modalTransitionStyle = style
        }
    }
}
