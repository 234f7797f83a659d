import Foundation
import Flipbook
import FlipbookGolden
import FlipbookRender
import FlipbookScene
import FlipbookSceneFile
import FlipbookSupport

/// `verify` and `record`: golden-image testing from the command line (`diff` is in DiffCommand).
extension Commands {
    static let goldenOptions: [OptionSpec] = [
        OptionSpec(long: "--golden", short: nil, valueName: "DIR", help: "Golden folder (default golden)."),
        OptionSpec(long: "--report", short: nil, valueName: "DIR", help: "Where the report goes on failure."),
        OptionSpec(long: "--shard", short: nil, valueName: "K/N", help: "Only this CI job's share of the scenes."),
        OptionSpec(long: "--junit", short: nil, valueName: "FILE", help: "Write JUnit XML."),
    ] + comparisonOptionSpecs + [
        OptionSpec(long: "--checkpoints", short: nil, valueName: "SPEC", help: "all, every:N or 0,10,40 (default every:10 with the last)."),
        OptionSpec(long: "--record", short: nil, valueName: "MODE", help: "missing, all, failed or never (default: FLIPBOOK_RECORD, else missing)."),
        TraceViewsOption.spec,
        quietOption,
    ] + TraitOptions.specs

    static let verify = Command(spec: CommandSpec(
        name: "verify", usage: "verify [DIR|FILE…] [--golden DIR] [--report DIR] [--shard K/N] [--junit FILE] [--record MODE] [--device NAME] [--orientation portrait|landscape] [--appearance light|dark] [--direction ltr|rtl] [--content-size XS…AX5] [--status-bar] [--variants SPEC]",
        summary: """
        Renders scene files (default: fixtures/) and compares their checkpoint frames and step traces with \
        golden/: exactly when golden/<scene>/renderer.json is this build's renderer fingerprint (see \
        'flipbook --version'), perceptually otherwise or with --threshold. Each variant in golden/<scene>/variants/ \
        (and each golden/<scene>/variants.json lists) is checked too; with trait flags or --variants, only those. \
        Exit 1 on a mismatch, with an HTML report.
        """,
        options: goldenOptions, maxPositionals: 1000)) { args in
        try runGolden(args, defaultMode: nil)
    }

    static let record = Command(spec: CommandSpec(
        name: "record", usage: "record [DIR|FILE…] [--golden DIR] [--checkpoints SPEC] [--variants SPEC]",
        summary: "(Re)writes the goldens of scene files (default: fixtures/), and of their variants (see verify; --variants records new ones).",
        options: goldenOptions, maxPositionals: 1000)) { args in
        try runGolden(args, defaultMode: .all)
    }

    /// How frames are compared, for `verify`, `record` and `diff` alike (read by `goldenTolerance`).
    static let comparisonOptionSpecs: [OptionSpec] = [
        OptionSpec(long: "--threshold", short: nil, valueName: "T",
                   help: "Compare perceptually with this colour distance threshold, 0…1 (default: exact; 0.1 for another renderer's goldens)."),
        OptionSpec(long: "--max-diff-pixels", short: nil, valueName: "N", help: "Differing pixels allowed per frame (default 0)."),
        OptionSpec(long: "--ignore", short: nil, valueName: "X,Y,W,H", help: "A pixel region not compared (repeatable)."),
        OptionSpec(long: "--include-aa", short: nil, valueName: nil,
                   help: "With --threshold: count anti-aliased pixels as differences too (pixelmatch's includeAA)."),
    ]

