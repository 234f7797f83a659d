import FlipbookRender

public extension TableView {
    /// As UIKit: cells for `identifier` are made from `cellClass` when the reuse pool has none.
    ///
    /// ```swift
    /// tableView.register(PostCell.self, forCellReuseIdentifier: "post")
    /// let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)   // a PostCell
    /// ```
    func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// As UIKit: a cell from the reuse pool (after `prepareForReuse()`), else a new instance of
    /// the class registered for `identifier` (`init(style: .default, reuseIdentifier:)`).
    /// UIKit raises when nothing is registered; here that is a `.default` cell of the plain
    /// class, and a warning in `scene.warnings`.
    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let reused = dequeueReusableCell(withIdentifier: identifier) { return reused }
        guard let cellClass = registeredCellClasses[identifier] else {
            scene?.noteWarning("dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): no class registered for this identifier; made a plain TableViewCell")
            return TableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    // `estimatedRowHeight`: UIKit uses it to size the content before rows are measured. Flipbook
    // measures every row when the data loads (heights come from `heightForRowAt`, `rowHeight`,
    // or the cell itself for `automaticDimension`, TableView+SelfSizing.swift), so the content
    // size is always the measured one and the estimate changes nothing on screen.

    /// As UIKit: selects the row (its cell shows the selection background unless its
    /// `selectionStyle` is `.none`), scrolling it into view when `scrollPosition` asks to.
    func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectedRows = indexPath.map { [$0] } ?? []
        for (path, cell) in visibleCellsByIndexPath { cell.isSelected = selectedRows.contains(path) }
        if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// As UIKit: clears the row's selection.
    func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        visibleCellsByIndexPath[indexPath]?.isSelected = false
    }

    /// As UIKit: the selected row, if any.
    var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }

    /// As `UITableView.ScrollPosition`.
    enum ScrollPosition: String, Sendable, CaseIterable {
        case none, top, middle, bottom
    }
}
