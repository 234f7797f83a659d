import FlipbookRender

public extension CollectionView {
    /// A cell type and the code that configures it for an item, as
    /// `UICollectionView.CellRegistration`: no identifier to keep in step, the cell comes typed.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<CardCell, String> { cell, indexPath, title in
    ///     cell.title.text = title
    /// }
    /// // in collectionView(_:cellForItemAt:)
    /// return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: titles[indexPath.item])
    /// ```
    struct CellRegistration<Cell: CollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void
        let handler: Handler
        /// The reuse queue: one per cell class (registrations of one class share views, which
        /// each handler configures after the dequeue).
        let identifier: String

        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "CellRegistration." + String(reflecting: Cell.self)
        }
    }

    /// A supplementary view type, its kind and the code that configures it, as
    /// `UICollectionView.SupplementaryRegistration`.
    ///
    /// ```swift
    /// let header = UICollectionView.SupplementaryRegistration<SectionHeader>(elementKind: UICollectionView.elementKindSectionHeader) {
    ///     view, kind, indexPath in view.title.text = "Section \(indexPath.section)"
    /// }
    /// ```
    struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        public let elementKind: String
        let handler: Handler
        let identifier: String

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            identifier = "SupplementaryRegistration." + String(reflecting: Supplementary.self)
        }
    }

    /// A cell of the registration's class, dequeued and configured for `item`.
    func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                   item: Item?) -> Cell {
        if registeredCellClasses[registration.identifier] == nil { register(Cell.self, forCellWithReuseIdentifier: registration.identifier) }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell ?? Cell(frame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, dequeued and configured.
    func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                               for indexPath: IndexPath) -> Supplementary {
        let key = SupplementaryReuseKey(kind: registration.elementKind, identifier: registration.identifier)
        if registeredSupplementaryClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                    for: indexPath) as? Supplementary ?? Supplementary(frame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
