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
/// before the batch, insertions as they are after it. Sections the same way: deleted and reloaded sections by their index before the
/// batch, inserted ones by their index after it, and a moved section from its old index to its new one, as Apple's
/// `performBatchUpdates(_:completion:)` says ("deletes are processed before inserts … the collection view processes the deletions
/// relative to the state before the batch, and inserts relative to the state after",
/// https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)).
struct BatchUpdates {
    var depth = 0
    var deleted: [IndexPath: RowAnimation] = [:]
    var inserted: [IndexPath: RowAnimation] = [:]
    var reloaded: [IndexPath: RowAnimation] = [:]
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections: [Int: RowAnimation] = [:]
    var insertedSections: [Int: RowAnimation] = [:]
    var reloadedSections: [Int: RowAnimation] = [:]
    var movedSections: [(from: Int, to: Int)] = []
    var completions: [(Bool) -> Void] = []

    var isOpen: Bool { depth > 0 }

    /// Whether any section is inserted, deleted, reloaded or moved.
    var changesSections: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !reloadedSections.isEmpty || !movedSections.isEmpty
    }

    /// Where each section that stays (or moves) goes, old index → new index: the sections that stay, in order, fill the new
    /// places that no insertion or move takes. A reloaded section stays at its place, its rows all replaced.
    func sectionMapping(oldCount: Int, newCount: Int) -> [Int: Int] {
        let movedFrom = Set(movedSections.map(\.from)), movedTo = Set(movedSections.map(\.to))
        let staying = (0..<max(0, oldCount)).filter { deletedSections[$0] == nil && !movedFrom.contains($0) }
        let free = (0..<max(0, newCount)).filter { insertedSections[$0] == nil && !movedTo.contains($0) }
        var map = Dictionary(uniqueKeysWithValues: zip(staying, free).map { ($0, $1) })
        for move in movedSections where deletedSections[move.from] == nil { map[move.from] = move.to }
        return map
    }

    /// The old section that becomes `newSection`, or nil for an inserted one.
    func oldSection(of newSection: Int, in map: [Int: Int]) -> Int? {
        map.first { $0.value == newSection }?.key
    }

    /// Whether the row at `oldPath` goes away: it is deleted or reloaded, or its section is.
    func leaves(_ oldPath: IndexPath) -> RowAnimation? {
        deleted[oldPath] ?? reloaded[oldPath] ?? deletedSections[oldPath.section] ?? reloadedSections[oldPath.section]
    }

    /// Whether the row at `newPath` comes in: it is inserted, or its section is inserted or reloaded (`map` from `sectionMapping`).
    func arrives(_ newPath: IndexPath, sectionsFrom reverse: [Int: Int]) -> RowAnimation? {
        if let animation = inserted[newPath] ?? insertedSections[newPath.section] { return animation }
        guard let old = reverse[newPath.section] else { return .automatic }
        return reloadedSections[old]
    }

    /// Where each row that stays (or moves, or reloads) goes, given the row counts before.
    func mapping(oldRowCounts: [Int], newRowCounts: [Int]) -> [IndexPath: IndexPath] {
        var map: [IndexPath: IndexPath] = [:]
        let movedFrom = Set(moved.map(\.from)), movedTo = Set(moved.map(\.to))
        let sections = sectionMapping(oldCount: oldRowCounts.count, newCount: newRowCounts.count)
        for (section, oldCount) in oldRowCounts.enumerated() {
            guard let newSection = sections[section], newSection < newRowCounts.count, reloadedSections[section] == nil else { continue }
            // The rows that stay, in order, fill the new slots that no insertion or move takes.
            let staying = (0..<oldCount).map { IndexPath(row: $0, section: section) }
                .filter { deleted[$0] == nil && !movedFrom.contains($0) }
            let free = (0..<newRowCounts[newSection]).map { IndexPath(row: $0, section: newSection) }
                .filter { inserted[$0] == nil && !movedTo.contains($0) }
            for (old, new) in zip(staying, free) { map[old] = new }
        }
        for move in moved where leaves(move.from) == nil { map[move.from] = move.to }
        return map
    }

    /// What UIKit would refuse: sections or rows (items) that do not add up, or updates past the ends.
    func inconsistency(oldCounts: [Int], newCounts: [Int], things: String) -> String? {
        let sectionsExpected = oldCounts.count - deletedSections.count + insertedSections.count
        guard sectionsExpected == newCounts.count else {
            return "there are \(newCounts.count) sections, but \(oldCounts.count) − \(deletedSections.count) deleted + "
                + "\(insertedSections.count) inserted makes \(sectionsExpected)"
        }
        if let bad = (Array(deletedSections.keys) + Array(reloadedSections.keys) + movedSections.map(\.from)).first(where: { !oldCounts.indices.contains($0) }) {
            return "section \(bad) is deleted, reloaded or moved, but there were \(oldCounts.count) sections"
        }
        if let bad = (Array(insertedSections.keys) + movedSections.map(\.to)).first(where: { !newCounts.indices.contains($0) }) {
            return "section \(bad) is inserted or moved to, but there are \(newCounts.count) sections"
        }
        let sections = sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count)
        for section in oldCounts.indices {
            guard let newSection = sections[section], reloadedSections[section] == nil else { continue }
            let deletedCount = deleted.keys.filter { $0.section == section }.count
            let insertedCount = inserted.keys.filter { $0.section == newSection }.count
            let movedOut = moved.filter { $0.from.section == section }.count
            let movedIn = moved.filter { $0.to.section == newSection }.count
            let expected = oldCounts[section] - deletedCount + insertedCount - movedOut + movedIn
            let place = newSection == section ? "section \(section)" : "section \(section) (now \(newSection))"
            if expected != newCounts[newSection] {
                return "\(place) has \(newCounts[newSection]) \(things), but \(oldCounts[section]) − \(deletedCount) deleted + \(insertedCount) inserted makes \(expected)"
            }
            if deleted.keys.contains(where: { $0.section == section && $0.row >= oldCounts[section] }) {
                return "a deleted one of section \(section) is past its \(oldCounts[section]) \(things)"
            }
            if inserted.keys.contains(where: { $0.section == newSection && $0.row >= newCounts[newSection] }) {
                return "an inserted one of \(place) is past its \(newCounts[newSection]) \(things)"
            }
        }
        return nil
    }
}
