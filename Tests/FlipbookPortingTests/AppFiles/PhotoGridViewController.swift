// An app file as written for iOS: a photo grid in sections by day, whose headers stay pinned
// under the status bar while their section scrolls by.
// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`; `override init(frame:)` →
// `required init(frame:)` in the cell and the header (docs/porting.md).
import Foundation
import FlipbookUIKit

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 4
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(shade: CGFloat, of tint: (red: CGFloat, green: CGFloat, blue: CGFloat)) {
        // Lighter towards the end of the day, as a photo strip fades.
        let mix = 0.25 + 0.5 * shade
        contentView.backgroundColor = UIColor(red: tint.red + (1 - tint.red) * mix, green: tint.green + (1 - tint.green) * mix,
                                              blue: tint.blue + (1 - tint.blue) * mix, alpha: 1)
    }
}

final class DayHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "DayHeader"
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemBackground.withAlphaComponent(0.94)
        titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
        titleLabel.textColor = .label
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let days = ["Today", "Yesterday", "Monday", "Sunday"]
    private let photosPerDay = [7, 12, 9, 15]
    private let layout = UICollectionViewFlowLayout()
    private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        let spacing: CGFloat = 2
        let side = floor((view.bounds.width - 2 * spacing) / 3)
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        layout.headerReferenceSize = CGSize(width: 0, height: 48)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)
        layout.sectionHeadersPinToVisibleBounds = true

        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(DayHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: DayHeaderView.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { days.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photosPerDay[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
        let tints: [(red: CGFloat, green: CGFloat, blue: CGFloat)] = [(0.0, 0.48, 1.0), (1.0, 0.58, 0.0), (0.2, 0.78, 0.35), (0.69, 0.32, 0.87)]
        cell.configure(shade: CGFloat(indexPath.item) / CGFloat(photosPerDay[indexPath.section]), of: tints[indexPath.section])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: DayHeaderView.reuseIdentifier,
                                                                     for: indexPath) as! DayHeaderView
        header.titleLabel.text = days[indexPath.section]
        return header
    }
}
