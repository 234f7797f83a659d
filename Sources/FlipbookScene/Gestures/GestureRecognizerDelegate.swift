/// As `UIGestureRecognizerDelegate`; every method is optional (defaults as UIKit's).
///
/// ```swift
/// extension PhotoViewController: UIGestureRecognizerDelegate {
///     func gestureRecognizer(_ g: UIGestureRecognizer,
///                            shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
/// }
/// ```
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked before the recognizer leaves `.possible` to begin or recognize; false fails it.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether both may recognize at once (asked of either's delegate; one yes is enough).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch` at all (asked when the finger lands).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

public extension GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
