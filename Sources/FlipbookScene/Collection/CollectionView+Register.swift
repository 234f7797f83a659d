import FlipbookRender

public extension CollectionView {
    /// As UIKit: cells for `identifier` are made from `cellClass` (`init(frame: .zero)`) when its
    /// reuse queue is empty.
    ///
    /// ```swift
    /// collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
    /// ```
    func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// As UIKit: supplementary views of `elementKind` for `identifier` are made from `viewClass`.
    ///
    /// ```swift
    /// collectionView.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    ///                         withReuseIdentifier: "header")
    /// ```
    func register(_ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                  withReuseIdentifier identifier: String) {
        registeredSupplementaryClasses[SupplementaryReuseKey(kind: elementKind, identifier: identifier)] = viewClass
    }

    /// As UIKit: a cell from the reuse queue (after `prepareForReuse()`), else a new instance of
    /// the class registered for `identifier`. UIKit raises when nothing is registered; here that
    /// is a plain `CollectionViewCell` and a warning in `scene.warnings`.
    ///
    /// ```swift
    /// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! CardCell
    /// ```
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let reused = cellQueues.dequeue(key: identifier) as? CollectionViewCell {
            reused.prepareForReuse()
            return reused
        }
        let cell: CollectionViewCell
        if let cellClass = registeredCellClasses[identifier] {
            cell = cellClass.init(frame: .zero)
        } else {
            scene?.noteWarning("dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): no class registered for this identifier; made a plain UICollectionViewCell")
            cell = CollectionViewCell(frame: .zero)
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// As UIKit: a supplementary view of `elementKind` from its reuse queue, else a new instance
    /// of the registered class (a plain view and a scene warning when none is).
    ///
    /// ```swift
    /// let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    /// ```
    func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                          for indexPath: IndexPath) -> CollectionReusableView {
        let key = SupplementaryReuseKey(kind: elementKind, identifier: identifier)
        if let reused = supplementaryQueues.dequeue(key: key) {
            reused.prepareForReuse()
            return reused
        }
        let view: CollectionReusableView
        if let viewClass = registeredSupplementaryClasses[key] {
            view = viewClass.init(frame: .zero)
        } else {
            scene?.noteWarning("dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): no class registered; made a plain UICollectionReusableView")
            view = CollectionReusableView(frame: .zero)
        }
        view.reuseIdentifier = identifier
        return view
    }
}

extension CollectionView {
    /// Puts a view that left the screen in its queue; views without an identifier are dropped.
    func enqueue(_ view: CollectionReusableView, key: CollectionElementKey) {
        guard let identifier = view.reuseIdentifier else { return }
        if key.category == .cell {
            cellQueues.enqueue(view, key: identifier)
        } else {
            supplementaryQueues.enqueue(view, key: SupplementaryReuseKey(kind: key.kind, identifier: identifier))
        }
    }

    /// Forgets a view the data source handed back without dequeuing it, so it is not handed out twice.
    func forgetQueued(_ view: CollectionReusableView, key: CollectionElementKey) {
        guard let identifier = view.reuseIdentifier else { return }
        if key.category == .cell {
            cellQueues.remove(view, key: identifier)
        } else {
            supplementaryQueues.remove(view, key: SupplementaryReuseKey(kind: key.kind, identifier: identifier))
        }
    }
}
