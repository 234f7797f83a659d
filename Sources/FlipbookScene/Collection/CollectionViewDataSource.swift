import FlipbookRender

/// Supplies a collection view's sections, items and views, as `UICollectionViewDataSource`.
/// Only the item count and the cell are required; one section and no supplementary views are
/// the defaults.
///
/// ```swift
/// final class Cards: NSObject, UICollectionViewDataSource {
///     func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
///     func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
///     }
/// }
/// ```
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections (default 1). Negative counts mean none.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` has. Negative counts mean none.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item about to show: dequeue one.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The view for a supplementary element the layout places (a header, a footer): dequeue one.
    /// The default is an empty view and a scene warning (UIKit raises).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.scene?.noteWarning("collection view: the layout places a '\(kind)' at \(indexPath) but the data source has no collectionView(_:viewForSupplementaryElementOfKind:at:); showing an empty view")
        return CollectionReusableView(frame: .zero)
    }
}

/// As `UICollectionViewDataSourcePrefetching`. Flipbook renders each frame completely, so there
/// is nothing to load ahead: the collection view never calls these (prefetching is a no-op).
///
/// ```swift
/// collectionView.prefetchDataSource = controller    // compiles; never called
/// ```
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
