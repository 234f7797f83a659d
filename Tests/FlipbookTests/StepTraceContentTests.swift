import Foundation
import XCTest
import Flipbook
import FlipbookExamples
import FlipbookTestSupport
import FlipbookSupport

/// What a trace says about the built-in scenes, read back as JSON the way a user's script reads
/// it: cells by index path, label text and fonts, the scroll view's state and the callbacks.
final class StepTraceContentTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("trace-content") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private func lines(_ name: String, traceViews: [String]? = nil) throws -> [[String: Any]] {
        let url = try TraceFixture.render(name, into: dir, traceViews: traceViews)
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
    }

    func testTableCellsAreListedByIndexPathWithTheirLabels() throws {
        let trace = try lines("blog-header-drag")
        let first = trace[0]
        let table = try XCTUnwrap((first["views"] as? [String: Any])?["table"] as? [String: Any])
        let cells = try XCTUnwrap(table["cells"] as? [[String: Any]])
        // 300 pt of inset above 72-pt rows on an 844-pt screen: rows 0…7 show.
        XCTAssertEqual(cells.map { $0["indexPath"] as! [Int] }, (0...7).map { [0, $0] })
        let row0 = cells[0]
        XCTAssertEqual(row0["frame"] as? [Double], [0, 300, 390, 72])
        let labels = try XCTUnwrap(row0["labels"] as? [[String: Any]])
        XCTAssertEqual(labels.count, 2, "a .subtitle cell: title and detail")
        XCTAssertEqual(Self.font(labels[0]), "system-ui 17 regular")
        XCTAssertEqual(Self.font(labels[1]), "system-ui 15 regular")
        XCTAssertFalse((labels[0]["text"] as? String ?? "").isEmpty)
        // Cells are never views of their own, whatever reuse does.
        for line in trace {
            let views = line["views"] as! [String: Any]
            XCTAssertEqual(Set(views.keys).intersection(["cell", "row0"]), [])
        }
        // Scrolled furthest (the flick's rest, before the swipe back), later rows show, still in index-path order.
        let furthest = try XCTUnwrap(trace.max { ($0["offset"] as! [Double])[1] < ($1["offset"] as! [Double])[1] })
        let last = try XCTUnwrap(((furthest["views"] as? [String: Any])?["table"] as? [String: Any])?["cells"] as? [[String: Any]])
        let rows = last.map { ($0["indexPath"] as! [Int])[1] }
        XCTAssertEqual(rows, rows.sorted())
        XCTAssertNotEqual(rows.first, 0)
    }

    /// "family size weight" of an entry's font.
    static func font(_ entry: [String: Any]) -> String? {
        guard let f = entry["font"] as? [String: Any], let family = f["family"] as? String,
              let size = f["size"] as? Double, let weight = f["weight"] as? String else { return nil }
        return "\(family) \(formatPoints(size)) \(weight)"
    }

    func testLabelsCarryTextAndFontAsTheyChange() throws {
        let trace = try lines("blog-header")
        func title(_ line: [String: Any]) -> [String: Any] { (line["views"] as! [String: Any])["title"] as! [String: Any] }
        let start = title(trace[0]), end = title(trace[trace.count - 1])
        XCTAssertEqual(start["text"] as? String, "AlexandreFreire")
        let startFont = try XCTUnwrap(start["font"] as? [String: Any]), endFont = try XCTUnwrap(end["font"] as? [String: Any])
        XCTAssertEqual(startFont["weight"] as? String, "bold")
        // The seed's title shrinks 40 → 22 pt as the header collapses.
        XCTAssertEqual(startFont["size"] as? Double, 40)
        XCTAssertEqual(endFont["size"] as? Double, 22)
        // A plain view has neither.
        let header = (trace[0]["views"] as! [String: Any])["root"] as! [String: Any]
        XCTAssertNil(header["text"])
        XCTAssertNil(header["font"])
    }

    func testScrollStateAndVelocity() throws {
        let trace = try lines("blog-header-drag")
        for line in trace {
            let scroll = try XCTUnwrap(line["scroll"] as? [String: Any])
            XCTAssertEqual(scroll["inset"] as? [Double], [300, 0, 0, 0])
            XCTAssertEqual(scroll["adjustedInset"] as? [Double], [300, 0, 0, 0], "contentInsetAdjustmentBehavior = .never")
            XCTAssertEqual(scroll["contentSize"] as? [Double], [390, 40 * 72])
        }
        // Velocity is the offset's change over the step (30 fps), to the trace's rounding.
        var fastest = 0.0
        for (a, b) in zip(trace, trace.dropFirst()) {
            let y0 = (a["offset"] as! [Double])[1], y1 = (b["offset"] as! [Double])[1]
            let v = ((b["scroll"] as! [String: Any])["velocity"] as! [Double])[1]
            XCTAssertEqual(v, (y1 - y0) * 30, accuracy: 0.02 * 30, "step \(b["index"]!)")
            fastest = max(fastest, abs(v))
        }
        XCTAssertGreaterThan(fastest, 500, "a fling is fast")
        XCTAssertEqual((trace[0]["scroll"] as! [String: Any])["velocity"] as? [Double], [0, 0])
    }

    func testDragCallbacksComeWhereUIKitSendsThem() throws {
        let trace = try lines("blog-header-drag")
        func callbacks(_ i: Int) -> [String] { trace[i]["callbacks"] as! [String] }
        func scroll(_ i: Int) -> [String: Any] { trace[i]["scroll"] as! [String: Any] }
        let begins = trace.indices.filter { callbacks($0).contains("scrollViewWillBeginDragging") }
        XCTAssertEqual(begins.count, 2, "two drags")
        for i in begins {
            XCTAssertEqual(scroll(i)["dragging"] as? Bool, true, "the touch lands at step \(i)")
            XCTAssertEqual(scroll(i - 1)["dragging"] as? Bool, false)
        }
        // The release: willEnd, didEnd, willBeginDecelerating, in UIKit's order, as the finger lifts.
        let releases = trace.indices.filter { callbacks($0).contains("scrollViewWillEndDragging") }
        XCTAssertEqual(releases.count, 2)
        var flings = 0
        for i in releases {
            let names = callbacks(i).filter { $0 != "scrollViewDidScroll" }
            let decelerates = names.contains("scrollViewWillBeginDecelerating")
            XCTAssertEqual(names, ["scrollViewWillEndDragging", "scrollViewDidEndDragging"]
                + (decelerates ? ["scrollViewWillBeginDecelerating"] : []), "step \(i)")
            XCTAssertEqual(scroll(i)["dragging"] as? Bool, false)
            XCTAssertEqual(scroll(i)["decelerating"] as? Bool, decelerates)
            if decelerates { flings += 1 }
        }
        XCTAssertGreaterThan(flings, 0, "the scene flings")
        // The release's velocity and target are in the lift's step, and only there; the first drag
        // moves the content towards its end (positive), the second back.
        for i in trace.indices {
            let release = scroll(i)["release"] as? [String: Any]
            XCTAssertEqual(release != nil, releases.contains(i), "step \(i)")
        }
        let releaseVelocities = releases.map { ((scroll($0)["release"] as? [String: Any])?["velocity"] as? [Double])?[1] ?? 0 }
        XCTAssertGreaterThan(releaseVelocities[0], 0)
        XCTAssertLessThan(releaseVelocities[1], 0)
        // At rest: didEndDecelerating once per fling, after which nothing moves until the next touch.
        let rests = trace.indices.filter { callbacks($0).contains("scrollViewDidEndDecelerating") }
        XCTAssertEqual(rests.count, flings)
        for i in rests {
            XCTAssertEqual(scroll(i)["decelerating"] as? Bool, false)
            XCTAssertEqual(scroll(i - 1)["decelerating"] as? Bool, true)
            let nextTouch = begins.first { $0 > i } ?? trace.count
            for k in (i + 1)..<nextTouch {
                XCTAssertEqual(scroll(k)["velocity"] as? [Double], [0, 0], "step \(k) after the rest at \(i)")
                XCTAssertFalse(callbacks(k).contains("scrollViewDidScroll"), "step \(k)")
            }
        }
        XCTAssertTrue(callbacks(0).contains("scrollViewDidScroll"), "the table's initial offset, set while the scene was built")
    }

    func testTraceViewsKeepsOnlyThoseViewsAndTheScrollState() throws {
        let full = try lines("blog-header-drag")
        let some = try lines("blog-header-drag", traceViews: ["title", "table"])
        XCTAssertEqual(some.count, full.count)
        for (a, b) in zip(full, some) {
            let views = b["views"] as! [String: Any]
            XCTAssertEqual(Set(views.keys), ["title", "table"])
            XCTAssertEqual(b["offset"] as? [Double], a["offset"] as? [Double])
            XCTAssertEqual(b["callbacks"] as? [String], a["callbacks"] as? [String])
            XCTAssertEqual(NSDictionary(dictionary: b["scroll"] as! [String: Any]), NSDictionary(dictionary: a["scroll"] as! [String: Any]))
            let fullViews = a["views"] as! [String: Any]
            XCTAssertEqual(NSDictionary(dictionary: views["table"] as! [String: Any]),
                           NSDictionary(dictionary: fullViews["table"] as! [String: Any]))
        }
    }

    func testAnUnknownTraceViewFailsTheRunNamingItAndWritesNothing() throws {
        XCTAssertThrowsError(try TraceFixture.render("blog-header", into: dir, traceViews: ["title", "titel", "nothing-like-it"])) { error in
            XCTAssertEqual(error as? UnknownTraceView, UnknownTraceView(id: "titel", known: (error as? UnknownTraceView)?.known ?? []))
            XCTAssertEqual("\(error)", "--trace-views: no view has the id 'titel'; did you mean 'title'?")
            XCTAssertEqual((error as? FlipbookError)?.exitCode, .badInput)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
    }

    func testTheSameSceneGivesTheSameBytes() throws {
        let a = try Data(contentsOf: TraceFixture.render("dynamic-header", into: dir))
        let other = dir.appendingPathComponent("again")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let b = try Data(contentsOf: TraceFixture.render("dynamic-header", into: other))
        XCTAssertEqual(a, b)
    }
}
