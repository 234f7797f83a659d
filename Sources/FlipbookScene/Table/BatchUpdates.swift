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

/// The row (or item) changes of one batch of a table or a collection view, in UIKit's terms: deletions and reloads name rows as they were
/// before the batch, insertions as they are after it.
struct BatchUpdates {
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

    /// What UIKit would refuse: section counts that changed, or rows (items) that do not add up.
    func inconsistency(oldCounts: [Int], newCounts: [Int], things: String) -> String? {
        guard oldCounts.count == newCounts.count else {
            return "\(oldCounts.count) sections before and \(newCounts.count) after (insertSections is not supported)"
        }
        for section in oldCounts.indices {
            let deletedCount = deleted.keys.filter { $0.section == section }.count
            let insertedCount = inserted.keys.filter { $0.section == section }.count
            let movedOut = moved.filter { $0.from.section == section }.count
            let movedIn = moved.filter { $0.to.section == section }.count
            let expected = oldCounts[section] - deletedCount + insertedCount - movedOut + movedIn
            if expected != newCounts[section] {
                return "section \(section) has \(newCounts[section]) \(things), but \(oldCounts[section]) − \(deletedCount) deleted + \(insertedCount) inserted makes \(expected)"
            }
            if deleted.keys.contains(where: { $0.section == section && $0.row >= oldCounts[section] }) {
                return "a deleted one of section \(section) is past its \(oldCounts[section]) \(things)"
            }
            if inserted.keys.contains(where: { $0.section == section && $0.row >= newCounts[section] }) {
                return "an inserted one of section \(section) is past its \(newCounts[section]) \(things)"
            }
        }
        return nil
    }
}
