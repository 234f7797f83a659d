import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// UISlider as drawn: a 4 pt track (CHOSEN, measured), filled in the tint from the minimum
/// side up to a 28 pt thumb (CHOSEN, measured) whose centre travels width − 28.
final class SliderTests: XCTestCase {
    private let frame = Rect(x: 20, y: 20, width: 160, height: 31)

    private func place(_ t: ControlTestScene, value: Float) -> Slider {
        let slider = Slider(frame: frame)
        slider.value = value
        t.scene.root.addSubview(slider)
        return slider
    }

    func testFillEndsAtTheThumbFromTheLeadingSideInLightDarkAndRightToLeft() throws {
        for (appearance, direction) in [(Appearance.light, LayoutDirection.leftToRight), (.dark, .leftToRight), (.light, .rightToLeft)] {
            let t = ControlTestScene(appearance, direction)
            _ = place(t, value: 0.5)
            let raster = try t.render()
            let blue = drawn(.systemBlue, appearance)
            // The track row, away from the thumb: only the fill is blue there.
            let fill = try XCTUnwrap(raster.bounds(of: blue), "\(appearance) \(direction)")
            XCTAssertEqual(fill.height, 4, accuracy: 0.5, "track height")
            XCTAssertEqual(fill.midY, frame.midY, accuracy: 0.5)
            let thumbCentre = frame.minX + 14 + (160 - 28) * 0.5
            if direction == .leftToRight {
                XCTAssertEqual(fill.minX, frame.minX, accuracy: 0.5, "fill starts at the left")
                XCTAssertLessThanOrEqual(fill.maxX, thumbCentre + 0.5, "and ends under the thumb")
            } else {
                XCTAssertEqual(fill.maxX, frame.maxX, accuracy: 0.5, "fill starts at the right")
                XCTAssertGreaterThanOrEqual(fill.minX, thumbCentre - 0.5)
            }
            // The thumb: the white run across the middle row (dark background makes it stand out).
            if appearance == .dark {
                let run = try XCTUnwrap(raster.runs(of: RGBA(r: 255, g: 255, b: 255, a: 255), atY: frame.midY - 6, tolerance: 6).first)
                XCTAssertEqual(run.start + run.length / 2, thumbCentre, accuracy: 0.5)
            }
        }
    }

    func testThumbDiameterIs28AtTheEnds() throws {
        for value: Float in [0, 1] {
            let t = ControlTestScene(.dark)
            _ = place(t, value: value)
            let runs = try t.render().runs(of: RGBA(r: 255, g: 255, b: 255, a: 255), atY: frame.midY, tolerance: 6)
            let run = try XCTUnwrap(runs.max { $0.length < $1.length })
            XCTAssertEqual(run.length, 28, accuracy: 1)
            XCTAssertEqual(run.start, value == 0 ? frame.minX : frame.maxX - 28, accuracy: 0.5, "the thumb never overhangs")
        }
    }

    func testDraggingTheThumbChangesTheValueAndSendsValueChanged() throws {
        let t = ControlTestScene()
        let slider = place(t, value: 0)
        t.scene.layout()
        var changes = 0
        slider.addAction(ControlAction(handler: { _ in changes += 1 }), for: .valueChanged)
        t.scene.touchDown(at: Point(x: frame.minX + 14, y: frame.midY))
        t.scene.touchMove(to: Point(x: frame.minX + 14 + 66, y: frame.midY))
        t.scene.touchUp()
        XCTAssertEqual(slider.value, 0.5, accuracy: 1e-4, "66 of 132 pt of travel")
        XCTAssertEqual(changes, 1, "one move, one valueChanged")
        slider.value = 7
        XCTAssertEqual(slider.value, 1, "clamped to the maximum")
        slider.value = .nan
        XCTAssertEqual(slider.value, 1, "NaN is refused")
    }

    func testATouchAwayFromTheThumbDoesNotMoveIt() throws {
        let t = ControlTestScene()
        let slider = place(t, value: 0)
        t.scene.layout()
        t.scene.touchDown(at: Point(x: frame.maxX - 10, y: frame.midY))
        t.scene.touchMove(to: Point(x: frame.maxX - 5, y: frame.midY))
        t.scene.touchUp()
        XCTAssertEqual(slider.value, 0)
    }
}
