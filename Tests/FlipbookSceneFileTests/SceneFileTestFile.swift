import Foundation
import FlipbookScene
@testable import FlipbookSceneFile

/// A scene file written to its own temporary folder for one test, removed when the test is done.
struct SceneFileTestFile {
    let folder: URL
    var path: String { folder.appendingPathComponent("scene.json").path }

    init(_ json: String) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-scenefile-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// What `validate` reports, as "place: message" lines (the file name left out).
    func problems() -> [String] {
        SceneFileLoader.validate(path: path).map { "\($0.place): \($0.message)" }
    }

    /// What `validate` reports for `json`, written to a file of its own for the call.
    static func problems(of json: String) throws -> [String] {
        let file = try SceneFileTestFile(json)
        defer { file.remove() }
        return file.problems()
    }
}
