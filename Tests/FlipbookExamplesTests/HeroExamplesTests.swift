import XCTest
import FlipbookRender
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookExamples

/// The three Hero built-in scenes run to the end; the scene names both screens' roles
/// (`screenTransition`) while they move, traces show the matched views under their hero ids, and
/// frames show them flying.
final class HeroExamplesTests: XCTestCase {
    /// Every trace line of the scene at `scale`, and the rendered frame of step `render` if asked.
    private func run(_ name: String, scale: Double = 1, render index: Int? = nil)
        throws -> (lines: [String], frame: RasterFrame?, moving: [Moving?]) {
        let builtIn = try XCTUnwrap(BuiltInScenes.named(name))
        var (scene, driver) = try builtIn.make(SceneTraits(scale: scale))
        var lines: [String] = []
        var frame: RasterFrame?
        var moving: [Moving?] = []
        while let step = driver.next(scene) {
            scene.advance(to: step)
            lines.append(StepTrace.line(for: step, in: scene))
            moving.append(scene.screenTransition.map { Moving(kind: $0.kind, toTransform: $0.to.layer.presentation()!.affineTransform()) })
            if step.index == index { frame = try Rasterizer().render(scene.displayList()) }
        }
        XCTAssertTrue(scene.warnings.isEmpty, "\(name): \(scene.warnings)")
        return (lines, frame, moving)
    }

    /// A step's running transition: its kind and the arriving screen's transform as drawn.
    struct Moving { let kind: ScreenTransitionRoles.Kind; let toTransform: FlipbookRender.AffineTransform }

    private func steps(_ lines: [String], containing key: String) -> Int {
        lines.filter { $0.contains("\"\(key)\":{") }.count
    }

