// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
//
// A settings screen as written for iOS 14 and later: an inset grouped list with a header per
// section, rows with an icon, a value and a disclosure chevron, and a section of choices where
// the chosen one has a checkmark.
import Foundation
import FlipbookUIKit

final class NotificationSettingsListViewController: UIViewController, UICollectionViewDataSource {
    struct Row {
        let title: String
        let value: String?
        let colour: UIColor?
    }

    let sections: [(title: String, rows: [Row])] = [
        ("Notifications", [
            Row(title: "Show Previews", value: "Always", colour: .systemRed),
            Row(title: "Screen Sharing", value: "Off", colour: .systemBlue),
            Row(title: "Siri Suggestions", value: nil, colour: .systemPurple),
        ]),
        ("Alert Sound", [
            Row(title: "Default", value: nil, colour: nil),
            Row(title: "Chime", value: nil, colour: nil),
            Row(title: "Glass", value: nil, colour: nil),
        ]),
    ]
    var chosenSound = 1

    private(set) var collectionView: UICollectionView!

    private lazy var rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, IndexPath> { [unowned self] cell, _, indexPath in
        let row = sections[indexPath.section].rows[indexPath.item]
        var content = UIListContentConfiguration.valueCell()
        content.text = row.title
        content.secondaryText = row.value
        if let colour = row.colour { content.image = Self.icon(colour) }
        cell.contentConfiguration = content
        if indexPath.section == 0 {
            cell.accessories = [.disclosureIndicator()]
        } else {
            cell.accessories = indexPath.item == chosenSound ? [.checkmark()] : []
        }
    }

    private lazy var headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] header, _, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = sections[indexPath.section].title
        header.contentConfiguration = content
    }

    /// A 29 pt rounded square, as Settings draws its icons.
    static func icon(_ colour: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in
            colour.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7).fill()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
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

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
}
