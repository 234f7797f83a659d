import Foundation
import Flipbook
import FlipbookExamples
import FlipbookSceneFile
import FlipbookSupport

/// The commands of the tool, as data: name, usage, options, and what running one does.
struct Command {
    let spec: CommandSpec
    let run: @Sendable (ParsedArguments) throws -> Int32
}

enum Commands {
    static let scaleOption = OptionSpec(long: "--scale", short: nil, valueName: "1|2|3", help: "Pixels per point (default 2).")
    static let quietOption = OptionSpec(long: "--quiet", short: "-q", valueName: nil, help: "No progress bar and no summary.")
    static let sizeBudgetOption = OptionSpec(long: "--max-bytes", short: nil, valueName: "SIZE",
                                             help: "Fit the .gif in SIZE (5MB, 500KB, 1200000): lower fps, then scale, then raise lossy.")

    static let all: [Command] = [demo, list, devices, render, validate, verify, record, diff, handout, approve]

    static let demo = Command(spec: CommandSpec(
        name: "demo", usage: "demo [--out DIR] [--scale 1|2|3]",
        summary: "Renders every built-in scene into DIR (default out/): DIR/NAME.gif and DIR/NAME/0000.png …",
        options: [OptionSpec(long: "--out", short: "-o", valueName: "DIR", help: "Output folder (default out)."),
                  scaleOption, quietOption],
        maxPositionals: 0)) { args in
        let dir = args.value("--out") ?? "out"
        guard !dir.isEmpty else { throw UsageError(message: "--out \"\": an empty output folder; name one") }
        let scale = try parseScale(args.value("--scale"))
        for scene in BuiltInScenes.all {
            let targets: [OutputTarget] = [.gif(URL(fileURLWithPath: dir).appendingPathComponent("\(scene.name).gif")),
                                           .folder(URL(fileURLWithPath: dir).appendingPathComponent(scene.name))]
            var rendering = SceneRendering(source: .builtIn(scene))
            rendering.traits.scale = scale
            rendering.quiet = args.has("--quiet")
            let line = try rendering.run(to: targets)
            if !args.has("--quiet") { print(line) }
        }
        return 0
    }

    static let list = Command(spec: CommandSpec(
        name: "list", usage: "list", summary: "Lists the built-in scenes.", options: [], maxPositionals: 0)) { _ in
        let width = BuiltInScenes.all.map(\.name.count).max() ?? 0
        for scene in BuiltInScenes.all {
            print(scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary)
        }
        return 0
    }

    static let devices = Command(spec: CommandSpec(
        name: "devices", usage: "devices",
        summary: "Lists the devices --device and a scene file's \"device\" name, portrait and landscape: size, scale, safe area.",
        options: [], maxPositionals: 0)) { _ in
        print(DeviceListing.lines().joined(separator: "\n"))
        return 0
    }

