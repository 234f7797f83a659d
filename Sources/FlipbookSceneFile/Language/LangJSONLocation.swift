import FlipbookScene
import FlipbookSupport
/// Turns JSON decoding positions into something a person can find in an editor.
enum JSONLocation {
    /// 1-based line and column of the UTF-8 byte `offset` in `data`.
    ///
    /// Lines break at `\n` (so `\r\n` files work too); columns count Unicode
    /// scalars, not bytes, so a line with "é" is not off by one. Offsets
    /// outside the data are clamped.
    ///
    /// ```swift
    /// JSONLocation.lineAndColumn(in: Array("{\n  \"a\": x}".utf8), offset: 9)  // (line: 2, column: 8)
    /// ```
    static func lineAndColumn(in data: [UInt8], offset: Int) -> (line: Int, column: Int) {
        let end = max(0, min(offset, data.count))
        var line = 1
        var column = 1
        for byte in data[0..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Count lead bytes only: continuation bytes belong to the same scalar.
                column += 1
            }
        }
        return (line, column)
    }

    /// 1-based line and column of the UTF-8 byte `offset` in `text`
    /// (JSON parsers report byte offsets, so this takes one too).
    static func lineAndColumn(in text: String, offset: Int) -> (line: Int, column: Int) {
        lineAndColumn(in: Array(text.utf8), offset: offset)
    }

    /// Renders a decoding path the way people write JSON paths.
    ///
    /// Keys with an `intValue` (array positions) become `[n]`; keys that are
    /// identifiers become `.key`; anything else is quoted: `["odd key"]`.
    ///
    /// ```swift
    /// JSONLocation.path(error.codingPath)  // "$.views[2].constraints[0]"
    /// ```
    static func path(_ codingPath: [any CodingKey]) -> String {
        var out = "$"
        for key in codingPath {
            if let index = key.intValue {
                out += "[\(index)]"
            } else if let first = key.stringValue.first, first.langIsIdentifierStart,
                      key.stringValue.allSatisfy(\.langIsIdentifierContinue) {
                out += "." + key.stringValue
            } else {
                out += "[" + JSONText.quoted(key.stringValue) + "]"
            }
        }
        return out
    }
}
