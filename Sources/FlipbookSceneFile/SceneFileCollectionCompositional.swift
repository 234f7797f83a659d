import FlipbookRender
import FlipbookScene

/// A collection's `"layout": {"type": "compositional", "section": {…}}`: a
/// `UICollectionViewCompositionalLayout(section:)` of one section description for every section,
/// written as the Swift API builds it: a section of a group, a group of items (or of groups), each
/// with a `size` of two dimensions.
///
/// ```json
/// "layout": {"type": "compositional", "section": {"interGroupSpacing": 8, "contentInsets": {"leading": 16, "trailing": 16},
///   "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 120}},
///             "interItemSpacing": 8, "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}}}
/// ```
///
/// Dimensions are `{"fractionalWidth": f}`, `{"fractionalHeight": f}` (f in 0.01…100, of the
/// container: the group for an item, the section's width for a group), `{"absolute": pt}` or
/// `{"estimated": pt}` (8…1,000,000 pt). A group takes `"count"` (1…100) to repeat its one item;
/// groups nest at most 4 deep with at most 20 items each (CHOSEN).
struct SceneFileCollectionCompositional {
    let context: SceneFileBuildContext
    private var log: ProblemLog { context.log }
    static let maximumDepth = 4
    static let maximumSubitems = 20

    /// The boundary item kinds the last `read` made (which of the `header`/`footer` templates fill).
    final class Made {
        var boundaryKinds: Set<String> = []
        /// The backgrounds' styles by kind, for the layout to hand its decoration views.
        var backgrounds: [String: SceneFileCollectionBackground.Style] = [:]
    }
    let made = Made()
    /// Parses a `cellEffect` as the flow layout's (set by the collection kind).
    var readEffect: (Node) -> SceneFileCollectionLayout.CellEffect? = { _ in nil }

    /// The layout, and the smallest cell size it can make in a `viewport` (for the on-screen bound).
    func read(_ node: Node, viewport: Size, values: ValueReader) -> (CollectionViewCompositionalLayout, Size)? {
        guard let o = node.object(["type", "section", "sections"]) else { return nil }
        defer { o.finish() }
        // `"sections": [a, b, …]`: section i is described by entry i (the last for the rest), as a
        // section provider returns a section per index.
        if let list = o["sections"] {
            if o["section"] != nil { log.add(list.path, "give \"section\" (one for every section) or \"sections\", not both"); return nil }
            guard let entries = list.array, (1...Self.maximumSections).contains(entries.count) else {
                log.add(list.path, "\"sections\" is an array of 1…\(Self.maximumSections) section descriptions")
                return nil
            }
            var sections: [CollectionLayoutSection] = [], smallest: Size?
            var kinds: Set<String> = []
            for (index, entry) in entries.enumerated() {
                guard let (section, leaf) = readSection(entry, index: index, viewport: viewport, values: values) else { return nil }
                sections.append(section)
                kinds.formUnion(made.boundaryKinds)
                if smallest.map({ leaf.width * leaf.height < $0.width * $0.height }) ?? true { smallest = leaf }
            }
            made.boundaryKinds = kinds
            let layout = SceneFileCompositionalLayout { index, _ in sections[min(max(0, index), sections.count - 1)] }
            registerBackgrounds(on: layout)
            return (layout, smallest ?? viewport)
        }
        guard let sectionNode = o.required("section"), let (section, smallest) = readSection(sectionNode, index: 0, viewport: viewport, values: values) else { return nil }
        let layout = SceneFileCompositionalLayout(section: section)
        registerBackgrounds(on: layout)
        return (layout, smallest)
    }

    private func registerBackgrounds(on layout: SceneFileCompositionalLayout) {
        layout.backgroundStyles = made.backgrounds
        for kind in made.backgrounds.keys { layout.register(SceneFileBackgroundDecorationView.self, forDecorationViewOfKind: kind) }
    }

    /// Section descriptions a `"sections"` list holds at most (CHOSEN: a page has a few kinds).
    static let maximumSections = 20

