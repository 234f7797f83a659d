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

    /// Where each row that stays (or moves, or reloads) goes, given the row counts before: asked
    /// for the rows on screen only, so a batch costs the changes and the visible rows, not every row.
    func mapping(oldRowCounts: [Int], newRowCounts: [Int]) -> BatchPathMap {
        BatchPathMap(self, oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)
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

/// The rows that stay, in order, fill the new slots that no insertion or move takes, section by
/// section (a moved row goes where its move says): old index path → new, and back, worked out
/// per asked row from the sorted changes of its section.
struct BatchPathMap {
    private let sections: [Int: Int]
    private let oldSectionOf: [Int: Int]
    private let oldRowCounts: [Int], newRowCounts: [Int]
    private let moves: [IndexPath: IndexPath], movesBack: [IndexPath: IndexPath]
    /// Per old section, the sorted rows that do not stay in place (deleted or moved away).
    private let gone: [Int: [Int]]
    /// Per new section, the sorted slots taken by insertions and moves.
    private let taken: [Int: [Int]]
    private let replacedSections: Set<Int>
    private let leavingSections: Set<Int>

    init(_ updates: BatchUpdates, oldRowCounts: [Int], newRowCounts: [Int]) {
        self.oldRowCounts = oldRowCounts
        self.newRowCounts = newRowCounts
        sections = updates.sectionMapping(oldCount: oldRowCounts.count, newCount: newRowCounts.count)
        oldSectionOf = Dictionary(sections.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        replacedSections = Set(updates.reloadedSections.keys)
        leavingSections = Set(updates.deletedSections.keys).union(updates.reloadedSections.keys)
        var gone: [Int: [Int]] = [:], taken: [Int: [Int]] = [:]
        for path in updates.deleted.keys { gone[path.section, default: []].append(path.row) }
        for move in updates.moved { gone[move.from.section, default: []].append(move.from.row) }
        for path in updates.inserted.keys { taken[path.section, default: []].append(path.row) }
        for move in updates.moved { taken[move.to.section, default: []].append(move.to.row) }
        self.gone = gone.mapValues { Array(Set($0)).sorted() }
        self.taken = taken.mapValues { Array(Set($0)).sorted() }
        var moves: [IndexPath: IndexPath] = [:], back: [IndexPath: IndexPath] = [:]
        for move in updates.moved where !leavingSections.contains(move.from.section) && updates.deleted[move.from] == nil {
            moves[move.from] = move.to
            back[move.to] = move.from
        }
        self.moves = moves
        movesBack = back
    }

    /// Where the row at `old` goes, or nil when it leaves.
    subscript(old: IndexPath) -> IndexPath? {
        if let to = moves[old] { return to }
        guard let section = sections[old.section], !replacedSections.contains(old.section),
              oldRowCounts.indices.contains(old.section), newRowCounts.indices.contains(section),
              old.row >= 0, old.row < oldRowCounts[old.section] else { return nil }
        let removed = gone[old.section] ?? []
        guard !Self.contains(removed, old.row) else { return nil }
        // Its rank among the rows that stay is its new rank among the free slots.
        let rank = old.row - Self.countBelow(removed, old.row)
        let row = Self.nthFree(rank, skipping: taken[section] ?? [])
        return row < newRowCounts[section] ? IndexPath(row: row, section: section) : nil
    }

    /// The row that becomes `new`, or nil for an inserted one.
    func oldPath(of new: IndexPath) -> IndexPath? {
        if let from = movesBack[new] { return from }
        guard let section = oldSectionOf[new.section], !replacedSections.contains(section),
              newRowCounts.indices.contains(new.section), new.row >= 0, new.row < newRowCounts[new.section] else { return nil }
        let slots = taken[new.section] ?? []
        guard !Self.contains(slots, new.row) else { return nil }
        let rank = new.row - Self.countBelow(slots, new.row)
        let row = Self.nthFree(rank, skipping: gone[section] ?? [])
        return row < oldRowCounts[section] ? IndexPath(row: row, section: section) : nil
    }

    private static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        let i = countBelow(sorted, value)
        return i < sorted.count && sorted[i] == value
    }

    /// How many of `sorted` are below `value` (a binary search).
    private static func countBelow(_ sorted: [Int], _ value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of the `rank`-th (from 0) slot not in `sorted`.
    private static func nthFree(_ rank: Int, skipping sorted: [Int]) -> Int {
        var slot = rank
        for taken in sorted {
            if taken <= slot { slot += 1 } else { break }
        }
        return slot
    }
}
