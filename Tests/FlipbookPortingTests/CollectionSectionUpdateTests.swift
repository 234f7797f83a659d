import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit

/// Section updates of a collection view, as app code makes them (AppFiles/AlbumSectionsViewController.swift):
/// `insertSections`/`deleteSections` alone and inside `performBatchUpdates`, and a diffable data
/// source's snapshot whose sections change. UIKit animates them as item updates: the items of an
/// inserted section fade in, those of a deleted one fade out, the sections below move with their
/// headers (https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)).
/// 100 pt items 10 pt apart in a 320 pt wide view (three a line at x = 0, 110, 220) under a 30 pt
/// header: a section of three photos takes 130 pt. The animation is 0.3 s ease-in-out (CHOSEN, as
/// the items'), half-way at half time.
final class CollectionSectionUpdateTests: XCTestCase {
    private let header = UICollectionView.elementKindSectionHeader

    private func scene<C: UIViewController>(_ controller: C) -> Scene {
        let scene = Scene(screen: Screen(name: "albums", size: CGSize(width: 320, height: 480), scale: 1, safeAreaInsets: .zero))
        scene.attach(controller)
        scene.advance(to: Step(index: 0, time: 0))
        return scene
    }

    private func at(_ scene: Scene, _ t: Double) { scene.advance(to: Step(index: Int((t * 1000).rounded()), time: t)) }
    private func drawnY(_ view: UIView?) -> CGFloat {
        guard let layer = view?.layer.presentation() else { return -1 }
        return layer.position.y - layer.bounds.height / 2
    }
    private func drawnAlpha(_ view: UIView?) -> Double { Double(view?.layer.presentation()?.opacity ?? -1) }

