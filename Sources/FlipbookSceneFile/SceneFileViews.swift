import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// Builds the view tree of a scene file: every view kind of the Swift API, with ids.
extension SceneFileBuilder {
    static let commonKeys = ["id", "type", "frame", "autolayout", "backgroundColor", "alpha", "hidden", "cornerRadius",
                             "borderWidth", "borderColor", "clipsToBounds", "subviews", "repeat", "layoutMargins",
                             "huggingH", "huggingV", "compressionH", "compressionV", "hero"]
    static let keysByType: [String: [String]] = [
        "view": [],
        "label": ["text", "font", "textColor", "alignment", "lines", "lineBreak"],
        "image": ["src", "contentMode"],
        "stack": ["axis", "spacing", "distribution", "alignment", "marginsRelative"],
        "scroll": ["contentSize", "contentInset", "contentOffset", "insetAdjustment", "indicator", "decelerationRate",
                   "indicatorInsets"],
        "table": ["style", "rows", "rowHeight", "separatorStyle", "cellBackground", "contentInset", "contentOffset",
                  "insetAdjustment", "indicator", "sectionHeaderHeight", "sectionFooterHeight", "decelerationRate",
                  "indicatorInsets"],
    ]

    /// Views described by `node` (one, or several when it repeats), added to `parent`.
    func buildViews(_ node: Node, into parent: View, values: ValueReader) {
        // Past the view limit nothing more is built or even visited: repeats nested in repeats
        // would otherwise go on iterating long after every view they make is refused.
        guard !viewLimitReached else { return }
        // A repeat expands its template with `i` = 0, 1, …
        if case .object(let pairs) = node.value, pairs.contains(where: { $0.0 == "repeat" }) {
            guard let r = node.object(["repeat", "view"]) else { return }
            defer { r.finish() }
            guard let spec = r.required("repeat")?.object(["count", "as"]), let template = r.required("view") else { return }
            defer { spec.finish() }
            guard let count = spec.required("count")?.number else { return }
            let name = spec.string("as") ?? "i"
            guard count >= 0, count <= Double(SceneFileLimits.views), count == count.rounded() else {
                log.add("\(r.path).repeat.count", "count must be a whole number in 0…\(SceneFileLimits.views)")
                return
            }
            for i in 0..<Int(count) {
                // Every expansion counts, views or not, so a repeat of empty repeats ends too.
                expansions += 1
                guard expansions <= SceneFileLimits.views * 2, !viewLimitReached else {
                    refuseMoreViews(at: "\(r.path).repeat.count")
                    return
                }
                var inner = values
                inner.scope[name] = Double(i)
                if name != "i" { inner.scope["i"] = Double(i) }
                buildViews(template, into: parent, values: inner)
            }
            return
        }
        guard case .object(let pairs) = node.value else {
            log.add(node.path, "expected a view object, found \(node.value.kind)")
            return
        }
        let type = pairs.first(where: { $0.0 == "type" }).flatMap { pair -> String? in
            if case .string(let s) = pair.1 { return s } else { return nil }
        } ?? "view"
        guard let extra = Self.keysByType[type] else {
            let hint = Suggest.closest(to: type, in: Array(Self.keysByType.keys)).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add("\(node.path).type", "unknown view type \"\(type)\"\(hint)")
            return
        }
        guard let r = node.object(Self.commonKeys + extra) else { return }
        defer { r.finish() }
        viewCount += 1
        guard viewCount <= SceneFileLimits.views else { return refuseMoreViews(at: node.path) }
        let view = makeView(type, r, values: values)
        if let idNode = r["id"], let id = values.text(idNode) {
            if id.isEmpty || id.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) {
                log.add(idNode.path, "id \"\(id)\" may contain only letters, digits, _ and -")
            } else if ReservedName.contains(id) {
                log.add(idNode.path, "id \"\(id)\" is reserved")
            } else if let first = idPaths[id] {
                log.add(idNode.path, "duplicate id \"\(id)\" (first used at \(first))")
            } else {
                view.id = id
                idPaths[id] = idNode.path
                views[id] = view
            }
        }
        if let f = r["frame"], let rect = values.numbers(f, count: 4, in: .points) {
            guard rect[2] >= 0, rect[3] >= 0 else { log.add(f.path, "width and height must not be negative"); return }
            view.frame = Rect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
        }
        if let a = r.bool("autolayout") { view.translatesAutoresizingMaskIntoConstraints = !a }
        if let c = r["backgroundColor"] { view.backgroundColor = values.color(c) }
        if let a = r["alpha"].flatMap(values.number) { view.alpha = min(1, max(0, a)) }
        if let h = r.bool("hidden") { view.isHidden = h }
        if let c = r["cornerRadius"].flatMap({ values.number($0, in: .points) }) { view.cornerRadius = max(0, c) }
        if let w = r["borderWidth"].flatMap({ values.number($0, in: .points) }) { view.borderWidth = max(0, w) }
        if let c = r["borderColor"].flatMap(values.color) { view.borderColor = c }
        if let c = r.bool("clipsToBounds") { view.clipsToBounds = c }
        if let m = r["layoutMargins"].flatMap(values.insets) { view.layoutMargins = m }
        if let h = r["hero"] { readHero(h, into: view, values: values) }
        for (key, axis, hug) in [("huggingH", LayoutAxis.horizontal, true), ("huggingV", .vertical, true),
                                 ("compressionH", .horizontal, false), ("compressionV", .vertical, false)] {
            guard let p = r[key].flatMap({ values.number($0, in: .priority) }) else { continue }
            if hug { view.setContentHuggingPriority(LayoutPriority(Float(p)), for: axis) }
            else { view.setContentCompressionResistancePriority(LayoutPriority(Float(p)), for: axis) }
        }
        parent.addSubview(view)
        if let subviews = r["subviews"]?.array {
            for sub in subviews {
                buildViews(sub, into: view, values: values)
            }
        }
        if let stack = view as? StackView {
            // A stack arranges its subviews, in order.
            for sub in stack.subviews { stack.addArrangedSubview(sub) }
        }
    }

    /// Says once that the file has too many views, and stops building any more.
    private func refuseMoreViews(at place: String) {
        guard !viewLimitReached else { return }
        viewLimitReached = true
        log.add(place, "more than \(SceneFileLimits.views) views (repeats included)")
    }

    private func makeView(_ type: String, _ r: ObjectReader, values: ValueReader) -> View {
        switch type {
        case "label":
            let label = Label()
            if let node = r["text"], let t = values.text(node) {
                // Every label's text is measured at every layout: the sum is what a frame costs.
                labelText += t.unicodeScalars.count
                if labelText > SceneFileLimits.labelTextTotal, !labelTextLimitReached {
                    labelTextLimitReached = true
                    log.add(node.path, "the labels' text passes \(SceneFileLimits.labelTextTotal) characters in all (repeats included)")
                }
                label.text = t
            }
            if let f = r["font"].flatMap(values.font) { label.font = f }
            if let c = r["textColor"].flatMap(values.color) { label.textColor = c }
            if let a = r["alignment"] { label.textAlignment = values.choice(a, TextAlignment.byName, what: "alignment") ?? .natural }
            if let n = r["lines"].flatMap({ values.number($0, in: .lines) }).flatMap(SceneFileRange.lines.int) { label.numberOfLines = n }
            if let m = r["lineBreak"] { label.lineBreakMode = values.choice(m, LineBreakMode.byName, what: "line break mode") ?? .byTruncatingTail }
            return label
        case "image":
            let image = ImageView()
            if let src = r.required("src"), let path = values.text(src) { image.image = loadAsset(path, at: src.path) }
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
            tableSources.append((table, rows))
            return table
        default:
            return View()
        }
    }

    private func configureScroll(_ scroll: ScrollView, _ r: ObjectReader, values: ValueReader) {
        if let s = r["contentSize"].flatMap({ values.numbers($0, count: 2, in: .points) }) { scroll.contentSize = Size(width: s[0], height: s[1]) }
        if let i = r["contentInset"].flatMap(values.insets) { scroll.contentInset = i }
        if let a = r["insetAdjustment"] {
            scroll.contentInsetAdjustmentBehavior = values.choice(a, ScrollView.ContentInsetAdjustmentBehavior.byName,
                                                                  what: "inset adjustment") ?? .automatic
        }
        if let show = r.bool("indicator") { scroll.showsVerticalScrollIndicator = show }
        if let rate = r["decelerationRate"].flatMap(readDecelerationRate) { scroll.decelerationRate = rate }
        if let i = r["indicatorInsets"].flatMap(values.insets) { scroll.scrollIndicatorInsets = i }
        if let o = r["contentOffset"].flatMap({ values.numbers($0, count: 2, in: .points) }) { initialOffsets.append((scroll, Point(x: o[0], y: o[1]))) }
    }

    /// An image inside the scene file's folder: no absolute paths, nothing that escapes with `..`
    /// or through symbolic links (all of them resolved, `InputFile`), regular files only.
    func loadAsset(_ path: String, at place: String) -> Image? {
        guard !path.hasPrefix("/") else {
            log.add(place, "asset path \"\(path)\" is absolute; give a path inside the scene file's folder")
            return nil
        }
        do {
            return try Image(contentsOfFile: path, inside: folder)
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

/// The rows of a table written in a scene file.
final class TableRowsSource: TableViewDataSource {
    var rows: [(text: String, detail: String?, accessory: TableViewCell.AccessoryType)] = []
    var cellBackground: Color?

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = rows[indexPath.row]
        let cell = TableViewCell(style: row.detail == nil ? .default : .subtitle)
        cell.textLabel?.text = row.text
        if let detail = row.detail { cell.detailTextLabel?.text = detail }
        cell.accessoryType = row.accessory
        if let cellBackground { cell.backgroundColor = cellBackground }
        return cell
    }
}
