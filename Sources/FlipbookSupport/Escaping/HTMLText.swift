
/// Escaping for the strings Flipbook puts into HTML pages (the flipbook and the golden report):
/// five characters for text and attributes, and JSON that cannot end the `<script>` holding it.
///
/// ```swift
/// HTMLText.escaped("a <b> & \"c\"")           // "a &lt;b&gt; &amp; &quot;c&quot;"
/// HTMLText.scriptJSONString("</script>")      // "\"\\u003c/script\\u003e\""
/// ```
public enum HTMLText {
    /// Safe inside HTML text and inside double- or single-quoted attribute values.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A JSON string literal that is safe inside a `<script>` element: `<`, `>` and `&` become
    /// `\u` escapes, so no caption can close the element (`</script>`) or open a comment (`<!--`);
    /// U+2028 and U+2029 too, which older JavaScript parsers took for line ends.
    public static func scriptJSONString(_ text: String) -> String {
        var out = ""
        for c in JSONText.quoted(text).unicodeScalars {
            switch c {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
