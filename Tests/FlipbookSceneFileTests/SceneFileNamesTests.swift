import XCTest
import FlipbookRender
import FlipbookScene
@testable import FlipbookSceneFile

/// The one name table: every expression of every kind (variables, bindings, behaviours, events)
/// is checked against it when read, with the JSON path and the closest known name.
final class SceneFileNamesTests: XCTestCase {
    /// A scroll view that a drag moves, a box, a constraint with an id: enough for every name.
    private func scene(behaviors: String = "[]", events: String = "[]", bindings: String = "[]",
                       variables: String = "[]") -> String {
        """
        {"views": [{"id": "list", "type": "scroll", "frame": [0, 0, 100, 200], "contentSize": [100, 2000]},
                   {"id": "box", "frame": [0, 0, 10, 10]}],
         "constraints": ["box.top == root.top", "box.leading == root.leading", "box.width == 10 #boxWidth",
                         "box.height == 10"],
         "scrollView": "list",
         "variables": \(variables), "bindings": \(bindings), "behaviors": \(behaviors), "events": \(events),
         "driver": {"type": "drag", "gestures": [{"drag": 100, "duration": 0.3, "velocity": 0}], "hold": 2}}
        """
    }

    private func problems(_ json: String) throws -> [String] { try SceneFileTestFile.problems(of: json) }

    func testTheSceneUsedHereIsClean() throws {
        XCTAssertEqual(try problems(scene()), [])
    }

    func testAMisspeltReferenceInABehaviourNamesItsPathAndTheRightName() throws {
        let found = try problems(scene(behaviors: """
            [{"type": "snapAfterDrag", "measure": "scrol.y + 330", "releaseTarget": "max(targt.y - 1, 1)",
              "rules": [{"below": 170, "to": -300}]}]
            """))
        XCTAssertEqual(found, [
            "$.behaviors[0].measure: unknown reference \"scrol.y\" in \"scrol.y + 330\"; did you mean \"scroll.y\"?",
            "$.behaviors[0].releaseTarget: unknown reference \"targt.y\" in \"max(targt.y - 1, 1)\"; did you mean \"target.y\"?",
        ])
    }

    func testOnlyAReleaseTargetReadsTarget() throws {
        let found = try problems(scene(behaviors: """
            [{"type": "snapAfterDrag", "measure": "target.y", "rules": []}]
            """))
        XCTAssertEqual(found, [
            "$.behaviors[0].measure: unknown reference \"target.y\" in \"target.y\" (only snapAfterDrag's releaseTarget reads \"target.y\")",
        ])
    }

    func testAMisspeltReferenceInAnEventNamesItsPathAndTheRightName() throws {
        let found = try problems(scene(events: """
            [{"at": 0.1, "set": [{"set": "box.alpha", "to": "tme / 2"}]},
             {"at": 0.2, "animate": {"duration": 0.1, "set": [{"set": "box.alpha", "to": "constraints.boxWdth / 10"}]}}]
            """))
        XCTAssertEqual(found, [
            "$.events[0].set[0].to: unknown reference \"tme\" in \"tme / 2\"; did you mean \"time\"?",
            "$.events[1].animate.set[0].to: unknown reference \"constraints.boxWdth\" in \"constraints.boxWdth / 10\"; did you mean \"constraints.boxWidth\"?",
        ])
    }

    func testViewNamesAreSuggestedForAMisspeltIdOrProperty() throws {
        let found = try problems(scene(bindings: """
            [{"set": "box.alpha", "to": "bx.alpha"}, {"set": "box.cornerRadius", "to": "box.frame.widht"},
             {"set": "box.hidden", "to": "transform.x"}]
            """))
        XCTAssertEqual(found, [
            "$.bindings[0].to: unknown reference \"bx.alpha\" in \"bx.alpha\"; did you mean \"box.alpha\"?",
            "$.bindings[1].to: unknown reference \"box.frame.widht\" in \"box.frame.widht\"; did you mean \"box.frame.width\"?",
            "$.bindings[2].to: unknown reference \"transform.x\" in \"transform.x\"",
        ])
    }

