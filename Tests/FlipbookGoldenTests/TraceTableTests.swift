import XCTest
@testable import FlipbookGolden

final class TraceTableTests: XCTestCase {
    func testRowsNameTheStepViewPropertyAndBothValues() {
        let golden = """
        {"index":0,"offset":[0,0],"views":{"header":{"frame":[0,0,390,120],"alpha":1},"title":{"frame":[16,60,200,30],"alpha":1}}}
        {"index":1,"offset":[0,-10],"views":{"header":{"frame":[0,0,390,110],"alpha":0.5}}}

        """
        let actual = """
        {"index":0,"offset":[0,0],"views":{"header":{"frame":[0,0,390,120],"alpha":1},"title":{"frame":[16,60,200,30],"alpha":1}}}
        {"index":1,"offset":[0,-12.5],"views":{"header":{"frame":[0,0,390,96],"alpha":0.5},"badge":{"frame":[1,2,3,4]}}}
        {"index":2,"offset":[0,-20],"views":{}}

        """
        let table = TraceTable(golden: golden, actual: actual)
        XCTAssertEqual(table.rows.map { [$0.step, $0.view, $0.property, $0.golden, $0.actual] }, [
            ["1", "(scene)", "offset", "[0, -10]", "[0, -12.5]"],
            ["1", "badge", "(view)", "(absent)", "present"],
            ["1", "header", "frame", "[0, 0, 390, 110]", "[0, 0, 390, 96]"],
            ["2", "(scene)", "line 3", "(absent)", #"{"index":2,"offset":[0,-20],"views":{}}"#],
        ])
        XCTAssertEqual(table.omitted, 0)
    }

    func testALimitCountsTheRest() {
        let golden = (0..<10).map { #"{"index":\#($0),"offset":[0,0]}"# }.joined(separator: "\n")
        let actual = (0..<10).map { #"{"index":\#($0),"offset":[0,1]}"# }.joined(separator: "\n")
        let table = TraceTable(golden: golden, actual: actual, limit: 3)
        XCTAssertEqual(table.rows.count, 3)
        XCTAssertEqual(table.omitted, 7)
        XCTAssertEqual(TraceTable(golden: golden, actual: golden).rows, [])
    }

    /// Nested values (the scroll view's state, a table's cells) are compared leaf by leaf.
    func testNestedValuesAreRowsByTheirPath() {
        let golden = #"{"index":4,"scroll":{"velocity":[0,800],"dragging":true},"views":{"table":{"frame":[0,0,390,844],"cells":[{"indexPath":[0,0],"frame":[0,242,390,72]},{"indexPath":[0,1],"frame":[0,314,390,72]}]}}}"#
        let actual = #"{"index":4,"scroll":{"velocity":[0,750],"dragging":true},"views":{"table":{"frame":[0,0,390,844],"cells":[{"indexPath":[0,0],"frame":[0,242,390,72]},{"indexPath":[0,1],"frame":[0,320,390,72]}]}}}"#
        let table = TraceTable(golden: golden, actual: actual)
        XCTAssertEqual(table.rows.map { [$0.step, $0.view, $0.property, $0.golden, $0.actual] }, [
            ["4", "(scene)", "scroll.velocity", "[0, 800]", "[0, 750]"],
            ["4", "table", "cells[1].frame", "[0, 314, 390, 72]", "[0, 320, 390, 72]"],
        ])
    }
}
