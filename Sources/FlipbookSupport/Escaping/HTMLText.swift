
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
        escapingScalars(in: text) { c in markupEntity(c) ?? (c == "'" ? "&#39;" : nil) }
    }

    /// A JSON string literal that is safe inside a `<script>` element: `<`, `>` and `&` become
    /// `\u` escapes, so no caption can close the element (`</script>`) or open a comment (`<!--`);
    /// U+2028 and U+2029 too, which older JavaScript parsers took for line ends.
    public static func scriptJSONString(_ text: String) -> String {
        escapingScalars(in: JSONText.quoted(text)) { c in
            switch c {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }
}
