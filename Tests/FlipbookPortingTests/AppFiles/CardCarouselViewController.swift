// An app file as written for iOS: a horizontal card carousel. A flow-layout subclass scales and
// fades each card by its distance from the centre and snaps the centred card with
// targetContentOffset(forProposedContentOffset:withScrollingVelocity:).
// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`; the cell's `override init(frame:)`
// → `required init(frame:)` (no Objective-C runtime to make a registered class by name,
// docs/porting.md).
import Foundation
import FlipbookUIKit

final class CarouselFlowLayout: UICollectionViewFlowLayout {
    private let minimumScale: CGFloat = 0.8
    private let minimumAlpha: CGFloat = 0.6

    override func prepare() {
        guard let collectionView = collectionView else { return }
        scrollDirection = .horizontal
        itemSize = CGSize(width: 260, height: 380)
        minimumLineSpacing = 16
        // Insets that let the first and last cards reach the centre.
        let inset = (collectionView.bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let pageWidth = itemSize.width + minimumLineSpacing
        return attributes.map { original in
            let attributes = original.copy() as! UICollectionViewLayoutAttributes
            let distance = abs(attributes.center.x - centerX)
            let progress = min(distance / pageWidth, 1)
            let scale = 1 - (1 - minimumScale) * progress
            attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            attributes.alpha = 1 - (1 - minimumAlpha) * progress
            attributes.zIndex = Int((1 - progress) * 10)
            return attributes
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let pageWidth = itemSize.width + minimumLineSpacing
        let page = (proposedContentOffset.x / pageWidth).rounded()
        return CGPoint(x: page * pageWidth, y: proposedContentOffset.y)
    }
}

final class CardCell: UICollectionViewCell {
    static let reuseIdentifier = "CardCell"
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 24
        contentView.layer.masksToBounds = true
        titleLabel.font = .systemFont(ofSize: 30, weight: .bold)
        titleLabel.textColor = .white
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = UIColor.white.withAlphaComponent(0.85)
        for label in [titleLabel, subtitleLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            titleLabel.bottomAnchor.constraint(equalTo: subtitleLabel.topAnchor, constant: -4),
            subtitleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            subtitleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, subtitle: String, color: UIColor) {
        titleLabel.text = title
        subtitleLabel.text = subtitle
        contentView.backgroundColor = color
    }
}

final class CardCarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let cards: [(title: String, subtitle: String, color: UIColor)] = [
        ("Lisbon", "12 places", .systemBlue), ("Kyoto", "31 places", .systemPink), ("Oaxaca", "8 places", .systemOrange),
        ("Reykjavík", "5 places", .systemTeal), ("Hanoi", "19 places", .systemGreen), ("Tbilisi", "7 places", .systemPurple),
    ]
    private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: CarouselFlowLayout())
    private(set) var centredCards: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.decelerationRate = .fast
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            collectionView.heightAnchor.constraint(equalToConstant: 420),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cards.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier, for: indexPath) as! CardCell
        let card = cards[indexPath.item]
        cell.configure(title: card.title, subtitle: card.subtitle, color: card.color)
        return cell
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let centre = CGPoint(x: scrollView.contentOffset.x + scrollView.bounds.width / 2, y: scrollView.bounds.midY)
        if let indexPath = collectionView.indexPathForItem(at: centre) { centredCards.append(indexPath.item) }
    }
}
