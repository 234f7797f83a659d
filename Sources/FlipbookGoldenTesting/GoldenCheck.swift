import Foundation
import FlipbookGolden
import FlipbookPipeline

/// One `assertGolden`/`expectGolden`: runs the value through its strategy into a `GoldenSink`,
/// then says in one message what happened (nil when it passed), writing the report when
/// something changed. It knows where and when (folder, name, record mode); the strategy knows
/// what and how strictly.
struct GoldenCheck {
    var name: String?
    var function: String
    var testFile: String
    var goldenDirectory: URL?
    var record: RecordMode?
    /// "File.swift:12", to tell two assertions that would share a golden folder apart.
    var callSite: String
    var environment = ProcessInfo.processInfo.environment

    func run<Value>(_ value: Value, as strategy: GoldenStrategy<Value>) throws -> String? {
        let setting: RecordSetting
        switch RecordSetting.resolve(record, environment: environment) {
        case .success(let s): setting = s
        case .failure(let error): return error.description
        }
        if let name, let problem = GoldenLocations.problem(withName: name) { return problem }
        if let problem = strategy.comparison.tolerance.problem { return problem }
        let places = GoldenLocations(name: name ?? GoldenLocations.name(fromFunction: function), testFile: testFile,
                                     goldenDirectory: goldenDirectory)
        // A name of the user's own is theirs to share (record in one call, compare in the next).
        if name == nil, let problem = GoldenNameRegistry.claim(places.folder, by: callSite) { return problem }
        // Reports and scratch files of this assertion's previous run go first: they describe that run.
        for stale in [places.report, places.artifacts] where FileManager.default.fileExists(atPath: stale.path) {
            try FileManager.default.removeItem(at: stale)
        }
        let existed = Set((try? FileManager.default.contentsOfDirectory(atPath: places.folder.path)) ?? [])

        var options = GoldenOptions(goldenDirectory: places.goldens, artifactsDirectory: places.artifacts)
        options.recordMode = setting.mode
        options.comparison = strategy.comparison
        let run = try strategy.makeRun(value)
        let sink = GoldenSink(name: places.name, device: run.device, options: options)
        try DriveLoop().run(run.source, into: [sink])
        let verdict = GoldenVerdict(outcome: sink.outcome, existed: existed, traceChecked: strategy.comparison.trace)
        let report = try writeReport(verdict, places: places)
        // The report holds copies of what it shows; the scratch files are this run's and done with.
        try? FileManager.default.removeItem(at: places.artifacts)
        return verdict.message(folder: places.folder, setting: setting, report: report, reportFolder: places.report)
    }

    private func writeReport(_ verdict: GoldenVerdict, places: GoldenLocations) throws -> URL? {
        guard let scene = ReportScene(outcome: verdict.outcome, goldenFolder: places.folder)
        else { return nil }
        return try HTMLReport.write(scenes: [scene], title: "assertGolden \(places.name)", goldens: places.folder, to: places.report)
    }
}
