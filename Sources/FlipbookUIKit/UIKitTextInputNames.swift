import FlipbookScene

// UIKit's names for the text inputs and their traits, so ported form code compiles unchanged.
//
// ```swift
// let email = UITextField()
// email.borderStyle = .roundedRect
// email.keyboardType = .emailAddress
// let notes = UITextView()
// let search = UISearchBar()
// ```

/// `UITextField`: see `TextField`.
public typealias UITextField = TextField
/// `UITextFieldDelegate`: see `TextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate
/// `UITextBorderStyle`, the pre-Swift-3 spelling of `UITextField.BorderStyle`.
public typealias UITextBorderStyle = TextField.BorderStyle
/// `UITextView`: see `TextView`.
public typealias UITextView = TextView
/// `UITextViewDelegate`: see `TextViewDelegate`.
public typealias UITextViewDelegate = TextViewDelegate
/// `NSTextContainer` as a text view exposes it.
public typealias NSTextContainer = TextContainer
/// `UISearchBar`: see `SearchBar`.
public typealias UISearchBar = SearchBar
/// `UISearchBarDelegate`: see `SearchBarDelegate`.
public typealias UISearchBarDelegate = SearchBarDelegate
/// `UISearchTextField`: see `SearchTextField`.
public typealias UISearchTextField = SearchTextField
/// `UIKeyboardType`.
public typealias UIKeyboardType = KeyboardType
/// `UIReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType
/// `UITextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// `UITextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// `UITextSpellCheckingType`.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// `UIKeyboardAppearance`.
public typealias UIKeyboardAppearance = KeyboardAppearance
/// `UITextContentType`.
public typealias UITextContentType = TextContentType
