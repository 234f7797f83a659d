import struct Foundation.IndexSet

/// `UICollectionViewDiffableDataSource`: a collection view's data source driven by snapshots;
/// `apply` animates the difference from the snapshot on screen in one `performBatchUpdates`
/// (sections deleted, inserted and moved, then items deleted, inserted, moved and reloaded), as
/// UIKit does; `animatingDifferences: false` reloads without animation.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Photo>(collectionView: grid) { view, indexPath, photo in
///     view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
/// }
/// dataSource.apply(snapshot)
/// ```
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: CollectionViewDataSource {
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    /// Makes headers and footers; nil gives an empty view, where UIKit would stop the app.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var held = DiffableSnapshotHolder<SectionIdentifierType, ItemIdentifierType>()
    private var current: Snapshot { held.current }

    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        collectionView.dataSource = self
    }

    public func snapshot() -> Snapshot { current }
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { held.itemIdentifier(for: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { held.indexPath(for: itemIdentifier) }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { held.sectionIdentifier(for: index) }

    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else {
            _ = held.take(snapshot, animating: false, loaded: false, scene: nil)
            completion?()
            return
        }
        guard let changes = held.take(snapshot, animating: animatingDifferences, loaded: collectionView.itemCounts != nil, scene: collectionView.scene) else {
            collectionView.reloadData()
            completion?()
            return
        }
        collectionView.performBatchUpdates({
            if !changes.deletedSections.isEmpty { collectionView.deleteSections(IndexSet(changes.deletedSections)) }
            if !changes.insertedSections.isEmpty { collectionView.insertSections(IndexSet(changes.insertedSections)) }
            for move in changes.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
            collectionView.deleteItems(at: changes.deleted)
            collectionView.insertItems(at: changes.inserted)
            for move in changes.moved { collectionView.moveItem(at: move.from, to: move.to) }
            if !changes.reloaded.isEmpty { collectionView.reloadItems(at: changes.reloaded) }
        }, completion: { _ in completion?() })
    }

    // MARK: Data source

    public func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            return CollectionViewCell(frame: .zero)
        }
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
    }
}
