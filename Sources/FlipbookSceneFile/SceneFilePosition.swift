import FlipbookSupport

/// Where something starts in a scene file, as the JSON reader found it.
///
/// ```swift
/// let problem = try SceneFileLoader.check(path: "header.json").problems.first
/// if let at = problem?.position { print("line \(at.line), column \(at.column)") }   // line 3, column 14
/// ```
public typealias SceneFilePosition = TextPosition
