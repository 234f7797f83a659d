/// Converts between the UTF-16 offsets attributed ranges use (as `NSRange`) and the UTF-8 byte
/// offsets Pango uses, for one string. An offset inside a character (a surrogate pair, a
/// multi-byte scalar) rounds down to the character's start; offsets past either end are cut to it.
struct TextOffsets {
    let text: String

    /// The byte offset of UTF-16 offset `unit`.
    func byte(ofUTF16 unit: Int) -> Int {
        let utf16 = text.utf16
        let clamped = max(0, min(unit, utf16.count))
        let index = utf16.index(utf16.startIndex, offsetBy: clamped)
        let scalarIndex = index.samePosition(in: text.unicodeScalars) ?? text.unicodeScalars.index(before: index)
        return text.utf8.distance(from: text.utf8.startIndex, to: scalarIndex)
    }

    /// The UTF-16 offset of byte offset `byte`.
    func utf16(ofByte byte: Int) -> Int {
        let utf8 = text.utf8
        let clamped = max(0, min(byte, utf8.count))
        var index = utf8.index(utf8.startIndex, offsetBy: clamped)
        while index.samePosition(in: text.unicodeScalars) == nil, index > utf8.startIndex { index = utf8.index(before: index) }
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }
}
