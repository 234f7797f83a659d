import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// UIStepper as drawn: 94×32 pt (issue 28's iOS 13+ measurement), minus leading, plus trailing.
final class StepperTests: XCTestCase {
    private let origin = Point(x: 20, y: 20)

    private func place(_ t: ControlTestScene) -> Stepper {
        let stepper = Stepper(frame: Rect(origin: origin, size: .zero))
        t.scene.root.addSubview(stepper)
        return stepper
    }

    func testTrackIs94By32InLightAndDark() throws {
        for appearance in [Appearance.light, .dark] {
            let t = ControlTestScene(appearance)
            let stepper = place(t)
            XCTAssertEqual(stepper.frame.size, Size(width: 94, height: 32))
            let raster = try t.render()
            let ink = try XCTUnwrap(raster.inkBounds(differingFrom: t.background, tolerance: 4))
            XCTAssertEqual(Double(ink.maxX - ink.minX + 1) / 2, 94, accuracy: 0.5, "\(appearance)")
            XCTAssertEqual(Double(ink.maxY - ink.minY + 1) / 2, 32, accuracy: 0.5, "\(appearance)")
        }
    }

    /// The plus sign's vertical bar: label-coloured pixels above the middle row.
    private func plusCentreX(_ direction: LayoutDirection) throws -> Double {
        let t = ControlTestScene(.light, direction)
        _ = place(t)
        let run = try XCTUnwrap(try t.render().runs(of: RGBA(r: 0, g: 0, b: 0, a: 255), atY: origin.y + 16 - 4).first)
        XCTAssertEqual(run.length, 2, accuracy: 0.5, "the bar is 2 pt thick (CHOSEN)")
        return run.start + run.length / 2
    }

    func testPlusIsTrailingAndMirrorsUnderRightToLeft() throws {
        XCTAssertEqual(try plusCentreX(.leftToRight), origin.x + 94 * 0.75, accuracy: 0.5)
        XCTAssertEqual(try plusCentreX(.rightToLeft), origin.x + 94 * 0.25, accuracy: 0.5)
    }

    func testTapsOnEachHalfStepAndSendValueChangedOnceEach() throws {
        let t = ControlTestScene()
        let stepper = place(t)
        stepper.maximumValue = 2
        t.scene.layout()
        var changes = 0
        stepper.addAction(ControlAction(handler: { _ in changes += 1 }), for: .valueChanged)
        t.scene.tap(.point(Point(x: origin.x + 80, y: origin.y + 16)), at: 0.1)
        t.advance(to: 0.1 + TouchTiming.tapHold, index: 1)
        XCTAssertEqual(stepper.value, 1); XCTAssertEqual(changes, 1)
        t.scene.tap(.point(Point(x: origin.x + 10, y: origin.y + 16)), at: 0.5)
        t.advance(to: 0.5 + TouchTiming.tapHold, index: 2)
        XCTAssertEqual(stepper.value, 0); XCTAssertEqual(changes, 2)
        t.scene.tap(.point(Point(x: origin.x + 10, y: origin.y + 16)), at: 1)
        t.advance(to: 1 + TouchTiming.tapHold, index: 3)
        XCTAssertEqual(stepper.value, 0, "at the minimum without wraps"); XCTAssertEqual(changes, 2, "no change, no event")
        stepper.wraps = true
        t.scene.tap(.point(Point(x: origin.x + 10, y: origin.y + 16)), at: 2)
        t.advance(to: 2 + TouchTiming.tapHold, index: 4)
        XCTAssertEqual(stepper.value, 2, "wraps to the maximum"); XCTAssertEqual(changes, 3)
        stepper.stepValue = -1
        XCTAssertEqual(stepper.stepValue, 1, "a step that is not above 0 is refused")
    }
}
