import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// The settings list app file (AppFiles/NotificationSettingsListViewController.swift): an inset
/// grouped list on an iPhone 14 (390 pt wide, content under the 47 pt status bar). By
/// CollectionListMetrics: sections 16 pt in from each side (358 pt wide), 38 pt headers, 44 pt
/// rows, 18 pt after each section. Section 0: header 0…38, rows 38…170, gap to 188; section 1:
/// header 188…226, rows 226…358, gap to 376.
final class CollectionListInsetGroupedTests: XCTestCase {
    private let grey = RGBA(r: 242, g: 242, b: 247, a: 255)
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func makeScene(scale: Double = 1, dark: Bool = false, rightToLeft: Bool = false,
                           ax3: Bool = false) -> (Scene, NotificationSettingsListViewController) {
        let scene = Scene(screen: Screen.iPhone14.withScale(scale))
        if dark { scene.appearance = .dark }
        if rightToLeft { scene.layoutDirection = .rightToLeft }
        if ax3 { scene.contentSizeCategory = .accessibilityExtraLarge }
        let list = NotificationSettingsListViewController()
        scene.attach(list)
        scene.layout()
        return (scene, list)
    }

    func testRowsHeadersAndMetrics() throws {
        let (scene, list) = makeScene()
        let collectionView = try XCTUnwrap(list.collectionView)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 376))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 16, y: 38, width: 358, height: 44))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 1))?.frame, CGRect(x: 16, y: 314, width: 358, height: 44))
        XCTAssertEqual(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                        at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 16, y: 188, width: 358, height: 38), "headers follow the section's insets")

        let frame = try Rasterizer().render(scene.displayList())
        let top = 47.0
        // The list's grouped grey around a white section.
        XCTAssertLessThanOrEqual(frame.rgba(8, Int(top) + 60).distance(to: grey), 1)
        XCTAssertLessThanOrEqual(frame.rgba(200, Int(top) + 60).distance(to: white), 1)
        // 10 pt corners on the section's first and last rows only: the corner pixel is grey, 10 pt in is white.
        XCTAssertLessThanOrEqual(frame.rgba(16, Int(top) + 38).distance(to: grey), 8, "first row's rounded corner")
        XCTAssertLessThanOrEqual(frame.rgba(26, Int(top) + 48).distance(to: white), 1)
        XCTAssertLessThanOrEqual(frame.rgba(16, Int(top) + 82).distance(to: white), 1, "the middle row is square")
        XCTAssertLessThanOrEqual(frame.rgba(373, Int(top) + 169).distance(to: grey), 8, "last row's rounded corner")
        // Separators: a hairline at the bottom of rows 0 and 1, from the text (past the 29 pt icon:
        // 16 + 16 + 29 + 16 = 77 on screen) to the section's edge; none under the last row.
        func isLine(_ x: Int, _ y: Int) -> Bool { frame.rgba(x, y).distance(to: white) > 20 && frame.rgba(x, y).distance(to: grey) > 1 }
        XCTAssertTrue(isLine(200, Int(top) + 81), "separator under row 0")
        XCTAssertFalse(isLine(70, Int(top) + 81), "the separator starts at the text")
        XCTAssertTrue(isLine(80, Int(top) + 81))
        XCTAssertFalse(isLine(200, Int(top) + 169), "no separator under the last row")
        // The disclosure chevron 16 pt inside the section's trailing edge: x 350…358.
        let chevron = (300..<374).filter { x in (Int(top) + 44..<Int(top) + 76).contains { frame.rgba(x, $0).distance(to: white) > 30 } }
        XCTAssertEqual(chevron.last, 357)
        // The checkmark on the chosen sound only (row 1 of section 1), in the tint colour.
        func hasBlue(row: Int) -> Bool {
            let y0 = Int(top) + 226 + 44 * row
            return (330..<358).contains { x in (y0 + 10..<y0 + 34).contains { frame.rgba(x, $0).distance(to: RGBA(r: 0, g: 122, b: 255, a: 255)) < 40 } }
        }
        XCTAssertEqual([0, 1, 2].map(hasBlue), [false, true, false])
        XCTAssertEqual(scene.warnings, [])
    }

    func testInsetGroupedListGolden() throws {
        let (scene, _) = makeScene(scale: 2)
        try assertGolden(of: try Rasterizer().render(scene.displayList()), as: .image)
    }

    func testInsetGroupedListDarkGolden() throws {
        let (scene, _) = makeScene(scale: 2, dark: true)
        try assertGolden(of: try Rasterizer().render(scene.displayList()), as: .image)
    }

    /// Right to left: the list cells mirror their content (image and text at the right,
    /// accessories at the left); the sections keep their 16 pt insets on both sides.
    func testInsetGroupedListRightToLeftGolden() throws {
        let (scene, _) = makeScene(scale: 2, rightToLeft: true)
        try assertGolden(of: try Rasterizer().render(scene.displayList()), as: .image)
    }

    /// AX3 text: the rows' and headers' text styles grow and the self-sizing rows grow with
    /// them; value cells keep text and secondary text side by side, so both truncate.
    func testInsetGroupedListAX3Golden() throws {
        let (scene, _) = makeScene(scale: 2, ax3: true)
        try assertGolden(of: try Rasterizer().render(scene.displayList()), as: .image)
    }
}
