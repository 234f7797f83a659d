import Foundation
import FlipbookPipeline
import FlipbookSupport

/// A `trace.jsonl` golden read as hostile input: size and line count checked before any parsing,
/// so a trace a pull request planted costs what a real one does.
///
/// ```swift
/// try TraceGolden.validate(bytes, name: "golden/blog-header/trace.jsonl")   // or GoldenError, exit 2
/// ```
public enum TraceGolden {
    /// A real trace is one line per step (at most `DriveLoop.stepLimit`), each well under 1 KB
    /// per traced view: 16 MB holds 10,000 steps of a dozen views with room to spare.
    public static let byteLimit = 16 << 20
    /// One line per step; a last newline ends the last line.
    public static let lineLimit = DriveLoop.stepLimit + 1

    /// Throws when `bytes` has more lines than a run has steps: the check `verify` makes before it
    /// compares a golden trace, and `approve` before it parses one (`validate`).
    public static func checkLineCount(_ bytes: [UInt8], name: String) throws {
        let lines = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        guard lines <= lineLimit else {
            throw GoldenError.badInput("\(name): more than \(lineLimit) lines, past the step limit; not a trace golden")
        }
    }

    /// Throws unless `bytes` is UTF-8 of at most `lineLimit` lines, each empty (a frame without a
    /// record) or a trace record as `TraceRecord(jsonLine:)` reads it.
    public static func validate(_ bytes: [UInt8], name: String) throws {
        guard bytes.count <= byteLimit else { throw GoldenError.badInput("\(name): larger than the trace limit of \(byteLimit >> 20) MB") }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw GoldenError.badInput("\(name): not UTF-8 text") }
        try checkLineCount(bytes, name: name)
        for (k, line) in TraceRecord.lines(of: text).enumerated() where !line.isEmpty {
            do {
                _ = try TraceRecord(jsonLine: line, line: k + 1, file: name)
            } catch {
                throw GoldenError.badInput(TerminalText.escaped("\(error)"))
            }
        }
    }
}
