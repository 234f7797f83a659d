import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// The `"collection"` view kind: a `UICollectionView` on a flow layout, its sections of items
/// built from templates (`SceneFileCollectionSource`), its per-frame cell effect and snapping
/// (`SceneFileCollectionLayout`), and updates at given times (`SceneFileCollectionUpdates`).
///
/// ```json
/// {"id": "grid", "type": "collection", "frame": [0, 0, 390, 844], "itemSize": [120, 120],
///  "minimumLineSpacing": 4, "minimumInteritemSpacing": 4, "sections": [{"items": 30}, {"items": 12}],
///  "headerSize": [390, 44], "sectionHeadersPinToVisibleBounds": true,
///  "header": {"backgroundColor": "secondarySystemBackground", "subviews": [{"type": "label", "frame": [16, 12, 300, 20], "text": "Section {section + 1}"}]},
///  "cell": {"backgroundColor": {"cycle": ["systemBlue", "systemTeal"]}, "cornerRadius": 8}}
/// ```
extension SceneFileViewKinds {
    private var problems: ProblemLog { context.log }

    static let collectionKeys = ["layout", "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing",
                                 "minimumInteritemSpacing", "sectionInset", "headerSize", "footerSize",
                                 "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", "sections", "items",
                                 "cell", "header", "footer", "cellEffect", "snapsToItems", "updates",
                                 "contentInset", "contentOffset", "insetAdjustment", "indicator", "decelerationRate",
                                 "indicatorInsets", "paging", "refresh"]

