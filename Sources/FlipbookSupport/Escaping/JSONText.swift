/// A string as a JSON string literal, quotes included: what trace lines and JSON paths print.
///
/// ```swift
/// JSONText.quoted("a\"b")     // "\"a\\\"b\""
/// ```
public enum JSONText {
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if c.value < 0x20 {
                    let hex = String(c.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }
}
