import FlipbookScene
import FlipbookSupport
/// A problem in a scene file, with the place it is at: a JSON path (`$.views[2].font.size`),
/// a line and column for malformed JSON, or an expression with a caret.
///
/// ```swift
/// let problem = SceneFileError(file: "header.json", place: "$.bindings[0].to", message: "division by zero")
/// print(problem)   // header.json: $.bindings[0].to: division by zero
/// ```
public struct SceneFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as given.
    public var file: String
    /// `$.views[0].text`, or `line 3, column 14`.
    public var place: String
    public var message: String

    public init(file: String, place: String, message: String) {
        self.file = file; self.place = place; self.message = message
    }

    public var description: String { "\(file): \(place): \(message)" }
}

/// The problems that stop a scene file: every one found while reading it (`load` throws them
/// all), or the first one found while running it (the drive loop throws it, so nothing is
/// written). `validate` returns the same problems as a list. Its exit code is 2, bad input.
///
/// ```swift
/// do {
///     let loaded = try SceneFileLoader.load(path: "header.json")
///     try DriveLoop().run(SceneRun(scene: loaded.scene, driver: loaded.driver), into: [gif])
/// } catch let stopped as SceneFileProblems {
///     for problem in stopped.problems { print(problem) }
/// }
/// ```
public struct SceneFileProblems: FlipbookError, Sendable {
    public var problems: [SceneFileError]
    public var exitCode: ExitCode { .badInput }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
