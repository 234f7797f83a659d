/// `UITableViewDiffableDataSource`: a table's data source driven by snapshots. `apply` works out
/// what changed since the snapshot on screen and animates it as UIKit does: items gone are
/// deleted, new items inserted (`defaultRowAnimation`), items that changed places moved, reloaded
/// and reconfigured items made again by the cell provider, all in one `performBatchUpdates`.
/// Sections that change (added, removed or reordered) are applied without animation, as a reload
/// (a gap: the table's batch updates do not insert sections).
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
    private var current = Snapshot()

    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.tableView = tableView
        tableView.dataSource = self
    }

    /// The snapshot on screen (a copy to change and apply).
    public func snapshot() -> Snapshot { current }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// Shows `snapshot`, animating the difference from the one on screen unless told not to.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.settled
        guard let tableView else { completion?(); return }
        if snapshot.ignoredDuplicates > 0 {
            tableView.scene?.noteWarning("a diffable data source's snapshot repeated \(snapshot.ignoredDuplicates) identifier(s); "
                + "UIKit stops the app for that, here each is shown once")
        }
        let reloaded = Set(snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers)
        guard animatingDifferences, tableView.layoutCache != nil, old.sectionIdentifiers == snapshot.sectionIdentifiers else {
            tableView.reloadData()
            completion?()
            return
        }
        let animation = defaultRowAnimation
        tableView.performBatchUpdates({
            for (s, _) in snapshot.sectionIdentifiers.enumerated() {
                let before = old.items(inSectionAt: s), after = snapshot.items(inSectionAt: s)
                let difference = after.difference(from: before).inferringMoves()
                var movedFrom = Set<Int>()
                for change in difference {
                    switch change {
                    case let .remove(offset, _, associatedWith):
                        if let to = associatedWith {
                            movedFrom.insert(offset)
                            tableView.moveRow(at: IndexPath(row: offset, section: s), to: IndexPath(row: to, section: s))
                        } else {
                            tableView.deleteRows(at: [IndexPath(row: offset, section: s)], with: animation)
                        }
                    case let .insert(offset, _, associatedWith):
                        if associatedWith == nil { tableView.insertRows(at: [IndexPath(row: offset, section: s)], with: animation) }
                    }
                }
                // Reloads name rows as they were: only rows that stay in place can be told apart.
                let rows = before.enumerated().filter { reloaded.contains($0.element) && after.contains($0.element) && !movedFrom.contains($0.offset) }
                if !rows.isEmpty { tableView.reloadRows(at: rows.map { IndexPath(row: $0.offset, section: s) }, with: .none) }
            }
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
