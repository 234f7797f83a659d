import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookRender
import FlipbookScene
import FlipbookPipeline
import FlipbookTransitions
@testable import FlipbookSceneFile

/// Screens, controllers and the transitions driver in scene files, and the hero lint as
/// `validate` reports it (each warning at the JSON path of the view it names).
final class HeroSceneFileTests: XCTestCase {
    static let fixtures = SceneFileTests.fixtures

    /// A list (`rows` repeated rows, each with `rowHero` on its avatar) pushed to a detail
    /// whose views are `detailViews`.
    static func listDetail(rowHero: String = #"{"id": "avatar-{i}"}"#, rows: Int = 4, detailViews: String,
                           push: String = #""push(left)""#) -> String {
        """
        {"screen": {"device": "iphone-14", "scale": 1},
         "screens": {
           "posts": {"title": "Posts", "views": [
             {"repeat": {"count": \(rows)}, "view": {"frame": [0, "91 + i * 76", 390, 76], "subviews": [
               {"frame": [16, 12, 52, 52], "backgroundColor": "red", "hero": \(rowHero)}]}}]},
           "detail": {"title": "Post", "views": [\(detailViews)]}},
         "controllers": {"nav": {"type": "navigation", "viewControllers": ["posts"], "hero": true}},
         "rootViewController": "nav",
         "driver": {"type": "transitions", "events": [{"at": 0.1, "action": "push", "controller": "detail", "animation": \(push)},
                                                      {"at": 0.6, "action": "pop"}]}}
        """
    }

    private func check(_ json: String) throws -> SceneFileLoader.Check {
        let file = try SceneFileTestFile(json)
        defer { file.remove() }
        return SceneFileLoader.check(path: file.path)
    }

    private func lines(_ errors: [SceneFileError]) -> [String] { errors.map { "\($0.place): \($0.message)" } }

    // MARK: Building

    func testTheFixturesBuildControllersAndDriveTheirTransitions() throws {
        for (name, frames) in [("hero-push", 55), ("hero-modal", 55), ("hero-tabs", 55)] {
            let path = Self.fixtures.appendingPathComponent("\(name).json").path
            let checked = SceneFileLoader.check(path: path)
            XCTAssertEqual(lines(checked.problems), [], name)
            XCTAssertEqual(lines(checked.warnings), [], "\(name) is clean: the lint says nothing")
            let loaded = try SceneFileLoader.load(path: path, scale: 1)
            var driver = loaded.driver
            var count = 0
            while let step = driver.next(loaded.scene) { loaded.scene.advance(to: step); count += 1 }
            XCTAssertEqual(count, frames, name)
            XCTAssertEqual(loaded.scene.warnings, [], name)
        }
    }

    func testControllersTitlesAndTypesReachTheControllers() throws {
        let loaded = try SceneFileLoader.load(path: Self.fixtures.appendingPathComponent("hero-tabs.json").path, scale: 1)
        let host = try XCTUnwrap(loaded.scene.controllers.compactMap { $0 as? ControllerHost }.first)
        let tabs = try XCTUnwrap(host.rootViewController as? TabBarController)
        XCTAssertTrue(tabs.hero.isEnabled)
        XCTAssertEqual(tabs.tabBarAnimationType, .slide(direction: .left))
        XCTAssertEqual(tabs.viewControllers.map(\.title), ["Feed", "Buscar", "Perfil"])
        XCTAssertEqual(tabs.tabBar.itemLabels.map(\.text), ["Feed", "Buscar", "Perfil"])

        let push = try SceneFileLoader.load(path: Self.fixtures.appendingPathComponent("hero-push.json").path, scale: 1)
        let pushHost = try XCTUnwrap(push.scene.controllers.compactMap { $0 as? ControllerHost }.first)
        let nav = try XCTUnwrap(pushHost.rootViewController as? NavigationController)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Posts")
        // The detail's views carry their hero settings: the avatar with arc, the body with fade + translate.
        var driver = push.driver
        while let step = driver.next(push.scene), step.time < 0.8 { push.scene.advance(to: step) }
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Post")
        let detail = try XCTUnwrap(nav.topViewController).view
        XCTAssertEqual(detail.subviews[0].hero, HeroViewProperties(id: "avatar-2", modifiers: [.arc(intensity: 1)]))
        XCTAssertEqual(detail.subviews[2].hero.modifiers, [.fade, .translate(x: 0, y: 40)])
    }

