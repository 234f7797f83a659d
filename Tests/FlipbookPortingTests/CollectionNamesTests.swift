import XCTest
import Foundation
import FlipbookUIKit

// App code as written for iOS (only the import changed): a layout from scratch on
// UICollectionViewLayout, cells from a CellRegistration, a 3-D transform on the attributes.
private final class ColumnLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache = []
        var y: CGFloat = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            let rowHeight: CGFloat = item % 2 == 0 ? 80 : 120
            attributes.frame = CGRect(x: 16, y: y, width: collectionView.bounds.width - 32, height: rowHeight)
            if item == 1 { attributes.transform3D = CATransform3DMakeScale(0.5, 0.5, 1) }
            cache.append(attributes)
            y += rowHeight + 8
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

private final class NoteCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class Notes: NSObject, UICollectionViewDataSource {
    let notes = (1...40).map { "Note \($0)" }
    lazy var registration = UICollectionView.CellRegistration<NoteCell, String> { cell, _, note in
        cell.label.text = note
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: notes[indexPath.item])
    }
}

final class CollectionNamesTests: XCTestCase {
    func testAHandWrittenLayoutPlacesRegisteredCells() throws {
        let notes = Notes()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: ColumnLayout())
        collectionView.dataSource = notes
        collectionView.layoutIfNeeded()
        // Rows of 80 and 120 pt, 8 pt apart (216 pt a pair): 844 pt show items 0…7 (item 7 starts at
        // 3 · 216 + 88 = 736; item 8 at 4 · 216 = 864).
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(0...7))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 20 * 216))
        let second = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? NoteCell)
        XCTAssertEqual(second.label.text, "Note 2")
        XCTAssertEqual(second.center, CGPoint(x: 195, y: 88 + 60))
        XCTAssertEqual(second.transform, CGAffineTransform(scaleX: 0.5, y: 0.5), "the affine part of transform3D")
        XCTAssertEqual(second.frame, CGRect(x: 195 - 89.5, y: 148 - 30, width: 179, height: 60), "scaled about its centre")
        collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentOffset.y, 10 * 216)
        XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 20, section: 0)) as? NoteCell)?.label.text, "Note 21")
        XCTAssertEqual(CATransform3DGetAffineTransform(CATransform3DIdentity), .identity)
    }
}