    /// The tolerance `--threshold`, `--max-diff-pixels` and `--ignore` ask for: strict without them.
    static func goldenTolerance(_ args: ParsedArguments) throws -> GoldenTolerance {
        var tolerance = GoldenTolerance()
        for text in args.values["--ignore"] ?? [] {
            let parts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                throw UsageError(message: "--ignore must be X,Y,W,H in pixels, like 0,0,780,94, not '\(text)'")
            }
            tolerance.ignoreRegions.append(PixelRect(x: parts[0]!, y: parts[1]!, width: parts[2]!, height: parts[3]!))
        }
        if let t = args.value("--threshold") {
            tolerance.colour = .perceptual(threshold: try parseDouble(t, option: "--threshold", range: 0...1),
                                           includeAntiAliasing: args.has("--include-aa"))
        } else if args.has("--include-aa") {
            throw UsageError(message: "--include-aa counts anti-aliased pixels of a perceptual comparison; give --threshold T too")
        }
        if let n = args.value("--max-diff-pixels") { tolerance.maxDiffPixels = try parseInt(n, option: "--max-diff-pixels", range: 0...Int(Int32.max)) }
        return tolerance
    }

    /// `diff`'s options, read as `verify`'s are; `diff` decides exactness itself (no fingerprints).
    static func comparisonOptions(_ args: ParsedArguments) throws -> ComparisonOptions {
        try goldenTolerance(args).comparisonOptions(exact: false)
    }

    /// Scene files named on the command line (files or folders of .json), default fixtures/.
    static func sceneFiles(_ arguments: [String]) throws -> [String] {
        let inputs = arguments.isEmpty ? ["fixtures"] : arguments
        var files: [String] = []
        for input in inputs {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDir) else {
                throw UsageError(message: "\(input): no such file or folder")
            }
            if isDir.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: input).filter { $0.hasSuffix(".json") }.sorted()
                files += names.map { URL(fileURLWithPath: input).appendingPathComponent($0).path }
            } else {
                files.append(input)
            }
        }
        return files
    }

    static func runGolden(_ args: ParsedArguments, defaultMode: RecordMode?) throws -> Int32 {
        let quiet = args.has("--quiet")
        var files = try sceneFiles(args.positionals)
        if let shardText = args.value("--shard") {
            let shard = try Shard(parsing: shardText)
            let byName = Dictionary(files.map { (URL(fileURLWithPath: $0).lastPathComponent, $0) }, uniquingKeysWith: { a, _ in a })
            files = shard.select(Array(byName.keys)).compactMap { byName[$0] }
        }
        let reportFolder = URL(fileURLWithPath: args.value("--report") ?? ".build/flipbook-report")
        let goldenFolder = args.value("--golden") ?? "golden"
        // Before anything is written there: a report replaces only an earlier report (its marker).
        try HTMLReport.checkReplaceable(reportFolder)
        let junit = args.value("--junit")
        if let junit { try OutputIsInput.refuse(output: junit, option: "--junit", inputs: files + [goldenFolder, reportFolder.path]) }
        try OutputIsInput.refuse(output: reportFolder.path, option: "--report", inputs: files + [goldenFolder])
        // The comparison's artifacts go to a scratch folder of this run's own, so two runs to one
        // report never mix theirs; the report copies what it shows, then the scratch goes.
        let scratch = AtomicFile(destination: reportFolder.deletingLastPathComponent()
            .appendingPathComponent(reportFolder.lastPathComponent + "-artifacts"))
        try scratch.createFolder(rules: scratchRules)
        defer { scratch.discardFolder(rules: scratchRules) }
        var options = GoldenOptions(goldenDirectory: URL(fileURLWithPath: goldenFolder), artifactsDirectory: scratch.temporary)
        options.recordMode = try args.value("--record").map { try RecordMode.resolve(flag: $0) } ?? defaultMode ?? RecordMode.resolve(flag: nil)
        options.comparison.tolerance = try goldenTolerance(args)
        if let c = args.value("--checkpoints") { options.comparison.checkpoints = try Checkpoints(parsing: c) }
        let traceViews = try TraceViewsOption.parse(args)
        let traits = try TraitOptions.parse(args)

        // As in SceneSource.make: goldens are text set in Inter, so refuse without it (exit 1).
        if !files.isEmpty { try ProjectFonts.check() }
        var outcomes: [SceneOutcome] = []
        for file in files {
            let scene = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            for (name, variant) in try goldenRuns(scene: scene, traits: traits, goldens: options.goldenDirectory) {
                let loaded = try SceneFileLoader.load(path: file, traits: variant)
                let golden = GoldenSink(name: name, device: loaded.scene.screen.name, options: options)
                let run = SceneRun(scene: loaded.scene, driver: loaded.driver)
                _ = try traceViews.map { try DriveLoop().run(TraceViewsRun(run, views: $0), into: [golden]) }
                    ?? DriveLoop().run(run, into: [golden])
                let outcome = golden.outcome
                outcomes.append(outcome)
                if !quiet { printOutcome(outcome) }
            }
        }
        if let junit {
            try AtomicFile.write(Array(JUnitReport.xml(outcomes).utf8), to: URL(fileURLWithPath: junit))
        }
        let failed = outcomes.filter(\.failed)
        let scenes = failed.compactMap { outcome in
            ReportScene(outcome: outcome, goldenFolder: options.goldenDirectory.appendingPathComponent(outcome.name))
        }
        if !scenes.isEmpty {
            let index = try HTMLReport.write(scenes: scenes, title: "flipbook verify", goldens: options.goldenDirectory, to: reportFolder)
            print("report: \(index.path)")
            print("accept the change: \(ApproveCommandLine.text(report: reportFolder))")
        }
        let passed = outcomes.count - failed.count
        print("verify: \(passed) passed, \(failed.count) failed")
        return failed.isEmpty ? 0 : 1
    }

    /// A run's scratch folder: nothing to check (its name is private), removed whole.
    static let scratchRules = AtomicFile.FolderRules.privateScratch

    /// The goldens a scene file is checked against, by golden name, with the traits each is
    /// rendered with. Trait flags or `--variants` name exactly the variants to check; without
    /// them, the scene's own goldens and every variant its golden folder lists or holds.
    static func goldenRuns(scene: String, traits: TraitOptions, goldens: URL) throws -> [(name: String, traits: SceneTraits)] {
        func run(_ variant: SceneTraits) -> (name: String, traits: SceneTraits) {
            (GoldenVariants.goldenName(scene: scene, variant: variant.variantName), variant)
        }
        if traits.variants != nil || !traits.base.isEmpty { return traits.runs.map(run) }
        var variants: [SceneTraits] = []
        let list = "\(goldens.path)/\(scene)/\(GoldenVariants.listFileName)"
        for spec in try GoldenVariants.listed(scene: scene, in: goldens) {
            do {
                variants += try SceneVariants(parsing: spec).traits
            } catch {
                throw UsageError(message: "\(list): '\(spec)': \(error)")
            }
            // Each is a full run: a long list is a mistake more often than a wish.
            guard variants.count <= SceneVariants.limit else {
                throw UsageError(message: "\(list): more than \(SceneVariants.limit) variants; list fewer")
            }
        }
        for name in try GoldenVariants.recorded(scene: scene, in: goldens) {
            guard let variant = SceneTraits(variantName: name) else {
                throw UsageError(message: "\(goldens.path)/\(GoldenVariants.goldenName(scene: scene, variant: name)): not a variant name "
                                 + "(parts in this order, joined by '-': a device, light|dark, ltr|rtl, xs…ax5, status-bar|no-status-bar)")
            }
            variants.append(variant)
            guard variants.count <= SceneVariants.limit else {
                throw UsageError(message: "\(goldens.path)/\(scene)/\(GoldenVariants.folderName): more than \(SceneVariants.limit) variants; record fewer")
            }
        }
        var seen: Set<String> = []
        let unique = variants.filter { seen.insert($0.variantName).inserted }
        return [(scene, SceneTraits())] + unique.map(run)
    }

    static func printOutcome(_ outcome: SceneOutcome) {
        if let note = outcome.comparisonNote { print("\(outcome.name): \(note)") }
        for frame in outcome.frames {
            switch frame.status {
            case .passed: continue
            case .recorded(let fails): print("\(outcome.name) frame \(frame.step): recorded \(frame.golden.path)\(fails ? " (fails once: run again to compare)" : "")")
            case .failed(let message): print("\(outcome.name) frame \(frame.step): FAILED: \(message)")
            }
        }
        for line in outcome.traceDifferences { print("\(outcome.name) \(line)") }
        if outcome.traceRecorded { print("\(outcome.name): trace recorded\(outcome.traceFailsRun ? " (fails once)" : "")") }
        if !outcome.failed { print("\(outcome.name): ok (\(outcome.frames.count) frames and the trace)") }
    }
}
