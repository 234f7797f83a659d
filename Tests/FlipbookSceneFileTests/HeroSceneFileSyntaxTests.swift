import XCTest
import FlipbookRender
import FlipbookScene
import FlipbookTransitions
@testable import FlipbookSceneFile

/// Animation types and Hero modifiers as scene files write them: every type, direction and
/// modifier reads as the value the Swift API would build, and every bad word is named.
final class HeroSceneFileSyntaxTests: XCTestCase {
    private let kinds: [(String, (HeroDirection) -> HeroAnimationType)] = [
        ("push", { .push(direction: $0) }), ("pull", { .pull(direction: $0) }), ("cover", { .cover(direction: $0) }),
        ("uncover", { .uncover(direction: $0) }), ("slide", { .slide(direction: $0) }),
        ("zoomSlide", { .zoomSlide(direction: $0) }), ("pageIn", { .pageIn(direction: $0) }),
        ("pageOut", { .pageOut(direction: $0) }),
    ]

    func testEveryDirectionalTypeInEveryDirectionAndSpelling() throws {
        XCTAssertEqual(HeroDirection.allCases.count, 6)
        for (name, make) in kinds {
            for direction in HeroDirection.allCases {
                let expected = make(direction)
                for text in ["\(name)(\(direction.rawValue))", ".\(name)(direction: .\(direction.rawValue))",
                             " \(name) ( direction : \(direction.rawValue) ) "] {
                    XCTAssertEqual(try SceneFileHeroAnimationTypes.parse(text), expected, text)
                }
            }
        }
    }

    func testPlainTypesSelectByAndAutoReverse() throws {
        let plain: [(String, HeroAnimationType)] = [("auto", .auto), ("fade", .fade), ("zoom", .zoom), ("zoomOut", .zoomOut),
                                                     ("none", .none), (".zoomOut", .zoomOut)]
        for (text, expected) in plain { XCTAssertEqual(try SceneFileHeroAnimationTypes.parse(text), expected, text) }
        XCTAssertEqual(try SceneFileHeroAnimationTypes.parse("selectBy(presenting: zoom, dismissing: pull(down))"),
                       .selectBy(presenting: .zoom, dismissing: .pull(direction: .down)))
        XCTAssertEqual(try SceneFileHeroAnimationTypes.parse(".selectBy(presenting: .push(direction: .left), dismissing: .fade)"),
                       .selectBy(presenting: .push(direction: .left), dismissing: .fade))
        // autoReverse is selectBy with the reverse, as SDOSHero defines it.
        XCTAssertEqual(try SceneFileHeroAnimationTypes.parse("autoReverse(presenting: cover(up))"),
                       .selectBy(presenting: .cover(direction: .up), dismissing: .uncover(direction: .down)))
    }

    func testBadTypesAndDirectionsNameTheWord() {
        func message(_ text: String) -> String {
            do { _ = try SceneFileHeroAnimationTypes.parse(text); return "accepted" } catch { return error.message }
        }
        XCTAssertTrue(message("wobble").hasPrefix("unknown animation type \"wobble\""), message("wobble"))
        XCTAssertTrue(message("pusj(left)").contains("unknown animation type \"pusj\"; did you mean \"push\"?"), message("pusj(left)"))
        XCTAssertTrue(message("push(sideways)").contains("unknown direction \"sideways\""), message("push(sideways)"))
        XCTAssertTrue(message("slide(lef)").contains("did you mean \"left\"?"), message("slide(lef)"))
        XCTAssertTrue(message("push").contains("\"push\" takes one direction"), message("push"))
        XCTAssertTrue(message("fade(1)").contains("\"fade\" takes no arguments"), message("fade(1)"))
        XCTAssertTrue(message("push(towards: left)").contains("no argument \"towards:\""), message("push(towards: left)"))
        XCTAssertTrue(message("selectBy(zoom)").contains("takes two types"), message("selectBy(zoom)"))
        XCTAssertTrue(message("push(left").contains("is not closed"), message("push(left"))
        XCTAssertTrue(message("push(left) fade").contains("expected one term"), message("push(left) fade"))
        XCTAssertTrue(message(String(repeating: "selectBy(presenting: ", count: 20)).contains("nest deeper"))
    }