    private func readSection(_ node: Node, index: Int, viewport: Size, values: ValueReader) -> (CollectionLayoutSection, Size)? {
        guard let s = node.object(["group", "contentInsets", "interGroupSpacing", "background"] + SceneFileCollectionSectionExtras.keys) else { return nil }
        defer { s.finish() }
        guard let groupNode = s.required("group"),
              let (item, smallest) = readItem(groupNode, isGroup: true, container: viewport, depth: 0, values: values),
              let group = item as? CollectionLayoutGroup else { return nil }
        let section = CollectionLayoutSection(group: group)
        if let i = s["contentInsets"].flatMap({ insets($0, values: values) }) { section.contentInsets = i }
        if let g = s["interGroupSpacing"].flatMap({ nonNegative($0, values: values) }) { section.interGroupSpacing = g }
        made.boundaryKinds = SceneFileCollectionSectionExtras(log: log).apply(s, to: section, readEffect: readEffect)
        if let b = s["background"], let (item, style) = SceneFileCollectionBackground.read(b, index: index, log: log, values: values,
                                                                                           insets: { self.insets($0, values: values) }) {
            section.decorationItems = [item]
            made.backgrounds[item.elementKind] = style
        }
        return (section, smallest)
    }

    /// An item or a group; with the smallest leaf size it resolves to in `container`.
    private func readItem(_ node: Node, isGroup: Bool, container: Size, depth: Int, values: ValueReader) -> (CollectionLayoutItem, Size)? {
        let keys = isGroup ? ["size", "axis", "items", "count", "interItemSpacing", "contentInsets"] : ["size", "contentInsets", "group"]
        guard let o = node.object(keys) else { return nil }
        defer { o.finish() }
        if !isGroup, let g = o["group"] {
            // An item that is itself a group: `"items": [{"group": {…}}]`.
            return readItem(g, isGroup: true, container: container, depth: depth, values: values)
        }
        guard let sizeNode = o.required("size"), let (size, resolved) = layoutSize(sizeNode, container: container, values: values) else { return nil }
        let insets = o["contentInsets"].flatMap { self.insets($0, values: values) }
        guard isGroup else {
            let item = CollectionLayoutItem(layoutSize: size)
            if let insets { item.contentInsets = insets }
            return (item, resolved)
        }
        guard depth < Self.maximumDepth else {
            log.add(node.path, "groups nest at most \(Self.maximumDepth) deep")
            return nil
        }
        let horizontal = o["axis"].map { ValueReader(log: log).choice($0, ["horizontal": true, "vertical": false], what: "group axis") ?? true } ?? true
        guard let list = o.required("items")?.array else { return nil }
        guard !list.isEmpty, list.count <= Self.maximumSubitems else {
            log.add("\(o.path).items", "a group has 1…\(Self.maximumSubitems) items")
            return nil
        }
        var subitems: [CollectionLayoutItem] = [], leaves: [Size] = []
        for entry in list {
            guard let (item, leaf) = readItem(entry, isGroup: false, container: resolved, depth: depth + 1, values: values) else { continue }
            subitems.append(item)
            leaves.append(leaf)
        }
        var smallest = leaves.min { $0.width * $0.height < $1.width * $1.height } ?? resolved
        guard subitems.count == list.count else { return nil }
        let group: CollectionLayoutGroup
        if let c = o["count"] {
            guard let count = c.int(in: SceneFileRange(1...100, whole: true)) else { return nil }
            guard subitems.count == 1 else { log.add(c.path, "a group with a \"count\" repeats its one item; give one item"); return nil }
            group = horizontal ? .horizontal(layoutSize: size, subitem: subitems[0], count: count) : .vertical(layoutSize: size, subitem: subitems[0], count: count)
            // n items share the group's length: each is at most 1/n of it.
            smallest = horizontal ? Size(width: min(smallest.width, resolved.width / Double(count)), height: smallest.height)
                                  : Size(width: smallest.width, height: min(smallest.height, resolved.height / Double(count)))
        } else {
            group = horizontal ? .horizontal(layoutSize: size, subitems: subitems) : .vertical(layoutSize: size, subitems: subitems)
        }
        if let spacing = o["interItemSpacing"].flatMap({ nonNegative($0, values: values) }) { group.interItemSpacing = .fixed(spacing) }
        if let insets { group.contentInsets = insets }
        return (group, smallest)
    }

