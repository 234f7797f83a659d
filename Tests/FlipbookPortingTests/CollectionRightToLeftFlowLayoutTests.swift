import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// A horizontal flow layout under right to left, as UIKit mirrors it: UICollectionViewFlowLayout
/// returns true from flipsHorizontallyInOppositeLayoutDirection
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection),
/// so every frame is flipped about the content width and the carousel starts at its right end,
/// with the first card centred. Driven through the card carousel app file
/// (AppFiles/CardCarouselViewController.swift), whose subclass scales by distance from
/// `contentOffset.x + width / 2` and snaps to multiples of its 276 pt page: it sees the mirrored
/// coordinates (CHOSEN in CollectionViewLayout) and works unchanged.
///
/// Hand-worked numbers: cards 260 wide, 16 apart, insets (390 − 260) / 2 = 65 each side:
/// content 65 + 6 · 260 + 5 · 16 + 65 = 1770 wide; the right end is 1770 − 390 = 1380 = 5 pages.
final class CollectionRightToLeftFlowLayoutTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func rightToLeftCarousel() -> (Scene, CardCarouselViewController) {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.layoutDirection = .rightToLeft
        let carousel = CardCarouselViewController()
        scene.attach(carousel)
        return (scene, carousel)
    }

    func testTheFirstCardIsCentredAtTheRightEnd() throws {
        let (scene, carousel) = rightToLeftCarousel()
        let collectionView = carousel.collectionView
        XCTAssertEqual(collectionView.contentSize.width, 1770)
        XCTAssertEqual(collectionView.contentOffset.x, 1380, "starts at the right end")
        // Card 0 spans 65…325 left to right; mirrored about 1770 it spans 1445…1705.
        let first = try XCTUnwrap(collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(first.frame.minX, 1445)
        let second = try XCTUnwrap(collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(second.frame.maxX, 1429, "the next card lies to the left: 1445 − 16")

        // What shows: the first card (blue) centred at x 65…325 as left to right, its neighbour
        // (pink, 0.8 the size, alpha 0.6) to the LEFT, centred at 1299 − 1380 = −81, so it spans
        // −81 ± 104 = −185…23; nothing to the right of the first card.
        let frame = try Rasterizer().render(scene.displayList())
        let row = (0..<390).filter { frame.rgba($0, 420).distance(to: white) > 8 && $0 > 40 && $0 < 360 }
        XCTAssertEqual(row.first, 65)
        XCTAssertEqual(row.last, 324)
        func mix(_ c: (Double, Double, Double), alpha: Double) -> RGBA {
            func m(_ v: Double) -> Int { Int(v * alpha + 255 * (1 - alpha) + 0.5) }
            return RGBA(r: m(c.0), g: m(c.1), b: m(c.2), a: 255)
        }
        XCTAssertLessThanOrEqual(frame.rgba(100, 420).distance(to: mix((0, 122, 255), alpha: 1)), 1, "card 0: systemBlue")
        XCTAssertLessThanOrEqual(frame.rgba(10, 420).distance(to: mix((255, 45, 85), alpha: 0.6)), 1, "card 1 to the left")
        XCTAssertEqual(frame.rgba(30, 420).distance(to: white), 0, "the neighbour ends at x 23")
        XCTAssertEqual(frame.rgba(380, 420).distance(to: white), 0, "nothing to the right of the first card")
        XCTAssertEqual(scene.warnings, [])
    }

    /// A flick with the finger moving right (the offset going down) moves one card on and the
    /// subclass's targetContentOffset snaps it to a page: 1380 − 276 = 1104, card 1 centred.
    func testAFlickRightwardsSnapsToTheNextCard() throws {
        let (scene, carousel) = rightToLeftCarousel()
        var driver = DragDriver(fps: 30, gestures: [.wait(0.1), .drag(by: -150, duration: 0.15, easing: .easeIn)], holdFrames: 4)
        driver.axis = .horizontal
        while let step = driver.next(scene) { scene.advance(to: step) }
        XCTAssertEqual(carousel.collectionView.contentOffset.x, 1104)
        XCTAssertEqual(carousel.centredCards, [1])
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertLessThanOrEqual(frame.rgba(100, 420).distance(to: RGBA(r: 255, g: 45, b: 85, a: 255)), 1, "card 1 (systemPink) centred")
    }

    /// A layout that says it does not flip stays left to right in a right-to-left scene, and one
    /// written for right to left (developmentLayoutDirection) flips in a left-to-right scene.
    func testFlipsIsDecidedByTheLayoutAndItsDevelopmentDirection() throws {
        final class Unflipped: UICollectionViewFlowLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
        }
        final class WrittenRightToLeft: UICollectionViewFlowLayout {
            override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
        }
        func firstItemMinX(_ layout: UICollectionViewFlowLayout, _ direction: UIUserInterfaceLayoutDirection) throws -> (CGFloat, CGFloat) {
            let scene = Scene(screen: Screen.iPhone14.withScale(1))
            scene.layoutDirection = direction
            let carousel = CardCarouselViewController()
            scene.attach(carousel)
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 260, height: 380)
            layout.minimumLineSpacing = 16
            layout.sectionInset = UIEdgeInsets(top: 0, left: 65, bottom: 0, right: 65)
            carousel.collectionView.collectionViewLayout = layout
            carousel.collectionView.contentOffset = .zero
            scene.layout()
            let first = try XCTUnwrap(carousel.collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
            return (first.frame.minX, carousel.collectionView.contentOffset.x)
        }
        XCTAssertEqual(try firstItemMinX(Unflipped(), .rightToLeft).0, 65)
        XCTAssertEqual(try firstItemMinX(WrittenRightToLeft(), .rightToLeft).0, 65)
        XCTAssertEqual(try firstItemMinX(WrittenRightToLeft(), .leftToRight).0, 1445)
        XCTAssertEqual(try firstItemMinX(UICollectionViewFlowLayout(), .leftToRight).0, 65)
    }
}
