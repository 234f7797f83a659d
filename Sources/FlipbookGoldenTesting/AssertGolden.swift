import Foundation
import FlipbookGolden
import Testing
import XCTest

/// Checks a value against its goldens inside an XCTest test, the way its strategy says (what is
/// compared, how strictly): at most one failure, naming the frames that changed, the HTML report
/// and the command that accepts the change.
///
/// ```swift
/// final class HeaderTests: XCTestCase {
///     func testCollapse() throws {
///         let (scene, driver) = try MyScenes.header()
///         try assertGolden(of: scene, as: .animation(driver))   // __Goldens__/HeaderTests/testCollapse/0000.png …
///     }
/// }
/// ```
/// Goldens live beside the test file in `__Goldens__/<TestFile>/<name>/` (name: the test
/// function's, unless `named:` is given), or in `goldenDirectory/<name>/`: the checkpoint frames
/// (`0000.png` …) and, for `.animation` and `.trace`, the step trace (`trace.jsonl`). `record:`,
/// else `FLIPBOOK_RECORD` (missing, all, failed, never; default missing), says when they are
/// written. On a difference the report is written to
/// `<package>/.build/flipbook-golden-reports/<TestFile>/<name>/` (removed at the start of each
/// run of the assertion) and `flipbook approve <that folder>` (or `swift run flipbook approve …`
/// in a package depending on Flipbook) copies the new frames over the goldens. Add
/// `exclude: ["__Goldens__"]` to the test target so SwiftPM leaves the goldens alone.
public func assertGolden<Value>(of value: Value, as strategy: GoldenStrategy<Value>, named name: String? = nil,
                                record: RecordMode? = nil, goldenDirectory: URL? = nil,
                                file: StaticString = #filePath, function: String = #function, line: UInt = #line) throws {
    let check = GoldenCheck(name: name, function: function, testFile: "\(file)", goldenDirectory: goldenDirectory,
                            record: record, callSite: "\(file):\(line)")
    if let message = try check.run(value, as: strategy) {
        XCTFail(message, file: file, line: line)
    }
}

/// The Swift Testing variant of `assertGolden`: at most one issue, recorded at the call site.
///
/// ```swift
/// @Test func collapse() throws {
///     let (scene, driver) = try MyScenes.header()
///     try expectGolden(of: scene, as: .frames(driver))   // __Goldens__/HeaderTests/collapse/, no trace
/// }
/// ```
public func expectGolden<Value>(of value: Value, as strategy: GoldenStrategy<Value>, named name: String? = nil,
                                record: RecordMode? = nil, goldenDirectory: URL? = nil, function: String = #function,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
    let check = GoldenCheck(name: name, function: function, testFile: sourceLocation.filePath, goldenDirectory: goldenDirectory,
                            record: record, callSite: "\(sourceLocation.filePath):\(sourceLocation.line)")
    if let message = try check.run(value, as: strategy) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
