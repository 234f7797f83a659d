import Foundation
import FlipbookGolden
import FlipbookPipeline
import FlipbookScene
import Testing
import XCTest

/// Checks an animation against its goldens inside an XCTest test: at most one failure, naming
/// the frames that changed, the HTML report and the command that accepts the change.
///
/// ```swift
/// final class HeaderTests: XCTestCase {
///     func testCollapse() throws {
///         let (scene, driver) = try MyScenes.header()
///         try assertGolden(scene, driver: driver)   // Tests/…/__Goldens__/HeaderTests/testCollapse/0000.png …
///     }
/// }
/// ```
/// Goldens live beside the test file in `__Goldens__/<TestFile>/<name>/` (name: the test
/// function's, unless `named:` is given): the checkpoint frames (`0000.png` …) and, unless
/// `trace: false`, the step trace (`trace.jsonl`). `FLIPBOOK_RECORD` (missing, all, failed,
/// never; default missing) says when they are written. On a difference the report is written to
/// `<package>/.build/flipbook-golden-reports/<TestFile>/<name>/` (removed at the start of each
/// run of the assertion) and `flipbook approve <that folder>` (or `swift run flipbook approve …`
/// in a package depending on Flipbook) copies the new frames over the goldens. Add
/// `exclude: ["__Goldens__"]` to the test target so SwiftPM leaves the goldens alone.
public func assertGolden(_ scene: Scene, driver: any Driver, named name: String? = nil, frames: Checkpoints = .standard,
                         trace: Bool = true, threshold: Double? = nil, maxDiffPixels: Int = 0, goldenDirectory: URL? = nil,
                         record: RecordMode? = nil, file: StaticString = #filePath, function: String = #function,
                         line: UInt = #line) throws {
    let check = GoldenCheck(name: name, function: function, testFile: "\(file)", frames: frames, trace: trace,
                            threshold: threshold, maxDiffPixels: maxDiffPixels, goldenDirectory: goldenDirectory, record: record,
                            callSite: "\(file):\(line)")
    if let message = try check.run(scene, driver: driver) {
        XCTFail(message, file: file, line: line)
    }
}

/// The Swift Testing variant of `assertGolden`: at most one issue, recorded at the call site.
///
/// ```swift
/// @Test func collapse() throws {
///     let (scene, driver) = try MyScenes.header()
///     try expectGolden(scene, driver: driver, trace: false)   // __Goldens__/HeaderTests/collapse/
/// }
/// ```
public func expectGolden(_ scene: Scene, driver: any Driver, named name: String? = nil, frames: Checkpoints = .standard,
                         trace: Bool = true, threshold: Double? = nil, maxDiffPixels: Int = 0, goldenDirectory: URL? = nil,
                         record: RecordMode? = nil, function: String = #function,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
    let check = GoldenCheck(name: name, function: function, testFile: sourceLocation.filePath, frames: frames, trace: trace,
                            threshold: threshold, maxDiffPixels: maxDiffPixels, goldenDirectory: goldenDirectory, record: record,
                            callSite: "\(sourceLocation.filePath):\(sourceLocation.line)")
    if let message = try check.run(scene, driver: driver) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
