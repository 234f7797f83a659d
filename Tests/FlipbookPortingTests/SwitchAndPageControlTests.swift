import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// UISwitch and UIPageControl from pixels. The switch's fixed 51×31 size:
/// https://developer.apple.com/documentation/uikit/uiswitch; the knob (27 pt, 2 pt in), the
/// colours and the page dots (7 pt, 9 pt apart) are the values marked CHOSEN in Switch.swift
/// and PageControl.swift.
final class SwitchAndPageControlTests: XCTestCase {
    private let green = RGBA(r: 52, g: 199, b: 89, a: 255)       // .systemGreen, light
    private let darkGreen = RGBA(r: 48, g: 209, b: 88, a: 255)   // .systemGreen, dark
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func switchScene(on: Bool, appearance: Appearance = .light, direction: LayoutDirection = .leftToRight)
        -> (Scene, UISwitch) {
        let scene = Scene(screen: Screen(name: "s", size: CGSize(width: 100, height: 60), scale: 4, safeAreaInsets: .zero))
        scene.appearance = appearance
        scene.layoutDirection = direction
        scene.backgroundColor = .systemBackground
        let toggle = UISwitch(frame: CGRect(x: 20, y: 10, width: 200, height: 200))
        toggle.isOn = on
        scene.root.addSubview(toggle)
        scene.layout()
        return (scene, toggle)
    }

    /// The knob's left and right edge (points) along the switch's middle row, from the white pixels.
    private func knobSpan(_ frame: RasterFrame, scale: Double = 4) -> (Double, Double)? {
        let y = Int((10 + 15.5) * scale)
        let xs = (Int(20 * scale)..<Int(71 * scale)).filter { frame.rgba($0, y).distance(to: white) <= 60 }
        guard let first = xs.first, let last = xs.last else { return nil }
        return (Double(first) / scale, Double(last + 1) / scale)
    }

    func testTheSwitchIsFiftyOneByThirtyOneAndItsKnobTravelsTwentyPoints() throws {
        // Measured in dark (a black window, so the white knob and the track stand out).
        let (sceneOff, off) = switchScene(on: false, appearance: .dark)
        XCTAssertEqual(off.frame.size, CGSize(width: 51, height: 31), "the frame given is not the switch's size")
        let (sceneOn, _) = switchScene(on: true, appearance: .dark)
        let onFrame = try Rasterizer().render(sceneOn.displayList())
        let offFrame = try Rasterizer().render(sceneOff.displayList())
        let black = RGBA(r: 0, g: 0, b: 0, a: 255)
        // The switch covers 51 pt along its middle row, and 31 pt down the middle of its left cap.
        let row = (0..<onFrame.width).filter { onFrame.rgba($0, Int(25.5 * 4)).distance(to: black) > 60 }
        XCTAssertEqual(Double(try XCTUnwrap(row.first)) / 4, 20, accuracy: 0.5)
        XCTAssertEqual(Double(try XCTUnwrap(row.last) + 1) / 4, 71, accuracy: 0.5)
        let column = (0..<onFrame.height).filter { onFrame.rgba(Int(35.5 * 4), $0).distance(to: darkGreen) <= 3 }
        XCTAssertEqual(Double(try XCTUnwrap(column.last) - (column.first ?? 0) + 1) / 4, 31, accuracy: 0.75)
        // The knob: 27 pt wide, 2 pt from the left edge when off, 2 pt from the right when on.
        let offKnob = try XCTUnwrap(knobSpan(offFrame)), onKnob = try XCTUnwrap(knobSpan(onFrame))
        XCTAssertEqual(offKnob.1 - offKnob.0, 27, accuracy: 0.75)
        XCTAssertEqual(offKnob.0, 22, accuracy: 0.5)
        XCTAssertEqual(onKnob.1, 69, accuracy: 0.5)
        XCTAssertEqual(onKnob.0 - offKnob.0, 51 - 27 - 4, accuracy: 0.5, "travel")
        // Off, the track is #39393D in dark and #E9E9EB in light, beside the knob.
        XCTAssertLessThanOrEqual(offFrame.rgba(Int(60 * 4), Int(25.5 * 4)).distance(to: RGBA(r: 57, g: 57, b: 61, a: 255)), 2)
        let (light, _) = switchScene(on: false)
        XCTAssertLessThanOrEqual(try Rasterizer().render(light.displayList()).rgba(Int(60 * 4), Int(25.5 * 4))
            .distance(to: RGBA(r: 233, g: 233, b: 235, a: 255)), 2)
    }

