import FlipbookRender
import FlipbookScene

// UIKit's names for the collection view family, so ported code compiles unchanged.
//
// ```swift
// let layout = UICollectionViewFlowLayout()
// layout.scrollDirection = .horizontal
// let carousel = UICollectionView(frame: .zero, collectionViewLayout: layout)
// carousel.register(CardCell.self, forCellWithReuseIdentifier: "card")
// ```

/// `UICollectionView`: see `CollectionView`.
public typealias UICollectionView = CollectionView
/// `UICollectionReusableView`: see `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewCell`: see `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionViewLayout`: see `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewFlowLayout`: see `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewLayoutAttributes`: see `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// `UICollectionViewLayoutInvalidationContext`.
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
/// `UICollectionViewFlowLayoutInvalidationContext`.
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
/// `UICollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDataSourcePrefetching` (never called: prefetching is a no-op).
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
/// `UICollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// `UICollectionView.ScrollDirection` is spelled on the flow layout here too.
public typealias UICollectionViewScrollDirection = CollectionViewFlowLayout.ScrollDirection
/// `UICollectionViewFlowLayout.SectionInsetReference`.
public typealias UICollectionViewFlowLayoutSectionInsetReference = CollectionViewFlowLayout.SectionInsetReference
/// `CATransform3D` (only its affine part is drawn): see `Transform3D`.
public typealias CATransform3D = Transform3D

public extension CollectionView {
    /// `UICollectionView.ScrollDirection`.
    typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
    /// `UICollectionView.ElementCategory`.
    typealias ElementCategory = CollectionElementCategory
}

/// `CATransform3DIdentity`.
public let CATransform3DIdentity = Transform3D.identity

/// `CATransform3DMakeScale(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// `CATransform3DMakeTranslation(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// `CATransform3DScale(t, sx, sy, sz)`: `t` scaled first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz).concatenating(t)
}

/// `CATransform3DConcat(a, b)`: `a` first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// `CATransform3DMakeAffineTransform(t)`.
public func CATransform3DMakeAffineTransform(_ t: CGAffineTransform) -> CATransform3D { Transform3D(t) }

/// `CATransform3DGetAffineTransform(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }

/// `UICollectionViewCompositionalLayout`: see `CollectionViewCompositionalLayout` (basics).
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// `NSCollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// `NSCollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// `NSCollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// `NSCollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// `NSCollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// `NSCollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// `NSCollectionLayoutEnvironment` (a value here, with its `container`).
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// `NSCollectionLayoutContainer`.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (only `.none` is laid out).
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection.OrthogonalScrollingBehavior
