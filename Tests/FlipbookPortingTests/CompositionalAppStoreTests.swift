import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// The App Store page app file (AppFiles/AppStoreTodayViewController.swift) on an iPhone 14 (390 ×
/// 844, content under the 47 pt status bar). Worked by hand from CompositionalGeometry's rules:
///
/// - Section 0: its 44 pt header at content y 0…44; the band from y 44, 8 + 200 + 16 = 224 tall;
///   cards 280 × 200 at y 52. `.groupPagingCentered` starts the run (390 − 280) / 2 = 55 pt in, so
///   card k spans x 55 + 290k … 335 + 290k in the band, and centring it takes offset 290k; the
///   band's content is 55 + 5 · 280 + 4 · 10 + 55 = 1550 wide (offsets 0…1160).
/// - Cards scale by 1 − 0.1 · min(distance / 290, 1): 1 centred, 0.9 one card away.
/// - Section 1 (a plain list): its 28 pt header at y 268, rows of 44 pt from y 296; 20 rows end at 1176.
final class CompositionalAppStoreTests: XCTestCase {
    private let header = UICollectionView.elementKindSectionHeader

    private func makeScene(scale: Double = 1, dark: Bool = false, rightToLeft: Bool = false,
                           ax3: Bool = false) -> (Scene, AppStoreTodayViewController) {
        let scene = Scene(screen: Screen.iPhone14.withScale(scale))
        if dark { scene.appearance = .dark }
        if rightToLeft { scene.layoutDirection = .rightToLeft }
        if ax3 { scene.contentSizeCategory = .accessibilityExtraLarge }
        let page = AppStoreTodayViewController()
        scene.attach(page)
        scene.layout()
        return (scene, page)
    }

    /// A quick flick to the next card, a slow drag that falls short of half a card (back to the
    /// same card), and a long flick (one card on: group paging moves one group per release).
    /// `towards` −1: right to left, where the band starts at its right end and the next card is
    /// to the left, the finger moves rightwards (the offset goes down).
    private func swipes(towards sign: Double = 1) -> DragDriver {
        var driver = DragDriver(fps: 30, gestures: [
            .wait(0.1),
            .drag(by: 150 * sign, duration: 0.15, easing: .easeIn),
            .wait(0.6),
            .drag(by: 100 * sign, duration: 0.6, easing: .easeInOut),
            .wait(0.6),
            .drag(by: 240 * sign, duration: 0.2, easing: .easeIn),
        ], holdFrames: 4)
        driver.axis = .horizontal
        return driver
    }

