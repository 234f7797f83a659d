/// `UITableView.RowAnimation`: how inserted rows come in and deleted rows go out.
public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    /// The table picks: a fade here (CHOSEN; UIKit picks per row and does not say how).
    case automatic = 100
}

public extension TableView {
    /// `UITableView.RowAnimation`.
    typealias RowAnimation = FlipbookScene.RowAnimation
}

/// The row changes of one batch, in UIKit's terms: deletions and reloads name rows as they were
/// before the batch, insertions as they are after it.
struct TableBatch {
    var depth = 0
    var deleted: [IndexPath: RowAnimation] = [:]
    var inserted: [IndexPath: RowAnimation] = [:]
    var reloaded: [IndexPath: RowAnimation] = [:]
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var completions: [(Bool) -> Void] = []

    var isOpen: Bool { depth > 0 }

    /// Where each row that stays (or moves, or reloads) goes, given the row counts before.
    func mapping(oldRowCounts: [Int], newRowCounts: [Int]) -> [IndexPath: IndexPath] {
        var map: [IndexPath: IndexPath] = [:]
        let movedFrom = Set(moved.map(\.from)), movedTo = Set(moved.map(\.to))
        for (section, oldCount) in oldRowCounts.enumerated() where section < newRowCounts.count {
            // The rows that stay, in order, fill the new slots that no insertion or move takes.
            let staying = (0..<oldCount).map { IndexPath(row: $0, section: section) }
                .filter { deleted[$0] == nil && !movedFrom.contains($0) }
            let free = (0..<newRowCounts[section]).map { IndexPath(row: $0, section: section) }
                .filter { inserted[$0] == nil && !movedTo.contains($0) }
            for (old, new) in zip(staying, free) { map[old] = new }
        }
        for move in moved { map[move.from] = move.to }
        return map
    }
}
