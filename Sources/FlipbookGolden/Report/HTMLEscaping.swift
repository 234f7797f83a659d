extension String {
    /// Safe inside HTML text and inside double- or single-quoted attribute values.
    var htmlEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for c in unicodeScalars {
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
}
