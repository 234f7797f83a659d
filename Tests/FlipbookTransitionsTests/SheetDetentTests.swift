import XCTest
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookTransitions

/// Sheets at detents (UISheetPresentationController, iOS 15/16), worked by hand:
///
/// - large: from 10 pt below the status bar to the bottom (SheetGeometry);
/// - medium: CHOSEN half the large sheet's height ("about half the fully expanded height",
///   https://developer.apple.com/design/human-interface-guidelines/ios/views/sheets/);
/// - a custom detent's value is "a height within the safe area of the sheet"
///   (https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetent/customdetentwithidentifier:resolver:),
///   so the sheet is the value plus the bottom inset, and `maximumDetentValue` is the large
///   sheet's height less that inset.
///
/// iPhone SE 375 × 667, status bar 20, no bottom inset: large (0, 30, 375, 637), medium 318.5 tall at 348.5.
/// iPhone 14 390 × 844, 47 / 34: large (0, 57, 390, 787), medium 393.5 tall at 450.5; maximum value 753.
/// iPhone 16 Pro Max 440 × 956, 62 / 34: large (0, 72, 440, 884), medium 442 tall at 514.
final class SheetDetentTests: XCTestCase {
    private func geometry(_ screen: Screen, _ configure: (SheetPresentationController) -> Void) -> SheetGeometry {
        let controller = ViewController()
        let sheet = controller.sheetPresentationController!
        configure(sheet)
        return sheet.geometry(containerSize: screen.size, safeArea: screen.safeAreaInsets)
    }

    func testMediumAndLargeFramesOnThreePhones() {
        let cases: [(Screen, large: Rect, medium: Rect)] = [
            (.iPhoneSE, Rect(x: 0, y: 30, width: 375, height: 637), Rect(x: 0, y: 348.5, width: 375, height: 318.5)),
            (.iPhone14, Rect(x: 0, y: 57, width: 390, height: 787), Rect(x: 0, y: 450.5, width: 390, height: 393.5)),
            (.iPhone16ProMax, Rect(x: 0, y: 72, width: 440, height: 884), Rect(x: 0, y: 514, width: 440, height: 442)),
        ]
        for (screen, large, medium) in cases {
            let m = geometry(screen) { $0.detents = [.medium(), .large()] }
            XCTAssertEqual(m.frame, medium, screen.name)
            XCTAssertFalse(m.showsCard, "the presenter stays full size at medium (\(screen.name))")
            XCTAssertTrue(m.isDimmed, "dimmed at all detents by default")
            XCTAssertEqual(m.cardPose, TransitionPose(overlayAlpha: 0.4))
            let l = geometry(screen) { $0.detents = [.medium(), .large()]; $0.selectedDetentIdentifier = .large }
            XCTAssertEqual(l.frame, large, screen.name)
            XCTAssertTrue(l.showsCard)
            XCTAssertEqual(l, SheetGeometry(containerSize: screen.size, safeAreaTop: screen.safeAreaInsets.top,
                                            safeAreaBottom: screen.safeAreaInsets.bottom, height: large.height,
                                            showsCard: true, isDimmed: true))
            XCTAssertEqual(l.frame, SheetGeometry(containerSize: screen.size, safeAreaTop: screen.safeAreaInsets.top).frame,
                           "the large detent is the page sheet as before")
        }
    }

    func testSelectionDefaultsToTheSmallestDetentAndIgnoresUnknownNames() {
        XCTAssertEqual(geometry(.iPhone14) { $0.detents = [.large(), .medium()] }.height, 393.5, "the smallest, whatever the order")
        XCTAssertEqual(geometry(.iPhone14) { _ in }.height, 787, "the default detents are [.large()]")
        XCTAssertEqual(geometry(.iPhone14) { $0.detents = [] }.height, 787, "an empty list counts as [.large()]")
        XCTAssertEqual(geometry(.iPhone14) { $0.detents = [.medium(), .large()]; $0.selectedDetentIdentifier = .init("nope") }.height, 393.5)
        XCTAssertEqual(SheetDetent.Identifier.medium.rawValue, "com.apple.UIKit.medium")
        XCTAssertEqual(SheetDetent.Identifier.large.rawValue, "com.apple.UIKit.large")
    }

