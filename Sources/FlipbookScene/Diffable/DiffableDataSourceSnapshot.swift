/// `NSDiffableDataSourceSnapshot`: the sections and items a list shows, by identifier, in order.
/// As in UIKit an identifier names one section or one item in the whole snapshot; where UIKit
/// traps on a repeated identifier, the snapshot keeps the first and counts the rest in
/// `ignoredDuplicates`, so a diffable data source can warn (no scene crashes on app data).
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(contacts)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    public private(set) var sectionIdentifiers: [Section] = []
    private var items: [[Item]] = []
    private var sectionOfItem: [Item: Int] = [:]
    /// Identifiers given again while already there, which UIKit would refuse by trapping.
    public private(set) var ignoredDuplicates = 0
    public private(set) var reloadedItemIdentifiers: [Item] = []
    public private(set) var reconfiguredItemIdentifiers: [Item] = []

    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var itemIdentifiers: [Item] { items.flatMap { $0 } }

    public func numberOfItems(inSection section: Section) -> Int { index(of: section).map { items[$0].count } ?? 0 }
    public func itemIdentifiers(inSection section: Section) -> [Item] { index(of: section).map { items[$0] } ?? [] }
    public func sectionIdentifier(containingItem item: Item) -> Section? { sectionOfItem[item].map { sectionIdentifiers[$0] } }
    public func indexOfSection(_ section: Section) -> Int? { index(of: section) }
    /// The item's place in the whole snapshot, counted across sections, as UIKit's.
    public func indexOfItem(_ item: Item) -> Int? {
        guard let s = sectionOfItem[item], let row = items[s].firstIndex(of: item) else { return nil }
        return items[..<s].reduce(0) { $0 + $1.count } + row
    }

    /// The item at `indexPath`, or nil past the ends.
    func item(at indexPath: IndexPath) -> Item? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return items[indexPath.section][indexPath.row]
    }

    func indexPath(of item: Item) -> IndexPath? {
        guard let s = sectionOfItem[item], let row = items[s].firstIndex(of: item) else { return nil }
        return IndexPath(row: row, section: s)
    }

    func items(inSectionAt index: Int) -> [Item] { items.indices.contains(index) ? items[index] : [] }

    private func index(of section: Section) -> Int? { sectionIdentifiers.firstIndex(of: section) }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [Section]) {
        for id in identifiers {
            guard index(of: id) == nil else { ignoredDuplicates += 1; continue }
            sectionIdentifiers.append(id)
            items.append([])
        }
    }

    public mutating func insertSections(_ identifiers: [Section], beforeSection: Section) {
        guard let at = index(of: beforeSection) else { return }
        insertSections(identifiers, at: at)
    }

    public mutating func insertSections(_ identifiers: [Section], afterSection: Section) {
        guard let at = index(of: afterSection) else { return }
        insertSections(identifiers, at: at + 1)
    }

    private mutating func insertSections(_ identifiers: [Section], at start: Int) {
        var at = start
        for id in identifiers {
            guard index(of: id) == nil else { ignoredDuplicates += 1; continue }
            sectionIdentifiers.insert(id, at: at)
            items.insert([], at: at)
            at += 1
        }
        reindex()
    }

    public mutating func deleteSections(_ identifiers: [Section]) {
        for id in identifiers {
            guard let at = index(of: id) else { continue }
            sectionIdentifiers.remove(at: at)
            items.remove(at: at)
        }
        reindex()
    }

    // MARK: Items

    /// Appends to `section`, or to the last section when nil (none: nothing, as UIKit would refuse).
    public mutating func appendItems(_ identifiers: [Item], toSection section: Section? = nil) {
        guard let s = section.flatMap(index(of:)) ?? (section == nil && !items.isEmpty ? items.count - 1 : nil) else { return }
        for id in identifiers {
            guard sectionOfItem[id] == nil else { ignoredDuplicates += 1; continue }
            items[s].append(id)
            sectionOfItem[id] = s
        }
    }

    public mutating func insertItems(_ identifiers: [Item], beforeItem: Item) { insert(identifiers, next: beforeItem, after: false) }
    public mutating func insertItems(_ identifiers: [Item], afterItem: Item) { insert(identifiers, next: afterItem, after: true) }

    private mutating func insert(_ identifiers: [Item], next anchor: Item, after: Bool) {
        guard let s = sectionOfItem[anchor], var at = items[s].firstIndex(of: anchor) else { return }
        if after { at += 1 }
        for id in identifiers {
            guard sectionOfItem[id] == nil else { ignoredDuplicates += 1; continue }
            items[s].insert(id, at: at)
            sectionOfItem[id] = s
            at += 1
        }
    }

    public mutating func deleteItems(_ identifiers: [Item]) {
        for id in identifiers {
            guard let s = sectionOfItem.removeValue(forKey: id), let at = items[s].firstIndex(of: id) else { continue }
            items[s].remove(at: at)
        }
    }

    public mutating func deleteAllItems() {
        sectionIdentifiers = []
        items = []
        sectionOfItem = [:]
    }

    public mutating func moveItem(_ identifier: Item, beforeItem: Item) { move(identifier, next: beforeItem, after: false) }
    public mutating func moveItem(_ identifier: Item, afterItem: Item) { move(identifier, next: afterItem, after: true) }

    private mutating func move(_ item: Item, next anchor: Item, after: Bool) {
        guard item != anchor, sectionOfItem[item] != nil, sectionOfItem[anchor] != nil else { return }
        deleteItems([item])
        insert([item], next: anchor, after: after)
    }

    /// The items' cells are made again from the cell provider when applied.
    public mutating func reloadItems(_ identifiers: [Item]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// As `reloadItems` here: the provider configures the items' cells again.
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    private mutating func reindex() {
        sectionOfItem = [:]
        for (s, list) in items.enumerated() { for id in list { sectionOfItem[id] = s } }
    }

    /// The snapshot as applied: its data, without the reloads asked of it (those are for one apply).
    var settled: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }

    /// What changed from `old` to this snapshot, in index paths as a batch update names them
    /// (deletions and reloads as before, insertions as after): sections that went, came or moved
    /// (`appendSections`, `insertSections(_:beforeSection:)`, `deleteSections`, as UIKit animates
    /// them: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)),
    /// then the items of each section in both; an item that changes sections moves.
    func changes(since old: Self) -> SnapshotChanges {
        var changes = SnapshotChanges()
        var oldIndexOf: [Section: Int] = [:]
        for (s, id) in old.sectionIdentifiers.enumerated() { oldIndexOf[id] = s }
        if old.sectionIdentifiers != sectionIdentifiers {
            for change in sectionIdentifiers.difference(from: old.sectionIdentifiers).inferringMoves() {
                switch change {
                case let .remove(offset, _, to?): changes.movedSections.append((offset, to))
                case let .remove(offset, _, nil): changes.deletedSections.append(offset)
                case let .insert(offset, _, nil): changes.insertedSections.append(offset)
                case .insert: break   // the other end of a move
                }
            }
        }
        let reloaded = Set(reloadedItemIdentifiers + reconfiguredItemIdentifiers)
        // Items gone from one kept section and new in another are one move, not a delete and an insert.
        var removedAt: [Item: IndexPath] = [:], insertedAt: [Item: IndexPath] = [:]
        for (s, id) in sectionIdentifiers.enumerated() {
            guard let o = oldIndexOf[id] else { continue }
            let before = old.items(inSectionAt: o), after = items(inSectionAt: s)
            guard before != after || !reloaded.isEmpty else { continue }
            var movedFrom = Set<Int>()
            for change in after.difference(from: before).inferringMoves() {
                switch change {
                case let .remove(offset, _, to?):
                    movedFrom.insert(offset)
                    changes.moved.append((IndexPath(row: offset, section: o), IndexPath(row: to, section: s)))
                case let .remove(offset, item, nil):
                    removedAt[item] = IndexPath(row: offset, section: o)
                case let .insert(offset, item, nil):
                    insertedAt[item] = IndexPath(row: offset, section: s)
                case .insert:
                    break   // the other end of a move
                }
            }
            // Reloads name rows as they were: only rows that stay in place can be told apart.
            let kept = Set(after)
            for (row, item) in before.enumerated() where reloaded.contains(item) && kept.contains(item) && !movedFrom.contains(row) {
                changes.reloaded.append(IndexPath(row: row, section: o))
            }
        }
        for (item, from) in removedAt {
            if let to = insertedAt.removeValue(forKey: item) { changes.moved.append((from, to)) } else { changes.deleted.append(from) }
        }
        changes.inserted = Array(insertedAt.values)
        changes.deleted.sort()
        changes.inserted.sort()
        return changes
    }
}

/// The batch update that turns one snapshot into the next.
struct SnapshotChanges {
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var reloaded: [IndexPath] = []
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
}
