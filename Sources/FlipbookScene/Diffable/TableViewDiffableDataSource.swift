import struct Foundation.IndexSet

/// `UITableViewDiffableDataSource`: a table's data source driven by snapshots. `apply` works out
/// what changed since the snapshot on screen and animates it as UIKit does: items gone are
/// deleted, new items inserted (`defaultRowAnimation`), items that changed places moved, reloaded
/// and reconfigured items made again by the cell provider, all in one `performBatchUpdates`;
/// sections added or removed come and go by `defaultRowAnimation` too, reordered ones move.
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { table, indexPath, name in
///     let cell = table.dequeueReusableCell(withIdentifier: "name", for: indexPath)
///     cell.textLabel?.text = name
///     return cell
/// }
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: TableViewDataSource {
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    /// How inserted and deleted rows come and go (`.automatic` by default, as UIKit's).
    public var defaultRowAnimation: RowAnimation = .automatic

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var held = DiffableSnapshotHolder<SectionIdentifierType, ItemIdentifierType>()
    private var current: Snapshot { held.current }

    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.tableView = tableView
        tableView.dataSource = self
    }

    /// The snapshot on screen (a copy to change and apply).
    public func snapshot() -> Snapshot { current }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { held.itemIdentifier(for: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { held.indexPath(for: itemIdentifier) }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { held.sectionIdentifier(for: index) }

    /// Shows `snapshot`, animating the difference from the one on screen unless told not to.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            _ = held.take(snapshot, animating: false, loaded: false, scene: nil)
            completion?()
            return
        }
        guard let changes = held.take(snapshot, animating: animatingDifferences, loaded: tableView.layoutCache != nil, scene: tableView.scene) else {
            tableView.reloadData()
            completion?()
            return
        }
        let animation = defaultRowAnimation
        tableView.performBatchUpdates({
            if !changes.deletedSections.isEmpty { tableView.deleteSections(IndexSet(changes.deletedSections), with: animation) }
            if !changes.insertedSections.isEmpty { tableView.insertSections(IndexSet(changes.insertedSections), with: animation) }
            for move in changes.movedSections { tableView.moveSection(move.from, toSection: move.to) }
            tableView.deleteRows(at: changes.deleted, with: animation)
            tableView.insertRows(at: changes.inserted, with: animation)
            for move in changes.moved { tableView.moveRow(at: move.from, to: move.to) }
            if !changes.reloaded.isEmpty { tableView.reloadRows(at: changes.reloaded, with: .none) }
        }, completion: { _ in completion?() })
    }

    // MARK: Data source

    public func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { current.items(inSectionAt: section).count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            // UIKit requires a cell; an empty one keeps the scene drawing.
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
