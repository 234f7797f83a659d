import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// The photo grid app file (AppFiles/PhotoGridViewController.swift): 128 pt squares, three to a
/// row 3 pt apart (floor((390 − 4) / 3) = 128; the leftover 6 pt split over two gaps), rows 2 pt
/// apart, a 48 pt header and a 16 pt bottom inset per section. Sections (content y): 0…452,
/// 452…1034, 1034…1486, 1486…2198 (three rows: 3 · 128 + 2 · 2 = 388). On an iPhone 14 the grid scrolls under the 47 pt status bar
/// (adjustedContentInset.top), so pinned headers stop at content y = offset + 47.
final class CollectionGridTests: XCTestCase {
    private let header = UICollectionView.elementKindSectionHeader

    private func headerY(_ grid: PhotoGridViewController, _ section: Int) -> CGFloat? {
        grid.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: section))?.frame.minY
    }

    func testHeadersPinUnderTheStatusBarAndArePushedOffByTheirSectionsEnd() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let grid = PhotoGridViewController()
        scene.attach(grid)
        scene.layout()
        let collectionView = grid.collectionView
        XCTAssertEqual(collectionView.contentOffset.y, -47)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 2198))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 131, y: 178, width: 128, height: 128))
        XCTAssertEqual(headerY(grid, 0), 0)

        collectionView.contentOffset = CGPoint(x: 0, y: 353)        // the visible top at content y 400
        scene.layout()
        XCTAssertEqual(headerY(grid, 0), 400, "pinned at the visible top")
        XCTAssertEqual(headerY(grid, 1), 452)
        collectionView.contentOffset = CGPoint(x: 0, y: 383)        // visible top 430: section 0 ends at 452
        scene.layout()
        XCTAssertEqual(headerY(grid, 0), 452 - 48, "pushed up by the end of its section")
        collectionView.contentOffset = CGPoint(x: 0, y: 1000)       // visible top 1047, in section 2
        scene.layout()
        XCTAssertNil(headerY(grid, 0))
        XCTAssertEqual(headerY(grid, 2), 1047)

        // On screen: the pinned header covers the photos under it (drawn above them).
        let frame = try Rasterizer().render(scene.displayList())
        let underHeader = frame.rgba(300, 47 + 24)
        XCTAssertLessThanOrEqual(underHeader.distance(to: RGBA(r: 255, g: 255, b: 255, a: 255)), 16,
                                 "the header's near-opaque white, not a photo: \(underHeader)")
        XCTAssertGreaterThan(frame.rgba(300, 47 + 48 + 30).distance(to: RGBA(r: 255, g: 255, b: 255, a: 255)), 40, "a photo below it")
    }

    /// A slow drag up through the first section, then a flick that coasts into the third.
    private func scrolls() -> DragDriver {
        DragDriver(fps: 30, gestures: [
            .wait(0.1),
            .drag(by: 420, duration: 0.9, easing: .easeInOut),
            .wait(0.3),
            .drag(by: 260, duration: 0.18, easing: .easeIn),
        ], holdFrames: 6)
    }

    func testPinnedHeadersFollowEveryStepOfADrag() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let grid = PhotoGridViewController()
        scene.attach(grid)
        var driver = scrolls()
        var checked = 0
        let tops: [CGFloat] = [0, 452, 1034, 1486], ends: [CGFloat] = [452, 1034, 1486, 2198]
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let visibleTop = grid.collectionView.contentOffset.y + 47
            for section in 0..<4 where ends[section] > visibleTop && tops[section] < visibleTop + 797 {
                // On the pixel grid (1× here), as the collection view places its views.
                let expected = max(tops[section], min(visibleTop, ends[section] - 48)).rounded()
                XCTAssertEqual(headerY(grid, section) ?? -1, expected, accuracy: 1e-9, "section \(section) at offset \(grid.collectionView.contentOffset.y)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 60)
        XCTAssertGreaterThan(grid.collectionView.contentOffset.y, 1034, "the flick reached the third section")
        XCTAssertEqual(scene.warnings, [])
    }

    func testPhotoGridGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        scene.attach(PhotoGridViewController())
        try assertGolden(of: scene, as: .animation(scrolls()))
    }

    /// Dark appearance: the system background and label colours turn, the photos keep theirs.
    func testPhotoGridDarkGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        scene.appearance = .dark
        scene.attach(PhotoGridViewController())
        try assertGolden(of: scene, as: .animation(scrolls()))
    }

    /// Right to left: the grid is mirrored (the first photo in the right column) and the headers'
    /// titles start at the right.
    func testPhotoGridRightToLeftGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        scene.layoutDirection = .rightToLeft
        scene.attach(PhotoGridViewController())
        scene.layout()
        let grid = try XCTUnwrap(scene.scrollView as? UICollectionView)
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 262)
        try assertGolden(of: scene, as: .animation(scrolls()))
    }

    /// AX3 text: the headers' titles are a fixed 20 pt bold (`systemFont(ofSize:weight:)`), which
    /// does not scale with the content size category.
    func testPhotoGridAX3Golden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        scene.contentSizeCategory = .accessibilityExtraLarge
        scene.attach(PhotoGridViewController())
        try assertGolden(of: scene, as: .animation(scrolls()))
    }
}
