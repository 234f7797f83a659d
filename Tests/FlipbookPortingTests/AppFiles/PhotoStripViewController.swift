// An app file as written for iOS: a photo strip on a flow layout and a diffable data source, with
// cell registrations. Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import Foundation
import FlipbookUIKit

final class PhotoStripViewController: UIViewController {
    enum Section { case photos }

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    private(set) var photos = Array(1...6)

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, photo in
            let hue = CGFloat(photo % 7) / 7
            cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 1)
            cell.contentView.layer.cornerRadius = 12
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { view, indexPath, photo in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        show(animated: false)
    }

    func add(_ photo: Int, at index: Int) {
        photos.insert(photo, at: index)
        show(animated: true)
    }

    func remove(_ photo: Int) {
        photos.removeAll { $0 == photo }
        show(animated: true)
    }

    private func show(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.photos])
        snapshot.appendItems(photos)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}
