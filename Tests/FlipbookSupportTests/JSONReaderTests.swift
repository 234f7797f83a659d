import XCTest
import FlipbookSupport

/// The one JSON reader: what it makes of good text, where it says bad text goes
/// wrong, and that no bytes make it trap.
final class JSONReaderTests: XCTestCase {
    private func read(_ text: String) throws -> JSONNode { try JSONReader.read(Array(text.utf8), limit: 1 << 24) }

    private func failure(_ bytes: [UInt8], limit: Int = 1 << 24) -> JSONReader.Failure? {
        do { _ = try JSONReader.read(bytes, limit: limit); return nil } catch { return error }
    }

    private func members(_ node: JSONNode) -> [JSONMember] {
        guard case .object(let members) = node.value else { XCTFail("not an object: \(node.value.kind)"); return [] }
        return members
    }

    func testNodesKnowTheirOffsetLineAndColumn() throws {
        let text = "{\"a\": 1,\n \"é\": [true, {\"b\": null}]}"
        let root = try read(text)
        XCTAssertEqual(root.position, TextPosition(offset: 0, line: 1, column: 1))
        let top = members(root)
        XCTAssertEqual(top.map(\.key), ["a", "é"], "keys in the file's order")
        XCTAssertEqual(top[0].keyPosition, TextPosition(offset: 1, line: 1, column: 2))
        XCTAssertEqual(top[0].value.position, TextPosition(offset: 6, line: 1, column: 7))
        XCTAssertEqual(top[1].keyPosition, TextPosition(offset: 10, line: 2, column: 2))
        // "é" is two bytes and one column: the list starts at byte 16, column 7.
        XCTAssertEqual(top[1].value.position, TextPosition(offset: 16, line: 2, column: 7))
        guard case .array(let items) = top[1].value.value else { return XCTFail("not a list") }
        XCTAssertEqual(items[1].position.column, 14)
        XCTAssertEqual(members(items[1])[0].value.position, TextPosition(offset: 29, line: 2, column: 20))
    }

