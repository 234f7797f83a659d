import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// Reading the format's values: colours, fonts, numbers that may be expressions of a repeat
/// index, and strings with `{expression}` interpolation.
struct ValueReader {
    let log: ProblemLog
    /// Repeat indices in scope (`i`), for templates.
    var scope: [String: Double] = [:]
    /// Every UIKit semantic and system colour by its name (`Color.semanticColors`: light and dark
    /// values, drawn for the scene's appearance), and UIKit's fixed colours, which stay the same
    /// in both appearances.
    static let namedColors: [String: Color] = Color.semanticColors.merging([
        "clear": .clear, "black": .black, "white": .white, "gray": .gray,
        "blue": Color(red: 0, green: 0, blue: 1), "green": Color(red: 0, green: 1, blue: 0),
        "yellow": Color(red: 1, green: 1, blue: 0), "red": Color(red: 1, green: 0, blue: 0),
    ]) { semantic, _ in semantic }

    func color(_ node: Node) -> Color? {
        if case .object(let members) = node.value, members.has("light") || members.has("dark") {
            return dynamicColor(node)
        }
        if case .object = node.value, let picked = cycle(node) { return color(picked) }
        guard let text = node.string else { return nil }
        if text.hasPrefix("#") {
            if let c = Color(hex: text) { return c }
            node.log.add(node.path, "\"\(text)\" is not a colour: use #RGB, #RRGGBB or #RRGGBBAA")
            return nil
        }
        if let c = Self.namedColors[text] { return c }
        let hint = Suggest.closest(to: text, in: Array(Self.namedColors.keys)).map { "; did you mean \"\($0)\"?" } ?? ""
        node.log.add(node.path, "unknown colour \"\(text)\"\(hint)")
        return nil
    }

    /// `{"light": a, "dark": b}`: a colour of the file's own with a value per appearance, as
    /// `UIColor { traits in … }` in UIKit (a bar tint, a card). Both are needed; each is any colour.
    func dynamicColor(_ node: Node) -> Color? {
        guard let reader = node.object(["light", "dark"]) else { return nil }
        defer { reader.finish() }
        guard let lightNode = reader.required("light"), let darkNode = reader.required("dark"),
              let light = color(lightNode), let dark = color(darkNode) else { return nil }
        return Color(light: light.resolved(for: .light), dark: dark.resolved(for: .dark))
    }

    /// `{"cycle": [a, b, c]}` picks item `i mod count` of the innermost repeat.
    func cycle(_ node: Node) -> Node? {
        guard let reader = node.object(["cycle"]), let items = reader.required("cycle")?.array else { return nil }
        reader.finish()
        guard !items.isEmpty else { node.log.add(node.path, "a cycle needs at least one item"); return nil }
        let i = Int(scope["i"] ?? 0)
        return items[((i % items.count) + items.count) % items.count]
    }

    /// A number, or a string holding an expression of the repeat indices (`"i * 80"`).
    func number(_ node: Node) -> Double? {
        switch node.value {
        case .number: return node.number
        case .string(let text):
            do {
                let expression = try ValueExpression.parse(text)
                return try expression.evaluate { scope[$0] }
            } catch {
                node.log.add(node.path, "\(error)")
                return nil
            }
        default:
            node.log.add(node.path, "expected a number, found \(node.value.kind)")
            return nil
        }
    }

    func numbers(_ node: Node, count: Int) -> [Double]? {
        guard let items = node.array else { return nil }
        guard items.count == count else {
            node.log.add(node.path, "expected \(count) numbers, found \(items.count)")
            return nil
        }
        let values = items.compactMap(number)
        return values.count == count ? values : nil
    }

    /// A string with `{expression}` parts filled in from the repeat indices (`"row{i}"`), at
    /// most `SceneFileLimits.textLength` characters: layout measures a label's text at every step.
    func text(_ node: Node) -> String? {
        guard let filled = interpolated(node) else { return nil }
        let length = filled.unicodeScalars.count
        guard length <= SceneFileLimits.textLength else {
            node.log.add(node.path, "text is \(length) characters long; the limit is \(SceneFileLimits.textLength)")
            return nil
        }
        return filled
    }

