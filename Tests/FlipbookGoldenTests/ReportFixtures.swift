import FlipbookRender
import Foundation
@testable import FlipbookGolden

/// Two report entries made of flat, distinctive colours, so a screenshot can tell which images
/// are on screen: golden magenta, actual teal, and a diff whose changed pixels are red.
enum ReportFixtures {
    static let magenta: UInt32 = 0xFFFF_00FF
    static let teal: UInt32 = 0xFF00_A0A0

    static func entries(in folder: URL) throws -> [ReportEntry] {
        let golden = RasterFrame(width: 200, height: 300, filledWith: magenta)
        let actual = RasterFrame(width: 200, height: 300, filledWith: teal)
        let result = ImageComparator.compare(expected: golden, actual: actual, makeDiffImage: true)
        let diff = result.diffImage!
        let strip = DiffArtifacts.sideBySide(expected: golden, actual: actual, diff: diff)
        let source = folder.appendingPathComponent("source")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        let first = ReportEntry(scene: "blog-header", frame: "0010", message: result.summary,
                                golden: try writePNG(golden, to: source.appendingPathComponent("golden.png")),
                                actual: try writePNG(actual, to: source.appendingPathComponent("actual.png")),
                                diff: try writePNG(diff, to: source.appendingPathComponent("diff.png")),
                                sideBySide: try writePNG(strip, to: source.appendingPathComponent("strip.png")))
        // A missing golden (first recording) has only an actual image.
        let second = ReportEntry(scene: "<new> & \"odd\"", frame: "0000", message: "no golden",
                                 golden: nil, actual: first.actual)
        return [first, second]
    }
}
