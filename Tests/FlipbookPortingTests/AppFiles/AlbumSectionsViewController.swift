// An app file as written for iOS: albums as the sections of a flow layout grid, each with a
// header, and albums added and removed with insertSections/deleteSections (or through a diffable
// data source's snapshot). Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`; the
// header's `override init(frame:)` → `required init(frame:)` (docs/porting.md).
import Foundation
import FlipbookUIKit

final class AlbumHeaderView: UICollectionReusableView {
    let title = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .boldSystemFont(ofSize: 17)
        title.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
        addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AlbumSectionsViewController: UIViewController, UICollectionViewDataSource {
    struct Album { var name: String; var photos: [Int] }

    private(set) var collectionView: UICollectionView!
    private(set) var albums = [Album(name: "Beach", photos: [1, 2, 3]), Album(name: "City", photos: [4, 5, 6])]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(AlbumHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func addAlbum(_ album: Album, at index: Int) {
        albums.insert(album, at: index)
        collectionView.insertSections(IndexSet(integer: index))
    }

    func removeAlbum(at index: Int) {
        albums.remove(at: index)
        collectionView.deleteSections(IndexSet(integer: index))
    }

    /// Adds a photo to the first album and a new album at the end in one batch.
    func addPhotoAndAlbum(_ photo: Int, _ album: Album) {
        collectionView.performBatchUpdates {
            self.albums[0].photos.insert(photo, at: 0)
            self.albums.append(album)
            self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            self.collectionView.insertSections(IndexSet(integer: self.albums.count - 1))
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { albums.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums[section].photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        let photo = albums[indexPath.section].photos[indexPath.item]
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(photo % 7) / 7, saturation: 0.6, brightness: 0.9, alpha: 1)
        cell.contentView.layer.cornerRadius = 12
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (header as? AlbumHeaderView)?.title.text = albums[indexPath.section].name
        return header
    }
}

/// The same albums through a diffable data source: an album appended, inserted before another,
/// or deleted is one snapshot applied.
final class DiffableAlbumsViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<String, Int>!
    private(set) var snapshot = NSDiffableDataSourceSnapshot<String, Int>()

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, photo in
            cell.contentView.backgroundColor = UIColor(hue: CGFloat(photo % 7) / 7, saturation: 0.6, brightness: 0.9, alpha: 1)
        }
        dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { view, indexPath, photo in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        snapshot.appendSections(["Beach", "City"])
        snapshot.appendItems([1, 2, 3], toSection: "Beach")
        snapshot.appendItems([4, 5, 6], toSection: "City")
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func insertAlbum(_ name: String, photos: [Int], before other: String) {
        snapshot.insertSections([name], beforeSection: other)
        snapshot.appendItems(photos, toSection: name)
        dataSource.apply(snapshot)
    }

    func appendAlbum(_ name: String, photos: [Int]) {
        snapshot.appendSections([name])
        snapshot.appendItems(photos, toSection: name)
        dataSource.apply(snapshot)
    }

    func deleteAlbum(_ name: String) {
        snapshot.deleteSections([name])
        dataSource.apply(snapshot)
    }
}

/// The albums as a table through a diffable data source: each album a section of rows.
final class AlbumSectionTableViewController: UIViewController {
    private(set) var tableView: UITableView!
    private var dataSource: UITableViewDiffableDataSource<String, Int>!
    private(set) var snapshot = NSDiffableDataSourceSnapshot<String, Int>()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.rowHeight = 50
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "photo")
        view.addSubview(tableView)
        dataSource = UITableViewDiffableDataSource<String, Int>(tableView: tableView) { table, indexPath, photo in
            let cell = table.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
            cell.textLabel?.text = "Photo \(photo)"
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        snapshot.appendSections(["Beach", "City"])
        snapshot.appendItems([1, 2], toSection: "Beach")
        snapshot.appendItems([3, 4], toSection: "City")
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func insertAlbum(_ name: String, photos: [Int], before other: String) {
        snapshot.insertSections([name], beforeSection: other)
        snapshot.appendItems(photos, toSection: name)
        dataSource.apply(snapshot)
    }

    func deleteAlbum(_ name: String) {
        snapshot.deleteSections([name])
        dataSource.apply(snapshot)
    }
}