    private func interpolated(_ node: Node) -> String? {
        if case .object = node.value, let picked = cycle(node) { return interpolated(picked) }
        guard let raw = node.string else { return nil }
        guard raw.contains("{") else { return raw }
        var out = "", rest = Substring(raw)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                node.log.add(node.path, "\"{\" without a closing \"}\" in \"\(raw)\"")
                return nil
            }
            let source = String(rest[rest.index(after: open)..<close])
            do {
                let value = try ValueExpression.parse(source).evaluate { scope[$0] }
                out += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            } catch {
                node.log.add(node.path, "\(error)")
                return nil
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// `{family, size, weight}`, `{name, size}` for `UIFont(name:size:)` (a face's PostScript or
    /// full name, among the scene's `fonts/` and Flipbook's own), or `{textStyle, weight}` for
    /// `Font.preferredFont(forTextStyle:)` (whose size follows the scene's content size category,
    /// so it takes no size or family). A name no face has draws the system font, and the scene
    /// warns naming it.
    func font(_ node: Node) -> Font? {
        guard let r = node.object(["family", "name", "size", "weight", "textStyle"]) else { return nil }
        defer { r.finish() }
        if let styleNode = r["textStyle"] {
            for key in ["size", "family"] where r[key] != nil {
                node.log.add("\(node.path).\(key)", "a textStyle font takes its \(key) from the style; remove \"\(key)\"")
            }
            guard let style = choice(styleNode, FontTextStyle.byName, what: "text style") else { return nil }
            var font = Font.preferredFont(forTextStyle: style)
            if let w = r["weight"] { guard let parsed = weight(w) else { return nil }; font.weight = parsed }
            return font
        }
        if let name = r.string("name") {
            if r["family"] != nil { node.log.add("\(node.path).family", "a font has a family or a name, not both; remove \"family\"") }
            if r["weight"] != nil { node.log.add("\(node.path).weight", "a named face has its own weight; remove \"weight\"") }
            guard let size = r.required("size").flatMap({ number($0, in: .fontSize) }) else { return nil }
            return Font(name: name, size: size) ?? Font(family: name, size: size)
        }
        var family = r.string("family") ?? "system-ui"
        if family == "system" { family = "system-ui" }
        guard let size = r.required("size").flatMap({ number($0, in: .fontSize) }) else { return nil }
        var weight = Font.Weight.regular
        if let w = r["weight"] {
            guard let parsed = self.weight(w) else { return nil }
            weight = parsed
        }
        return Font(family: family, size: size, weight: weight)
    }

    private func weight(_ w: Node) -> Font.Weight? {
        guard let name = w.string else { return nil }
        guard let parsed = Font.Weight(rawValue: name) else {
            let hint = Suggest.closest(to: name, in: Font.Weight.allCases.map(\.rawValue)).map { "; did you mean \"\($0)\"?" } ?? ""
            w.log.add(w.path, "unknown weight \"\(name)\"\(hint)")
            return nil
        }
        return parsed
    }

    func insets(_ node: Node) -> EdgeInsets? {
        guard let r = node.object(["top", "left", "bottom", "right"]) else { return nil }
        defer { r.finish() }
        let side = { (key: String) in r[key].flatMap { self.number($0, in: .points) } ?? 0 }
        return EdgeInsets(top: side("top"), left: side("left"), bottom: side("bottom"), right: side("right"))
    }

    /// One of a fixed set of names, with a suggestion when misspelt; `listing` (e.g. "navigation
    /// or tabBar") is shown in brackets after the unknown name.
    func choice<T>(_ node: Node, _ options: [String: T], what: String, listing: String? = nil) -> T? {
        guard let name = node.string else { return nil }
        if let value = options[name] { return value }
        let hint = Suggest.closest(to: name, in: options.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
        let list = listing.map { " (\($0))" } ?? ""
        node.log.add(node.path, "unknown \(what) \"\(name)\"\(list)\(hint)")
        return nil
    }
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
    static var byName: [String: Self] { Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) }) }
}
