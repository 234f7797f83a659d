import Foundation
import Flipbook

/// `--trace-views header,title` on `render`, `verify` and `record`: the ids of the views the step
/// trace records (`RenderOptions.traceViews`). Ids are checked against the scene while it runs
/// (`TraceViewsRun`); here only the list's shape.
///
/// ```swift
/// rendering.options.traceViews = try TraceViewsOption.parse(args)     // in Commands.render
/// ```
enum TraceViewsOption {
    static let spec = OptionSpec(long: "--trace-views", short: nil, valueName: "ID,ID…",
                                 help: "The trace records only the views with these ids (comma-separated).")

    /// More ids than any scene's views could use is a mistake, not a request.
    static let maxCount = 10_000

    /// Nil when the option is absent; a usage error (exit 2) for an empty id or an absurd list.
    static func parse(_ args: ParsedArguments) throws -> [String]? {
        guard let text = args.value("--trace-views") else { return nil }
        let ids = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard ids.count <= maxCount else {
            throw UsageError(message: "--trace-views names \(ids.count) views; at most \(maxCount)")
        }
        guard !ids.contains(where: \.isEmpty) else {
            throw UsageError(message: "--trace-views needs view ids separated by commas, like header,title, not '\(text)'")
        }
        return ids
    }
}