    func testTheLayoutPlacesTheBandItsCardsHeadersAndBackground() throws {
        let (scene, page) = makeScene()
        let collectionView = try XCTUnwrap(page.collectionView)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 1176))
        let band = try XCTUnwrap(collectionView.orthogonalScrollView(forSection: 0))
        XCTAssertEqual(band.frame, CGRect(x: 0, y: 44, width: 390, height: 224))
        XCTAssertEqual(band.contentSize, CGSize(width: 1550, height: 224))
        XCTAssertNil(collectionView.orthogonalScrollView(forSection: 1), "the list lies down the page")
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 55, y: 52, width: 280, height: 200))
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 635, y: 52, width: 280, height: 200))
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: 0, y: 296, width: 390, height: 44))
        XCTAssertEqual(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 268, width: 390, height: 28))
        let layout = try XCTUnwrap(collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
        XCTAssertEqual(layout.layoutAttributesForDecorationView(ofKind: AppStoreTodayViewController.carouselBackgroundKind,
                                                                at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 44, width: 390, height: 224), "the background covers the section between its header and the next")
        // The handler ran: the centred card full size, its neighbour 0.9 (shown 252 × 180 about its centre).
        XCTAssertEqual(page.cardScales[0], 1)
        XCTAssertEqual(page.cardScales[1], 0.9)
        let neighbour = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(neighbour.frame, CGRect(x: 359, y: 62, width: 252, height: 180), "frame includes the transform")

        // On screen (content y + 47): the background's grey around the card, the card's indigo.
        let frame = try Rasterizer().render(scene.displayList())
        let indigo = RGBA(r: 88, g: 86, b: 214, a: 255)
        XCTAssertLessThanOrEqual(frame.rgba(195, 47 + 150).distance(to: indigo), 1)
        XCTAssertLessThanOrEqual(frame.rgba(20, 47 + 150).distance(to: RGBA(r: 242, g: 242, b: 247, a: 255)), 1, "secondarySystemBackground")
        let row = (0..<390).filter { frame.rgba($0, 47 + 150).distance(to: indigo) <= 1 }
        XCTAssertEqual(row.first, 55)
        XCTAssertEqual(row.last, 334)
        XCTAssertEqual(scene.warnings, [])
    }

    func testVerticalScrollsPinTheHeadersAndLeaveTheBandAlone() throws {
        let (scene, page) = makeScene()
        let collectionView = try XCTUnwrap(page.collectionView)
        func headerY(_ section: Int) -> CGFloat? {
            collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: section))?.frame.minY
        }
        XCTAssertEqual(collectionView.contentOffset.y, -47)
        collectionView.contentOffset = CGPoint(x: 0, y: 53)          // the visible top at content y 100
        scene.layout()
        XCTAssertEqual(headerY(0), 100, "pinned at the visible top while its section shows")
        collectionView.contentOffset = CGPoint(x: 0, y: 193)         // visible top 240: section 0 ends at 268
        scene.layout()
        XCTAssertEqual(headerY(0), 268 - 44, "pushed up by the end of its section")
        collectionView.contentOffset = CGPoint(x: 0, y: 453)         // visible top 500, in the list
        scene.layout()
        XCTAssertEqual(headerY(1), 500, "the plain list's header floats too")
        XCTAssertEqual(collectionView.orthogonalScrollView(forSection: 0)?.contentOffset.x, 0)
    }

    /// The touch driver's vertical drag scrolls the page, not the band; the handler runs every step.
    func testAVerticalDragScrollsThePageNotTheBand() throws {
        let (scene, page) = makeScene()
        let collectionView = try XCTUnwrap(page.collectionView)
        scene.scrollView = collectionView
        var scales: Set<CGFloat> = []
        var driver = DragDriver(fps: 30, gestures: [.drag(by: 120, duration: 0.5, easing: .linear)], holdFrames: 2)
        while let step = driver.next(scene) {
            scene.advance(to: step)
            scales.insert(page.cardScales[0] ?? 0)
        }
        let offset = collectionView.contentOffset.y
        XCTAssertGreaterThan(offset, -47 + 120, "dragged 120 pt, then coasted on the release speed")
        XCTAssertEqual(collectionView.orthogonalScrollView(forSection: 0)?.contentOffset.x, 0)
        XCTAssertEqual(scales, [1], "the centred card stays full size")
        XCTAssertEqual(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame.minY,
                       min(offset + 47, 268 - 44), "pinned at the visible top, or pushed up by its section's end")
    }

    func testHorizontalSwipesSnapACardToTheCentre() throws {
        let (scene, page) = makeScene()
        let collectionView = try XCTUnwrap(page.collectionView)
        let band = try XCTUnwrap(collectionView.orthogonalScrollView(forSection: 0))
        scene.scrollView = band
        var rests: [CGFloat] = []
        var moving = false
        var driver = swipes()
        while let step = driver.next(scene) {
            scene.advance(to: step)
            // Where the band comes to rest after each release.
            if band.isDragging || band.isDecelerating {
                moving = true
            } else if moving {
                moving = false
                rests.append(band.contentOffset.x)
            }
        }
        XCTAssertEqual(rests, [290, 290, 580], "next card, back to it after a short drag, one card on")
        XCTAssertEqual(collectionView.contentOffset.y, -47, "a horizontal drag does not scroll the page")
        XCTAssertEqual(page.cardScales[2], 1)
        XCTAssertEqual(page.cardScales[1], 0.9)
        // Card 2 (teal) centred on screen: x 55…334.
        let frame = try Rasterizer().render(scene.displayList())
        let teal = RGBA(r: 48, g: 176, b: 199, a: 255)
        let row = (0..<390).filter { frame.rgba($0, 47 + 150).distance(to: teal) <= 1 }
        XCTAssertEqual(row.first, 55)
        XCTAssertEqual(row.last, 334)
        XCTAssertEqual(scene.warnings, [])
    }

    func testAppStorePageGolden() throws {
        let (scene, page) = makeScene(scale: 2)
        scene.scrollView = page.collectionView.orthogonalScrollView(forSection: 0)
        try assertGolden(of: scene, as: .animation(swipes(), checkpoints: .every(20)))
    }

    func testAppStorePageDarkGolden() throws {
        let (scene, page) = makeScene(scale: 2, dark: true)
        scene.scrollView = page.collectionView.orthogonalScrollView(forSection: 0)
        try assertGolden(of: scene, as: .animation(swipes(), checkpoints: .every(20)))
    }

    /// Right to left: the compositional layout mirrors itself (its own RTL support): the band
    /// starts at its right end with card 0 centred, the headers' text sits at the right, and the
    /// swipes go rightwards. Measured in testRightToLeftSwipesSnapCardsLeftwards.
    func testAppStorePageRightToLeftGolden() throws {
        let (scene, page) = makeScene(scale: 2, rightToLeft: true)
        scene.scrollView = page.collectionView.orthogonalScrollView(forSection: 0)
        try assertGolden(of: scene, as: .animation(swipes(towards: -1), checkpoints: .every(20)))
    }

    /// AX3 text: the list rows' text (text styles) grows and the estimated-height rows grow
    /// with it; the value cells keep text and secondary text side by side, so the categories
    /// truncate. The cards' and headers' fixed-size fonts stay as they are.
    func testAppStorePageAX3Golden() throws {
        let (scene, page) = makeScene(scale: 2, ax3: true)
        scene.scrollView = page.collectionView.orthogonalScrollView(forSection: 0)
        try assertGolden(of: scene, as: .animation(swipes(), checkpoints: .every(20)))
    }

    /// Right to left the band starts at its right end (offset 1160, card 0 centred) and each
    /// rightward release pages one card leftwards: 1160 − 290 = 870, back to it, 580.
    func testRightToLeftSwipesSnapCardsLeftwards() throws {
        let (scene, page) = makeScene(rightToLeft: true)
        let collectionView = try XCTUnwrap(page.collectionView)
        let band = try XCTUnwrap(collectionView.orthogonalScrollView(forSection: 0))
        XCTAssertEqual(band.contentOffset.x, 1160, "starts at the right end")
        scene.scrollView = band
        var rests: [CGFloat] = []
        var moving = false
        var driver = swipes(towards: -1)
        while let step = driver.next(scene) {
            scene.advance(to: step)
            if band.isDragging || band.isDecelerating {
                moving = true
            } else if moving {
                moving = false
                rests.append(band.contentOffset.x)
            }
        }
        XCTAssertEqual(rests, [870, 870, 580])
        XCTAssertEqual(collectionView.contentOffset.y, -47, "a horizontal drag does not scroll the page")
        // Card 2 (teal) centred on screen: x 55…334, as left to right.
        let frame = try Rasterizer().render(scene.displayList())
        let teal = RGBA(r: 48, g: 176, b: 199, a: 255)
        let row = (0..<390).filter { frame.rgba($0, 47 + 150).distance(to: teal) <= 1 }
        XCTAssertEqual(row.first, 55)
        XCTAssertEqual(row.last, 334)
        XCTAssertEqual(scene.warnings, [])
    }
}
