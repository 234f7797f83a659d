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

public extension CollectionView {
    /// `UICollectionView.ScrollDirection`.
    typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
    /// `UICollectionView.ElementCategory`.
    typealias ElementCategory = CollectionElementCategory
}


/// `UICollectionViewCompositionalLayout`: see `CollectionViewCompositionalLayout` (the rest of its
/// family is in UIKitCompositionalNames.swift).
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
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (sections that scroll sideways: `CollectionOrthogonalScrollView`).
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection.OrthogonalScrollingBehavior

/// `NSDiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot<S: Hashable, I: Hashable> = DiffableDataSourceSnapshot<S, I>
/// `UITableViewDiffableDataSource`.
public typealias UITableViewDiffableDataSource<S: Hashable, I: Hashable> = TableViewDiffableDataSource<S, I>
/// `UICollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource<S: Hashable, I: Hashable> = CollectionViewDiffableDataSource<S, I>
