/// Escaping for the strings Flipbook puts into XML documents (the JUnit report): safe inside text
/// and inside double-quoted attribute values, line ends kept as character references so an
/// attribute's message keeps its lines (XML would fold a raw newline into a space).
///
/// ```swift
/// XMLText.escaped("a < b & \"c\"\nd")     // "a &lt; b &amp; &quot;c&quot;&#10;d"
/// ```
public enum XMLText {
    public static func escaped(_ text: String) -> String {
        escapingScalars(in: text) { c in markupEntity(c) ?? (c == "\n" ? "&#10;" : nil) }
    }
}
