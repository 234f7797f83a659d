import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import FlipbookSupport
import XCTest

/// Each escaper is checked by a reader that is not ours: Foundation's JSON parser and XML
/// parser, and /bin/sh for shell words, on every troublesome character and a sweep of the
/// control characters.
final class EscapingTests: XCTestCase {
    private let hostile = ["", "plain", "a\"b", "back\\slash", "line\nbreak", "tab\there", "\u{1}\u{1f}", "</script><!--",
                           "ünïcødé ✓ 🎞", "it's", "& < > \" '", "\u{2028}\u{2029}", "$(rm -rf /) `x` *?[]~#!"]
        + (0..<0x20).map { String(Unicode.Scalar(UInt8($0))) }

    func testJSONTextIsReadBackByFoundationAsTheSameString() throws {
        for text in hostile {
            let literal = JSONText.quoted(text)
            let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: [.fragmentsAllowed]) as? String
            XCTAssertEqual(decoded, text, literal)
        }
        XCTAssertEqual(JSONText.quoted("a\"b\n\u{1}"), #""a\"b\n\u0001""#)
    }

    func testScriptJSONNeverClosesTheScriptAndReadsBackTheSame() throws {
        for text in hostile {
            let literal = HTMLText.scriptJSONString(text)
            XCTAssertFalse(literal.contains("<") || literal.contains(">") || literal.contains("&"), literal)
            let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: [.fragmentsAllowed]) as? String
            XCTAssertEqual(decoded, text, literal)
        }
    }

    func testHTMLTextLeavesNoMarkupCharacter() {
        for text in hostile {
            let escaped = HTMLText.escaped(text)
            XCTAssertFalse(escaped.contains("<") || escaped.contains(">") || escaped.contains("\"") || escaped.contains("'"), escaped)
        }
        XCTAssertEqual(HTMLText.escaped("a <b> & \"c\" 'd'"), "a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;")
    }

    /// XMLParser reads the attribute back as written, line ends included (a raw newline in an
    /// attribute would come back as a space).
    func testXMLTextInAnAttributeIsReadBackByXMLParser() throws {
        for text in hostile where !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }) {
            let document = "<r message=\"\(XMLText.escaped(text))\">\(XMLText.escaped(text))</r>"
            let reader = AttributeReader()
            let parser = XMLParser(data: Data(document.utf8))
            parser.delegate = reader
            XCTAssertTrue(parser.parse(), "\(document): \(String(describing: parser.parserError))")
            XCTAssertEqual(reader.message, text.replacingOccurrences(of: "\t", with: " "), document)
        }
    }

    func testShellWordsReachAShellProgramUnchanged() throws {
        let words = hostile.filter { !$0.contains("\u{0}") }
        let script = "for w in " + words.map(ShellWord.quoted).joined(separator: " ") + "; do printf '%s\\0' \"$w\"; done"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let received = output.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(received, words)
        XCTAssertEqual(ShellWord.quoted("/tmp/report-1.2"), "/tmp/report-1.2")
        XCTAssertEqual(ShellWord.quoted("it's"), #"'it'\''s'"#)
    }
}

private final class AttributeReader: NSObject, XMLParserDelegate {
    var message: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        message = attributes["message"]
    }
}