    func testCustomDetentHeightsFromTheMaximumValue() {
        var seen: Double?
        let quarter = geometry(.iPhone14) {
            $0.detents = [.custom(identifier: .init("quarter")) { context in seen = context.maximumDetentValue; return context.maximumDetentValue * 0.25 }, .large()]
        }
        XCTAssertEqual(seen, 753, "787 − 34")
        // 753 / 4 = 188.25 within the safe area, + 34 = 222.25 tall, its top at 844 − 222.25.
        XCTAssertEqual(quarter.frame, Rect(x: 0, y: 621.75, width: 390, height: 222.25))
        let tall = geometry(.iPhone14) {
            $0.detents = [.medium(), .custom(identifier: .init("tall")) { _ in 600 }, .large()]
            $0.selectedDetentIdentifier = .init("tall")
        }
        XCTAssertEqual(tall.frame, Rect(x: 0, y: 210, width: 390, height: 634))
        XCTAssertFalse(tall.showsCard, "only the full-height detent shrinks the presenter")
        let unnamed = [SheetDetent.custom { _ in 1 }, SheetDetent.custom { _ in 2 }]
        XCTAssertNotEqual(unnamed[0].identifier, unnamed[1].identifier, "each unnamed custom detent gets its own identifier")
    }

    /// A resolver's NaN counts as 0, negatives as 0, huge or infinite values as the maximum; nil
    /// makes the detent inactive. None traps.
    func testHostileCustomValuesAreClamped() {
        func height(_ value: Double?) -> Double {
            geometry(.iPhone14) { $0.detents = [.custom(identifier: .init("x")) { _ in value }, .large()]; $0.selectedDetentIdentifier = .init("x") }.height
        }
        XCTAssertEqual(height(.nan), 34, "0 within the safe area: only the home indicator's inset")
        XCTAssertEqual(height(-500), 34)
        XCTAssertEqual(height(-.infinity), 34)
        XCTAssertEqual(height(1e300), 787)
        XCTAssertEqual(height(.infinity), 787)
        XCTAssertEqual(height(nil), 787, "inactive: the sheet rests at the smallest active detent, large")
        let full = geometry(.iPhone14) { $0.detents = [.custom { _ in .greatestFiniteMagnitude }] }
        XCTAssertTrue(full.showsCard, "a custom detent at the maximum is full height")
    }

    func testLargestUndimmedDetent() {
        let medium = geometry(.iPhone14) { $0.detents = [.medium(), .large()]; $0.largestUndimmedDetentIdentifier = .medium }
        XCTAssertFalse(medium.isDimmed)
        XCTAssertEqual(medium.cardPose, TransitionPose(), "neither dimmed nor shrunk")
        let large = geometry(.iPhone14) {
            $0.detents = [.medium(), .large()]; $0.largestUndimmedDetentIdentifier = .medium; $0.selectedDetentIdentifier = .large
        }
        XCTAssertTrue(large.isDimmed)
        XCTAssertTrue(large.showsCard)
        let allUndimmed = geometry(.iPhone14) { $0.detents = [.medium(), .large()]; $0.largestUndimmedDetentIdentifier = .large; $0.selectedDetentIdentifier = .large }
        XCTAssertFalse(allUndimmed.isDimmed)
        XCTAssertFalse(allUndimmed.showsCard, "no card at or below the largest undimmed detent")
        let notListed = geometry(.iPhone14) { $0.detents = [.large()]; $0.largestUndimmedDetentIdentifier = .medium }
        XCTAssertTrue(notListed.isDimmed, "the system medium detent is smaller than large even when not listed")
    }

    func testPreferredCornerRadiusIsRangeChecked() {
        func radius(_ r: Double?) -> Double { geometry(.iPhone14) { $0.preferredCornerRadius = r }.sheetCornerRadius }
        XCTAssertEqual(radius(nil), 10)
        XCTAssertEqual(radius(24), 24)
        XCTAssertEqual(radius(.nan), 10)
        XCTAssertEqual(radius(.infinity), 10)
        XCTAssertEqual(radius(-5), 0)
        XCTAssertEqual(radius(1e9), 195, "at most half the width")
    }

    func testSheetPresentationControllerExistsOnlyForSheetStyles() {
        let controller = ViewController()
        XCTAssertNotNil(controller.sheetPresentationController, ".automatic is a page sheet")
        XCTAssertTrue(controller.sheetPresentationController === controller.sheetPresentationController, "made once")
        XCTAssertTrue(controller.sheetPresentationController?.presentedViewController === controller)
        controller.modalPresentationStyle = .formSheet
        XCTAssertNotNil(controller.sheetPresentationController)
        controller.modalPresentationStyle = .fullScreen
        XCTAssertNil(controller.sheetPresentationController)
        controller.modalPresentationStyle = .custom
        XCTAssertNil(controller.sheetPresentationController)
        controller.modalPresentationStyle = .pageSheet
        controller.hero.isEnabled = true
        XCTAssertNil(controller.sheetPresentationController, "Hero presents full screen")
    }
}
