import Foundation
import FlipbookRender

/// A compositional section that looks like a table, as `UICollectionLayoutListConfiguration`
/// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration): full-width
/// rows of list cells (`CollectionViewListCell`), with separators, on the appearance's background.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// Metrics (CollectionListMetrics): rows sized to their content, at least 44 pt; insetGrouped sections 16 pt in from the sides
/// (20 pt on screens 414 pt wide or more) with 10 pt corners.
public struct CollectionLayoutListConfiguration: Sendable {
    /// As `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable, CaseIterable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// As `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable, CaseIterable { case none, supplementary, firstItemInSection }
    /// As `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable, CaseIterable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    /// `.supplementary`: each section gets a header of kind `UICollectionView.elementKindSectionHeader`
    /// the data source makes.
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Behind the list; nil: the appearance's (grouped kinds: `.systemGroupedBackground`).
    public var backgroundColor: Color?
    /// Extra space above each section's header (nil: none; negative or non-finite is none).
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) { self.appearance = appearance }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }

    /// The colour behind the list.
    var resolvedBackgroundColor: Color {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .secondarySystemBackground
        }
    }

    /// The colour of a row.
    var cellBackgroundColor: Color {
        switch appearance {
        case .plain, .sidebarPlain, .sidebar: return .clear
        case .grouped, .insetGrouped: return .secondarySystemGroupedBackground
        }
    }
}

/// The numbers a list draws with. Apple publishes none of them; each is CHOSEN from what iOS 16
/// draws on an iPhone and says why.
enum CollectionListMetrics {
    /// CHOSEN: a one-line row is 44 pt, the least a row is (its estimate before it is measured), UIKit's minimum row height (as TableView's default and
    /// Apple's HIG minimum hit target, https://developer.apple.com/design/human-interface-guidelines/buttons).
    static let rowHeight = 44.0
    /// The space above and below a self-sized row's content: UIKit's 11 pt, as TableViewCell's
    /// self-sizing rows (TableViewCell+SelfSizing.swift).
    static let verticalPadding = 11.0
    /// CHOSEN: above and below a row's image, so that Settings' 29 pt icons sit in 44 pt rows as on iOS.
    static let imageVerticalPadding = 7.5
    /// CHOSEN: the side margin of an inset grouped section, the system minimum layout margin of an
    /// iPhone (16 pt; 20 pt on the 414 pt and wider phones).
    static func insetGroupedMargin(containerWidth: Double) -> Double { containerWidth >= 414 ? 20 : 16 }
    /// CHOSEN: the corner radius of an inset grouped section's first and last rows.
    static let insetGroupedCornerRadius = 10.0
    /// CHOSEN: the space above a grouped section without a header, and below each section
    /// (TableView.Style's 18 pt untitled header gap plus its footer gap, about UIKit's 35 pt).
    static let groupedSectionGap = 18.0
    /// The header heights TableView's styles use (plain 28 pt, grouped 38 pt).
    static func headerHeight(grouped: Bool) -> Double { grouped ? 38 : 28 }
    /// CHOSEN: the text leading margin inside a row, as TableViewCell's 16 pt.
    static let contentMargin = 16.0
}

public extension CollectionLayoutSection {
    /// A section laid out as a list, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    ///
    /// ```swift
    /// UICollectionViewCompositionalLayout { index, environment in
    ///     NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
    ///                                    layoutEnvironment: environment)
    /// }
    /// ```
    static func list(using configuration: CollectionLayoutListConfiguration,
                     layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let row = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                        heightDimension: .absolute(CollectionListMetrics.rowHeight)))
        let group = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                    heightDimension: .absolute(CollectionListMetrics.rowHeight)),
                                                   subitems: [row])
        let section = CollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let width = layoutEnvironment.container.effectiveContentSize.width
        let side = configuration.appearance == .insetGrouped ? CollectionListMetrics.insetGroupedMargin(containerWidth: width) : 0
        let gap = configuration.isGrouped ? CollectionListMetrics.groupedSectionGap : 0
        let padding = configuration.headerTopPadding.map { $0.isFinite ? min(max(0, $0), 10_000) : 0 } ?? 0
        let hasHeader = configuration.headerMode == .supplementary
        section.contentInsets = DirectionalEdgeInsets(top: hasHeader ? 0 : gap, leading: side, bottom: gap, trailing: side)
        var boundaries: [CollectionLayoutBoundarySupplementaryItem] = []
        if hasHeader {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                 heightDimension: .absolute(CollectionListMetrics.headerHeight(grouped: configuration.isGrouped) + padding)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            // Plain lists float their headers, as plain tables do.
            header.pinToVisibleBounds = configuration.appearance == .plain
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CollectionListMetrics.headerHeight(grouped: configuration.isGrouped))),
                elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        return section
    }
}

public extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list, as `UICollectionViewCompositionalLayout.list(using:)`;
    /// it also gives the collection view the list's background colour.
    ///
    /// ```swift
    /// let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    /// ```
    static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }
}