    static let render = Command(spec: CommandSpec(
        name: "render",
        usage: "render NAME|FILE -o OUT [-o OUT …] [--scale 1|2|3] [--frame K] [--frames A..B] [--fps F] [--device NAME] [--orientation portrait|landscape] [--appearance light|dark] [--direction ltr|rtl] [--content-size XS…AX5] [--status-bar] [--variants SPEC] [--trace FILE.jsonl] [--ping-pong] [--trim-still] [--animated] [--loop N] [--dither MODE] [--lossy N] [--max-bytes SIZE] [--title T] [--note N] [--paper a4|letter] [--sheet [--cols N]] [--every K] [--annotate LIST]",
        summary: """
        Renders a built-in scene (see 'flipbook list') or a scene file (.json). OUT ending in .gif is an animated \
        GIF, in .apng a lossless animated PNG (so is .png with --animated), in .png one frame (--frame K, \
        default 0) or with --sheet a contact sheet, in .pdf a handout of key frames as vectors, in .html a \
        self-contained flipbook page, anything else a folder of 0000.png, 0001.png … Several -o render once.
        """,
        options: [OptionSpec(long: "--output", short: "-o", valueName: "OUT", help: "Where to write (repeatable)."),
                  scaleOption,
                  OptionSpec(long: "--frame", short: nil, valueName: "K", help: "The frame a .png output shows (default 0)."),
                  OptionSpec(long: "--frames", short: nil, valueName: "A..B", help: "Only steps A through B become frames."),
                  OptionSpec(long: "--fps", short: nil, valueName: "F", help: "GIF frame rate (default: the scene's)."),
                  OptionSpec(long: "--trace", short: nil, valueName: "FILE.jsonl",
                             help: "Write every step's scroll state, callbacks and views, one JSON line each (docs/trace-format.md)."),
                  TraceViewsOption.spec,
                  OptionSpec(long: "--ping-pong", short: nil, valueName: nil, help: "Play the frames forward, then back."),
                  OptionSpec(long: "--trim-still", short: nil, valueName: nil,
                             help: "Trim frames with no visible change: a PNG folder leaves them out, the trace marks them."),
                  OptionSpec(long: "--animated", short: nil, valueName: nil, help: "A .png output is an animated PNG (APNG), not one frame."),
                  OptionSpec(long: "--sheet", short: nil, valueName: nil,
                             help: "A .png output is a contact sheet: labelled tiles of the frames."),
                  OptionSpec(long: "--cols", short: nil, valueName: "N", help: "Contact sheet tiles a row, 1…20 (default 8)."),
                  OptionSpec(long: "--every", short: nil, valueName: "K",
                             help: "A contact sheet or .pdf handout shows every K-th frame, 1…10000 (default: every frame; a handout's key frames)."),
                  AnnotateOption.spec,
                  quietOption] + TraitOptions.specs + GIFOptions.specs + [sizeBudgetOption] + handoutSpecs,
        maxPositionals: 1)) { args in
        guard let name = args.positionals.first else {
            throw UsageError(message: "render needs a scene name or file (see 'flipbook list')")
        }
        let source = try SceneSource(name)
        let outputs = args.values["--output"] ?? []
        guard !outputs.isEmpty else { throw UsageError(message: "render needs -o OUT (a .gif, .apng, .png, .pdf, .html or a folder)") }
        // No output may replace the scene file, another output, or the trace (before any work).
        let sceneFile = InputFile.kind(of: name) == .regular ? [name] : []
        for (k, output) in outputs.enumerated() {
            try OutputIsInput.refuse(output: output, option: "-o", inputs: sceneFile)
            if outputs[..<k].contains(where: { OutputIsInput.resolved($0) == OutputIsInput.resolved(output) }) {
                throw UsageError(message: "-o \(output) is given twice; each output once")
            }
        }
        if let trace = args.value("--trace") {
            try OutputIsInput.refuse(output: trace, option: "--trace", inputs: sceneFile + outputs)
        }
        if args.has("--animated"), args.has("--sheet") {
            throw UsageError(message: "--animated and --sheet both claim the .png output; choose one")
        }
        let sheet = try parseSheet(args)
        func makeTargets(_ outputs: [String]) throws -> [OutputTarget] {
            try outputs.map { try OutputTarget(path: $0, animated: args.has("--animated")) }
                .map { sheet == nil ? $0 : $0.asContactSheet }
        }
        let targets = try makeTargets(outputs)
        if sheet != nil, !targets.contains(where: { if case .contactSheet = $0 { true } else { false } }) {
            throw UsageError(message: "--sheet makes a .png output a contact sheet; add -o NAME.png")
        }
        if args.value("--every") != nil, !targets.contains(where: {
            switch $0 { case .contactSheet, .pdf: true; default: false }
        }) {
            throw UsageError(message: "--every applies to a contact sheet (--sheet) or a .pdf handout")
        }
        if args.has("--animated"), !outputs.contains(where: { $0.lowercased().hasSuffix(".png") }) {
            throw UsageError(message: "--animated makes a .png output an animated PNG; there is no .png output")
        }
        let frame = try args.value("--frame").map { try parseInt($0, option: "--frame", range: 0...100_000) }
        let fps = try args.value("--fps").map { try parseDouble($0, option: "--fps", range: 1...100) }
        var rendering = SceneRendering(source: source)
        let traits = try TraitOptions.parse(args)
        rendering.traits = traits.base
        rendering.traits.scale = try args.value("--scale").map { try parseScale($0) }
        rendering.quiet = args.has("--quiet")
        rendering.options.fps = fps
        rendering.options.frame = frame ?? 0
        rendering.options.trace = args.value("--trace").map { URL(fileURLWithPath: $0) }
        rendering.options.traceViews = try TraceViewsOption.parse(args)
        rendering.options.pingPong = args.has("--ping-pong")
        rendering.options.trimStill = args.has("--trim-still")
        rendering.options.gif = try GIFOptions.parse(args)
        rendering.options.sheet = sheet
        rendering.options.frames = try args.value("--frames").map(parseRange)
        rendering.options.handout = try parseHandout(args, sceneName: source.name)
        rendering.options.annotations = try AnnotateOption.parse(args)
        if args.value("--max-bytes") != nil {
            guard targets.count == 1, case .gif = targets[0], rendering.options.trace == nil,
                  rendering.options.traceViews == nil else {
                throw UsageError(message: "--max-bytes fits one .gif output: give it with a single -o NAME.gif and no --trace or --trace-views")
            }
        }
        // One render per variant (once without --variants), each into its own outputs.
        let base = rendering
        for variant in traits.runs {
            var rendering = base
            var variantTargets = targets
            if traits.variants != nil {
                let name = variant.variantName
                variantTargets = try makeTargets(outputs.map { TraitOptions.variantPath($0, variant: name) })
                rendering.options.trace = base.options.trace.map { URL(fileURLWithPath: TraitOptions.variantPath($0.path, variant: name)) }
                rendering.traits = variant
                rendering.traits.scale = base.traits.scale
            }
            if let size = args.value("--max-bytes"), case .gif(let url) = variantTargets[0] {
                let budget = try GIFSizeBudget(maxBytes: ByteCount(parsing: size).bytes)
                // A scene file without --scale starts from its own scale.
                let scale = try rendering.traits.scale ?? source.make(rendering.traits).0.screen.scale
                let choice = try budget.render(to: url, scale: scale, options: rendering.options) { [traits = rendering.traits] scale in
                    var scaled = traits
                    scaled.scale = scale
                    return try source.make(scaled)
                }
                if !args.has("--quiet") { print(choice) }
                continue
            }
            let line = try rendering.run(to: variantTargets)
            if !args.has("--quiet") { print(line) }
        }
        return 0
    }

