import Foundation
import XCTest
import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// `TraceRecord`: the one writer and the one reader of a step-trace line (docs/trace-format.md).
final class TraceRecordTests: XCTestCase {
    /// A line with every kind of part: a scroll view with a release, a label, a table's cell.
    static let full = #"{"index":15,"time":0.5,"offset":[0,-40],"scroll":{"contentSize":[390,2880],"inset":[300,0,0,0],"adjustedInset":[300,0,0,0],"velocity":[0,866.67],"dragging":false,"decelerating":true,"animating":false,"release":{"velocity":[0,5200],"target":[0,2036]}},"callbacks":["scrollViewDidScroll","scrollViewWillEndDragging"],"views":{"root":{"frame":[0,0,390,844],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false},"table":{"frame":[0,0,390,844],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false,"cells":[{"indexPath":[0,0],"frame":[0,242.22,390,72],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false,"labels":[{"text":"Cómo \"animar\"","font":{"family":"system-ui","size":17,"weight":"regular"}}]}]},"title":{"frame":[16,44,358,50],"alpha":0.5,"transform":[0.5,0,0,0.5,0,0],"hidden":true,"text":"AlexandreFreire","font":{"family":"system-ui","size":22,"weight":"bold"}}}}"#

    func testALineReadsIntoItsPartsAndWritesBackTheSameBytes() throws {
        let record = try TraceRecord(jsonLine: Self.full)
        XCTAssertEqual(record.index, 15)
        XCTAssertEqual(record.offset, Point(x: 0, y: -40))
        XCTAssertEqual(record.scroll?.release?.velocity, Point(x: 0, y: 5200))
        XCTAssertEqual(record.scroll?.inset.top, 300)
        XCTAssertEqual(record.views.map(\.id), ["root", "table", "title"], "tree order, as the line has it")
        XCTAssertEqual(record.view("title")?.text?.font.weight, "bold")
        XCTAssertEqual(record.view("title")?.geometry.transform.a, 0.5)
        XCTAssertEqual(record.view("table")?.cells?.first?.geometry.frame.minY, 242.22)
        XCTAssertEqual(record.view("table")?.cells?.first?.labels.first?.text, "Cómo \"animar\"")
        XCTAssertNil(record.view("root")?.text)
        XCTAssertNil(record.view("root")?.cells)
        XCTAssertEqual(record.jsonLine, Self.full)
    }

    /// Views keep the order they were given, which is not any sorted or hashed order.
    func testViewsKeepTheirOrder() throws {
        let ids = ["zeta", "root", "b", "title", "a", "leftIcon", "rightIcon", "m"]
        let record = TraceRecord(index: 0, time: 0, views: ids.map {
            TraceRecord.View(id: $0, geometry: TraceRecord.Geometry(frame: Rect(x: 0, y: 0, width: 1, height: 1), alpha: 1,
                                                                     transform: .identity, hidden: false))
        })
        XCTAssertEqual(try TraceRecord(jsonLine: record.jsonLine).views.map(\.id), ids)
    }

