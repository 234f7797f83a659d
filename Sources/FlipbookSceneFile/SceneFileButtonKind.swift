import FlipbookRender
import FlipbookScene

/// `{"type": "button", …}`: a `UIButton`. A `style` of `plain`, `gray`, `tinted`, `filled`,
/// `borderless` or a bordered one makes a configured button (iOS 15+), `system` or `custom` a
/// legacy one, `close`, `detailDisclosure`, `infoLight`, `infoDark` and `contactAdd` the glyph
/// buttons. `onTap` says what a tap does (read once every view and screen is known:
/// `SceneFileTapActions`).
///
/// ```json
/// {"type": "button", "id": "pay", "style": "filled", "title": "Pay now", "cornerStyle": "capsule",
///  "onTap": {"action": "present", "controller": "receipt"}}
/// ```
extension SceneFileViewKinds {
    static let buttonKeys = ["style", "title", "subtitle", "symbol", "src", "imagePlacement", "imagePadding", "titlePadding",
                             "contentInsets", "cornerStyle", "size", "foregroundColor", "baseBackgroundColor", "titleColor",
                             "enabled", "selected", "onTap"]

    static let buttonStyles: [String: ButtonStyleChoice] = {
        var styles: [String: ButtonStyleChoice] = [:]
        for style in Button.Configuration.Style.allCases { styles[style.rawValue] = .configured(style) }
        for (name, type) in [("system", Button.ButtonType.system), ("custom", .custom), ("close", .close),
                             ("detailDisclosure", .detailDisclosure), ("infoLight", .infoLight), ("infoDark", .infoDark),
                             ("contactAdd", .contactAdd)] {
            styles[name] = .legacy(type)
        }
        return styles
    }()

    enum ButtonStyleChoice {
        case configured(Button.Configuration.Style)
        case legacy(Button.ButtonType)
    }

    func makeButton(_ r: ObjectReader, values: ValueReader) -> Button {
        let choice = r["style"].flatMap { values.choice($0, Self.buttonStyles, what: "button style") } ?? .legacy(.system)
        let title = r["title"].flatMap(values.text)
        if let title { context.labelText += title.unicodeScalars.count }
        let image = buttonImage(r, values: values)
        let button: Button
        switch choice {
        case .configured(let style):
            var config = Self.configuration(style)
            config.title = title
            config.subtitle = r["subtitle"].flatMap(values.text)
            config.image = image
            if let p = r["imagePlacement"] {
                config.imagePlacement = values.choice(p, ["leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom],
                                                      what: "image placement") ?? .leading
            }
            if let n = r["imagePadding"].flatMap({ values.number($0, in: .points) }) { config.imagePadding = max(0, n) }
            if let n = r["titlePadding"].flatMap({ values.number($0, in: .points) }) { config.titlePadding = max(0, n) }
            if let i = r["contentInsets"].flatMap(values.insets) {
                config.contentInsets = DirectionalEdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
            }
            if let c = r["cornerStyle"] { config.cornerStyle = values.choice(c, Button.Configuration.CornerStyle.byName, what: "corner style") ?? .dynamic }
            if let s = r["size"] { config.buttonSize = values.choice(s, Button.Configuration.Size.byName, what: "button size") ?? .medium }
            if let c = r["foregroundColor"].flatMap(values.color) { config.baseForegroundColor = c }
            if let c = r["baseBackgroundColor"].flatMap(values.color) { config.baseBackgroundColor = c }
            for key in ["titleColor"] where r[key] != nil {
                context.log.add("\(r.path).\(key)", "\"\(key)\" is for system and custom buttons; a configured one takes \"foregroundColor\"")
            }
            button = Button(configuration: config)
        case .legacy(let type):
            button = Button(type: type)
            button.setTitle(title, for: .normal)
            button.setImage(image, for: .normal)
            if let c = r["titleColor"].flatMap(values.color) { button.setTitleColor(c, for: .normal) }
            if let i = r["contentInsets"].flatMap(values.insets) { button.contentEdgeInsets = i }
            for key in ["subtitle", "imagePlacement", "imagePadding", "titlePadding", "cornerStyle", "size", "foregroundColor",
                        "baseBackgroundColor"] where r[key] != nil {
                context.log.add("\(r.path).\(key)", "\"\(key)\" is for configured buttons (style plain, gray, tinted, filled …)")
            }
        }
        if let e = r.bool("enabled") { button.isEnabled = e }
        if let s = r.bool("selected") { button.isSelected = s }
        if let tap = r["onTap"] { context.pendingTaps.append((.control(button), tap)) }
        return button
    }

    static func configuration(_ style: Button.Configuration.Style) -> Button.Configuration {
        switch style {
        case .plain: .plain()
        case .gray: .gray()
        case .tinted: .tinted()
        case .filled: .filled()
        case .borderless: .borderless()
        case .bordered: .bordered()
        case .borderedTinted: .borderedTinted()
        case .borderedProminent: .borderedProminent()
        }
    }

    private func buttonImage(_ r: ObjectReader, values: ValueReader) -> Image? {
        if let symbol = r["symbol"] {
            if let src = r["src"] { context.log.add(src.path, "a button shows a file or a symbol, not both; remove \"src\"") }
            return loadSymbol(symbol, values: values)
        }
        guard let src = r["src"], let path = values.text(src) else { return nil }
        return loadAsset(path, at: src.path)
    }
}