    static let validate = Command(spec: CommandSpec(
        name: "validate", usage: "validate FILE…",
        summary: """
        Checks scene files without rendering: JSON, schema, ids, properties, types, expressions, assets, \
        limits, every step driven. Lists every problem; exit 2 if any, 0 if clean. Conflicting or ambiguous \
        constraints are warnings, as in render (UIKit breaks a constraint and goes on).
        """,
        options: [quietOption], maxPositionals: 1000)) { args in
        guard !args.positionals.isEmpty else { throw UsageError(message: "validate needs at least one scene file") }
        var failed = false
        for path in args.positionals {
            let check = SceneFileLoader.check(path: path)
            let problems = ProblemOrder.sorted(check.problems)
            for warning in check.warnings {
                FileHandle.standardError.write("flipbook: warning: \(warning)\n".data(using: .utf8)!)
            }
            if problems.isEmpty {
                if !args.has("--quiet") { print("\(path): ok") }
            } else {
                failed = true
                for problem in problems { FileHandle.standardError.write("\(problem)\n".data(using: .utf8)!) }
            }
        }
        return failed ? 2 : 0
    }

    /// `--sheet [--cols N] [--every K]`: the contact sheet's options, nil without `--sheet`.
    static func parseSheet(_ args: ParsedArguments) throws -> ContactSheetOptions? {
        guard args.has("--sheet") else {
            if let option = ["--cols"].first(where: { args.value($0) != nil }) {
                throw UsageError(message: "\(option) applies to a contact sheet; add --sheet")
            }
            return nil
        }
        var options = ContactSheetOptions()
        if let text = args.value("--cols") {
            options.columns = try parseInt(text, option: "--cols", range: ContactSheetOptions.columnRange)
        }
        if let text = args.value("--every") {
            options.every = try parseInt(text, option: "--every", range: ContactSheetOptions.everyRange)
        }
        return options
    }

    /// `A..B` (or `A...B`), whole numbers, A ≤ B.
    static func parseRange(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.components(separatedBy: "..").filter { !$0.isEmpty }.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, a <= b else {
            throw UsageError(message: "--frames must be A..B with whole numbers 0 ≤ A ≤ B, not '\(text)'")
        }
        return a...b
    }

    static func parseScale(_ text: String?) throws -> Double {
        guard let text else { return 2 }
        return try parseScale(text)
    }

    static func parseScale(_ text: String) throws -> Double {
        guard let v = Int(text), (1...3).contains(v) else { throw UsageError(message: "--scale must be 1, 2 or 3, not '\(text)'") }
        return Double(v)
    }

    static func parseInt(_ text: String, option: String, range: ClosedRange<Int>) throws -> Int {
        guard let v = Int(text), range.contains(v) else {
            throw UsageError(message: "\(option) must be a whole number in \(range.lowerBound)…\(range.upperBound), not '\(text)'")
        }
        return v
    }

    static func parseDouble(_ text: String, option: String, range: ClosedRange<Double>) throws -> Double {
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw UsageError(message: "\(option) must be a number in \(Int(range.lowerBound))…\(Int(range.upperBound)), not '\(text)'")
        }
        return v
    }
}

// MARK: - The handout's options (a .pdf output)

extension Commands {
    static let handoutSpecs: [OptionSpec] = [
        OptionSpec(long: "--title", short: nil, valueName: "T", help: "A .pdf handout's title (its first page)."),
        OptionSpec(long: "--note", short: nil, valueName: "N", help: "A paragraph for a .pdf handout's first page."),
        OptionSpec(long: "--paper", short: nil, valueName: "a4|letter", help: "A .pdf handout's paper (default a4)."),
    ]

    /// Lengths are bounded so a pasted file cannot become a hundred-page title page.
    static func parseHandout(_ args: ParsedArguments, sceneName: String) throws -> HandoutOptions {
        var handout = HandoutOptions()
        handout.sceneName = sceneName
        handout.title = try args.value("--title").map { try boundedText($0, option: "--title", limit: 200) }
        handout.note = try args.value("--note").map { try boundedText($0, option: "--note", limit: 2_000) }
        if let text = args.value("--paper") {
            guard let paper = HandoutPaper(rawValue: text.lowercased()) else {
                throw UsageError(message: "--paper must be a4 or letter, not '\(text)'")
            }
            handout.paper = paper
        }
        handout.every = try args.value("--every").map { try parseInt($0, option: "--every", range: 1...DriveLoop.stepLimit) }
        return handout
    }

    static func boundedText(_ text: String, option: String, limit: Int) throws -> String {
        guard text.count <= limit else {
            throw UsageError(message: "\(option) must be at most \(limit) characters, not \(text.count)")
        }
        return text
    }
}
