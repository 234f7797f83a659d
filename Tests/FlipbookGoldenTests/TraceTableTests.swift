import XCTest
@testable import FlipbookGolden

final class TraceTableTests: XCTestCase {
    /// A trace line in the documented format, with the parts a test varies.
    private func line(_ index: Int, offset: String = "[0,0]", scroll: String = "null", views: String = "") -> String {
        #"{"index":\#(index),"time":0,"offset":\#(offset),"scroll":\#(scroll),"callbacks":[],"views":{\#(views)}}"#
    }

    private func view(_ id: String, frame: String, alpha: String = "1", extra: String = "") -> String {
        #""\#(id)":{"frame":\#(frame),"alpha":\#(alpha),"transform":[1,0,0,1,0,0],"hidden":false\#(extra)}"#
    }

    func testRowsNameTheStepViewPropertyAndBothValues() {
        let golden = [
            line(0, views: view("header", frame: "[0,0,390,120]") + "," + view("title", frame: "[16,60,200,30]")),
            line(1, offset: "[0,-10]", views: view("header", frame: "[0,0,390,110]", alpha: "0.5")),
        ].joined(separator: "\n") + "\n"
        let actual = [
            line(0, views: view("header", frame: "[0,0,390,120]") + "," + view("title", frame: "[16,60,200,30]")),
            line(1, offset: "[0,-12.5]", views: view("header", frame: "[0,0,390,96]", alpha: "0.5") + "," + view("badge", frame: "[1,2,3,4]")),
            line(2, offset: "[0,-20]"),
        ].joined(separator: "\n") + "\n"
        let table = TraceTable(golden: golden, actual: actual)
        XCTAssertEqual(table.rows.map { [$0.step, $0.view, $0.property, $0.golden, $0.actual] }, [
            ["1", "(scene)", "offset", "[0, -10]", "[0, -12.5]"],
            ["1", "badge", "(view)", "(absent)", "present"],
            ["1", "header", "frame", "[0, 0, 390, 110]", "[0, 0, 390, 96]"],
            ["2", "(scene)", "line 3", "(absent)", line(2, offset: "[0,-20]")],
        ])
        XCTAssertEqual(table.omitted, 0)
    }

    func testALimitCountsTheRest() {
        let golden = (0..<10).map { line($0) }.joined(separator: "\n")
        let actual = (0..<10).map { line($0, offset: "[0,1]") }.joined(separator: "\n")
        let table = TraceTable(golden: golden, actual: actual, limit: 3)
        XCTAssertEqual(table.rows.count, 3)
        XCTAssertEqual(table.omitted, 7)
        XCTAssertEqual(TraceTable(golden: golden, actual: golden).rows, [])
    }

    /// Nested values (the scroll view's state, a table's cells, a label's font) are compared leaf by leaf.
    func testNestedValuesAreRowsByTheirPath() {
        func scroll(_ vy: Int) -> String {
            #"{"contentSize":[390,2880],"inset":[0,0,0,0],"adjustedInset":[0,0,0,0],"velocity":[0,\#(vy)],"dragging":true,"decelerating":false,"animating":false}"#
        }
        func cell(_ row: Int, _ y: Int) -> String {
            #"{"indexPath":[0,\#(row)],"frame":[0,\#(y),390,72],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false,"labels":[]}"#
        }
        func title(_ size: Int) -> String {
            view("title", frame: "[16,44,358,50]", extra: #","text":"Hi","font":{"family":"system-ui","size":\#(size),"weight":"bold"}"#)
        }
        let golden = line(4, scroll: scroll(800), views: view("table", frame: "[0,0,390,844]", extra: ",\"cells\":[\(cell(0, 242)),\(cell(1, 314))]") + "," + title(22))
        let actual = line(4, scroll: scroll(750), views: view("table", frame: "[0,0,390,844]", extra: ",\"cells\":[\(cell(0, 242)),\(cell(1, 320))]") + "," + title(20))
        let table = TraceTable(golden: golden, actual: actual)
        XCTAssertEqual(table.rows.map { [$0.step, $0.view, $0.property, $0.golden, $0.actual] }, [
            ["4", "(scene)", "scroll.velocity", "[0, 800]", "[0, 750]"],
            ["4", "table", "cells[1].frame", "[0, 314, 390, 72]", "[0, 320, 390, 72]"],
            ["4", "title", "font.size", "22", "20"],
        ])
    }

    /// A line that is not a trace line is shown whole, with why it could not be read.
    func testALineThatIsNotATraceSaysWhy() {
        let golden = line(0) + "\n" + line(1) + "\n"
        let actual = line(0) + "\n" + #"{"index":1,"time":0}"# + "\n"
        let table = TraceTable(golden: golden, actual: actual)
        XCTAssertEqual(table.rows.map { [$0.step, $0.view, $0.property, $0.golden, $0.actual] }, [
            ["1", "(scene)", "line 2", line(1), #"(line 2: offset: missing) {"index":1,"time":0}"#],
        ])
    }
}
