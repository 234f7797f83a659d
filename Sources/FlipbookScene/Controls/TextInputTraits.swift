/// UIKit's text input traits (`UITextInputTraits`), kept so ported set-up code compiles and reads
/// back what it set. Flipbook shows no keyboard, so none of them changes a frame.
///
/// ```swift
/// password.isSecureTextEntry = true          // this one does: the text draws as bullets
/// password.textContentType = .password
/// password.returnKeyType = .go
/// ```
public enum KeyboardType: Int, Sendable, CaseIterable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = KeyboardType.asciiCapable
}

/// As `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable, CaseIterable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// As `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable, CaseIterable { case none, words, sentences, allCharacters }

/// As `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable, CaseIterable { case `default`, no, yes }

/// As `UITextSpellCheckingType`.
public enum TextSpellCheckingType: Int, Sendable, CaseIterable { case `default`, no, yes }

/// As `UIKeyboardAppearance`.
public enum KeyboardAppearance: Int, Sendable, CaseIterable {
    case `default`, dark, light
    public static let alert = KeyboardAppearance.dark
}

/// As `UITextContentType`: what the field holds, for AutoFill (raw values CHOSEN: the HTML autocomplete tokens).
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = TextContentType(rawValue: "name")
    public static let givenName = TextContentType(rawValue: "given-name")
    public static let familyName = TextContentType(rawValue: "family-name")
    public static let nickname = TextContentType(rawValue: "nickname")
    public static let organizationName = TextContentType(rawValue: "organization")
    public static let fullStreetAddress = TextContentType(rawValue: "street-address")
    public static let addressCity = TextContentType(rawValue: "address-level2")
    public static let postalCode = TextContentType(rawValue: "postal-code")
    public static let countryName = TextContentType(rawValue: "country-name")
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    public static let emailAddress = TextContentType(rawValue: "email")
    public static let URL = TextContentType(rawValue: "url")
    public static let creditCardNumber = TextContentType(rawValue: "cc-number")
    public static let username = TextContentType(rawValue: "username")
    public static let password = TextContentType(rawValue: "password")
    public static let newPassword = TextContentType(rawValue: "new-password")
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
}