    func testDarkAndRightToLeft() throws {
        let (dark, _) = switchScene(on: true, appearance: .dark)
        XCTAssertLessThanOrEqual(try Rasterizer().render(dark.displayList()).rgba(Int(25 * 4), Int(25.5 * 4)).distance(to: darkGreen), 3)
        let (rtl, _) = switchScene(on: true, appearance: .dark, direction: .rightToLeft)
        let knob = try XCTUnwrap(knobSpan(try Rasterizer().render(rtl.displayList())))
        XCTAssertEqual(knob.0, 22, accuracy: 0.5, "mirrored: on is the knob at the left")
    }

    func testATapSlidesTheKnobAndSendsValueChangedOnce() throws {
        let (scene, toggle) = switchScene(on: false, appearance: .dark)
        var changes: [Bool] = []
        toggle.addAction(UIAction { action in changes.append((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
        scene.tap(.view(toggle), at: 0.1)
        var lefts: [Double] = []
        for (k, t) in [0.0, 0.1, 0.2, 0.3, 0.35, 0.4, 0.5, 0.6].enumerated() {
            scene.advance(to: Step(index: k, time: t))
            if t >= 0.2 { lefts.append(try XCTUnwrap(knobSpan(try Rasterizer().render(scene.displayList()))).0) }
        }
        XCTAssertEqual(changes, [true], "one change, to on, on the lift at 0.2 s")
        XCTAssertTrue(toggle.isOn)
        // From 22 pt (off) to 42 pt (on) over 0.25 s from the lift: between the two at 0.3 s, at rest by 0.5 s.
        XCTAssertEqual(lefts.last ?? 0, 42, accuracy: 0.5)
        let mid = lefts[1]
        XCTAssertGreaterThan(mid, 23)
        XCTAssertLessThan(mid, 41)
        XCTAssertEqual(lefts, lefts.sorted(), "the knob only moves right")
    }

    // MARK: Page control

    func testPageDotsAreSevenPointsAcrossAndSixteenApart() throws {
        let scene = Scene(screen: Screen(name: "p", size: CGSize(width: 200, height: 40), scale: 4, safeAreaInsets: .zero))
        scene.backgroundColor = .black
        let dots = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        dots.numberOfPages = 4
        dots.currentPage = 1
        dots.currentPageIndicatorTintColor = .systemBlue
        scene.root.addSubview(dots)
        scene.layout()
        XCTAssertEqual(dots.intrinsicContentSize, CGSize(width: 4 * 7 + 3 * 9 + 24, height: 26))
        let frame = try Rasterizer().render(scene.displayList())
        let y = 20 * 4
        var runs: [(Int, Int)] = []
        var start: Int?
        for x in 0..<frame.width {
            let lit = frame.rgba(x, y).distance(to: RGBA(r: 0, g: 0, b: 0, a: 255)) > 40
            if lit, start == nil { start = x }
            if !lit, let s = start { runs.append((s, x)); start = nil }
        }
        XCTAssertEqual(runs.count, 4)
        for run in runs { XCTAssertEqual(Double(run.1 - run.0) / 4, 7, accuracy: 0.5) }
        for (a, b) in zip(runs, runs.dropFirst()) { XCTAssertEqual(Double(b.0 - a.0) / 4, 16, accuracy: 0.5) }
        XCTAssertEqual(Double(runs[0].0 + runs[3].1) / 8, 100, accuracy: 0.5, "centred")
        let blue = RGBA(r: 0, g: 122, b: 255, a: 255)
        XCTAssertLessThanOrEqual(frame.rgba((runs[1].0 + runs[1].1) / 2, y).distance(to: blue), 2, "page 1 is the current dot")
        // Right to left: page 0 is the rightmost dot, so the current page 1 is the third from the left.
        scene.layoutDirection = .rightToLeft
        let rtl = try Rasterizer().render(scene.displayList())
        XCTAssertLessThanOrEqual(rtl.rgba((runs[2].0 + runs[2].1) / 2, y).distance(to: blue), 2)
    }

    func testATapBesideTheCurrentDotTurnsOnePage() {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let dots = UIPageControl(frame: CGRect(x: 95, y: 700, width: 200, height: 26))
        dots.numberOfPages = 3
        var pages: [Int] = []
        dots.addAction(UIAction { _ in pages.append(dots.currentPage) }, for: .valueChanged)
        scene.root.addSubview(dots)
        scene.layout()
        scene.tap(.point(CGPoint(x: 280, y: 713)), at: 0)       // right of the first dot
        scene.tap(.point(CGPoint(x: 280, y: 713)), at: 1)
        scene.tap(.point(CGPoint(x: 280, y: 713)), at: 2)       // already on the last page
        scene.tap(.point(CGPoint(x: 100, y: 713)), at: 3)       // left of the current dot
        for k in 0...35 { scene.advance(to: Step(index: k, time: Double(k) / 10)) }
        XCTAssertEqual(pages, [1, 2, 1])
    }
}
