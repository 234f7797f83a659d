/// What both diffable data sources keep: the snapshot on screen, the lookups into it, and how a
/// new one is taken (the changes to animate, or nil when the view must simply reload).
struct DiffableSnapshotHolder<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private(set) var current = Snapshot()

    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    func indexPath(for item: ItemIdentifierType) -> IndexPath? { current.indexPath(of: item) }
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// Makes `snapshot` the one on screen. The changes from the last are returned when they can
    /// be animated: `animating`, and the view `loaded` with the last.
    mutating func take(_ snapshot: Snapshot, animating: Bool, loaded: Bool, scene: Scene?) -> SnapshotChanges? {
        let old = current
        current = snapshot.settled
        if snapshot.ignoredDuplicates > 0 {
            scene?.noteWarning("a diffable data source's snapshot repeated \(snapshot.ignoredDuplicates) identifier(s); "
                + "UIKit stops the app for that, here each is shown once")
        }
        guard animating, loaded else { return nil }
        return snapshot.changes(since: old)
    }
}