    func makeCollection(_ r: ObjectReader, values: ValueReader) -> CollectionView {
        let frameSize = r["frame"].flatMap { values.numbers($0, count: 4) }.map { Size(width: $0[2], height: $0[3]) }
        let viewport = frameSize.map { Size(width: min(SceneFileLimits.screenSide, max(0, $0.width)), height: min(SceneFileLimits.screenSide, max(0, $0.height))) }
        // `"layout": {"type": "compositional", …}` or the flow layout (the default, or `"flow"`).
        if let l = r["layout"], case .object(let members) = l.value, members.has("type") || members.has("section") {
            var compositional = members[key: "type"] == nil
            var list = false
            if case .string("compositional")? = members[key: "type"]?.value { compositional = true }
            if case .string("list")? = members[key: "type"]?.value { list = true }
            if !compositional && !list {
                problems.add("\(l.path).type", "a layout object is {\"type\": \"compositional\", \"section\": …} or {\"type\": \"list\", …}; the flow layout is \"flow\" or no \"layout\"")
            }
            // `header` and `footer` fill a compositional section's boundary items (or a list's).
            for key in Self.flowOnlyKeys where r[key] != nil && key != "header" && key != "footer" {
                problems.add("\(r.path).\(key)", "\"\(key)\" belongs to the flow layout; a compositional layout sizes items in its \"section\"")
            }
            var reader = SceneFileCollectionCompositional(context: context)
            reader.readEffect = { self.readCellEffect($0) }
            let viewportOrScreen = viewport ?? Size(width: SceneFileLimits.screenSide, height: SceneFileLimits.screenSide)
            guard let (layout, smallest) = list ? reader.readList(l) : reader.read(l, viewport: viewportOrScreen, values: values) else {
                return CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
            }
            for (key, kind) in [("header", CollectionView.elementKindSectionHeader), ("footer", CollectionView.elementKindSectionFooter)] {
                if let t = r[key], !reader.made.boundaryKinds.contains(kind) {
                    problems.add(t.path, list ? "a list's \(key) needs \"\(key)Mode\": \"supplementary\"" : "a \(key) template needs a boundary item of kind \"\(key)\" in the section's \"boundaryItems\"")
                }
                if r[key] == nil, reader.made.boundaryKinds.contains(kind) {
                    problems.add("\(l.path)", "a \(key) boundary item needs the collection's \"\(key)\" template")
                }
            }
            let collection = CollectionView(frame: .zero, collectionViewLayout: layout)
            configureScroll(collection, r, values: values)
            fillCollection(collection, r, values: values, cellSize: smallest, spacing: 0, viewport: viewport, sizePlace: "\(l.path).section")
            // List rows are list cells: the list draws their backgrounds and separators.
            if list { collection.register(SceneFileTemplateListCell.self, forCellWithReuseIdentifier: SceneFileCollectionSource.cellIdentifier) }
            return collection
        }
        let layout = SceneFileCollectionLayout()
        let collection = CollectionView(frame: .zero, collectionViewLayout: layout)
        configureScroll(collection, r, values: values)
        if let l = r["layout"], values.choice(l, ["flow": true], what: "collection layout",
                                                   listing: "flow, or {\"type\": \"compositional\", \"section\": …}") == nil { return collection }
        if let d = r["scrollDirection"] {
            layout.scrollDirection = values.choice(d, ["vertical": CollectionViewFlowLayout.ScrollDirection.vertical, "horizontal": .horizontal],
                                                   what: "scroll direction") ?? .vertical
        }
        var cellSize = layout.itemSize
        if let s = r["itemSize"].flatMap({ itemSize($0, values: values) }) { layout.itemSize = s; cellSize = s }
        if let s = r["estimatedItemSize"].flatMap({ itemSize($0, values: values) }) { layout.estimatedItemSize = s; cellSize = s }
        if let s = r["minimumLineSpacing"].flatMap({ spacing($0, values: values) }) { layout.minimumLineSpacing = s }
        if let s = r["minimumInteritemSpacing"].flatMap({ spacing($0, values: values) }) { layout.minimumInteritemSpacing = s }
        if let i = r["sectionInset"].flatMap(values.insets) {
            if [i.top, i.left, i.bottom, i.right].contains(where: { $0 < 0 }) { problems.add("\(r.path).sectionInset", "section insets must not be negative") }
            else { layout.sectionInset = i }
        }
        if let s = r["headerSize"].flatMap({ supplementarySize($0, values: values) }) { layout.headerReferenceSize = s }
        if let s = r["footerSize"].flatMap({ supplementarySize($0, values: values) }) { layout.footerReferenceSize = s }
        if let pin = r.bool("sectionHeadersPinToVisibleBounds") { layout.sectionHeadersPinToVisibleBounds = pin }
        if let pin = r.bool("sectionFootersPinToVisibleBounds") { layout.sectionFootersPinToVisibleBounds = pin }
        if let snap = r.bool("snapsToItems") { layout.snapsToItems = snap }
        if let e = r["cellEffect"] { layout.effect = readCellEffect(e) }
        if r["header"] != nil, r["headerSize"] == nil { problems.add("\(r.path).header", "a header needs a \"headerSize\" [w, h] (UICollectionViewFlowLayout.headerReferenceSize)") }
        if r["footer"] != nil, r["footerSize"] == nil { problems.add("\(r.path).footer", "a footer needs a \"footerSize\" [w, h]") }
        fillCollection(collection, r, values: values, cellSize: cellSize,
                       spacing: min(layout.minimumLineSpacing, layout.minimumInteritemSpacing), viewport: viewport, sizePlace: "\(r.path).itemSize")
        return collection
    }

    /// The keys only a flow layout reads.
    static let flowOnlyKeys = ["scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
                               "sectionInset", "headerSize", "footerSize", "sectionHeadersPinToVisibleBounds",
                               "sectionFootersPinToVisibleBounds", "cellEffect", "snapsToItems", "header", "footer"]

