/// A set of view ids as a caption reads them: in natural order ("row2" before "row10"),
/// numbered siblings joined ("row0–row23", a scrolled table's rows), at most `shown` names.
///
/// ```swift
/// ViewNames.list(["title", "row1", "row0", "row2", "header"])   // "header, row0–row2, title"
/// ViewNames.list([])                                           // "nothing"
/// ```
enum ViewNames {
    /// Names before "and N more": what two caption lines hold. The rest would be cut off on the
    /// page yet still be found by a search (a PDF keeps the text an ellipsis hides).
    static let shown = 8

    static func list(_ ids: [String]) -> String {
        let names = numberedRunsJoined(ids.sorted(by: naturalOrder))
        guard !names.isEmpty else { return "nothing" }
        let more = names.count > shown ? " and \(names.count - shown) more" : ""
        return names.prefix(shown).joined(separator: ", ") + more
    }

    /// Sorted ids with numbered siblings joined: `row0, row1, row2, row5` reads `row0–row2, row5`
    /// (a table's rows all move when it scrolls, and would fill the caption).
    static func numberedRunsJoined(_ ids: [String]) -> [String] {
        func split(_ id: String) -> (stem: Substring, number: Int)? {
            let digits = id.reversed().prefix { $0.isASCII && $0.isNumber }.count
            guard digits > 0, digits < id.count, digits <= 9, let n = Int(id.suffix(digits)),
                  String(n) == id.suffix(digits) else { return nil }   // "row007" stays itself
            return (id.dropLast(digits), n)
        }
        var out: [String] = []
        var k = 0
        while k < ids.count {
            var end = k
            if let first = split(ids[k]) {
                while end + 1 < ids.count, let next = split(ids[end + 1]), next.stem == first.stem,
                      next.number == first.number + (end + 1 - k) { end += 1 }
            }
            out.append(end - k >= 2 ? "\(ids[k])–\(ids[end])" : ids[k])
            if end - k < 2 { end = k }
            k = end + 1
        }
        return out
    }

    /// "row2" before "row10": runs of digits compare as numbers.
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        func chunks(_ s: String) -> [(text: String, number: Int?)] {
            var out: [(String, Int?)] = []
            var current = "", digits = false
            for c in s {
                let isDigit = c.isASCII && c.isNumber
                if !current.isEmpty, isDigit != digits {
                    out.append((current, digits ? Int(current.prefix(18)) : nil))
                    current = ""
                }
                digits = isDigit
                current.append(c)
            }
            if !current.isEmpty { out.append((current, digits ? Int(current.prefix(18)) : nil)) }
            return out
        }
        for (x, y) in zip(chunks(a), chunks(b)) where x.text != y.text {
            if let m = x.number, let n = y.number, m != n { return m < n }
            return x.text < y.text
        }
        return chunks(a).count < chunks(b).count
    }
}
