import Foundation
import XCTest
import FlipbookRender
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookSceneFile

/// Layers in scene files: a view's `"layer"` properties and `"sublayers"` of every kind, bindings
/// and `coreAnimation` reaching them by id, path strings, and every number checked at its place.
final class SceneFileLayerTests: XCTestCase {
    private func load(_ json: String) throws -> (SceneFileLoader.Loaded, SceneFileTestFile) {
        let file = try SceneFileTestFile(json)
        return (try SceneFileLoader.load(path: file.path), file)
    }

    private func problems(_ json: String) throws -> [String] { try SceneFileTestFile.problems(of: json) }

    /// A 200 × 200 ring (radius 80, 20 wide, from the top clockwise), its strokeEnd bound to `binding`.
    private func ring(binding: String, events: String = "[]") -> String {
        """
        {"screen": {"size": [200, 200], "scale": 1}, "background": "white",
         "views": [{"id": "host", "frame": [0, 0, 200, 200],
           "sublayers": [{"type": "shape", "id": "ring", "frame": [0, 0, 200, 200], "fillColor": null,
             "strokeColor": "#00FF00", "lineWidth": 20, "strokeEnd": 0,
             "path": {"arc": {"center": [100, 100], "radius": 80, "start": -1.5707963267948966,
                              "end": 4.71238898038469, "clockwise": true}}}]}],
         "bindings": \(binding), "events": \(events),
         "fps": 10, "driver": {"type": "timeline", "duration": 1}}
        """
    }

    /// Steps the scene to `time` and draws it.
    private func frame(_ loaded: SceneFileLoader.Loaded, at time: Double) throws -> RasterFrame {
        var driver = loaded.driver
        while let step = driver.next(loaded.scene) {
            loaded.scene.advance(to: step)
            if step.time >= time - 1e-9 { break }
        }
        return try Rasterizer().render(loaded.scene.displayList())
    }