    /// The sections, the templates and the updates, for either layout.
    private func fillCollection(_ collection: CollectionView, _ r: ObjectReader, values: ValueReader, cellSize: Size, spacing: Double, viewport: Size?, sizePlace: String) {
        guard let cellNode = r.required("cell") else { return }
        let counts = readSections(r)
        let templates = [("cell", cellNode), ("header", r["header"]), ("footer", r["footer"])].compactMap { name, node in node.map { (name, $0) } }
        var cellViews = 1
        for (name, node) in templates {
            let views = checkTemplate(node, values: values)
            if name == "cell" { cellViews = views }
        }
        checkCellsOnScreen(viewport: viewport, cellSize: cellSize, spacing: spacing, templateViews: cellViews, at: sizePlace)

        let context = self.context
        let source = SceneFileCollectionSource(cell: cellNode, header: r["header"], footer: r["footer"]) { template, container, scope in
            let fresh = SceneFileBuildContext(log: ProblemLog(document: context.log.document), folder: context.folder, traits: context.traits)
            fresh.appearance = context.appearance
            var inner = ValueReader(log: fresh.log)
            inner.scope = scope
            SceneFileViewReader(context: fresh).build(template, into: container, values: inner)
        }
        var next = 0
        source.sections = counts.enumerated().map { s, n in
            defer { next += n }
            return .init(number: s, items: Array(next..<(next + n)))
        }
        source.nextItem = next
        source.nextSection = counts.count
        collection.register(SceneFileTemplateCell.self, forCellWithReuseIdentifier: SceneFileCollectionSource.cellIdentifier)
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collection.register(SceneFileTemplateSupplementaryView.self, forSupplementaryViewOfKind: kind,
                                withReuseIdentifier: SceneFileCollectionSource.supplementaryIdentifier)
        }
        if let u = r["updates"] {
            let updates = SceneFileCollectionUpdates.read(u, counts: counts, log: problems)
            source.scheduled = updates
        }
        collection.dataSource = source
    }

    /// `"sections": [{"items": 12}, …]`, or `"items": 12` for one section.
    private func readSections(_ r: ObjectReader) -> [Int] {
        let itemRange = SceneFileRange(0...Double(SceneFileLimits.collectionItems), whole: true)
        var counts: [Int] = []
        switch (r["sections"], r["items"]) {
        case let (sections?, nil):
            guard let list = sections.array else { return [] }
            guard list.count <= SceneFileLimits.collectionSections else {
                problems.add(sections.path, "more than \(SceneFileLimits.collectionSections) sections")
                return []
            }
            for s in list {
                guard let o = s.object(["items"]) else { continue }
                defer { o.finish() }
                if let n = o.required("items")?.int(in: itemRange) { counts.append(n) }
            }
        case let (nil, items?):
            if let n = items.int(in: itemRange) { counts = [n] }
        case (.some, .some):
            problems.add(r.path, "a collection has \"sections\" or \"items\" (one section), not both")
        case (nil, nil):
            problems.add(r.path, "a collection needs \"sections\" ([{\"items\": n}, …]) or \"items\"")
        }
        if counts.reduce(0, +) > SceneFileLimits.collectionItems {
            problems.add("\(r.path).sections", "more than \(SceneFileLimits.collectionItems) items in all")
            return []
        }
        return counts
    }

    /// An item's size: both sides at least `SceneFileLimits.collectionItemSide` points.
    private func itemSize(_ node: Node, values: ValueReader) -> Size? {
        guard let s = values.numbers(node, count: 2, in: .points) else { return nil }
        let least = SceneFileLimits.collectionItemSide
        guard s[0] >= least, s[1] >= least else {
            problems.add(node.path, "an item is at least \(SceneFileRange.format(least)) pt a side, found [\(SceneFileRange.format(s[0])), \(SceneFileRange.format(s[1]))]")
            return nil
        }
        return Size(width: s[0], height: s[1])
    }

    private func supplementarySize(_ node: Node, values: ValueReader) -> Size? {
        guard let s = values.numbers(node, count: 2, in: .points) else { return nil }
        guard s[0] >= 0, s[1] >= 0 else { problems.add(node.path, "a header or footer size must not be negative"); return nil }
        return Size(width: s[0], height: s[1])
    }

    private func spacing(_ node: Node, values: ValueReader) -> Double? {
        guard let s = values.number(node, in: .points) else { return nil }
        guard s >= 0 else { problems.add(node.path, "spacing must not be negative, found \(SceneFileRange.format(s))"); return nil }
        return s
    }

    /// `{"scale": expr, "alpha": expr, "zIndex": expr}` of `d`; each is tried at d = 0 so a name
    /// or a function misspelt is found at its place.
    private func readCellEffect(_ node: Node) -> SceneFileCollectionLayout.CellEffect? {
        guard let o = node.object(["scale", "alpha", "zIndex"]) else { return nil }
        defer { o.finish() }
        func expression(_ key: String) -> ValueExpression? {
            guard let e = o[key] else { return nil }
            let parsed: ValueExpression
            switch e.value {
            case .number(let n):
                guard let made = try? ValueExpression.parse(SceneFileRange.format(n)) else { return nil }
                parsed = made
            case .string(let text):
                do { parsed = try ValueExpression.parse(text) } catch { problems.add(e.path, "\(error)"); return nil }
            default:
                problems.add(e.path, "expected an expression of d (the cell's distance from the centre), found \(e.value.kind)")
                return nil
            }
            do { _ = try parsed.evaluate(["d": 0]) } catch { problems.add(e.path, "\(error)"); return nil }
            return parsed
        }
        return .init(scale: expression("scale"), alpha: expression("alpha"), zIndex: expression("zIndex"))
    }

    /// Builds a template once, for its problems at their places, and says how many views it makes.
    /// Its views have no ids, gestures or hero modifiers: cells come and go as they scroll.
    private func checkTemplate(_ node: Node, values: ValueReader) -> Int {
        let before = context.viewCount, ids = Set(context.idPaths.keys), taps = context.pendingTaps.count
        var inner = values
        inner.scope["i"] = 0
        inner.scope["index"] = 0
        inner.scope["section"] = 0
        SceneFileViewReader(context: context).build(node, into: View(), values: inner)
        for (id, place) in context.idPaths where !ids.contains(id) {
            problems.add(place, "a view in a cell, header or footer template has no id: they are made as they scroll into view")
            context.views[id] = nil
        }
        if context.pendingTaps.count > taps {
            problems.add(node.path, "a cell, header or footer template has no onTap or gestures")
            context.pendingTaps.removeLast(context.pendingTaps.count - taps)
        }
        let made = context.viewCount - before
        if made > SceneFileLimits.collectionTemplateViews {
            problems.add(node.path, "a template makes \(made) views; at most \(SceneFileLimits.collectionTemplateViews)")
        }
        return max(1, made)
    }

    /// The cells that can be on screen at once, from the item size and the largest screen, times
    /// the views each makes, within `SceneFileLimits.collectionViewsOnScreen`.
    private func checkCellsOnScreen(viewport: Size?, cellSize: Size, spacing: Double, templateViews: Int, at place: String) {
        // The collection's frame when the file gives one (numbers in range), else the largest screen.
        let side = SceneFileLimits.screenSide
        let width: Double = viewport.map { Double($0.width) } ?? side, height: Double = viewport.map { Double($0.height) } ?? side
        let across = (width / max(1, Double(cellSize.width) + spacing)).rounded(.up) + 1
        let down = (height / max(1, Double(cellSize.height) + spacing)).rounded(.up) + 1
        let views = across * down * Double(templateViews)
        if views > Double(SceneFileLimits.collectionViewsOnScreen) {
            problems.add(place, "up to \(Int(across * down).description) cells of \(templateViews) views each can show at once "
                    + "(in \(SceneFileRange.format(width)) × \(SceneFileRange.format(height)) pt); at most \(SceneFileLimits.collectionViewsOnScreen) views: make the items larger or the template smaller")
        }
    }
}
