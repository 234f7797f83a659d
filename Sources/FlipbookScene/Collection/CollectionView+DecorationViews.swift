import FlipbookRender

/// Decoration views (a section's background): the layout places them, the collection view makes
/// them from the class the layout registered for their kind (`register(_:forDecorationViewOfKind:)`),
/// never asking the data source, and keeps the ones that leave the screen to show again.
extension CollectionView {
    /// The class the layout registered for decoration views of `kind`, if any.
    func decorationViewClass(ofKind kind: String?) -> CollectionReusableView.Type? {
        guard let kind, let layout = collectionViewLayout as? CollectionViewCompositionalLayout else { return nil }
        return layout.registeredDecorationClasses[kind]
    }

    /// A kept decoration view of `kind`, or a new one of its registered class.
    func makeDecorationView(ofKind kind: String) -> CollectionReusableView? {
        if var kept = decorationViewPool[kind], let view = kept.popLast() {
            decorationViewPool[kind] = kept
            view.prepareForReuse()
            return view
        }
        guard let type = decorationViewClass(ofKind: kind) else { return nil }
        return type.init(frame: .zero)
    }

    /// Keeps a decoration view that left the screen (up to the reuse capacity per kind).
    func keepDecorationView(_ view: CollectionReusableView, ofKind kind: String) {
        var kept = decorationViewPool[kind, default: []]
        guard kept.count < Self.reuseCapacity else { return }
        kept.append(view)
        decorationViewPool[kind] = kept
    }
}
