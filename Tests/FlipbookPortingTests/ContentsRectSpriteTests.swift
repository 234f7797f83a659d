import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// `contentsRect` picks a frame of a sprite sheet (developer.apple.com/documentation/quartzcore/calayer/contentsrect)
/// and `contentsCenter` stretches a bubble in nine parts (…/calayer/contentscenter):
/// AppFiles/WalkingSpriteView.swift, positions worked by hand from the sheet's layout.
final class ContentsRectSpriteTests: XCTestCase {
    private func scene(_ appearance: Appearance = .light) -> (Scene, WalkingSpriteView) {
        let scene = Scene(screen: Screen(name: "sprite", size: CGSize(width: 230, height: 90), scale: 1, safeAreaInsets: .zero))
        scene.appearance = appearance
        scene.root.backgroundColor = .systemBackground
        let view = WalkingSpriteView(frame: CGRect(x: 0, y: 0, width: 230, height: 90))
        scene.root.addSubview(view)
        scene.layout()
        return (scene, view)
    }

    func testEachFrameOfTheSheetFillsTheSpriteAndNoNeighbourShows() throws {
        let (s, view) = scene()
        let white = RGBA(r: 255, g: 255, b: 255, a: 255)
        let colours = [RGBA(r: 255, g: 59, b: 48, a: 255), RGBA(r: 52, g: 199, b: 89, a: 255),
                       RGBA(r: 0, g: 122, b: 255, a: 255), RGBA(r: 255, g: 149, b: 0, a: 255)]
        for i in 0..<4 {
            view.frameIndex = i
            let f = try Rasterizer().render(s.displayList())
            // One 16-point frame, aspect-fit into 48 points: ×3, at (20, 20).
            XCTAssertEqual(f.rgba(20 + 24, 20 + 12), colours[i], "frame \(i)'s body")
            // Its foot: sheet x 3 + 2i (in the frame) … +3, y 10…13, times 3.
            let footX = 20 + (3 + 2 * i) * 3 + 4, footY = 20 + 10 * 3 + 4
            XCTAssertEqual(f.rgba(footX, footY), white, "frame \(i)'s foot")
            // The frame's clear margin (sheet x 14…16): the next frame does not bleed in.
            XCTAssertEqual(f.rgba(20 + 15 * 3 + 1, 20 + 24), white, "right margin of frame \(i)")
            XCTAssertEqual(f.rgba(20 + 1, 20 + 24), white, "left margin of frame \(i)")
        }
    }

    func testTheBubbleKeepsItsCornersAndStretchesItsMiddle() throws {
        let (s, _) = scene()
        let f = try Rasterizer().render(s.displayList())
        let gray = RGBA(r: 142, g: 142, b: 147, a: 255), white = RGBA(r: 255, g: 255, b: 255, a: 255)
        // The bubble at (90, 24), 120×40; its 5-point corners kept at 5 points.
        XCTAssertEqual(f.rgba(90, 24), white, "the rounded-off corner pixel")
        XCTAssertEqual(f.rgba(90 + 6, 24 + 1), gray, "just past the corner: the top edge, stretched along")
        XCTAssertEqual(f.rgba(90 + 2, 24 + 20), gray, "the left edge, stretched down")
        XCTAssertEqual(f.rgba(90 + 60, 24 + 20), white, "the 2-point white centre stretched over the middle")
        XCTAssertEqual(f.rgba(90 + 116, 24 + 36), gray, "the bottom-right corner's inside")
        XCTAssertEqual(f.rgba(90 + 119, 24 + 39), white, "its rounded-off pixel")
    }

    func testContentsRectValuesThatCannotBeDrawnShowNothing() throws {
        let (s, view) = scene()
        view.sprite.layer.contentsRect = CGRect(x: CGFloat.nan, y: 0, width: 0.25, height: 1)
        let f = try Rasterizer().render(s.displayList())
        XCTAssertEqual(f.rgba(44, 32), RGBA(r: 255, g: 255, b: 255, a: 255))
        view.sprite.layer.contentsRect = CGRect(x: 0, y: 0, width: 1e-12, height: 1)
        XCTAssertEqual(try Rasterizer().render(s.displayList()).rgba(44, 32), RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    func testTheSpriteGoldens() throws {
        for appearance in [Appearance.light, .dark] {
            let (s, view) = scene(appearance)
            view.frameIndex = 2
            try assertGolden(of: try Rasterizer().render(s.displayList()), as: .image, named: "sprite-frame-\(appearance)")
        }
    }
}
