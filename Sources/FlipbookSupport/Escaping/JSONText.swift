/// A string as a JSON string literal, quotes included: what trace lines and JSON paths print.
///
/// ```swift
/// JSONText.quoted("a\"b")     // "\"a\\\"b\""
/// ```
public enum JSONText {
    public static func quoted(_ s: String) -> String {
        "\"" + escapingScalars(in: s) { c in
            switch c {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case _ where c.value < 0x20:
                "\\u" + String(repeating: "0", count: 4 - String(c.value, radix: 16).count) + String(c.value, radix: 16)
            default: nil
            }
        } + "\""
    }
}
