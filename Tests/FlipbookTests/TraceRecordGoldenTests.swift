import Foundation
import XCTest
import Flipbook
import FlipbookExamples
import FlipbookTestSupport

/// `TraceRecord` against the real traces: every golden line read and written again gives the
/// same bytes, and a record a scene makes is the record its line reads back as.
final class TraceRecordGoldenTests: XCTestCase {
    /// golden/<scene>/trace.jsonl and golden/<scene>/variants/<name>/trace.jsonl.
    static func goldenTraces() throws -> [URL] {
        let golden = Checker.packageRoot.appendingPathComponent("golden")
        let fm = FileManager.default
        var traces: [URL] = []
        for scene in try fm.contentsOfDirectory(atPath: golden.path).sorted().map({ golden.appendingPathComponent($0) }) {
            traces.append(scene.appendingPathComponent("trace.jsonl"))
            let variants = scene.appendingPathComponent("variants")
            for name in (try? fm.contentsOfDirectory(atPath: variants.path).sorted()) ?? [] {
                traces.append(variants.appendingPathComponent(name).appendingPathComponent("trace.jsonl"))
            }
        }
        return traces.filter { fm.fileExists(atPath: $0.path) }
    }

    func testEveryGoldenLineReadThenWrittenGivesTheSameBytes() throws {
        let traces = try Self.goldenTraces()
        XCTAssertGreaterThanOrEqual(traces.count, 13, "the fixtures' traces and their variants'")
        var lines = 0
        for url in traces {
            let text = try String(contentsOf: url, encoding: .utf8)
            let records = try TraceRecord.records(inLines: text, file: url.path)
            XCTAssertFalse(records.isEmpty, url.path)
            lines += records.count
            let written = TraceRecord.jsonLines(records)
            guard written != text else { continue }
            let first = zip(TraceRecord.lines(of: text), TraceRecord.lines(of: written)).enumerated().first { $1.0 != $1.1 }
            XCTFail("\(url.path) line \((first?.offset ?? 0) + 1):\n  golden  \(first?.element.0 ?? "")\n  written \(first?.element.1 ?? "")")
        }
        XCTAssertGreaterThan(lines, 300)
    }

    /// The numbers a scene's record holds are those its line says (rounded when made), so a
    /// reader of `Frame.trace` and a reader of the file see the same trace.
    func testARecordFromAStepIsTheRecordItsLineReadsBackAs() throws {
        var steps = 0
        for builtIn in BuiltInScenes.all {
            let (scene, driver) = try builtIn.make(SceneTraits(scale: 2))
            scene.onWarning = { _ in }
            var run = SceneRun(scene: scene, driver: driver)
            while let step = try run.advance() {
                let record = run.traceRecord(for: step)
                steps += 1
                // The first step that differs says it all; the rest of the scene would repeat it.
                guard try TraceRecord(jsonLine: record.jsonLine) == record else {
                    XCTFail("\(builtIn.name) step \(step.index): the record holds numbers its line does not: \(record)")
                    break
                }
            }
        }
        XCTAssertGreaterThan(steps, 100)
    }
}
