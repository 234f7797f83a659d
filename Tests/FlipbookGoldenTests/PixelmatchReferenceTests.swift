import FlipbookRender
import XCTest
import FlipbookTestSupport
@testable import FlipbookGolden

/// The comparator against the reference: Python pixelmatch on the same PNG files must count the
/// same differing pixels (within 1 %; in practice exactly, as the arithmetic is the same).
final class PixelmatchReferenceTests: XCTestCase {
    func testCountsMatchPixelmatchOnCairoRenderedPairs() throws {
        try Checker.require(.pixelmatch)
        let python = Checker.pixelmatchPython
        let folder = try makeTemporaryFolder(self)
        func png(_ name: String, _ list: DisplayList) throws -> URL {
            try writePNG(try Rasterizer().render(list), to: folder.appendingPathComponent("\(name).png"))
        }
        let rest = try png("rest", ShiftedShapes.list(dx: 0))
        let pairs: [(String, URL)] = [
            ("half pixel right", try png("half", ShiftedShapes.list(dx: 0.5))),
            ("0.3 right 0.7 down", try png("diagonal", ShiftedShapes.list(dx: 0.3, dy: 0.7))),
            ("two pixels right", try png("two", ShiftedShapes.list(dx: 2))),
            ("blue", try png("blue", ShiftedShapes.list(dx: 0, color: .systemBlue))),
            ("translucent grey", try png("grey", ShiftedShapes.list(dx: 0.25, color: Color(white: 0.2, alpha: 0.6)))),
        ]
        var jobs: [(a: URL, b: URL, threshold: Double, includeAA: Bool)] = []
        for (_, url) in pairs {
            for (threshold, includeAA) in [(0.1, false), (0.05, false), (0.3, false), (0.1, true)] {
                jobs.append((rest, url, threshold, includeAA))
            }
        }
        let reference = try PixelmatchReference.counts(python: python, jobs: jobs)
        XCTAssertEqual(reference.count, jobs.count)

        let expected = try readPNG(rest)
        for (k, job) in jobs.enumerated() where k < reference.count {
            let actual = try readPNG(job.b)
            let ours = ImageComparator.compare(expected: expected, actual: actual,
                                               options: .init(threshold: job.threshold, includeAntiAliasing: job.includeAA))
            let label = "\(pairs[k / 4].0), threshold \(job.threshold), includeAA \(job.includeAA)"
            XCTAssertLessThanOrEqual(abs(ours.differingPixels - reference[k]), reference[k] / 100,
                                     "\(label): ours \(ours.differingPixels), pixelmatch \(reference[k])")
        }
        // The pairs exercise both outcomes, or the check above would prove little.
        XCTAssertTrue(reference.contains(0))
        XCTAssertTrue(reference.contains { $0 > 1000 })
    }
}
