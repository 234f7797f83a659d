/// Cells and title views that scrolled off screen, kept for the data source to take back, as
/// UIKit's reuse queues. Small on purpose: it only ever holds what left the screen since the
/// data source last asked, so a few per identifier cover a fast scroll.
///
/// ```swift
/// var pool = TableReusePool()
/// pool.enqueue(cell)                        // cell.reuseIdentifier == "row"
/// pool.dequeueCell(withIdentifier: "row")   // that cell, after prepareForReuse()
/// ```
struct TableReusePool {
    static let capacityPerIdentifier = 16

    private var cells: [String: [TableViewCell]] = [:]
    private var titleViews: [TableSectionHeaderView.Kind: [TableSectionHeaderView]] = [:]

    /// Keeps a cell that left the screen; cells without an identifier are dropped, as in UIKit.
    mutating func enqueue(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        var queue = cells[identifier, default: []]
        guard queue.count < Self.capacityPerIdentifier, !queue.contains(where: { $0 === cell }) else { return }
        queue.append(cell)
        cells[identifier] = queue
    }

    mutating func dequeueCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cell = cells[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// Forgets a cell the data source handed back without dequeuing it, so that it is not
    /// handed out twice.
    mutating func remove(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cells[identifier]?.removeAll { $0 === cell }
    }

    func count(withIdentifier identifier: String) -> Int { cells[identifier]?.count ?? 0 }

    mutating func enqueue(_ view: TableSectionHeaderView) {
        guard view.isOwnedByTable else { return }
        var queue = titleViews[view.kind, default: []]
        guard queue.count < Self.capacityPerIdentifier, !queue.contains(where: { $0 === view }) else { return }
        queue.append(view)
        titleViews[view.kind] = queue
    }

    mutating func dequeueTitleView(kind: TableSectionHeaderView.Kind) -> TableSectionHeaderView? {
        titleViews[kind]?.popLast()
    }
}
