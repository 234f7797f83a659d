// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
// Also `override init(frame:)` → `required init(frame:)` in the cells and views (docs/porting.md).
//
// An App Store style page, as written for iOS: a carousel of featured cards that pages one card
// at a time, each card centred, the cards shrinking as they move away from the centre; under it
// a list of top apps. Both sections have a header that stays pinned while its section scrolls,
// and the carousel sits on a tinted background.
import Foundation
import FlipbookUIKit

final class FeaturedCardCell: UICollectionViewCell {
    let eyebrowLabel = UILabel()
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        eyebrowLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        eyebrowLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        titleLabel.font = .systemFont(ofSize: 24, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 2
        for label in [eyebrowLabel, titleLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            eyebrowLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            eyebrowLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: eyebrowLabel.bottomAnchor, constant: 4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class StoreSectionHeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        titleLabel.textColor = .label
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CarouselBackgroundView: UICollectionReusableView {
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class AppStoreTodayViewController: UIViewController, UICollectionViewDataSource {
    static let carouselBackgroundKind = "carousel-background"
    /// The carousel's cards: 280 pt wide, 10 pt apart, so one card is 290 pt of travel.
    static let cardWidth: CGFloat = 280
    static let cardSpacing: CGFloat = 10

    let featured: [(eyebrow: String, title: String, colour: UIColor)] = [
        ("GAME OF THE DAY", "Tiny Planets", .systemIndigo),
        ("APP OF THE DAY", "Sketchbook Pro", .systemOrange),
        ("WORLD PREMIERE", "Night Sky Live", .systemTeal),
        ("MEET THE DEVELOPER", "Made in Lisbon", .systemPink),
        ("NOW TRENDING", "Calm Stories", .systemGreen),
    ]
    let topApps = (1...20).map { "App \($0)" }
    let categories = ["Productivity", "Photo & Video", "Games", "Music", "Health & Fitness"]
    /// The scale each card was given the last time the carousel moved, by item.
    private(set) var cardScales: [Int: CGFloat] = [:]

    private(set) var collectionView: UICollectionView!

    private lazy var cardRegistration = UICollectionView.CellRegistration<FeaturedCardCell, Int> { [unowned self] cell, _, index in
        let card = featured[index]
        cell.eyebrowLabel.text = card.eyebrow
        cell.titleLabel.text = card.title
        cell.contentView.backgroundColor = card.colour
    }

    private lazy var rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [unowned self] cell, _, index in
        var content = UIListContentConfiguration.valueCell()
        content.text = topApps[index]
        content.secondaryText = categories[index % categories.count]
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
    }

    private lazy var headerRegistration = UICollectionView.SupplementaryRegistration<StoreSectionHeaderView>(
        elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
        header.titleLabel.text = indexPath.section == 0 ? "Featured" : "Top Free Apps"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = makeLayout()
        layout.register(CarouselBackgroundView.self, forDecorationViewOfKind: Self.carouselBackgroundKind)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [unowned self] index, environment in
            index == 0 ? carouselSection() : listSection(environment)
        }
    }

    private func carouselSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(Self.cardWidth),
                                                                                          heightDimension: .absolute(200)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = Self.cardSpacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 16, trailing: 0)

        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Self.carouselBackgroundKind)]

        // Cards shrink to 90 % as they move one card's travel away from the centre.
        section.visibleItemsInvalidationHandler = { [weak self] items, offset, environment in
            let width = environment.container.contentSize.width
            let travel = Self.cardWidth + Self.cardSpacing
            for item in items where item.representedElementCategory == .cell {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = 1 - 0.1 * min(distance / travel, 1)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                self?.cardScales[item.indexPath.item] = scale
            }
        }
        return section
    }

    private func listSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? featured.count : topApps.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == 0 {
            return collectionView.dequeueConfiguredReusableCell(using: cardRegistration, for: indexPath, item: indexPath.item)
        }
        return collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: indexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
}
