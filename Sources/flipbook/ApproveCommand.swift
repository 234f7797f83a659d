import Foundation
import FlipbookGolden
import FlipbookSupport

/// `approve`: accepts the changes a golden report shows, by copying each failed entry's actual
/// frame (and trace) over its golden. Only reports this user's `verify` or test runs signed are
/// read (`ReportSignature`); every path and actual is checked (`ReportApproval`) before the
/// goldens change, and they change as one transaction per goldens folder.
extension Commands {
    static let approve = Command(spec: CommandSpec(
        name: "approve", usage: "approve [REPORT…] [--only NAME]",
        summary: """
        Accepts the changes of a golden report (default: .build/flipbook-report and every report under \
        .build/flipbook-golden-reports): copies the actual frames and traces of its failed entries over their goldens.
        """,
        options: [OptionSpec(long: "--only", short: nil, valueName: "NAME", help: "Only this scene's entries (repeatable)."),
                  quietOption],
        maxPositionals: 1000)) { args in
        let reports = try args.positionals.isEmpty ? defaultReports() : args.positionals.map { URL(fileURLWithPath: $0) }
        let only = args.values["--only"] ?? []
        // Every report is checked before any golden is written: one bad manifest changes nothing.
        let approvals = try reports.map { try ReportApproval(report: $0, only: only, onlyMayMiss: reports.count > 1) }
        if reports.count > 1, let unknown = only.first(where: { name in !approvals.contains { $0.copies.contains { $0.entry.scene == name } } }) {
            throw UsageError(message: "--only \(TerminalText.escaped(unknown)): no such entry in any of the \(reports.count) reports")
        }
        // One transaction per goldens folder: a failing entry, or a kill, leaves it as it was.
        let applied = try ReportApproval.apply(approvals)
        if !args.has("--quiet") {
            for (_, copy) in applied {
                let what = copy.entry.kind == .trace ? "trace" : "frame \(TerminalText.escaped(copy.entry.frame ?? "?"))"
                print("approved \(TerminalText.escaped(copy.entry.scene)) \(what): \(TerminalText.escaped(copy.golden.path))")
            }
        }
        let count = applied.count
        if !args.has("--quiet") {
            print("approve: \(count) golden file\(count == 1 ? "" : "s") updated from \(approvals.count) report\(approvals.count == 1 ? "" : "s")")
        }
        return 0
    }

    /// `verify`'s report and the test API's reports of the package in the current folder.
    static func defaultReports() throws -> [URL] {
        let fm = FileManager.default
        var found: [URL] = []
        let verifyReport = URL(fileURLWithPath: ".build/flipbook-report")
        if fm.fileExists(atPath: verifyReport.appendingPathComponent(ReportManifest.fileName).path) { found.append(verifyReport) }
        let root = URL(fileURLWithPath: ".build/flipbook-golden-reports")
        // <root>/<TestFile>/<name>/report.json, as the test API writes them.
        for file in ((try? fm.contentsOfDirectory(atPath: root.path)) ?? []).sorted() where !file.hasPrefix(".") {
            let folder = root.appendingPathComponent(file)
            for name in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where !name.hasPrefix(".") {
                let report = folder.appendingPathComponent(name)
                if fm.fileExists(atPath: report.appendingPathComponent(ReportManifest.fileName).path) { found.append(report) }
            }
        }
        guard !found.isEmpty else {
            throw UsageError(message: "approve: no report in .build/flipbook-report or .build/flipbook-golden-reports; name one: flipbook approve REPORT")
        }
        return found
    }
}