    /// `"layout": {"type": "list", "appearance": "insetGrouped", "headerMode": "supplementary", …}`:
    /// `UICollectionViewCompositionalLayout.list(using:)` of a `UICollectionLayoutListConfiguration`
    /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration); the
    /// cells come from the `cell` template, 44 pt rows (CollectionListMetrics), the headers and
    /// footers from the `header`/`footer` templates.
    func readList(_ node: Node) -> (CollectionViewCompositionalLayout, Size)? {
        guard let o = node.object(["type", "appearance", "headerMode", "footerMode", "showsSeparators", "headerTopPadding"]) else { return nil }
        defer { o.finish() }
        let values = ValueReader(log: log)
        let appearances: [String: CollectionLayoutListConfiguration.Appearance] = [
            "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped, "sidebar": .sidebar, "sidebarPlain": .sidebarPlain]
        var configuration = CollectionLayoutListConfiguration(appearance: o["appearance"].map { values.choice($0, appearances, what: "list appearance") ?? .plain } ?? .plain)
        if let h = o["headerMode"] {
            configuration.headerMode = values.choice(h, ["none": .none, "supplementary": .supplementary, "firstItemInSection": .firstItemInSection], what: "header mode") ?? .none
        }
        if let f = o["footerMode"] { configuration.footerMode = values.choice(f, ["none": .none, "supplementary": .supplementary], what: "footer mode") ?? .none }
        if let sep = o.bool("showsSeparators") { configuration.showsSeparators = sep }
        if let p = o["headerTopPadding"], let pt = p.number(in: SceneFileRange(0...1000)) { configuration.headerTopPadding = pt }
        var kinds: Set<String> = []
        if configuration.headerMode == .supplementary { kinds.insert(CollectionView.elementKindSectionHeader) }
        if configuration.footerMode == .supplementary { kinds.insert(CollectionView.elementKindSectionFooter) }
        made.boundaryKinds = kinds
        return (CollectionViewCompositionalLayout.list(using: configuration), Size(width: SceneFileLimits.collectionItemSide, height: 44))
    }

    private func layoutSize(_ node: Node, container: Size, values: ValueReader) -> (CollectionLayoutSize, Size)? {
        guard let o = node.object(["width", "height"]) else { return nil }
        defer { o.finish() }
        guard let w = o.required("width").flatMap({ dimension($0, container: container, values: values) }),
              let h = o.required("height").flatMap({ dimension($0, container: container, values: values) }) else { return nil }
        return (CollectionLayoutSize(widthDimension: w.0, heightDimension: h.0), Size(width: w.1, height: h.1))
    }

    /// A dimension, and the length it resolves to in `container`.
    private func dimension(_ node: Node, container: Size, values: ValueReader) -> (CollectionLayoutDimension, Double)? {
        guard let o = node.object(["fractionalWidth", "fractionalHeight", "absolute", "estimated"]) else { return nil }
        defer { o.finish() }
        guard o.keys.count == 1, let key = o.keys.first, let value = o[key] else {
            log.add(node.path, "a dimension is one of {\"fractionalWidth\": f}, {\"fractionalHeight\": f}, {\"absolute\": pt} or {\"estimated\": pt}")
            return nil
        }
        switch key {
        case "fractionalWidth", "fractionalHeight":
            guard let f = value.number(in: SceneFileRange(0.01...100)) else { return nil }
            return key == "fractionalWidth" ? (.fractionalWidth(f), f * container.width) : (.fractionalHeight(f), f * container.height)
        default:
            guard let pt = value.number(in: SceneFileRange(SceneFileLimits.collectionItemSide...SceneFileLimits.points)) else { return nil }
            return key == "absolute" ? (.absolute(pt), pt) : (.estimated(pt), pt)
        }
    }

    private func nonNegative(_ node: Node, values: ValueReader) -> Double? {
        values.number(node, in: SceneFileRange(0...SceneFileLimits.points))
    }

    /// `{top, leading, bottom, trailing}`, none negative.
    private func insets(_ node: Node, values: ValueReader) -> DirectionalEdgeInsets? {
        guard let r = node.object(["top", "leading", "bottom", "trailing"]) else { return nil }
        defer { r.finish() }
        let side = { (key: String) in r[key].flatMap { self.nonNegative($0, values: values) } ?? 0 }
        return DirectionalEdgeInsets(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing"))
    }
}