    func testAnInsertedSectionFadesInAndTheSectionsBelowSlideDownWithTheirHeaders() throws {
        let albums = AlbumSectionsViewController()
        let scene = scene(albums)
        let grid = albums.collectionView!
        let beachFirst = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        let cityHeader = grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(beachFirst?.frame.minY, 30)
        XCTAssertEqual(cityHeader?.frame.minY, 130)
        albums.addAlbum(.init(name: "Park", photos: [7, 8]), at: 0)
        XCTAssertEqual(grid.numberOfSections, 3)
        XCTAssertTrue(grid.cellForItem(at: IndexPath(item: 0, section: 1)) === beachFirst, "the cells on screen stay")
        XCTAssertTrue(grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2)) === cityHeader, "so do the headers")
        at(scene, 0.15)
        XCTAssertEqual(drawnY(beachFirst), (30 + 160) / 2, accuracy: 1e-6, "half-way from y 30 to 160")
        XCTAssertEqual(drawnY(cityHeader), (130 + 260) / 2, accuracy: 1e-6, "the header moves with its section")
        let parkFirst = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(parkFirst?.frame.minY, 30)
        XCTAssertEqual(drawnAlpha(parkFirst), 0.5, accuracy: 1e-6, "the new section's items fade in")
        XCTAssertEqual(drawnAlpha(grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))), 0.5, accuracy: 1e-6)
        at(scene, 0.3)
        XCTAssertEqual(drawnY(beachFirst), 160)
        XCTAssertEqual(drawnY(cityHeader), 260)
        XCTAssertEqual(drawnAlpha(parkFirst), 1)
        XCTAssertEqual(scene.warnings, [])
    }

    func testADeletedSectionFadesOutAndTheOnesBelowCloseTheGap() throws {
        let albums = AlbumSectionsViewController()
        let scene = scene(albums)
        let grid = albums.collectionView!
        let doomed = grid.cellForItem(at: IndexPath(item: 2, section: 0))
        let doomedHeader = grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        let cityFirst = grid.cellForItem(at: IndexPath(item: 0, section: 1))
        albums.removeAlbum(at: 0)
        XCTAssertTrue(grid.cellForItem(at: IndexPath(item: 0, section: 0)) === cityFirst)
        at(scene, 0.15)
        XCTAssertEqual(drawnAlpha(doomed), 0.5, accuracy: 1e-6)
        XCTAssertEqual(drawnAlpha(doomedHeader), 0.5, accuracy: 1e-6)
        XCTAssertEqual(drawnY(cityFirst), (160 + 30) / 2, accuracy: 1e-6)
        at(scene, 0.3)
        XCTAssertNil(doomed?.superview, "back in the reuse queue")
        XCTAssertNil(doomedHeader?.superview)
        XCTAssertEqual(drawnY(cityFirst), 30)
        XCTAssertEqual(grid.numberOfSections, 1)
        XCTAssertEqual(scene.warnings, [])
    }

    /// One batch: a photo at the front of the first album (its fourth item wraps to a second line,
    /// so the album grows by 110 pt) and a new album at the end, whose header lands at y 370.
    func testItemsAndSectionsInOneBatch() throws {
        let albums = AlbumSectionsViewController()
        let scene = scene(albums)
        let grid = albums.collectionView!
        let cityHeader = grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        let beachThird = grid.cellForItem(at: IndexPath(item: 2, section: 0))
        albums.addPhotoAndAlbum(9, .init(name: "Snow", photos: [10]))
        at(scene, 0.15)
        XCTAssertEqual(drawnY(cityHeader), (130 + 240) / 2, accuracy: 1e-6)
        XCTAssertEqual(drawnY(beachThird), (30 + 140) / 2, accuracy: 1e-6, "the third photo wraps to the next line")
        let snow = grid.cellForItem(at: IndexPath(item: 0, section: 2))
        XCTAssertEqual(snow?.frame.minY, 400)
        XCTAssertEqual(drawnAlpha(snow), 0.5, accuracy: 1e-6)
        XCTAssertEqual(scene.warnings, [])
    }

    func testASectionCountThatDoesNotAddUpWarnsAndReloads() throws {
        let albums = AlbumSectionsViewController()
        let scene = scene(albums)
        albums.collectionView.insertSections(IndexSet(integer: 0))   // the data did not change
        XCTAssertEqual(scene.warnings.count, 1)
        XCTAssertTrue(scene.warnings[0].contains("there are 2 sections, but 2 − 0 deleted + 1 inserted makes 3"), scene.warnings[0])
    }

    /// `insertSections(_:beforeSection:)` in a snapshot: the new album's items fade in where the
    /// second album was and that one slides down a line. Without headers or insets a flow layout
    /// puts a section right under the one before (line spacing is within a section): y 0, 100, 200.
    func testASnapshotWithANewSectionAnimatesAsAnInsertedSection() throws {
        let albums = DiffableAlbumsViewController()
        let scene = scene(albums)
        let grid = albums.collectionView!
        let cityFirst = grid.cellForItem(at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(cityFirst?.frame.minY, 100)
        albums.insertAlbum("Park", photos: [7], before: "City")
        XCTAssertTrue(grid.cellForItem(at: IndexPath(item: 0, section: 2)) === cityFirst, "the cell stays (no reload)")
        at(scene, 0.15)
        XCTAssertEqual(drawnY(cityFirst), (100 + 200) / 2, accuracy: 1e-6)
        XCTAssertEqual(drawnAlpha(grid.cellForItem(at: IndexPath(item: 0, section: 1))), 0.5, accuracy: 1e-6)
        albums.appendAlbum("Snow", photos: [8])
        at(scene, 0.6)
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 0, section: 3))?.frame.minY, 300)
        XCTAssertEqual(scene.warnings, [])
    }

    func testASnapshotWithoutASectionFadesItOut() throws {
        let albums = DiffableAlbumsViewController()
        let scene = scene(albums)
        let grid = albums.collectionView!
        let beach = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        let cityFirst = grid.cellForItem(at: IndexPath(item: 0, section: 1))
        albums.deleteAlbum("Beach")
        at(scene, 0.15)
        XCTAssertEqual(drawnAlpha(beach), 0.5, accuracy: 1e-6)
        XCTAssertEqual(drawnY(cityFirst), 50, accuracy: 1e-6, "half-way from y 100 to 0")
        at(scene, 0.3)
        XCTAssertEqual(drawnY(cityFirst), 0)
        XCTAssertEqual(scene.warnings, [])
    }

    func testAlbumSectionsGolden() throws {
        let scene = Scene(screen: Screen(name: "albums", size: CGSize(width: 320, height: 400), scale: 2, safeAreaInsets: .zero))
        let albums = AlbumSectionsViewController()
        scene.attach(albums)
        scene.onStep = { _, step in
            if step.index == 1 { albums.addAlbum(.init(name: "Park", photos: [7, 8]), at: 1) }
            if step.index == 10 { albums.removeAlbum(at: 0) }
        }
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 20, duration: 1), checkpoints: .steps([0, 4, 9, 13, 20])),
                         named: "album-sections")
    }

    /// A table takes the same section updates (`insertSections(_:with:)`, `deleteSections(_:with:)`,
    /// https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)): a
    /// snapshot with a new section fades its rows in while the rows below slide down; one without
    /// a section fades its rows out while the rest slide up. Half-way at half time.
    func testATableSnapshotInsertsAndDeletesSectionsWithRowAnimations() throws {
        let albums = AlbumSectionTableViewController()
        let scene = scene(albums)
        let table = albums.tableView!
        let city = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        let before = city.frame.minY
        albums.insertAlbum("Park", photos: [7, 8, 9], before: "City")
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 2)) === city, "the cell stays")
        let after = city.frame.minY
        XCTAssertGreaterThanOrEqual(after - before, 150, "three 50 pt rows came in above it")
        let park = table.cellForRow(at: IndexPath(row: 1, section: 1))
        XCTAssertEqual(park?.textLabel?.text, "Photo 8")
        at(scene, 0.15)
        XCTAssertEqual(drawnY(city), (before + after) / 2, accuracy: 1e-6)
        XCTAssertEqual(drawnAlpha(park), 0.5, accuracy: 1e-6, "the new section's rows fade in")
        at(scene, 0.3)
        let beach = table.cellForRow(at: IndexPath(row: 0, section: 0))
        albums.deleteAlbum("Beach")
        at(scene, 0.45)
        XCTAssertEqual(drawnAlpha(beach), 0.5, accuracy: 1e-6, "the deleted section's rows fade out")
        at(scene, 0.6)
        XCTAssertNil(beach?.superview)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Photo 7")
        XCTAssertEqual(scene.warnings, [])
    }
}
