import FlipbookPipeline
import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// Each view kind's own keys, besides the ones every view has (`SceneFileViewReader`): labels,
/// images, stacks, scroll views and tables.
///
/// ```json
/// {"type": "table", "rows": ["One", {"text": "Two", "detail": "2", "accessory": "disclosureIndicator"}], "rowHeight": 44}
/// ```
struct SceneFileViewKinds {
    let context: SceneFileBuildContext
    private var log: ProblemLog { context.log }

    static let keysByType: [String: [String]] = [
        "view": [],
        "label": ["text", "font", "textColor", "alignment", "lines", "lineBreak"],
        "image": ["src", "symbol", "contentMode", "tintColor"],
        "stack": ["axis", "spacing", "distribution", "alignment", "marginsRelative"],
        "scroll": ["contentSize", "contentInset", "contentOffset", "insetAdjustment", "indicator", "decelerationRate",
                   "indicatorInsets", "paging", "refresh"],
        "table": ["style", "rows", "rowHeight", "separatorStyle", "cellBackground", "contentInset", "contentOffset",
                  "insetAdjustment", "indicator", "sectionHeaderHeight", "sectionFooterHeight", "decelerationRate",
                  "indicatorInsets", "paging", "refresh"],
        "button": buttonKeys,
        "collection": collectionKeys,
    ].merging(controlKeysByType) { a, _ in a }.merging(textInputKeysByType) { a, _ in a }

    /// A text a view shows, counted towards the file's limit: every label's (and field's) text is
    /// measured at every layout, so the sum is what a frame costs.
    func measuredText(_ node: Node?, values: ValueReader) -> String? {
        guard let node, let t = values.text(node) else { return nil }
        context.labelText += t.unicodeScalars.count
        if context.labelText > SceneFileLimits.labelTextTotal, !context.labelTextLimitReached {
            context.labelTextLimitReached = true
            log.add(node.path, "the labels' text passes \(SceneFileLimits.labelTextTotal) characters in all (repeats included)")
        }
        return t
    }

    func make(_ type: String, _ r: ObjectReader, values: ValueReader) -> View {
        switch type {
        case "label":
            let label = Label()
            if let t = measuredText(r["text"], values: values) { label.text = t }
            if let f = r["font"].flatMap(values.font) { label.font = f }
            if let c = r["textColor"].flatMap(values.color) { label.textColor = c }
            if let a = r["alignment"] { label.textAlignment = values.choice(a, TextAlignment.byName, what: "alignment") ?? .natural }
            if let n = r["lines"].flatMap({ values.number($0, in: .lines) }).flatMap(SceneFileRange.lines.int) { label.numberOfLines = n }
            if let m = r["lineBreak"] { label.lineBreakMode = values.choice(m, LineBreakMode.byName, what: "line break mode") ?? .byTruncatingTail }
            return label
        case "image":
            let image = ImageView()
            if let symbol = r["symbol"] {
                if let src = r["src"] { log.add(src.path, "an image shows a file or a symbol, not both; remove \"src\"") }
                image.image = loadSymbol(symbol, values: values)
            } else if let src = r.required("src"), let path = values.text(src) {
                image.image = loadAsset(path, at: src.path)
            }
            if let c = r["tintColor"].flatMap(values.color) { image.tintColor = c }
            image.frame = Rect(origin: .zero, size: image.image?.size ?? .zero)
            if let m = r["contentMode"] { image.contentMode = values.choice(m, ContentMode.byName, what: "content mode") ?? .scaleToFill }
            return image
        case "stack":
            let stack = StackView()
            if let a = r["axis"] { stack.axis = values.choice(a, LayoutAxis.byName, what: "axis") ?? .horizontal }
            if let s = r["spacing"].flatMap({ values.number($0, in: .points) }) { stack.spacing = s }
            if let d = r["distribution"] { stack.distribution = values.choice(d, StackView.Distribution.byName, what: "distribution") ?? .fill }
            if let a = r["alignment"] { stack.alignment = values.choice(a, StackView.Alignment.byName, what: "alignment") ?? .fill }
            if let m = r.bool("marginsRelative") { stack.isLayoutMarginsRelativeArrangement = m }
            return stack
        case "scroll":
            let scroll = ScrollView()
            configureScroll(scroll, r, values: values)
            return scroll
        case "table":
            let table = TableView(frame: .zero, style: r["style"].flatMap { values.choice($0, ["plain": TableView.Style.plain, "grouped": .grouped], what: "table style") } ?? .plain)
            configureScroll(table, r, values: values)
            let rows = TableRowsSource()
            if let list = r["rows"]?.array {
                guard list.count <= SceneFileLimits.tableRows else {
                    log.add("\(r.path).rows", "more than \(SceneFileLimits.tableRows) rows")
                    return table
                }
                for item in list {
                    if case .string = item.value { rows.rows.append((values.text(item) ?? "", nil, .none)); continue }
                    guard let o = item.object(["text", "detail", "accessory"]) else { continue }
                    let accessory = o["accessory"].flatMap { values.choice($0, TableViewCell.AccessoryType.byName, what: "accessory") }
                    rows.rows.append((o["text"].flatMap(values.text) ?? "", o["detail"].flatMap(values.text), accessory ?? .none))
                    o.finish()
                }
            }
            // `"automatic"` is UITableView.automaticDimension: self-sizing rows, default section heights.
            func height(_ key: String) -> Double? {
                guard let node = r[key] else { return nil }
                if case .string(let word) = node.value, word == "automatic" { return TableView.automaticDimension }
                return values.number(node, in: .points).map { max(0, $0) }
            }
            if let h = height("rowHeight") { table.rowHeight = h }
            if let h = height("sectionHeaderHeight") { table.sectionHeaderHeight = h }
            if let h = height("sectionFooterHeight") { table.sectionFooterHeight = h }
            if let c = r["cellBackground"].flatMap(values.color) { rows.cellBackground = c }
            if let s = r["separatorStyle"] {
                table.separatorStyle = values.choice(s, ["none": TableView.SeparatorStyle.none, "singleLine": .singleLine],
                                                     what: "separator style") ?? .singleLine
            }
            table.dataSource = rows
            context.tableSources.append((table, rows))
            return table
        case "collection":
            return makeCollection(r, values: values)
        case "button":
            return makeButton(r, values: values)
        case "switch", "pageControl", "segmented", "activityIndicator", "slider", "stepper":
            return makeControl(type, r, values: values)
        case "textField", "textView", "searchBar", "progress":
            return makeTextInput(type, r, values: values)
        default:
            return View()
        }
    }

