import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit   // was: import UIKit
import FlipbookTestSupport

/// The plant list (AppFiles/PlantListViewController.swift), as an iOS 15+ app writes it: a tap
/// on a row presents the plant's details as a sheet with `[.medium(), .large()]` and a grabber;
/// the sheet's "Show care guide" button calls `animateChanges { selectedDetentIdentifier = .large }`.
///
/// On an iPhone 14 (390 × 844, safe area 47 / 34): the medium sheet is half the large one's
/// 787 pt (CHOSEN fraction; Apple: "about half the fully expanded height",
/// https://developer.apple.com/design/human-interface-guidelines/ios/views/sheets/), 393.5 tall from
/// y 450.5; the large sheet from 57. The change runs on the sheet spring (critically damped,
/// 0.5 s): 0.25 s in it is f = 0.987056 of the way (worked by hand in FlipbookTransitionsTests'
/// HandSpring), so the sheet's top is at 450.5 − 393.5 f = 62.09.
final class SheetDetentsTests: XCTestCase {
    /// The scene: the list in a navigation controller; a tap on "Fiddle-leaf fig" (row 2, y 203…259
    /// under the 91 pt bar) at 0.3 s, then one on the sheet's button at 1.3 s.
    private func plantScene(scale: Double, fps: Double) -> (Scene, TransitionDriver, PlantListViewController) {
        let scene = Scene(screen: Screen.iPhone14.withScale(scale))
        let list = PlantListViewController()
        let host = scene.attach(UINavigationController(rootViewController: list))
        scene.tap(.point(CGPoint(x: 195, y: 230)), at: 0.3)
        scene.tap(.id("care"), at: 1.3)
        return (scene, TransitionDriver(host: host, fps: fps, events: [], duration: 2.2), list)
    }

    func testTheSheetRisesToMediumThenGrowsToLargeMeasured() throws {
        let (scene, driver, list) = plantScene(scale: 1, fps: 20)
        var run = driver
        var grewAt: Double?
        var measured: [String: Int] = [:]
        var dimmedAtMedium: RGBA?
        func firstWhiteRow(_ frame: RasterFrame, x: Int) -> Int? {
            (0..<frame.height).first { frame.rgba(x, $0) == RGBA(r: 255, g: 255, b: 255, a: 255) && $0 > 40 }
        }
        while let step = run.next(scene) {
            scene.advance(to: step)
            let detail = list.shownDetail
            if grewAt == nil, detail?.sheetPresentationController?.selectedDetentIdentifier == .large { grewAt = step.time }
            if abs(step.time - 1.2) < 1e-9 {
                let frame = try Rasterizer().render(scene.displayList())
                measured["medium"] = firstWhiteRow(frame, x: 100)
                dimmedAtMedium = frame.rgba(100, 300)
            }
            if let grewAt, abs(step.time - (grewAt + 0.25)) < 1e-9 {
                let frame = try Rasterizer().render(scene.displayList())
                measured["mid"] = firstWhiteRow(frame, x: 100)
                XCTAssertNotEqual(frame.rgba(100, 62).r, 255, "row 62 is only part sheet")
            }
            if abs(step.time - 2.2) < 1e-9 {
                let frame = try Rasterizer().render(scene.displayList())
                measured["large"] = firstWhiteRow(frame, x: 100)
            }
        }
        let detail = try XCTUnwrap(list.shownDetail)
        XCTAssertEqual(detail.plant.name, "Fiddle-leaf fig")
        XCTAssertEqual(scene.warnings, [])
        XCTAssertNotNil(grewAt, "the button's tap expanded the sheet")
        // Medium: the sheet from 450.5, so row 451 is the first all sheet; the list behind it is
        // full size and dimmed (white × 0.6 = 153), not the card.
        XCTAssertEqual(measured["medium"], 451)
        XCTAssertEqual(dimmedAtMedium, RGBA(r: 153, g: 153, b: 153, a: 255))
        // Mid-way: 62.09, so 63; at rest: 57.
        XCTAssertEqual(measured["mid"], 63)
        XCTAssertEqual(measured["large"], 57)
        // The content is laid out at the large height: the button 16 pt above the safe area's bottom.
        XCTAssertEqual(detail.view.bounds.size, CGSize(width: 390, height: 787))
        XCTAssertEqual(detail.careButton.frame.maxY, 787 - 34 - 16, accuracy: 1e-9)
    }

    /// Light mode, frames before (the list; the sheet at medium), during (the sheet growing, the
    /// list shrinking into the card) and after (the large sheet over the card).
    func testListPresentsADetailSheetThatGrowsToLargeGolden() throws {
        let (scene, driver, _) = plantScene(scale: 2, fps: 30)
        try assertGolden(of: scene, as: .animation(driver, checkpoints: .steps([0, 18, 36, 43, 44, 45, 49, 66])))
    }
}
