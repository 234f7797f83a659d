/// What a set of layout attributes describes, as `UICollectionView.ElementCategory`.
///
/// ```swift
/// attributes.representedElementCategory == .supplementaryView   // a header or a footer
/// ```
public enum CollectionElementCategory: UInt, Sendable, CaseIterable, Comparable {
    case cell, supplementaryView, decorationView

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// One element on screen: a cell (kind "") or a supplementary view of a kind, at an index path.
/// Orders cells before supplementary views, then by kind and index path, which is the order
/// views are made and stacked in when their `zIndex` ties.
struct CollectionElementKey: Hashable, Comparable {
    let category: CollectionElementCategory
    let kind: String
    let indexPath: IndexPath

    static func < (a: Self, b: Self) -> Bool {
        (a.category, a.kind, a.indexPath) < (b.category, b.kind, b.indexPath)
    }
}