    func testABindingGrowsAShapeSublayersStrokeEnd() throws {
        let (loaded, file) = try load(ring(binding: #"[{"set": "ring.layer.strokeEnd", "to": "time"}]"#))
        defer { file.remove() }
        // At t = 0.5 the ring is drawn from 12 o'clock clockwise to 6 o'clock (half of it).
        let f = try frame(loaded, at: 0.5)
        XCTAssertEqual(f.rgba(180, 100), RGBA(r: 0, g: 255, b: 0, a: 255), "3 o'clock (a quarter) is drawn")
        XCTAssertEqual(f.rgba(100, 20), RGBA(r: 0, g: 255, b: 0, a: 255), "12 o'clock, where it starts")
        XCTAssertEqual(f.rgba(20, 100), RGBA(r: 255, g: 255, b: 255, a: 255), "9 o'clock (three quarters) is not yet")
        let shape = try XCTUnwrap(loaded.scene.root.viewWithID("host")?.layer.sublayers?.first as? ShapeLayer)
        XCTAssertEqual(shape.strokeEnd, 0.5, accuracy: 1e-9)
    }

    func testCoreAnimationAnimatesASublayerByIDIncludingStrokeEnd() throws {
        let (loaded, file) = try load(ring(binding: "[]", events: """
            [{"at": 0, "coreAnimation": {"layer": "ring", "keyPath": "strokeEnd", "from": 0, "to": 1,
              "duration": 1, "timingFunction": "linear"}}]
            """))
        defer { file.remove() }
        let f = try frame(loaded, at: 0.8)
        // Points of the ring's centre line at a fraction f of the way round: (100 + 80 sin 2πf, 100 − 80 cos 2πf).
        XCTAssertEqual(f.rgba(24, 125), RGBA(r: 0, g: 255, b: 0, a: 255), "at 0.8 s the stroke has passed 0.7 of the ring")
        XCTAssertEqual(f.rgba(53, 35), RGBA(r: 255, g: 255, b: 255, a: 255), "but not 0.9")
        let shape = try XCTUnwrap(loaded.scene.root.viewWithID("host")?.layer.sublayers?.first as? ShapeLayer)
        XCTAssertEqual(shape.strokeEnd, 0, "the model value stays, as in Core Animation")
    }

    func testACardTurnedAboutYIsNarrowerByTheCosine() throws {
        // 100 pt wide, turned 60° about y with no perspective: cos 60° = 0.5, so 50 pt wide, centred.
        let (loaded, file) = try load("""
            {"screen": {"size": [200, 100], "scale": 1}, "background": "white",
             "views": [{"id": "card", "frame": [50, 0, 100, 100], "backgroundColor": "#0000FF",
                        "layer": {"transform3D": [{"rotateY": 1.0471975511965976}]}}],
             "fps": 10, "driver": {"type": "timeline", "duration": 0.1}}
            """)
        defer { file.remove() }
        let f = try frame(loaded, at: 0)
        let blue = (0..<200).filter { f.rgba($0, 50).b > 128 && f.rgba($0, 50).r < 128 }
        XCTAssertEqual(blue.first, 75)
        XCTAssertEqual(blue.last, 124)
    }

    func testAReplicatorRepeatsItsSublayersAndLayerPropertiesApply() throws {
        let (loaded, file) = try load("""
            {"screen": {"size": [100, 100], "scale": 1}, "background": "white",
             "views": [{"id": "host", "frame": [0, 0, 100, 100],
               "layer": {"cornerRadius": 10, "masksToBounds": true},
               "sublayers": [{"type": "replicator", "frame": [0, 0, 100, 100], "instanceCount": 4,
                 "instanceTransform": [{"translate": [25, 0, 0]}],
                 "sublayers": [{"id": "bar", "frame": [0, 0, 10, 100], "backgroundColor": "#FF0000"}]}]}],
             "fps": 10, "driver": {"type": "timeline", "duration": 0.1}}
            """)
        defer { file.remove() }
        let f = try frame(loaded, at: 0)
        for x in [5, 30, 55, 80] { XCTAssertEqual(f.rgba(x, 50), RGBA(r: 255, g: 0, b: 0, a: 255), "instance at \(x)") }
        for x in [15, 40, 65, 90] { XCTAssertEqual(f.rgba(x, 50), RGBA(r: 255, g: 255, b: 255, a: 255), "gap at \(x)") }
    }

    func testNumbersOutOfRangeAndLimitsAreProblemsAtTheirPlace() throws {
        let found = try problems("""
            {"screen": {"size": [100, 100], "scale": 1},
             "views": [{"id": "v", "layer": {"shadowOpacity": 2, "transform3D": [{"m34": 5}], "cornerCurve": "squircle"},
               "sublayers": [{"type": "shape", "strokeEnd": -1, "lineDashPattern": [0, 0], "path": "L 10 10"},
                             {"type": "replicator", "instanceCount": 20,
                              "sublayers": [{"type": "replicator", "instanceCount": 20}]},
                             {"type": "gradient", "colors": ["red"], "locations": [0, 1]},
                             {"type": "blob"}]}],
             "bindings": [{"set": "v.layer.strokeEnd", "to": "1"}, {"set": "nope.layer.opacity", "to": "1"}],
             "fps": 10, "driver": {"type": "timeline", "duration": 0.1}}
            """)
        let expected = [
            "$.views[0].layer.shadowOpacity: must be a number in 0…1, found 2",
            "$.views[0].layer.transform3D[0].m34: must be a number in -1…1, found 5",
            "$.views[0].layer.cornerCurve: unknown corner curve \"squircle\"",
            "$.views[0].sublayers[0].strokeEnd: must be a number in 0…1, found -1",
            "$.views[0].sublayers[0].lineDashPattern: a dash pattern needs a length above 0",
            "$.views[0].sublayers[0].path: a path starts with M (a moveto)",
            "$.views[0].sublayers[1].sublayers[0].instanceCount: must be a whole number in 0…10, found 20",
            "$.views[0].sublayers[2].locations: one location per colour: 1, found 2",
            "$.views[0].sublayers[3].type: unknown layer type \"blob\"",
            "$.bindings[0].set: \"v\" is not a shape layer; strokeEnd needs one",
            "$.bindings[1].set: unknown view or layer id \"nope\"",
        ]
        for e in expected {
            XCTAssertTrue(found.contains { $0.hasPrefix(e) }, "missing \(e) in \(found.joined(separator: "\n"))")
        }
    }

    func testThePathStringParserReadsSVGCommandsAndRefusesWhatItCannot() throws {
        let square = try SceneFilePathString.parse("M0 0 h10 v10 H0 z")
        XCTAssertEqual(square.bounds, Rect(x: 0, y: 0, width: 10, height: 10))
        let relative = try SceneFilePathString.parse("m5,5 l10-0 0 10")   // repeated arguments repeat the lineto
        XCTAssertEqual(relative.bounds, Rect(x: 5, y: 5, width: 10, height: 10))
        // S mirrors the last control point: the curve ends symmetric about x = 20.
        let smooth = try SceneFilePathString.parse("M0 0 C0 10 10 10 10 0 S20 -10 20 0")
        XCTAssertEqual(smooth.elements.count, 3)
        for bad in ["", "L 1 1", "M 1e400 0", "M 0 0 A 1 1 0 0 1 2 2", "M 0 0 L 1", "M 0 0 l 900000 0 900000 0",
                    "M 0 0 " + String(repeating: "L 1 1 ", count: 2001), "M 0 0 X"] {
            XCTAssertThrowsError(try SceneFilePathString.parse(bad), "\"\(bad.prefix(40))\" is refused")
        }
    }

    func testTextLayersCountTowardsTheLabelsTextTotal() throws {
        // Six text layers of 10,000 characters pass the 50,000 that all labels' text may have.
        let text = String(repeating: "a", count: 10_000)
        let layers = (0..<6).map { _ in #"{"type": "text", "string": "\#(text)"}"# }.joined(separator: ", ")
        let found = try problems("""
            {"screen": {"size": [100, 100], "scale": 1}, "views": [{"sublayers": [\(layers)]}],
             "fps": 10, "driver": {"type": "timeline", "duration": 0.1}}
            """)
        XCTAssertEqual(found, ["$.views[0].sublayers[5].string: the labels' and text layers' text passes 50000 characters in all"])
    }

    func testRandomPathStringsEndInAFinitePathOrOneError() {
        // Strings of the commands, numbers, signs, exponents and separators, mixed at random: each
        // parses to a path with finite bounds within the points limit, or throws; nothing traps.
        var random = SplitMix(seed: 29)
        let pieces = ["M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "Z", "z", "A", "X",
                      " ", ",", "-", "+", ".", "e", "E", "1", "0", "999999", "1e6", "1e7", "-.5", "5.", "1e-400", "1e400", "\n"]
        var parsed = 0
        for _ in 0..<3000 {
            let text = "M 0 0 " + (0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined(separator: Bool.random(using: &random) ? " " : "")
            guard let path = try? SceneFilePathString.parse(text) else { continue }
            parsed += 1
            let b = path.bounds
            XCTAssertTrue(b.minX.isFinite && b.maxX.isFinite && b.minY.isFinite && b.maxY.isFinite, text)
            XCTAssertLessThanOrEqual(max(abs(b.minX), abs(b.maxX), abs(b.minY), abs(b.maxY)), SceneFileLimits.points, text)
        }
        XCTAssertGreaterThan(parsed, 10, "some of them are paths: the test reaches the drawing commands")
    }

    /// The scene fuzz target's crasher (Fuzz/regressions/scene/layer-path-unknown-element.json):
    /// an unknown element key in an `"elements"` path trapped (index out of range).
    func testAnUnknownPathElementIsAProblemNotACrash() throws {
        let found = try problems("""
            {"screen": {"size": [100, 100], "scale": 1},
             "views": [{"sublayers": [{"type": "shape", "path": {"elements": [{"^ove": [0, 0]}, {"line": [4, 8]}]}}]}],
             "fps": 10, "driver": {"type": "timeline", "duration": 0.1}}
            """)
        XCTAssertEqual(found, [#"$.views[0].sublayers[0].path.elements[0].^ove: unknown property "^ove"; did you mean "move"?"#])
    }

    func testAMaskLayerCutsTheViewAndAShadowPathCastsItsShape() throws {
        // A red square masked by an oval: its corners show the white background, its centre red.
        // A second square with no fill of its own casts a shadow of its shadowPath only.
        let (loaded, file) = try load("""
            {"screen": {"size": [200, 100], "scale": 1}, "background": "white",
             "views": [{"frame": [0, 0, 100, 100], "backgroundColor": "#FF0000",
                        "layer": {"mask": {"type": "shape", "frame": [0, 0, 100, 100], "path": {"oval": [0, 0, 100, 100]}}}},
                       {"frame": [120, 20, 60, 60],
                        "layer": {"shadowOpacity": 1, "shadowRadius": 0, "shadowColor": "black", "shadowOffset": [0, 0],
                                  "shadowPath": "M 0 0 h 20 v 20 h -20 z"}}],
             "fps": 10, "driver": {"type": "timeline", "duration": 0.1}}
            """)
        defer { file.remove() }
        let f = try frame(loaded, at: 0)
        XCTAssertEqual(f.rgba(50, 50), RGBA(r: 255, g: 0, b: 0, a: 255), "inside the oval")
        XCTAssertEqual(f.rgba(4, 4), RGBA(r: 255, g: 255, b: 255, a: 255), "the masked-off corner")
        XCTAssertEqual(f.rgba(130, 30), RGBA(r: 0, g: 0, b: 0, a: 255), "inside the shadow path")
        XCTAssertEqual(f.rgba(150, 50), RGBA(r: 255, g: 255, b: 255, a: 255), "outside it, the view has no shadow")
    }
}
