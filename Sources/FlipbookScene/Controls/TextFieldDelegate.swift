/// As `UITextFieldDelegate`; every method is optional (defaults as UIKit's). Flipbook takes no
/// typing, so the editing calls are the ones a field at rest can get: beginning and ending
/// editing (`becomeFirstResponder`, a tap) and the return key's question, kept for porting.
///
/// ```swift
/// extension SignInViewController: UITextFieldDelegate {
///     func textFieldDidBeginEditing(_ textField: UITextField) { textField.layer.borderColor = UIColor.systemBlue.cgColor }
/// }
/// ```
public protocol TextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    func textFieldDidBeginEditing(_ textField: TextField)
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    func textFieldDidEndEditing(_ textField: TextField)
    func textFieldShouldClear(_ textField: TextField) -> Bool
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

public extension TextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    func textFieldDidBeginEditing(_ textField: TextField) {}
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    func textFieldDidEndEditing(_ textField: TextField) {}
    func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
