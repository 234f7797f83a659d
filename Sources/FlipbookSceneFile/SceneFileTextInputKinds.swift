import FlipbookRender
import FlipbookScene

/// Text inputs at rest and progress bars in scene files: `textField`, `textView`, `searchBar`
/// and `progress`.
///
/// ```json
/// {"type": "textField", "placeholder": "Email", "borderStyle": "roundedRect", "clearButton": "always"}
/// {"type": "textField", "text": "hunter2", "secure": true, "borderStyle": "roundedRect"}
/// {"type": "textView", "text": "Notes…", "scrolls": false}
/// {"type": "searchBar", "placeholder": "Search recipes", "style": "minimal", "cancelButton": true}
/// {"type": "progress", "progress": 0.4, "progressColor": "systemGreen"}
/// ```
extension SceneFileViewKinds {
    static let textInputKeysByType: [String: [String]] = [
        "textField": ["text", "placeholder", "borderStyle", "clearButton", "secure", "font", "textColor", "alignment",
                      "enabled", "onTap"],
        "textView": ["text", "font", "textColor", "alignment", "scrolls", "editable"],
        "searchBar": ["text", "placeholder", "prompt", "style", "cancelButton", "barColor"],
        "progress": ["progress", "style", "progressColor", "trackColor"],
    ]

    func makeTextInput(_ type: String, _ r: ObjectReader, values: ValueReader) -> View {
        switch type {
        case "textField":
            let field = TextField()
            if let t = measuredText(r["text"], values: values) { field.text = t }
            if let t = measuredText(r["placeholder"], values: values) { field.placeholder = t }
            if let n = r["borderStyle"] {
                field.borderStyle = values.choice(n, ["none": TextField.BorderStyle.none, "line": .line, "bezel": .bezel,
                                                      "roundedRect": .roundedRect], what: "border style") ?? .none
            }
            if let n = r["clearButton"] {
                field.clearButtonMode = values.choice(n, ["never": TextField.ViewMode.never, "whileEditing": .whileEditing,
                                                          "unlessEditing": .unlessEditing, "always": .always],
                                                      what: "clear button mode") ?? .never
            }
            if let secure = r.bool("secure") { field.isSecureTextEntry = secure }
            if let f = r["font"].flatMap(values.font) { field.font = f }
            if let c = r["textColor"].flatMap(values.color) { field.textColor = c }
            if let a = r["alignment"] { field.textAlignment = values.choice(a, TextAlignment.byName, what: "alignment") ?? .natural }
            if let e = r.bool("enabled") { field.isEnabled = e }
            // A tap begins editing; `onTap` adds what the screen does then.
            if let tap = r["onTap"] { context.pendingTaps.append((.control(field), tap)) }
            field.frame = Rect(origin: .zero, size: Size(width: 200, height: field.intrinsicContentSize.height))
            return field
        case "textView":
            let text = TextView()
            if let t = measuredText(r["text"], values: values) { text.text = t }
            if let f = r["font"].flatMap(values.font) { text.font = f }
            if let c = r["textColor"].flatMap(values.color) { text.textColor = c }
            if let a = r["alignment"] { text.textAlignment = values.choice(a, TextAlignment.byName, what: "alignment") ?? .natural }
            if let scrolls = r.bool("scrolls") { text.isScrollEnabled = scrolls }
            if let editable = r.bool("editable") { text.isEditable = editable }
            return text
        case "searchBar":
            let bar = SearchBar()
            if let t = measuredText(r["text"], values: values) { bar.text = t }
            if let t = measuredText(r["placeholder"], values: values) { bar.placeholder = t }
            if let t = measuredText(r["prompt"], values: values) { bar.prompt = t }
            if let n = r["style"] {
                bar.searchBarStyle = values.choice(n, ["default": SearchBar.Style.default, "prominent": .prominent, "minimal": .minimal],
                                                   what: "search bar style") ?? .default
            }
            if let shows = r.bool("cancelButton") { bar.showsCancelButton = shows }
            if let c = r["barColor"].flatMap(values.color) { bar.barTintColor = c }
            bar.frame = Rect(origin: .zero, size: Size(width: 320, height: bar.intrinsicContentSize.height))
            return bar
        default:
            var style = ProgressView.Style.default
            if let n = r["style"] { style = values.choice(n, ["default": ProgressView.Style.default, "bar": .bar], what: "progress style") ?? .default }
            let bar = ProgressView(progressViewStyle: style)
            if let n = r["progress"], let v = n.number(in: SceneFileRange(0...1)) { bar.progress = Float(v) }
            if let c = r["progressColor"].flatMap(values.color) { bar.progressTintColor = c }
            if let c = r["trackColor"].flatMap(values.color) { bar.trackTintColor = c }
            bar.frame = Rect(x: 0, y: 0, width: 200, height: bar.intrinsicContentSize.height)
            return bar
        }
    }
}
