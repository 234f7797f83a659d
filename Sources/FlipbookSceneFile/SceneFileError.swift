import FlipbookScene
/// A problem in a scene file, with the place it is at: a JSON path (`$.views[2].font.size`),
/// a line and column for malformed JSON, or an expression with a caret.
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

/// Every problem found in one file (validate lists them all; render stops at the first).
public struct SceneFileProblems: FlipbookError, Sendable {
    public var problems: [SceneFileError]
    public var exitCode: ExitCode { .badInput }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
