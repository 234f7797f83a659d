import XCTest
@testable import FlipbookSceneFile

/// Every scene-file problem at a JSON path knows where that path is written, whether it was found
/// while reading or while running, and says it after its message.
final class SceneFileProblemPositionTests: XCTestCase {
    private func check(_ json: String) throws -> [SceneFileError] {
        let file = try SceneFileTestFile(json)
        defer { file.remove() }
        return SceneFileLoader.validate(path: file.path)
    }

    func testAProblemPointsAtItsKeyOrItem() throws {
        let found = try check("""
            {"views": [{"id": "box",
                        "colour": "red", "frame": [0, 0, "wide", 10]}],
             "driver": {"type": "timeline", "duration": 0}}
            """)
        let byPlace = Dictionary(found.map { ($0.place, $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byPlace["$.views[0].colour"]?.position.map { [$0.line, $0.column] }, [2, 13], "\(found)")
        XCTAssertEqual(byPlace["$.views[0].frame[2]"]?.position.map { [$0.line, $0.column] }, [2, 46], "\(found)")
        XCTAssertTrue(byPlace["$.views[0].colour"]?.description.hasSuffix(" (line 2, column 13)") == true,
                      byPlace["$.views[0].colour"]?.description ?? "\(found)")
    }

    func testAMissingKeyPointsAtTheObjectThatLacksIt() throws {
        let found = try check("""
            {"views": [],
             "driver": {"type": "offsets"}}
            """)
        XCTAssertFalse(found.isEmpty)
        for problem in found where problem.place == "$.driver" {
            XCTAssertEqual(problem.position.map { [$0.line, $0.column] }, [2, 2], "\(problem)")
        }
    }

    func testAProblemFoundWhileRunningPointsAtItsExpression() throws {
        let found = try check("""
            {"views": [{"id": "box", "frame": [0, 0, 10, 10]}],
             "bindings": [{"set": "box.cornerRadius", "to": "1 / (time - 0.5)"}],
             "fps": 10, "driver": {"type": "timeline", "duration": 1}}
            """)
        XCTAssertEqual(found.map(\.place), ["$.bindings[0].to"])
        XCTAssertEqual(found.first?.position.map { [$0.line, $0.column] }, [2, 43])
    }

    func testMalformedJSONIsPlacedByLineAndColumnOnce() throws {
        let found = try check("{\n  \"views\": [,]}")
        XCTAssertEqual(found.map(\.place), ["line 2, column 13"])
        XCTAssertEqual(found.first?.position?.offset, 14)
        XCTAssertFalse(found.first?.description.contains("(line 2") == true, "the place says the line already: \(found)")
    }
}