    func testStringsAreDecoded() throws {
        let root = try read(#"["a\"b\\c\/\n\t", "\u00e9\uD83D\uDE00", "\uD800x", "plain é"]"#)
        guard case .array(let items) = root.value else { return XCTFail("not a list") }
        let strings = items.map { node -> String? in if case .string(let s) = node.value { s } else { nil } }
        XCTAssertEqual(strings, ["a\"b\\c/\n\t", "é😀", "\u{FFFD}x", "plain é"])
    }

    func testNumbersKeepTheirValueAndOverflowToInfinity() throws {
        let root = try read("[0, -0.5, 12e2, 1E-2, 1e999, -1e999, 1e-400]")
        guard case .array(let items) = root.value else { return XCTFail("not a list") }
        let numbers = items.map { node -> Double? in if case .number(let n) = node.value { n } else { nil } }
        XCTAssertEqual(numbers, [0, -0.5, 1200, 0.01, .infinity, -.infinity, 0])
    }

    func testMalformedTextIsRefusedWhereItGoesWrong() {
        let cases: [(String, Int, String)] = [
            ("[1,]", 3, "trailing comma before ']'"),
            ("{\"a\": 1, \"a\": 2}", 9, "duplicate key \"a\""),
            ("01", 1, "unexpected text after the end of the document"),
            ("[1.]", 3, "expected a digit after '.'"),
            ("[-]", 2, "expected a digit"),
            ("[tru]", 1, "expected a value (did you mean true?)"),
            ("\"ab", 0, "string is not closed"),
            ("\"\\x\"", 2, "unknown escape in a string"),
            ("\"\\u12\"", 2, "\\u must be followed by four hex digits"),
            ("{\"a\" 1}", 5, "expected ':' after the key"),
            ("{1: 2}", 1, "expected a quoted key"),
            ("[1 2]", 3, "expected ',' or ']'"),
            ("", 0, "unexpected end of file: expected a value"),
            ("[\"a\nb\"]", 3, "control character inside a string"),
        ]
        for (text, offset, message) in cases {
            let found = failure(Array(text.utf8))
            XCTAssertEqual(found?.message, message, text)
            XCTAssertEqual(found?.offset, offset, text)
        }
        XCTAssertEqual(failure(Array("{\"a\": 1, \"a\": 2}".utf8))?.earlier, 1)
    }

    func testDepthAndSizeAreLimited() {
        let deepest = String(repeating: "[", count: JSONReader.defaultMaxDepth) + String(repeating: "]", count: JSONReader.defaultMaxDepth)
        XCTAssertNil(failure(Array(deepest.utf8)), "\(JSONReader.defaultMaxDepth) levels are allowed")
        let tooDeep = Array(String(repeating: "[", count: 100_000).utf8)
        XCTAssertEqual(failure(tooDeep)?.message, "nested more than \(JSONReader.defaultMaxDepth) levels deep")
        XCTAssertEqual(failure(tooDeep)?.offset, JSONReader.defaultMaxDepth)
        XCTAssertEqual(failure(Array("[1, 2]".utf8), limit: 5)?.message, "the text is 6 bytes, more than the limit of 5")
    }

    /// Random bytes and damaged copies of a real scene: each is read or refused at an offset
    /// inside the text, and nothing traps (a trap would end the test run).
    func testNoBytesMakeItTrap() throws {
        let fixture = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../fixtures/blog-header.json").standardized)
        var state: UInt64 = 0x5CE9E
        func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) }
        let structural = Array("{}[],:\"\\0e-".utf8)
        var read = 0, refused = 0
        for round in 0..<2000 {
            var bytes = Array(fixture)
            if round % 4 == 0 {
                bytes = (0..<(next() % 64)).map { _ in UInt8(truncatingIfNeeded: next()) }
            } else {
                for _ in 0...(next() % 3) {
                    let at = next() % bytes.count
                    bytes[at] = round % 2 == 0 ? UInt8(truncatingIfNeeded: next()) : structural[next() % structural.count]
                }
            }
            if let found = failure(bytes) {
                refused += 1
                XCTAssertTrue((0...bytes.count).contains(found.offset), "round \(round): offset \(found.offset) outside the text")
            } else {
                read += 1
            }
        }
        XCTAssertGreaterThan(read, 50, "damaged copies that are still JSON")
        XCTAssertGreaterThan(refused, 1000, "inputs refused")
    }

    /// Lines break at `\n` (so `\r\n` works), columns count scalars, offsets outside clamp.
    func testLineTrackerCountsLinesAndScalars() {
        func at(_ bytes: [UInt8], _ offset: Int) -> (Int, Int) {
            var lines = JSONLineTracker()
            let p = lines.position(of: offset, in: bytes)
            return (p.line, p.column)
        }
        let bytes = Array("{\n  \"a\": 1,\n  \"é\": x\n}".utf8)
        XCTAssertTrue(at(bytes, 0) == (1, 1))
        XCTAssertTrue(at(bytes, 1) == (1, 2))
        XCTAssertTrue(at(bytes, 2) == (2, 1))
        XCTAssertTrue(at(bytes, 4) == (2, 3))
        // "é" is two bytes but one column: the x is at column 8 of line 3.
        XCTAssertTrue(at(bytes, bytes.firstIndex(of: UInt8(ascii: "x"))!) == (3, 8))
        XCTAssertTrue(at(Array("a\r\nb".utf8), 3) == (2, 1))
        XCTAssertTrue(at(bytes, -5) == (1, 1))
        XCTAssertTrue(at(bytes, 10_000) == (4, 2))
        XCTAssertTrue(at([], 0) == (1, 1))
        // Asked out of order, it counts again from the start.
        var lines = JSONLineTracker()
        _ = lines.position(of: 20, in: bytes)
        XCTAssertEqual(lines.position(of: 2, in: bytes), TextPosition(offset: 2, line: 2, column: 1))
    }
}
