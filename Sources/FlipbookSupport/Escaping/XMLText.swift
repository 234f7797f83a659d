/// Escaping for the strings Flipbook puts into XML documents (the JUnit report): safe inside text
/// and inside double-quoted attribute values, line ends kept as character references so an
/// attribute's message keeps its lines (XML would fold a raw newline into a space).
///
/// ```swift
/// XMLText.escaped("a < b & \"c\"\nd")     // "a &lt; b &amp; &quot;c&quot;&#10;d"
/// ```
public enum XMLText {
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
