import Foundation
import FlipbookPipeline
import FlipbookSupport

/// When goldens are (re)written, as swift-snapshot-testing's record modes.
///
/// ```swift
/// let mode = try RecordMode.resolve(flag: nil)   // FLIPBOOK_RECORD, else .missing
/// ```
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write goldens that do not exist yet, and fail once, so a missing golden never passes
    /// silently; compare the others.
    case missing
    /// Rewrite every golden (and pass).
    case all
    /// Rewrite only the goldens that fail (and fail, so the change is seen once).
    case failed
    /// Never write: compare only (what CI uses).
    case never

    /// The mode from a command-line flag, else from `FLIPBOOK_RECORD`, else `.missing`.
    public static func resolve(flag: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        guard let text = flag ?? environment["FLIPBOOK_RECORD"], !text.isEmpty else { return .missing }
        guard let mode = RecordMode(rawValue: text) else {
            throw GoldenError.badInput("record mode '\(text)' is not one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return mode
    }
}

/// Problems with golden input that are the user's to fix (exit 2), not mismatches (exit 1).
public enum GoldenError: FlipbookError, Equatable {
    case badInput(String)
    public var exitCode: ExitCode { .badInput }
    public var description: String {
        switch self { case .badInput(let m): m }
    }
}
