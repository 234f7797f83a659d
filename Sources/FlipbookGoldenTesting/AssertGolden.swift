import Foundation
import FlipbookGolden
import FlipbookPipeline
import FlipbookScene
import Testing
import XCTest

/// Golden checks inside the user's own test suites, XCTest and Swift Testing alike.
///
/// ```swift
/// func testHeaderCollapse() throws {
///     let (scene, driver) = try MyScenes.header()
///     try assertGolden(scene, driver: driver, named: "header", frames: .every(5))
/// }
/// ```
/// Goldens live in `golden/<name>/` at the package root (found from the test file's path);
/// `FLIPBOOK_RECORD` (missing, all, failed, never) says when they are written.
public func assertGolden(_ scene: Scene, driver: any Driver, named name: String, frames: Checkpoints = .standard,
                         threshold: Double = 0.1, maxDiffPixels: Int = 0, goldenDirectory: URL? = nil,
                         record: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
    for message in try goldenFailures(scene, driver: driver, named: name, frames: frames, threshold: threshold,
                                      maxDiffPixels: maxDiffPixels, goldenDirectory: goldenDirectory, record: record,
                                      testFile: "\(file)") {
        XCTFail(message, file: file, line: line)
    }
}

/// The Swift Testing variant: each failure is an issue at the call site.
public func expectGolden(_ scene: Scene, driver: any Driver, named name: String, frames: Checkpoints = .standard,
                         threshold: Double = 0.1, maxDiffPixels: Int = 0, goldenDirectory: URL? = nil,
                         record: RecordMode? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for message in try goldenFailures(scene, driver: driver, named: name, frames: frames, threshold: threshold,
                                      maxDiffPixels: maxDiffPixels, goldenDirectory: goldenDirectory, record: record,
                                      testFile: sourceLocation._filePath) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// One message per failing frame (naming the frame and the artifact paths) and for the trace.
func goldenFailures(_ scene: Scene, driver: any Driver, named name: String, frames: Checkpoints, threshold: Double,
                    maxDiffPixels: Int, goldenDirectory: URL?, record: RecordMode?, testFile: String) throws -> [String] {
    let golden = goldenDirectory ?? packageRoot(from: testFile).appendingPathComponent("golden")
    var options = GoldenOptions(goldenDirectory: golden,
                                artifactsDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-golden-artifacts"))
    options.recordMode = try record ?? RecordMode.resolve(flag: nil)
    options.checkpoints = frames
    options.comparison = ComparisonOptions(threshold: threshold, maxDiffPixels: maxDiffPixels)
    let sink = GoldenSink(name: name, device: scene.screen.name, options: options)
    try DriveLoop().run(SceneRun(scene: scene, driver: driver), into: [sink])
    let outcome = sink.outcome
    var messages: [String] = []
    for frame in outcome.frames where frame.failed {
        switch frame.status {
        case .failed(let why):
            let artifacts = [("actual", frame.actual), ("diff", frame.diff), ("side by side", frame.sideBySide)]
                .compactMap { label, url in url.map { "\(label): \($0.path)" } }.joined(separator: ", ")
            messages.append("\(name) frame \(frame.step): \(why) (golden: \(frame.golden.path)\(artifacts.isEmpty ? "" : ", " + artifacts))")
        case .recorded:
            messages.append("\(name) frame \(frame.step): no golden yet; recorded \(frame.golden.path). Run the test again.")
        case .passed: break
        }
    }
    messages += outcome.traceDifferences.map { "\(name) \($0)" }
    if outcome.traceFailsRun { messages.append("\(name): trace golden recorded. Run the test again.") }
    return messages
}

/// The folder holding Package.swift above a test file.
func packageRoot(from file: String) -> URL {
    var dir = URL(fileURLWithPath: file).deletingLastPathComponent()
    while dir.path != "/" {
        if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
        dir = dir.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}
