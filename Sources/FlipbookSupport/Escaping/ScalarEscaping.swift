/// The loop every escaper shares: each scalar either stands for itself or is replaced by the
/// text `replacement` gives. The escapers differ only in that table.
///
/// ```swift
/// escapingScalars(in: "a<b") { $0 == "<" ? "&lt;" : nil }     // "a&lt;b"
/// ```
func escapingScalars(in text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text.unicodeScalars {
        if let replaced = replacement(c) { out += replaced } else { out.unicodeScalars.append(c) }
    }
    return out
}

/// The four characters HTML and XML both give entities, in text and in double-quoted attributes.
func markupEntity(_ c: Unicode.Scalar) -> String? {
    switch c {
    case "&": "&amp;"
    case "<": "&lt;"
    case ">": "&gt;"
    case "\"": "&quot;"
    default: nil
    }
}
