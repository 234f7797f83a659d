import Foundation
import FlipbookGolden

/// The record mode of one assertion and where it came from, for messages that say so.
struct RecordSetting {
    static let variable = "FLIPBOOK_RECORD"

    var mode: RecordMode
    /// "FLIPBOOK_RECORD=failed", "record: .never", or "the default (missing)".
    var source: String

    /// The `record:` argument, else `FLIPBOOK_RECORD`, else `.missing`; a bad variable is a
    /// message naming it and the values it takes.
    static func resolve(_ argument: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Result<RecordSetting, GoldenError> {
        if let argument { return .success(RecordSetting(mode: argument, source: "record: .\(argument.rawValue)")) }
        guard let text = environment[variable], !text.isEmpty else {
            return .success(RecordSetting(mode: .missing, source: "the default (\(variable) unset: missing)"))
        }
        guard let mode = RecordMode(rawValue: text) else {
            let values = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(.badInput("\(variable)='\(text)' is not a record mode; set it to one of \(values), or unset it (missing)"))
        }
        return .success(RecordSetting(mode: mode, source: "\(variable)=\(text)"))
    }
}