    func testAVariableIsKnownOnlyBelowItsDefinition() throws {
        let found = try problems(scene(variables: """
            [{"name": "a", "value": "b + 1"}, {"name": "b", "value": "a * 2"}]
            """))
        XCTAssertEqual(found, ["$.variables[0].value: unknown reference \"b\" in \"b + 1\""])
    }

    /// `progress(a, b)` reads `input`, which nothing in a scene file supplies: a read problem
    /// rather than one found at the first frame.
    func testTheTwoArgumentProgressIsAReadProblem() throws {
        let found = try problems(scene(bindings: """
            [{"set": "box.alpha", "to": "progress(0, 100)"}]
            """))
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("$.bindings[0].to: unknown reference \"input\""), found[0])
        XCTAssertTrue(found[0].contains("write progress(x, a, b)"), found[0])
    }

    func testReservedNamesAreRefusedAsViewIdsAndAsVariables() throws {
        for name in ReservedName.allCases.map(\.rawValue) {
            let asView = try problems("""
                {"views": [{"id": "\(name)"}], "driver": {"type": "timeline", "duration": 0}}
                """)
            XCTAssertTrue(asView.contains("$.views[0].id: id \"\(name)\" is reserved"), "\(name): \(asView)")
            let asVariable = try problems(scene(variables: """
                [{"name": "\(name)", "value": "1"}]
                """))
            XCTAssertEqual(asVariable, ["$.variables[0].name: \"\(name)\" is already a view id or a reserved name"], name)
        }
    }

    /// The names defined elsewhere agree with the one list: built-in references start with a
    /// reserved word, and the expression language's implicit input is the reserved `input`.
    func testReservedNamesCoverTheBuiltInsAndTheLanguage() throws {
        for builtIn in SceneFileNames.BuiltIn.allCases {
            let head = String(builtIn.rawValue.prefix { $0 != "." })
            XCTAssertTrue(ReservedName.contains(head), builtIn.rawValue)
        }
        for reading in SceneFileNames.TargetReading.allCases {
            XCTAssertTrue(ReservedName.contains(String(reading.rawValue.prefix { $0 != "." })), reading.rawValue)
        }
        XCTAssertTrue(ReservedName.contains(String(SceneFileNames.constraintPrefix.dropLast())))
        XCTAssertEqual(LangFunction.implicitInput, ReservedName.input.rawValue)
        XCTAssertEqual(ConstraintSpec.superviewItem, ReservedName.superview.rawValue)
        XCTAssertTrue(ConstraintSpec.guides.allSatisfy(ReservedName.contains), "\(ConstraintSpec.guides)")
        XCTAssertEqual(try ValueExpression.parse("progress(0, 1)").references, [ReservedName.input.rawValue])
    }

    /// Checking and resolving are one table: what a name means when read is what it reads when
    /// run.
    func testANameMeansOneThingAndReadsItsValue() throws {
        let scene = Scene(screen: .iPhoneSE)
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 20))
        box.alpha = 0.25
        scene.root.addSubview(box)
        let width = LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: nil,
                                     multiplier: 1, constant: 12)
        var names = SceneFileNames(views: ["box": box], constraints: ["w": width])
        names.define(variable: "v")
        var moment = SceneFileMoment(scene: scene, variables: ["v": 7], target: Point(x: 3, y: 4))
        func read(_ name: String, _ scope: SceneFileNames.Scope = .plain) -> Double? {
            names.meaning(of: name, in: scope).flatMap { SceneFileNames.value(of: $0, at: &moment) }
        }
        XCTAssertEqual(read("v"), 7)
        XCTAssertEqual(read("box.alpha"), 0.25)
        XCTAssertEqual(read("constraints.w"), 12)
        XCTAssertEqual(read("scroll.y"), 0, "no scroll view: the offset is zero")
        XCTAssertEqual(read("time"), 0)
        XCTAssertNil(read("target.y"))
        XCTAssertEqual(read("target.y", .releaseTarget), 4)
        XCTAssertEqual(read("target", .releaseTarget), 4)
        XCTAssertEqual(read("target.x", .releaseTarget), 3)
        XCTAssertNil(read("constraints.nope"))
        XCTAssertNil(read("box.frame.depth"))
        XCTAssertNil(read("nobox.alpha"))
        XCTAssertNil(read("input"))
    }
}