    func testEveryModifierParsesWithHeroDefaults() throws {
        let cases: [(String, [HeroModifier])] = [
            ("fade", [.fade]),
            ("opacity", [.opacity(1)]), ("opacity(0.3)", [.opacity(0.3)]),
            ("position(10, -20)", [.position(Point(x: 10, y: -20))]), ("position", [.position(.zero)]),
            ("size(40, 30)", [.size(Size(width: 40, height: 30))]),
            ("scale(0.5)", [.scale(x: 0.5, y: 0.5)]), ("scale(2, 3)", [.scale(x: 2, y: 3)]), ("scale(2, 3, 4)", [.scale(x: 2, y: 3)]),
            ("scale", [.scale(x: 1, y: 1)]),
            ("translate(0, 40)", [.translate(x: 0, y: 40)]), ("translate", [.translate(x: 0, y: 0)]),
            ("rotate(1.5)", [.rotate(1.5)]), ("rotate(0, 0, -0.5)", [.rotate(-0.5)]),
            ("cornerRadius(12)", [.cornerRadius(12)]), ("zPosition(5)", [.zPosition(5)]),
            ("delay(0.05)", [.delay(0.05)]), ("duration(0.5)", [.duration(0.5)]), ("durationMatchLongest", [.duration(.infinity)]),
            ("timingFunction(standard)", [.timingFunction(x1: 0.4, y1: 0, x2: 0.2, y2: 1)]),
            ("timingFunction(deceleration)", [.timingFunction(x1: 0, y1: 0, x2: 0.2, y2: 1)]),
            ("timingFunction(0.1, 0.2, 0.3, 1.4)", [.timingFunction(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1.4)]),
            ("spring", [.spring(stiffness: 250, damping: 30)]), ("spring(100, 10)", [.spring(stiffness: 100, damping: 10)]),
            ("arc", [.arc(intensity: 1)]), ("arc(-0.5)", [.arc(intensity: -0.5)]), (".arc(intensity: 2)", [.arc(intensity: 2)]),
            ("cascade", [.cascade(delta: 0.02, direction: .topToBottom, delayMatchedViews: false)]),
            ("cascade(0.1, leftToRight, true)", [.cascade(delta: 0.1, direction: .leftToRight, delayMatchedViews: true)]),
            ("cascade(0.1, radial(10, 20))", [.cascade(delta: 0.1, direction: .radial(center: Point(x: 10, y: 20)), delayMatchedViews: false)]),
            ("cascade(0.1, inverseRadial(0, 0))", [.cascade(delta: 0.1, direction: .inverseRadial(center: .zero), delayMatchedViews: false)]),
            ("source(avatar-2)", [.source(heroID: "avatar-2")]),
            ("useGlobalCoordinateSpace", [.useGlobalCoordinateSpace]),
            ("ignoreSubviewModifiers", [.ignoreSubviewModifiers(recursive: false)]),
            ("ignoreSubviewModifiers(true)", [.ignoreSubviewModifiers(recursive: true)]),
            ("autolayout", []),
            ("fade scale(0.5) translate(0,40) arc(1) timingFunction(standard) cascade(0.02,topToBottom)",
             [.fade, .scale(x: 0.5, y: 0.5), .translate(x: 0, y: 40), .arc(intensity: 1),
              .timingFunction(x1: 0.4, y1: 0, x2: 0.2, y2: 1), .cascade(delta: 0.02, direction: .topToBottom, delayMatchedViews: false)]),
        ]
        for (text, expected) in cases { XCTAssertEqual(try SceneFileHeroModifiers.parse(text), expected, text) }
        // Every name the parser knows is exercised above.
        let names = Set(cases.flatMap { (try? HeroSyntax.parseTerms($0.0))?.compactMap(\.name) ?? [] })
        XCTAssertEqual(names, Set(SceneFileHeroModifiers.arity.keys))
    }

    func testBadModifierArgumentsNameTheWord() {
        func message(_ text: String) -> String {
            do { _ = try SceneFileHeroModifiers.parse(text); return "accepted" } catch { return error.message }
        }
        XCTAssertTrue(message("fade wobble").contains("unknown modifier \"wobble\""), message("fade wobble"))
        XCTAssertTrue(message("fdae").contains("did you mean \"fade\"?"), message("fdae"))
        XCTAssertTrue(message("overlay(1, 0, 0, 1)").contains("\"overlay\" is not supported"))
        XCTAssertTrue(message("translate(1, 2, 3, 4)").contains("\"translate\" takes 0…3 arguments, found 4"), message("translate(1, 2, 3, 4)"))
        XCTAssertTrue(message("delay").contains("\"delay\" takes 1 argument, found 0"), message("delay"))
        XCTAssertTrue(message("scale(1e999)").contains("not a finite number"), message("scale(1e999)"))
        XCTAssertTrue(message("opacity(2)").contains("argument 1 of \"opacity\" must be a number in 0…1, found 2"), message("opacity(2)"))
        XCTAssertTrue(message("delay(-1)").contains("argument 1 of \"delay\""), message("delay(-1)"))
        XCTAssertTrue(message("translate(x, 4)").contains("must be a number, found \"x\""), message("translate(x, 4)"))
        XCTAssertTrue(message("timingFunction(bouncy)").contains("unknown timing function \"bouncy\""))
        XCTAssertTrue(message("timingFunction(0.1, 0.2)").contains("a name or four control points"))
        XCTAssertTrue(message("timingFunction(2, 0, 1, 1)").contains("argument 1 of \"timingFunction\""))
        XCTAssertTrue(message("cascade(0.1, sideways)").contains("unknown cascade direction \"sideways\""))
        XCTAssertTrue(message("cascade(0.1, topToBottom, maybe)").contains("must be true or false"))
        XCTAssertTrue(message("spring(0, 1)").contains("argument 1 of \"spring\""))
        XCTAssertTrue(message("source(1)").contains("must be a hero id"))
        XCTAssertTrue(message("fade(").contains("is not closed"))
    }
}