    func testHeroPushTracesScreensAndMatchedViews() throws {
        let (lines, _, moving) = try run("hero-push")
        // 30 fps: the push at 0.3 s and the pop at 1.3 s, each at least 0.35 s (10-11 steps).
        XCTAssertGreaterThanOrEqual(moving.filter { $0?.kind == .push }.count, 10)
        XCTAssertGreaterThanOrEqual(moving.filter { $0?.kind == .pop }.count, 10)
        XCTAssertGreaterThanOrEqual(steps(lines, containing: "avatar-2"), 20)
        XCTAssertGreaterThanOrEqual(steps(lines, containing: "title-2"), 20)
        XCTAssertEqual(steps(lines, containing: "avatar-3"), 0, "only the tapped row's views fly")
        // The first step of the push (0.3 s = step 9): the avatar starts on row 2's thumbnail,
        // 52 × 52 at (16, 91 + 2·80 + 14) = (16, 265).
        XCTAssertTrue(lines[9].contains(#""avatar-2":{"frame":[16,265,52,52]"#), lines[9])
        // Landed: the detail's 160 × 160 avatar at ((390 − 160) / 2, 91 + 24).
        let landed = try XCTUnwrap(lines.firstIndex { $0.contains(#""avatar-2":{"frame":[115,115,160,160]"#) })
        XCTAssertNotNil(moving[landed], "the avatar lands while the screens still move")
    }

    func testHeroPushAvatarArcsAboveTheScreens() throws {
        // Step 13 = 0.4333 s, 0.1333 s into the push: the avatar's snapshot is on its way, drawn
        // over both screens in its own colour (row 2's green, #34C759).
        let (lines, frame, _) = try run("hero-push", render: 13)
        let line = lines[13]
        let key = #""avatar-2":{"frame":["#
        let start = try XCTUnwrap(line.range(of: key)).upperBound
        let numbers = line[start...].prefix { $0 != "]" }.split(separator: ",").compactMap { Double($0) }
        XCTAssertEqual(numbers.count, 4)
        // Worked by hand: the centre goes (42, 291) → (195, 195), 180.62 pt, the size 52 → 160,
        // (108, 108) = 152.74 pt: Hero's duration 0.208 + 333.36 / 3000 = 0.31912 s. 0.13333 s in is
        // 0.41782 of it, 0.64840 on the standard curve. Moving up, the arc's control point is the
        // corner (195, 291): centre = 0.12362·(42, 291) + 0.45596·(195, 291) + 0.42042·(195, 195)
        // = (176.09, 250.64); size 52 + 108·0.64840 = 122.03; origin (115.07, 189.62).
        XCTAssertEqual(numbers, [115.07, 189.62, 122.03, 122.03])
        let (cx, cy) = (numbers[0] + numbers[2] / 2, numbers[1] + numbers[3] / 2)
        // Off the straight line between the centres, which passes x = 106.3 at this height.
        let straightX = 42 + (195 - 42) * (291 - cy) / (291 - 195)
        XCTAssertGreaterThan(cx, straightX + 40, "centre (\(cx), \(cy)) is on the arc, not the line")
        let pixel = try XCTUnwrap(frame).rgba(Int(cx), Int(cy))
        XCTAssertEqual(Double(pixel.r), 52, accuracy: 3, "\(pixel)")
        XCTAssertEqual(Double(pixel.g), 199, accuracy: 3, "\(pixel)")
        XCTAssertEqual(Double(pixel.b), 89, accuracy: 3, "\(pixel)")
    }

    func testHeroModalTracesTheMatchedCard() throws {
        // Step 12 = 0.4 s, 0.1 s into the presentation.
        let (lines, frame, moving) = try run("hero-modal", render: 12)
        XCTAssertGreaterThanOrEqual(moving.filter { $0?.kind == .present }.count, 10)
        XCTAssertGreaterThanOrEqual(moving.filter { $0?.kind == .dismiss }.count, 10)
        XCTAssertGreaterThanOrEqual(steps(lines, containing: "card"), 20)
        // The card (16, 119, 358 × 120) grows into the modal's header (0, 0, 390 × 260) over the
        // two screens, in its own blue (#3D8BFD) wherever it is.
        let box = try XCTUnwrap(numbers(after: #""card":{"frame":["#, in: lines[12]))
        XCTAssertTrue(box[2] > 358 && box[2] < 390 && box[1] < 119 && box[1] > 0, "\(box)")
        let centre = try XCTUnwrap(frame).rgba(Int(box[0] + box[2] / 2), Int(box[1] + box[3] / 2))
        XCTAssertLessThanOrEqual(centre.distance(to: RGBA(r: 61, g: 139, b: 253, a: 255)), 2, "\(centre)")
    }

    /// The numbers of a JSON array that starts right after `key` in `line`.
    private func numbers(after key: String, in line: String) -> [Double]? {
        guard let start = line.range(of: key)?.upperBound else { return nil }
        return line[start...].prefix { $0 != "]" }.split(separator: ",").compactMap { Double($0) }
    }

    func testHeroTabsSlidesBothWays() throws {
        // Step 12 = 0.4 s, 0.1 s into the slide to tab 2.
        let (_, frame, moving) = try run("hero-tabs", render: 12)
        // The incoming tab is shifted by the `to` transform; its purple banner (#AF52DE) starts
        // 16 pt into it, 47 + 16 pt down.
        let shift = try XCTUnwrap(moving[12]).toTransform.tx
        XCTAssertTrue(shift > 0 && shift < 390, "\(shift)")
        let banner = try XCTUnwrap(frame).rgba(Int(shift + 16 + 20), 63 + 20)
        XCTAssertLessThanOrEqual(banner.distance(to: RGBA(r: 175, g: 82, b: 222, a: 255)), 2, "\(banner)")
        XCTAssertGreaterThanOrEqual(moving.filter { $0?.kind == .selectTab }.count, 20)
        // Tab 0 → 2 slides left: the incoming screen starts one width to the right; 2 → 0 goes
        // the opposite way, the incoming screen starting one width to the left.
        XCTAssertTrue(moving.contains { $0?.toTransform == AffineTransform(translationX: 390, y: 0) })
        XCTAssertTrue(moving.contains { $0?.toTransform == AffineTransform(translationX: -390, y: 0) })
    }
}
