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

    private var cells = ReuseQueues<String, TableViewCell>(capacityPerKey: capacityPerIdentifier)
    private var titleViews = ReuseQueues<TableSectionHeaderView.Kind, TableSectionHeaderView>(capacityPerKey: capacityPerIdentifier)

    /// Keeps a cell that left the screen; cells without an identifier are dropped, as in UIKit.
    mutating func enqueue(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cells.enqueue(cell, key: identifier)
    }

    mutating func dequeueCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cell = cells.dequeue(key: identifier) else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// Forgets a cell the data source handed back without dequeuing it, so that it is not
    /// handed out twice.
    mutating func remove(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cells.remove(cell, key: identifier)
    }

    func count(withIdentifier identifier: String) -> Int { cells.count(key: identifier) }

    mutating func enqueue(_ view: TableSectionHeaderView) {
        guard view.isOwnedByTable else { return }
        titleViews.enqueue(view, key: view.kind)
    }

    mutating func dequeueTitleView(kind: TableSectionHeaderView.Kind) -> TableSectionHeaderView? {
        titleViews.dequeue(key: kind)
    }
}