    /// Numbers as `formatPoints` prints them, rounded when the record is made, `null` when not finite.
    func testNumbersAreRoundedAndNonFiniteIsNull() throws {
        let geometry = TraceRecord.Geometry(frame: Rect(x: 100.0 / 3, y: -0.001, width: .infinity, height: .nan), alpha: 0.996,
                                            transform: .identity, hidden: false)
        let record = TraceRecord(index: 2, time: 0.0666, offset: Point(x: 0, y: -270.004),
                                 views: [TraceRecord.View(id: "v", geometry: geometry)])
        XCTAssertEqual(record.time, 0.07, "kept as the line says it")
        XCTAssertEqual(record.jsonLine,
                       #"{"index":2,"time":0.07,"offset":[0,-270],"scroll":null,"callbacks":[],"views":{"v":{"frame":[33.33,0,null,null],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false}}}"#)
        let back = try TraceRecord(jsonLine: record.jsonLine)
        XCTAssertTrue(back.views[0].geometry.frame.width.isNaN, "null reads as a number that is not finite")
        XCTAssertEqual(back.jsonLine, record.jsonLine)
    }

    func testTrimmedIsTheLastKeyAndOnlyWhenTrue() throws {
        var record = try TraceRecord(jsonLine: Self.full)
        XCTAssertFalse(record.jsonLine.contains("trimmed"))
        record.trimmed = true
        XCTAssertEqual(record.jsonLine, String(Self.full.dropLast()) + #","trimmed":true}"#)
        XCTAssertTrue(try TraceRecord(jsonLine: record.jsonLine).trimmed)
    }

    /// Frames that arrive as pixels have their size and nothing of a scene.
    func testAPixelFrameRecordsItsSize() throws {
        let record = TraceRecord(index: 1, time: 0.1, size: Size(width: 60, height: 40))
        XCTAssertEqual(record.jsonLine, #"{"index":1,"time":0.1,"offset":null,"scroll":null,"callbacks":[],"views":{},"size":[60,40]}"#)
        XCTAssertEqual(try TraceRecord(jsonLine: record.jsonLine), record)
    }

    func testLinesOfAFileAreNumberedFromOne() throws {
        let good = #"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{}}"#
        let text = TraceRecord.jsonLines([try TraceRecord(jsonLine: good), nil])
        XCTAssertEqual(text, good + "\n\n", "a frame without a record keeps its line, empty")
        XCTAssertEqual(try TraceRecord.records(inLines: good + "\n" + good + "\n").count, 2)
        XCTAssertThrowsError(try TraceRecord.records(inLines: good + "\n" + good.replacingOccurrences(of: "\"time\":0", with: "\"time\":\"0\"") + "\n",
                                                     file: "golden/a/trace.jsonl")) { error in
            XCTAssertEqual("\(error)", "golden/a/trace.jsonl line 2: time: expected a number")
            XCTAssertEqual((error as? TraceRecordError)?.exitCode, .badInput)
        }
    }

    /// A bad line is an error naming where, never a record with parts missing.
    func testABadLineIsAnErrorNamingThePlace() {
        let cases: [(String, String)] = [
            ("not json", "line 7: not JSON: column 1: expected a value (did you mean null?)"),
            (#"{"index":0,}"#, "line 7: not JSON: column 12: trailing comma before '}'"),
            (#"{"index":0} x"#, "line 7: not JSON: column 13: unexpected text after the end of the document"),
            ("[1]", "line 7: expected an object"),
            (#"{"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{}}"#, "line 7: index: missing"),
            (#"{"index":0.5,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{}}"#, "line 7: index: expected a whole number"),
            (#"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{},"colour":1}"#,
             "line 7: colour: not a key of the trace format here"),
            (#"{"index":0,"index":1,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{}}"#, #"line 7: not JSON: column 12: duplicate key "index""#),
            (#"{"index":0,"time":0,"offset":[1],"scroll":null,"callbacks":[],"views":{}}"#, "line 7: offset: expected 2 numbers, found 1"),
            (#"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{"t":{"frame":[0,0,1],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false}}}"#,
             "line 7: views.t.frame: expected 4 numbers, found 3"),
            (#"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{"t":{"frame":[0,0,1,1],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false,"cells":[{"indexPath":[0,0],"frame":[0,0,1,1],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":"no","labels":[]}]}}}"#,
             "line 7: views.t.cells[0].hidden: expected true or false"),
            (#"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{"t":{"frame":[0,0,1,1],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false,"text":"a"}}}"#,
             "line 7: views.t.font: missing"),
            (#"{"index":0,"time":0,"offset":null,"scroll":null,"callbacks":[],"views":{"a\u00e9":1}}"#, "line 7: views.aé: expected an object"),
            (String(repeating: "[", count: 100) + String(repeating: "]", count: 100), "line 7: not JSON: column 33: nested more than 32 levels deep"),
        ]
        for (line, message) in cases {
            XCTAssertThrowsError(try TraceRecord(jsonLine: line, line: 7), line) { error in
                XCTAssertEqual("\(error)", message, line)
            }
        }
    }

    /// The reader follows JSON's grammar, escapes and all, not only what the writer writes.
    func testTheReaderTakesAnyJSONSpelling() throws {
        let spaced = #" { "index" : 1 , "time" : 1e-1 , "offset" : [ 0 , -4.0E1 ] , "scroll" : null , "callbacks" : [ "a\/b\u00e9\ud83d\ude00\n" ] , "views" : { } } "#
        let record = try TraceRecord(jsonLine: spaced)
        XCTAssertEqual(record.time, 0.1)
        XCTAssertEqual(record.offset, Point(x: 0, y: -40))
        XCTAssertEqual(record.callbacks, ["a/bé😀\n"])
        XCTAssertEqual(record.jsonLine, #"{"index":1,"time":0.1,"offset":[0,-40],"scroll":null,"callbacks":["a/bé😀\n"],"views":{}}"#)
        for bad in [#"{"a":01}"#, #"{"a":"\x"}"#, "{\"a\":\"\t\"}", #"{"a":-}"#, #"{"a":tru}"#, #"{"a":1,"a":2}"#] {
            XCTAssertThrowsError(try TraceJSON(parsing: bad), bad)
        }
        // A lone surrogate is U+FFFD, as the scene files' reader (the same reader) makes it.
        XCTAssertEqual(try TraceJSON(parsing: #"{"a":"\ud83dx"}"#)["a"], .string("\u{FFFD}x"))
    }

    /// Through `Codable`, with the same keys and checks as a line.
    func testCodableGoesThroughTheSameKeys() throws {
        let record = try TraceRecord(jsonLine: Self.full)
        let data = try JSONEncoder().encode(record)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["index", "time", "offset", "scroll", "callbacks", "views"])
        var back = try JSONDecoder().decode(TraceRecord.self, from: data)
        XCTAssertEqual(Set(back.views.map(\.id)), ["root", "table", "title"])
        back.views.sort { a, b in record.views.firstIndex { $0.id == a.id }! < record.views.firstIndex { $0.id == b.id }! }
        XCTAssertEqual(back, record)
        XCTAssertThrowsError(try JSONDecoder().decode(TraceRecord.self, from: Data(#"{"index":0}"#.utf8)))
    }
}
