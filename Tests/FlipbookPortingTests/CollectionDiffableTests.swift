import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit

/// A collection view's batch updates through `UICollectionViewDiffableDataSource`, as app code
/// applies snapshots: items on screen move from their old places (the same cells), inserted items
/// fade in and deleted ones fade out, as UIKit's flow layout shows them. 100 pt items 10 pt apart
/// in a 320 pt wide view: three a line, at x = 0, 110, 220 and y = 0, 110. The animation lasts
/// 0.3 s ease-in-out (half-way at half time).
final class CollectionDiffableTests: XCTestCase {
    private func scene() -> (Scene, PhotoStripViewController) {
        let scene = Scene(screen: Screen(name: "grid", size: CGSize(width: 320, height: 480), scale: 1, safeAreaInsets: .zero))
        let grid = PhotoStripViewController()
        scene.attach(grid)
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, grid)
    }

    private func at(_ scene: Scene, _ t: Double) { scene.advance(to: Step(index: Int((t * 1000).rounded()), time: t)) }
    private func drawnOrigin(_ view: UIView?) -> CGPoint {
        guard let layer = view?.layer.presentation() else { return CGPoint(x: -1, y: -1) }
        return CGPoint(x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2)
    }

    func testAnInsertMovesTheItemsOnAlongTheGridAndFadesTheNewOneIn() throws {
        let (scene, grid) = scene()
        let collection = grid.collectionView!
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        let third = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        grid.add(99, at: 0)
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === first, "the cells on screen stay")
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === third)
        at(scene, 0.15)
        XCTAssertEqual(drawnOrigin(first).x, 55, accuracy: 1e-6, "half-way from 0 to 110")
        XCTAssertEqual(drawnOrigin(third).x, 110, accuracy: 1e-6, "half-way from (220, 0) to the next line's (0, 110)")
        XCTAssertEqual(drawnOrigin(third).y, 55, accuracy: 1e-6)
        let added = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(Double(added?.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 1e-6)
        at(scene, 0.3)
        XCTAssertEqual(drawnOrigin(third), CGPoint(x: 0, y: 110))
        XCTAssertEqual(scene.warnings, [])
    }

    func testADeleteFadesTheItemOutAndCloseesTheGap() throws {
        let (scene, grid) = scene()
        let collection = grid.collectionView!
        let doomed = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        let fourth = collection.cellForItem(at: IndexPath(item: 3, section: 0))
        grid.remove(1)
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === fourth)
        at(scene, 0.15)
        XCTAssertEqual(Double(doomed?.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 1e-6)
        XCTAssertEqual(drawnOrigin(fourth).x, 110, accuracy: 1e-6, "from (0, 110) back up to (220, 0)")
        at(scene, 0.3)
        XCTAssertNil(doomed?.superview, "back in the reuse queue")
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 5)
    }

    func testAnUpdateThatDoesNotAddUpWarnsAndReloads() throws {
        let (scene, grid) = scene()
        grid.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])   // the data did not change
        XCTAssertEqual(scene.warnings.count, 1)
        XCTAssertTrue(scene.warnings[0].contains("section 0 has 6 items, but 6 − 0 deleted + 1 inserted makes 7"), scene.warnings[0])
    }

    func testTheDiffableGridGolden() throws {
        let scene = Scene(screen: Screen(name: "grid", size: CGSize(width: 320, height: 360), scale: 2, safeAreaInsets: .zero))
        let grid = PhotoStripViewController()
        scene.attach(grid)
        scene.onStep = { _, step in
            if step.index == 1 { grid.add(99, at: 1) }
            if step.index == 10 { grid.remove(4) }
        }
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 20, duration: 1), checkpoints: .steps([0, 4, 9, 13, 20])),
                         named: "diffable-grid")
    }

    /// The same updates dark, right to left (the grid mirrored: items fill from the right) and at
    /// AX3 (no text, so as the light frames).
    func testTheDiffableGridVariantGoldens() throws {
        for (name, configure) in [("diffable-grid-dark", { (s: Scene) in s.appearance = .dark }),
                                  ("diffable-grid-rtl", { (s: Scene) in s.layoutDirection = .rightToLeft }),
                                  ("diffable-grid-ax3", { (s: Scene) in s.contentSizeCategory = .accessibilityExtraLarge })] {
            let scene = Scene(screen: Screen(name: "grid", size: CGSize(width: 320, height: 360), scale: 2, safeAreaInsets: .zero))
            configure(scene)
            let grid = PhotoStripViewController()
            scene.attach(grid)
            scene.onStep = { _, step in
                if step.index == 1 { grid.add(99, at: 1) }
                if step.index == 10 { grid.remove(4) }
            }
            try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 20, duration: 1), checkpoints: .steps([0, 4, 9, 13, 20])),
                             named: name)
        }
    }
}