    func testEveryEventKindAndModalDefaultsLoad() throws {
        let json = """
        {"screen": {"device": "iphone-14", "scale": 1},
         "screens": {"a": {"title": "A", "views": []}, "b": {"title": "B", "views": []},
                     "c": {"title": "C", "hero": true, "animationTypeForPresenting": "cover(up)",
                           "animationTypeForDismissing": "uncover(down)", "views": []}},
         "controllers": {"nav": {"type": "navigation", "viewControllers": ["a"], "hero": true,
                                 "animationTypeForPush": "zoomSlide(leading)", "animationTypeForPop": "auto"}},
         "rootViewController": "nav",
         "driver": {"type": "transitions", "tail": 0, "events": [
           {"at": 0, "action": "push", "controller": "b", "animation": "push(left)", "popAnimation": "fade"},
           {"at": 0.5, "action": "popTo", "controller": "a", "animation": "zoom"},
           {"at": 1, "action": "setViewControllers", "controllers": ["a", "b"], "animation": "selectBy(presenting: push(up), dismissing: fade)"},
           {"at": 1.5, "action": "popToRoot"},
           {"at": 2, "action": "present", "controller": "c"},
           {"at": 2.5, "action": "dismiss", "animation": "autoReverse(presenting: pageIn(trailing))"}]}}
        """
        let checked = try check(json)
        XCTAssertEqual(lines(checked.problems), [])
    }

    /// The shipped schema accepts the hero fixtures and refuses a misspelt hero key, an unknown
    /// action and a file with screens but no root (Python's jsonschema, an independent validator).
    func testJSONSchemaAcceptsTheHeroFixtures() throws {
        try Checker.require(.jsonschema)
        let schema = Self.fixtures.deletingLastPathComponent().appendingPathComponent("docs/scene.schema.json")
        let script = """
        import json, sys, jsonschema
        v = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
        for path in sys.argv[2:]:
            print(path.rsplit('/', 1)[-1], len(list(v.iter_errors(json.load(open(path))))))
        push = json.load(open(sys.argv[2]))
        push["screens"]["detail"]["views"][0]["hero"]["modifers"] = "fade"
        print("misspelt", len(list(v.iter_errors(push))) > 0)
        push = json.load(open(sys.argv[2]))
        push["driver"]["events"][0]["action"] = "shove"
        print("action", len(list(v.iter_errors(push))) > 0)
        push = json.load(open(sys.argv[2]))
        del push["rootViewController"]
        print("root", len(list(v.iter_errors(push))) > 0)
        """
        let text = try ProcessRun.checked(URL(fileURLWithPath: Checker.python), ["-c", script, schema.path]
            + ["hero-push", "hero-modal", "hero-tabs"].map { Self.fixtures.appendingPathComponent("\($0).json").path })
        XCTAssertEqual(text, "hero-push.json 0\nhero-modal.json 0\nhero-tabs.json 0\nmisspelt True\naction True\nroot True\n")
    }

    // MARK: Bad input

