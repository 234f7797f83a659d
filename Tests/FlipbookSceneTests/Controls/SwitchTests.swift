import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// UISwitch as drawn: 51×31 pt (UISwitch's frame in a view dump,
/// http://c4ios.com/tutorials/hacking-uiswitch "frame = (0 0; 51 31)"); a 27 pt knob 2 pt from the
/// track's edge (CHOSEN from screenshots), so it travels 51 − 27 − 4 = 20 pt.
final class SwitchTests: XCTestCase {
    private let origin = Point(x: 20, y: 20)

    private func place(_ t: ControlTestScene, on: Bool) -> Switch {
        let toggle = Switch(frame: Rect(origin: origin, size: Size(width: 80, height: 80)))
        toggle.setOn(on, animated: false)
        t.scene.root.addSubview(toggle)
        return toggle
    }

    /// The knob's centre x in points along the switch's middle row: the white run inside the track.
    private func knobCentre(_ frame: RasterFrame, knob: RGBA) throws -> Double {
        let runs = frame.runs(of: knob, atY: origin.y + 15.5, tolerance: 6).filter { $0.length > 20 }
        let run = try XCTUnwrap(runs.first, "one knob-wide run of the knob's colour")
        XCTAssertEqual(runs.count, 1)
        XCTAssertEqual(run.length, 27, accuracy: 1, "knob diameter (CHOSEN 27 pt)")
        return run.start + run.length / 2
    }

    func testOnSwitchIs51By31InTheOnColourInLightAndDark() throws {
        for appearance in [Appearance.light, .dark] {
            let t = ControlTestScene(appearance)
            let toggle = place(t, on: true)
            XCTAssertEqual(toggle.frame.size, Size(width: 51, height: 31), "UIKit fixes a switch's size")
            let frame = try t.render()
            let green = try XCTUnwrap(frame.bounds(of: drawn(.systemGreen, appearance)), "\(appearance)")
            XCTAssertEqual(green.minX, 20, accuracy: 0.5); XCTAssertEqual(green.width, 51, accuracy: 0.5, "\(appearance)")
            XCTAssertEqual(green.minY, 20, accuracy: 0.5); XCTAssertEqual(green.height, 31, accuracy: 0.5, "\(appearance)")
        }
    }

    func testKnobTravelsTwentyPointsAndSwapsSidesUnderRightToLeft() throws {
        let white = RGBA(r: 255, g: 255, b: 255, a: 255)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var centres: [Bool: Double] = [:]
            for on in [false, true] {
                let t = ControlTestScene(.dark, direction)   // dark: the white knob stands out against black
                _ = place(t, on: on)
                centres[on] = try knobCentre(try t.render(), knob: white)
            }
            let off = try XCTUnwrap(centres[false]), on = try XCTUnwrap(centres[true])
            let leading = origin.x + 2 + 13.5, trailing = origin.x + 51 - 2 - 13.5
            XCTAssertEqual(off, direction == .leftToRight ? leading : trailing, accuracy: 0.5, "\(direction) off")
            XCTAssertEqual(on, direction == .leftToRight ? trailing : leading, accuracy: 0.5, "\(direction) on")
            XCTAssertEqual(abs(on - off), 20, accuracy: 0.5, "knob travel")
        }
    }

    func testAnimatedToggleShowsTheKnobPartWayAtMidTime() throws {
        let t = ControlTestScene(.dark)
        let toggle = place(t, on: false)
        _ = try t.render()
        toggle.setOn(true, animated: true)
        t.advance(to: Switch.toggleDuration / 2, index: 1)
        let middle = try knobCentre(try t.render(), knob: RGBA(r: 255, g: 255, b: 255, a: 255))
        XCTAssertGreaterThan(middle, origin.x + 15.5 + 2, "moved from the off side")
        XCTAssertLessThan(middle, origin.x + 35.5 - 2, "not yet at the on side")
        t.advance(to: Switch.toggleDuration + 0.01, index: 2)
        XCTAssertEqual(try knobCentre(try t.render(), knob: RGBA(r: 255, g: 255, b: 255, a: 255)), origin.x + 35.5, accuracy: 0.5)
    }

    func testTapTogglesAndSendsValueChangedOnce() throws {
        let t = ControlTestScene()
        let toggle = place(t, on: false)
        t.scene.layout()
        var changes = 0
        toggle.addAction(ControlAction(handler: { _ in changes += 1 }), for: .valueChanged)
        t.scene.tap(.view(toggle), at: 0.1)
        t.advance(to: 0.1, index: 1)
        XCTAssertFalse(toggle.isOn, "still off while the finger is down")
        t.advance(to: 0.1 + TouchTiming.tapHold, index: 2)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(changes, 1)
        toggle.setOn(false, animated: false)
        XCTAssertEqual(changes, 1, "setOn does not send valueChanged, as UIKit")
    }
}
