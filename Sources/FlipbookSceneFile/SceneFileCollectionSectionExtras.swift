import FlipbookRender
import FlipbookScene

/// What a compositional section in a scene file has besides its group: sideways scrolling
/// (`"orthogonalScrollingBehavior"`, every `UICollectionLayoutSectionOrthogonalScrollingBehavior`),
/// a per-frame effect on the band's cells (`"cellEffect"`, the flow layout's design run from the
/// section's `visibleItemsInvalidationHandler`) and headers and footers (`"boundaryItems"`, filled
/// from the collection's `header` and `footer` templates).
///
/// ```json
/// "section": {"orthogonalScrollingBehavior": "groupPagingCentered",
///   "cellEffect": {"scale": "1 - 0.1 * min(abs(d) / 290, 1)"},
///   "boundaryItems": [{"kind": "header", "height": 44, "pinToVisibleBounds": true}],
///   "group": {…}}
/// ```
///
/// In a band, `d` is the cell centre's distance from the band's visible centre, in points
/// (`frame.midX − offset.x − width / 2`, the distance the handler's documentation example
/// computes, https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler);
/// in a section that does not scroll sideways, from the collection view's visible centre along y.
struct SceneFileCollectionSectionExtras {
    let log: ProblemLog

    static let keys = ["orthogonalScrollingBehavior", "cellEffect", "boundaryItems"]

    static let behaviours: [String: CollectionLayoutSection.OrthogonalScrollingBehavior] = [
        "none": .none, "continuous": .continuous, "continuousGroupLeadingBoundary": .continuousGroupLeadingBoundary,
        "paging": .paging, "groupPaging": .groupPaging, "groupPagingCentered": .groupPagingCentered,
    ]

    /// Boundary items a section may have (CHOSEN: a header and a footer, and a few beside).
    static let maximumBoundaryItems = 4

    /// Applies the keys to `section`; `readEffect` parses a `cellEffect` as the flow layout's.
    /// Returns the kinds of boundary item it made (the templates they need).
    func apply(_ s: ObjectReader, to section: CollectionLayoutSection,
               readEffect: (Node) -> SceneFileCollectionLayout.CellEffect?) -> Set<String> {
        if let b = s["orthogonalScrollingBehavior"] {
            section.orthogonalScrollingBehavior = ValueReader(log: log).choice(b, Self.behaviours, what: "orthogonal scrolling behaviour") ?? .none
        }
        if let e = s["cellEffect"], let effect = readEffect(e) {
            let sideways = section.orthogonalScrollingBehavior != .none
            // CHOSEN: an effect that fails at run time (a value out of range) leaves that cell as
            // laid out, without a warning: the handler has no scene to warn in.
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                let size = environment.container.contentSize
                for item in items where item.representedElementCategory == .cell {
                    let d = sideways ? item.frame.midX - offset.x - size.width / 2 : item.frame.midY - offset.y - size.height / 2
                    _ = SceneFileCollectionLayout.apply(effect, d: d, to: item)
                }
            }
        }
        var kinds: Set<String> = []
        if let list = s["boundaryItems"]?.array {
            guard list.count <= Self.maximumBoundaryItems else {
                log.add("\(s.path).boundaryItems", "a section has at most \(Self.maximumBoundaryItems) boundary items")
                return kinds
            }
            for entry in list {
                // A boundary item with a bad number still claims its template (one problem, not two).
                if case .object(let members) = entry.value, case .string(let kind)? = members[key: "kind"]?.value {
                    if kind == "header" { kinds.insert(CollectionView.elementKindSectionHeader) }
                    if kind == "footer" { kinds.insert(CollectionView.elementKindSectionFooter) }
                }
                guard let item = boundaryItem(entry) else { continue }
                kinds.insert(item.elementKind)
                section.boundarySupplementaryItems.append(item)
            }
        } else if let b = s["boundaryItems"] {
            log.add(b.path, "expected an array of boundary items, found \(b.value.kind)")
        }
        return kinds
    }

    /// `{"kind": "header"|"footer", "height": pt, "alignment": …, "pinToVisibleBounds": bool}`;
    /// the width is the section's (fractionalWidth 1), as a list's headers.
    private func boundaryItem(_ node: Node) -> CollectionLayoutBoundarySupplementaryItem? {
        guard let o = node.object(["kind", "height", "estimatedHeight", "alignment", "pinToVisibleBounds", "zIndex"]) else { return nil }
        defer { o.finish() }
        let values = ValueReader(log: log)
        guard let kindNode = o.required("kind"),
              let header = values.choice(kindNode, ["header": true, "footer": false], what: "boundary item kind") else { return nil }
        let range = SceneFileRange(SceneFileLimits.collectionItemSide...SceneFileLimits.points)
        let height: CollectionLayoutDimension
        if let h = o["height"] {
            guard let pt = h.number(in: range) else { return nil }
            height = .absolute(pt)
        } else if let h = o["estimatedHeight"] {
            guard let pt = h.number(in: range) else { return nil }
            height = .estimated(pt)
        } else {
            log.add(node.path, "a boundary item needs a \"height\" or an \"estimatedHeight\" (points)")
            return nil
        }
        let alignments: [String: RectAlignment] = header
            ? ["top": .top, "topLeading": .topLeading, "topTrailing": .topTrailing]
            : ["bottom": .bottom, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing]
        let alignment = o["alignment"].map { values.choice($0, alignments, what: "\(header ? "header" : "footer") alignment") ?? (header ? .top : .bottom) }
            ?? (header ? .top : .bottom)
        let item = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
            elementKind: header ? CollectionView.elementKindSectionHeader : CollectionView.elementKindSectionFooter,
            alignment: alignment)
        if let pin = o.bool("pinToVisibleBounds") { item.pinToVisibleBounds = pin }
        if let z = o["zIndex"], let value = z.int(in: SceneFileRange(-10_000...10_000, whole: true)) { item.zIndex = value }
        return item
    }
}