    func testUnknownTypesDirectionsAndModifiersNameTheirPlace() throws {
        let bad = Self.listDetail(detailViews: #"{"frame": [0, 0, 10, 10], "hero": {"id": "avatar-2", "modifiers": ["fade", "arc(1, 2)"]}}"#,
                                  push: #""wobble(left)""#)
        let problems = lines(try check(bad).problems)
        XCTAssertTrue(problems.contains { $0.hasPrefix("$.driver.events[0].animation: unknown animation type \"wobble\"") }, "\(problems)")
        XCTAssertTrue(problems.contains("$.screens.detail.views[0].hero.modifiers[1]: \"arc\" takes 0…1 arguments, found 2 in \"arc(1, 2)\""),
                      "\(problems)")

        let direction = Self.listDetail(detailViews: "", push: #""slide(sideways)""#)
        XCTAssertTrue(lines(try check(direction).problems).contains { $0.hasPrefix("$.driver.events[0].animation: unknown direction \"sideways\"") })

        let range = Self.listDetail(detailViews: #"{"hero": {"modifiers": "fade opacity(1e999)"}}"#)
        XCTAssertTrue(lines(try check(range).problems).contains { $0.hasPrefix("$.screens.detail.views[0].hero.modifiers: ") && $0.contains("not a finite number") })
    }

    func testBadControllersAndEventsAreProblems() throws {
        func problems(controllers: String, root: String = "nav", events: String) throws -> [String] {
            lines(try check("""
            {"screen": {"device": "iphone-14", "scale": 1},
             "screens": {"a": {"views": []}, "b": {"views": []}},
             "controllers": \(controllers), "rootViewController": "\(root)",
             "driver": {"type": "transitions", "events": \(events)}}
            """).problems)
        }
        let nav = #"{"nav": {"type": "navigation", "viewControllers": ["a"], "hero": true}}"#
        XCTAssertTrue(try problems(controllers: #"{"nav": {"type": "navigator", "viewControllers": ["a"]}}"#, events: "[]")
            .contains { $0.hasPrefix("$.controllers.nav.type: unknown controller type \"navigator\"") })
        XCTAssertTrue(try problems(controllers: #"{"nav": {"type": "navigation", "viewControllers": ["x"]}}"#, events: "[]")
            .contains { $0.hasPrefix("$.controllers.nav.viewControllers[0]: unknown screen or controller \"x\"") })
        XCTAssertTrue(try problems(controllers: #"{"nav": {"type": "navigation", "viewControllers": ["a"]}, "tabs": {"type": "tabBar", "viewControllers": ["a"]}}"#,
                                   events: "[]").contains { $0.contains("\"a\" is already inside") })
        XCTAssertTrue(try problems(controllers: nav, events: #"[{"at": 0, "action": "shove", "controller": "b"}]"#)
            .contains { $0.hasPrefix("$.driver.events[0].action: unknown action \"shove\"") })
        XCTAssertTrue(try problems(controllers: nav, events: #"[{"at": 0, "action": "push", "controller": "bb"}]"#)
            .contains { $0.hasPrefix("$.driver.events[0].controller: unknown screen or controller \"bb\"") })
        XCTAssertTrue(try problems(controllers: nav, events: #"[{"at": -1, "action": "pop"}]"#)
            .contains { $0.hasPrefix("$.driver.events[0].at: must be a number in 0…600") })
        XCTAssertTrue(try problems(controllers: nav, events: #"[{"at": 0, "action": "pop", "index": 2}]"#)
            .contains("$.driver.events[0].index: \"index\" does nothing in a pop event"))
        XCTAssertTrue(try problems(controllers: nav, events: #"[{"at": 0, "action": "selectTab", "index": 1e9}]"#)
            .contains { $0.hasPrefix("$.driver.events[0].index: must be a whole number in 0…99") })
        XCTAssertTrue(try problems(controllers: nav, events: #"[{"at": 599, "action": "pop"}]"#)
            .contains { $0.contains("more than 10000 frames") })
    }

    func testScreenControllerAndModifierCountsAreLimited() throws {
        let screens = (0...SceneFileLimits.controllers).map { #""s\#($0)": {"views": []}"# }.joined(separator: ", ")
        let many = lines(try check("""
            {"screens": {\(screens)}, "rootViewController": "s0", "driver": {"type": "transitions", "events": []}}
            """).problems)
        XCTAssertTrue(many.contains("$.screens: more than 100 screens"), "\(many)")
        let fades = Array(repeating: #""fade""#, count: SceneFileHeroModifiers.perView + 1).joined(separator: ", ")
        let modifiers = lines(try check("""
            {"screens": {"a": {"views": [{"hero": {"modifiers": [\(fades)]}}]}}, "rootViewController": "a",
             "driver": {"type": "transitions", "events": []}}
            """).problems)
        XCTAssertEqual(modifiers, ["$.screens.a.views[0].hero.modifiers: more than 100 modifiers on one view"])
    }

    /// A chain of containers each naming the next one twice, ending in a broken one: every
    /// container is tried once, so the broken one is reported once and the check ends (it used to
    /// rebuild the failed ones at every mention: 2^n work, 45 s at n = 20, never ending at 60).
    func testABrokenContainerNamedManyTimesIsReportedOnce() throws {
        let n = 60
        let chain = (0..<n).map { #""c\#($0)": {"type": "navigation", "viewControllers": ["c\#($0 + 1)", "c\#($0 + 1)"]}"# }
            + [#""c\#(n)": {"type": "bogus", "viewControllers": ["a"]}"#]
        let problems = lines(try check("""
            {"screen": {"device": "iphone-14", "scale": 1}, "screens": {"a": {"views": []}},
             "controllers": {\(chain.joined(separator: ", "))}, "rootViewController": "c0",
             "driver": {"type": "transitions", "events": []}}
            """).problems)
        let bogus = problems.filter { $0.contains("bogus") }
        XCTAssertEqual(bogus.count, 1, "\(problems)")
        XCTAssertTrue(bogus.first?.hasPrefix("$.controllers.c\(n).type:") == true, "\(bogus)")
    }

    /// A container's title is text like a label's: held to the same length limit.
    func testAContainersTitleIsHeldToTheTextLimit() throws {
        let long = String(repeating: "x", count: SceneFileLimits.textLength + 1)
        let problems = lines(try check("""
            {"screen": {"device": "iphone-14", "scale": 1}, "screens": {"a": {"views": []}},
             "controllers": {"nav": {"type": "navigation", "viewControllers": ["a"], "title": "\(long)"}},
             "rootViewController": "nav", "driver": {"type": "transitions", "events": []}}
            """).problems)
        XCTAssertEqual(problems.count, 1, "\(problems.map { String($0.prefix(120)) })")
        XCTAssertTrue(problems.first?.hasPrefix("$.controllers.nav.title:") == true, "\(problems.map { String($0.prefix(120)) })")
    }

    // MARK: Lint

    func testDuplicateIdsOnOneScreenNameBothViews() throws {
        let json = Self.listDetail(detailViews: """
            {"frame": [0, 100, 50, 50], "hero": {"id": "avatar-2"}},
            {"frame": [0, 200, 50, 50], "subviews": [{"frame": [0, 0, 10, 10], "hero": {"id": "avatar-2"}}]}
            """)
        let checked = try check(json)
        XCTAssertEqual(lines(checked.problems), [])
        let warnings = lines(checked.warnings)
        XCTAssertEqual(warnings.filter { $0.contains("duplicate hero id") }.count, 1, "\(warnings)")
        let warning = try XCTUnwrap(warnings.first { $0.contains("duplicate hero id") })
        XCTAssertTrue(warning.hasPrefix("$.screens.detail.views[0]: duplicate hero id \"avatar-2\" on 'detail'"), warning)
        XCTAssertTrue(warning.contains("$.screens.detail.views[0] and $.screens.detail.views[1].subviews[0]"), warning)
    }

    func testOneIdOnEveryCellOfAListSaysEveryCellWouldFly() throws {
        let json = Self.listDetail(rowHero: #"{"id": "avatar"}"#, rows: 5, detailViews: #"{"frame": [0, 100, 50, 50], "hero": {"id": "avatar"}}"#)
        let warnings = lines(try check(json).warnings)
        let warning = try XCTUnwrap(warnings.first { $0.contains("cells of a list") }, "\(warnings)")
        XCTAssertTrue(warning.contains("hero id \"avatar\" is shared by 5 cells of a list on 'posts'"), warning)
        XCTAssertTrue(warning.contains("every cell would fly"), warning)
        XCTAssertTrue(warning.contains("(i = 0)") && warning.contains("(i = 3)"), warning)
        XCTAssertFalse(warnings.contains { $0.contains("duplicate hero id") }, "\(warnings)")
    }

    func testAnIdWithNoPartnerIsNamed() throws {
        let json = Self.listDetail(detailViews: #"{"frame": [0, 100, 50, 50], "hero": {"id": "avatr-2"}}"#)
        let warnings = lines(try check(json).warnings)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings[0].hasPrefix("$.screens.detail.views[0]: hero id \"avatr-2\" on 'detail' has no partner on 'posts'"), warnings[0])
        // A `source` modifier naming the id is a partner enough.
        let sourced = Self.listDetail(detailViews: #"{"frame": [0, 100, 50, 50], "hero": {"id": "badge", "modifiers": "source(badge)"}}"#)
        XCTAssertEqual(lines(try check(sourced).warnings), [])
    }

    func testModifiersOnTheSourceSideOnlyAreNamed() throws {
        let json = Self.listDetail(rowHero: #"{"id": "avatar-{i}", "modifiers": "arc"}"#,
                                   detailViews: #"{"frame": [0, 100, 50, 50], "hero": {"id": "avatar-2"}}"#)
        let warnings = lines(try check(json).warnings)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings[0].hasPrefix("$.screens.posts.views[0].view.subviews[0] (i = 2): hero modifiers of \"avatar-2\" are on the source side only ('posts')"),
                      warnings[0])
        XCTAssertTrue(warnings[0].contains("set them on $.screens.detail.views[0] on 'detail'"), warnings[0])
    }

    func testSwiftViewTreesAreNamedByTypeAndPlace() {
        let screen = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let card = View(), a = Label(), b = View()
        screen.addSubview(card)
        card.addSubview(a)
        screen.addSubview(b)
        a.hero.id = "title"
        b.hero.id = "title"
        b.id = "badge"
        let warnings = HeroLint.screenWarnings(screen, screen: "Detail")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(warnings.first?.place, "Label at subviews[0].subviews[0]")
        XCTAssertTrue(warnings.first?.message.contains("Label at subviews[0].subviews[0] and View \"badge\" at subviews[1]") ?? false,
                      warnings.first?.message ?? "")
        // A disabled view is not Hero's: no warning.
        b.hero.isEnabled = false
        XCTAssertEqual(HeroLint.screenWarnings(screen, screen: "Detail"), [])
    }

    /// Hero fixtures mutated byte by byte: each loads or is refused with problems at JSON paths or
    /// lines; none traps (the screens, controllers and transitions readers under hostile input).
    func testMutatedHeroFixturesNeverCrash() throws {
        var generator = SplitMix(seed: 0x4E50)
        let sources = try ["hero-push", "hero-modal", "hero-tabs"].map {
            try Array(Data(contentsOf: Self.fixtures.appendingPathComponent("\($0).json")))
        }
        let tokens: [[UInt8]] = ["{", "}", "[", "]", ",", "\"", "null", "1e999", "-1", "\"x\"", "(", ")", "push(up)", "\"pop\"",
                                 "\"nav\"", "9999999"].map { Array($0.utf8) }
        let dir = try temporaryDirectory("hero-fuzz")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("mutant.json").path
        var loaded = 0, refused = 0
        for round in 0..<300 {
            let bytes = generator.mutate(sources[round % sources.count], tokens: tokens, maxEdits: 3)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            do {
                let scene = try SceneFileLoader.load(path: path, scale: 1)
                var driver = scene.driver
                for _ in 0..<20 { guard let step = driver.next(scene.scene) else { break }; scene.scene.advance(to: step) }
                loaded += 1
            } catch let stopped as SceneFileProblems {
                refused += 1
                for problem in stopped.problems {
                    XCTAssertTrue(problem.place.hasPrefix("$") || problem.place.hasPrefix("line "), "round \(round): \(problem)")
                }
            }
        }
        XCTAssertEqual(loaded + refused, 300)
        XCTAssertGreaterThan(loaded, 10)
        XCTAssertGreaterThan(refused, 100)
    }
}
