import Foundation
import FlipbookRender

/// One side of an item's or group's size, as `NSCollectionLayoutDimension`: a fraction of the
/// container's width or height, an absolute length, or an estimate (used as the length: items
/// do not size themselves in a compositional layout here yet).
///
/// ```swift
/// let third = NSCollectionLayoutDimension.fractionalWidth(1 / 3)
/// let row = NSCollectionLayoutDimension.absolute(44)
/// ```
public final class CollectionLayoutDimension: NSObject, Sendable {
    enum Kind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction or the length.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite ? dimension : 0
    }

    public static func fractionalWidth(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(.fractionalWidth, fraction) }
    public static func fractionalHeight(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(.fractionalHeight, fraction) }
    public static func absolute(_ length: CGFloat) -> CollectionLayoutDimension { .init(.absolute, length) }
    public static func estimated(_ length: CGFloat) -> CollectionLayoutDimension { .init(.estimated, length) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size` (never negative).
    func resolved(in size: Size) -> Double {
        let value: Double
        switch kind {
        case .fractionalWidth: value = dimension * size.width
        case .fractionalHeight: value = dimension * size.height
        case .absolute, .estimated: value = dimension
        }
        return value.isFinite ? max(0, value) : 0
    }
}

/// An item's or group's width and height, as `NSCollectionLayoutSize`.
///
/// ```swift
/// let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120))
/// ```
public final class CollectionLayoutSize: NSObject, Sendable {
    public let widthDimension: CollectionLayoutDimension
    public let heightDimension: CollectionLayoutDimension

    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between a group's items, as `NSCollectionLayoutSpacing`: fixed, or flexible (at
/// least the given length, the leftover of the group shared between the gaps).
///
/// ```swift
/// group.interItemSpacing = .fixed(8)
/// ```
public final class CollectionLayoutSpacing: NSObject, Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        isFlexibleSpacing = flexible
    }

    public static func fixed(_ spacing: CGFloat) -> CollectionLayoutSpacing { .init(spacing, flexible: false) }
    public static func flexible(_ spacing: CGFloat) -> CollectionLayoutSpacing { .init(spacing, flexible: true) }
}
