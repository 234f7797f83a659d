import FlipbookRender
import FlipbookScene

/// The items of a collection view written in a scene file: sections of item numbers, and the
/// templates their cells, headers and footers are built from whenever the collection view asks
/// (as an app's `cellForItemAt` configures a dequeued cell). In a template, `i` is the item's
/// number (its index when the file was loaded; an inserted item takes the next free number, so
/// an item keeps its look while others come and go), `index` its place in its section when its
/// cell was made, and `section` its section's; in a header or footer, `i` is the section's
/// number (counted the same way) and `section` its place. A cell that moves in an update keeps
/// what it showed, as UIKit keeps the cells of items that stay.
///
/// ```json
/// {"type": "collection", "itemSize": [100, 100], "sections": [{"items": 12}],
///  "cell": {"backgroundColor": {"cycle": ["systemBlue", "systemPink"]}, "subviews": [{"type": "label", "text": "{i + 1}"}]}}
/// ```
final class SceneFileCollectionSource: CollectionViewDataSource {
    static let cellIdentifier = "scene-file-cell"
    static let supplementaryIdentifier = "scene-file-supplementary"

    /// A section's number and its items' numbers.
    struct Section {
        var number: Int
        var items: [Int]
    }

    var sections: [Section] = []
    var nextItem = 0
    var nextSection = 0
    let cell: Node
    let header: Node?
    let footer: Node?
    /// Builds a template into a view with these names in scope (a fresh build context each time,
    /// so cells made while scrolling count against no load-time limit twice).
    let build: (Node, View, [String: Double]) -> Void
    /// `"updates"` not yet scheduled (SceneFileCollectionUpdates.swift).
    var scheduled: [SceneFileCollectionUpdates.Update] = []

    init(cell: Node, header: Node?, footer: Node?, build: @escaping (Node, View, [String: Double]) -> Void) {
        self.cell = cell
        self.header = header
        self.footer = footer
        self.build = build
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        scheduleUpdates(of: collectionView)
        return sections.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let made = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return made }
        fill(made.contentView, from: cell, scope: ["i": Double(sections[indexPath.section].items[indexPath.item]),
                                                   "index": Double(indexPath.item), "section": Double(indexPath.section)])
        return made
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        let made = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.supplementaryIdentifier, for: indexPath)
        let template = kind == CollectionView.elementKindSectionHeader ? header : footer
        guard sections.indices.contains(indexPath.section) else { return made }
        if let template { fill(made, from: template, scope: ["i": Double(sections[indexPath.section].number), "section": Double(indexPath.section)]) }
        return made
    }

    /// Replaces what a reused view showed with a new build of `template`.
    private func fill(_ container: View, from template: Node, scope: [String: Double]) {
        for old in container.subviews { old.removeFromSuperview() }
        build(template, container, scope)
        // A reused cell keeps its size, so no layout pass would size the new build: fill it now.
        for view in container.subviews { view.frame = container.bounds }
    }
}

/// A cell (or header) whose template fills it: the template's own view takes the cell's bounds
/// at every layout, as a content view does.
final class SceneFileTemplateCell: CollectionViewCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        for view in contentView.subviews { view.frame = contentView.bounds }
    }
}

/// A header or footer built from a template, filling its view as a cell's does.
final class SceneFileTemplateSupplementaryView: CollectionReusableView {
    override func layoutSubviews() {
        super.layoutSubviews()
        for view in subviews { view.frame = bounds }
    }
}

/// A list layout's cell built from a template: a `UICollectionViewListCell`, so the list draws
/// its row background (the rounded ends of an inset grouped section) and its separators, with
/// the template filling the content view.
final class SceneFileTemplateListCell: CollectionViewListCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        for view in contentView.subviews { view.frame = contentView.bounds }
    }
}
