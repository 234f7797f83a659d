import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// The card carousel app file (AppFiles/CardCarouselViewController.swift): a flow-layout subclass
/// scales cards by their distance from the centre and snaps with targetContentOffset. Page width
/// 260 + 16 = 276 pt; the centred card is 260 × 380 at full size and colour, its neighbours 0.8
/// the size at alpha 0.6.
final class CollectionCarouselTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    /// A quick flick to the next card, a slow drag that falls short of half a card (back to
    /// where it was), and a long flick.
    /// `towards`: +1 moves the offset up (left to right, the next card is to the right); −1
    /// down, as right to left the next card is to the left of the centred one.
    private func flicks(towards sign: Double = 1) -> DragDriver {
        var driver = DragDriver(fps: 30, gestures: [
            .wait(0.2),
            .drag(by: 150 * sign, duration: 0.15, easing: .easeIn),
            .wait(0.7),
            .drag(by: 100 * sign, duration: 0.6, easing: .easeInOut),
            .wait(0.7),
            .drag(by: 240 * sign, duration: 0.2, easing: .easeIn),
        ], holdFrames: 6)
        driver.axis = .horizontal
        return driver
    }

    func testFlicksComeToRestWithACardCentredAndTheNeighboursScaled() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let carousel = CardCarouselViewController()
        scene.attach(carousel)
        var rests: [CGFloat] = []
        var driver = flicks()
        while let step = driver.next(scene) {
            scene.advance(to: step)
            let collectionView = carousel.collectionView
            if !collectionView.isDragging, !collectionView.isDecelerating, rests.last != collectionView.contentOffset.x {
                rests.append(collectionView.contentOffset.x)
            }
        }
        XCTAssertTrue(rests.allSatisfy { $0.truncatingRemainder(dividingBy: 276) == 0 }, "every rest centres a card: \(rests)")
        XCTAssertEqual(carousel.centredCards.first, 1, "the first flick moves one card on")
        XCTAssertEqual(carousel.centredCards.dropFirst().first, 1, "the slow drag falls back to the same card")
        let last = try XCTUnwrap(carousel.centredCards.last)
        XCTAssertGreaterThan(last, 1, "the long flick goes further")
        XCTAssertEqual(carousel.collectionView.contentOffset.x, CGFloat(last) * 276)
        XCTAssertEqual(scene.warnings, [])

        // What shows: the collection view is 420 pt tall, centred on the 844 pt screen (y 212);
        // the centred card fills x 65…325 and y 232…612; the right neighbour, centred 276 pt to the
        // right and scaled 0.8 about its centre, spans y 270…574.
        let frame = try Rasterizer().render(scene.displayList())
        let row = (0..<390).filter { frame.rgba($0, 420).distance(to: white) > 8 && $0 > 40 && $0 < 360 }
        XCTAssertEqual(row.first, 65)
        XCTAssertEqual(row.last, 324)
        let column = (0..<844).filter { frame.rgba(388, $0).distance(to: white) > 8 }
        XCTAssertEqual(column.first, 270, "the neighbour is 0.8 as tall: 380 · 0.8 = 304, centred")
        XCTAssertEqual(column.last, 573)
        // The centred card at full colour; the neighbour at alpha 0.6 over the white background.
        // The system colours' light values (Color+Semantic.swift): blue, pink, orange, teal, green, purple.
        let colours: [(Double, Double, Double)] = [(0, 122, 255), (255, 45, 85), (255, 149, 0), (48, 176, 199), (52, 199, 89), (175, 82, 222)]
        func rgba(_ c: (Double, Double, Double), alpha: Double) -> RGBA {
            func mix(_ v: Double) -> Int { Int(v * alpha + 255 * (1 - alpha) + 0.5) }
            return RGBA(r: mix(c.0), g: mix(c.1), b: mix(c.2), a: 255)
        }
        XCTAssertLessThanOrEqual(frame.rgba(100, 420).distance(to: rgba(colours[last], alpha: 1)), 1)
        XCTAssertLessThanOrEqual(frame.rgba(388, 420).distance(to: rgba(colours[last + 1], alpha: 0.6)), 1)
    }

    func testCarouselGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        scene.attach(CardCarouselViewController())
        try assertGolden(of: scene, as: .animation(flicks()))
    }

    /// Dark appearance: the background and the system colours of the cards turn dark.
    func testCarouselDarkGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        scene.appearance = .dark
        scene.attach(CardCarouselViewController())
        try assertGolden(of: scene, as: .animation(flicks()))
    }

    /// Right to left: the flow layout mirrors (flipsHorizontallyInOppositeLayoutDirection), so
    /// the first card (blue Lisbon) is centred at the right end, the next cards lie to its left
    /// and the flicks drag the finger rightwards; the titles sit at the cards' right edges.
    /// Measured in CollectionRightToLeftFlowLayoutTests.
    func testCarouselRightToLeftGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        scene.layoutDirection = .rightToLeft
        scene.attach(CardCarouselViewController())
        try assertGolden(of: scene, as: .animation(flicks(towards: -1)))
    }

    /// AX3 text: the cards' fonts are fixed sizes (`systemFont(ofSize:)`), which do not scale
    /// with the content size category, so the frames are the light ones'.
    func testCarouselAX3Golden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        scene.contentSizeCategory = .accessibilityExtraLarge
        scene.attach(CardCarouselViewController())
        try assertGolden(of: scene, as: .animation(flicks()))
    }
}