    func configureScroll(_ scroll: ScrollView, _ r: ObjectReader, values: ValueReader) {
        if let s = r["contentSize"].flatMap({ values.numbers($0, count: 2, in: .points) }) { scroll.contentSize = Size(width: s[0], height: s[1]) }
        if let i = r["contentInset"].flatMap(values.insets) { scroll.contentInset = i }
        if let a = r["insetAdjustment"] {
            scroll.contentInsetAdjustmentBehavior = values.choice(a, ScrollView.ContentInsetAdjustmentBehavior.byName,
                                                                  what: "inset adjustment") ?? .automatic
        }
        if let show = r.bool("indicator") { scroll.showsVerticalScrollIndicator = show }
        if let rate = r["decelerationRate"].flatMap(values.decelerationRate) { scroll.decelerationRate = rate }
        if let i = r["indicatorInsets"].flatMap(values.insets) { scroll.scrollIndicatorInsets = i }
        if let paging = r.bool("paging") { scroll.isPagingEnabled = paging }
        if let refresh = r["refresh"] { readRefresh(refresh, into: scroll, values: values) }
        if let o = r["contentOffset"].flatMap({ values.numbers($0, count: 2, in: .points) }) { context.initialOffsets.append((scroll, Point(x: o[0], y: o[1]))) }
    }

    /// An image inside the scene file's folder: no absolute paths, nothing that escapes with `..`
    /// or through symbolic links (all of them resolved, `InputFile`), regular files only.
    func loadAsset(_ path: String, at place: String) -> Image? {
        guard !path.hasPrefix("/") else {
            log.add(place, "asset path \"\(path)\" is absolute; give a path inside the scene file's folder")
            return nil
        }
        do {
            return try Image(contentsOfFile: path, inside: context.folder)
        } catch InputFileError.missing {
            log.add(place, "\(path): image not found")
            return nil
        } catch let error as InputFileError {
            log.add(place, "asset path \"\(path)\" \(error.reason)")
            return nil
        } catch {
            log.add(place, "\(error)")
            return nil
        }
    }
}
