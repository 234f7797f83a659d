import Foundation
import FlipbookTestSupport

/// Runs the `flipbook` executable the test runner sits beside in the products folder (on macOS
/// the runner is inside an .xctest bundle; step out of it), as a user runs it.
/// `directory` is the working folder of the run (a shell's `cd dir && flipbook …`).
func runFlipbook(_ arguments: [String], in directory: URL? = nil) throws -> ProcessRun {
    TestReportKey.install()
    var products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    while products.path.contains(".xctest") { products = products.deletingLastPathComponent() }
    return try ProcessRun(products.appendingPathComponent("flipbook"), arguments, in: directory)
}

func flipbook(_ arguments: String...) throws -> ProcessRun { try runFlipbook(arguments) }
