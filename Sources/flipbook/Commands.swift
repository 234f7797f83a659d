import Foundation
import FlipbookScene

/// The commands of the tool, as data: name, usage, options, and what running one does.
struct Command {
    let spec: CommandSpec
    let run: @Sendable (ParsedArguments) throws -> Int32
}

enum Commands {
    static let scaleOption = OptionSpec(long: "--scale", short: nil, valueName: "1|2|3", help: "Pixels per point (default 2).")
    static let quietOption = OptionSpec(long: "--quiet", short: "-q", valueName: nil, help: "No progress bar and no summary.")

    static let all: [Command] = [demo, list, render]

    static let demo = Command(spec: CommandSpec(
        name: "demo", usage: "demo [--out DIR] [--scale 1|2|3]",
        summary: "Renders every built-in scene into DIR (default out/): DIR/NAME.gif and DIR/NAME/0000.png …",
        options: [OptionSpec(long: "--out", short: "-o", valueName: "DIR", help: "Output folder (default out)."),
                  scaleOption, quietOption],
        maxPositionals: 0)) { args in
        let dir = args.value("--out") ?? "out"
        let scale = try parseScale(args.value("--scale"))
        for scene in BuiltInScenes.all {
            let targets: [OutputTarget] = [.gif(URL(fileURLWithPath: dir).appendingPathComponent("\(scene.name).gif")),
                                           .folder(URL(fileURLWithPath: dir).appendingPathComponent(scene.name))]
            let line = try SceneRendering(scene: scene, scale: scale, fps: nil, frame: nil, quiet: args.has("--quiet"))
                .run(to: targets)
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

    static let render = Command(spec: CommandSpec(
        name: "render", usage: "render NAME -o OUT [-o OUT …] [--scale 1|2|3] [--frame K] [--fps F] [--trace FILE.jsonl] [--ping-pong]",
        summary: """
        Renders a built-in scene (see 'flipbook list'). OUT ending in .gif is an animated GIF, in .png one \
        frame (--frame K, default 0), anything else a folder of 0000.png, 0001.png … Several -o render once.
        """,
        options: [OptionSpec(long: "--output", short: "-o", valueName: "OUT", help: "Where to write (repeatable)."),
                  scaleOption,
                  OptionSpec(long: "--frame", short: nil, valueName: "K", help: "The frame a .png output shows (default 0)."),
                  OptionSpec(long: "--fps", short: nil, valueName: "F", help: "GIF frame rate (default: the scene's)."),
                  OptionSpec(long: "--trace", short: nil, valueName: "FILE.jsonl",
                             help: "Write every step's offset, callbacks and view frames, one JSON line each."),
                  OptionSpec(long: "--ping-pong", short: nil, valueName: nil, help: "Play the frames forward, then back."),
                  quietOption],
        maxPositionals: 1)) { args in
        guard let name = args.positionals.first else { throw UsageError(message: "render needs a scene name (see 'flipbook list')") }
        guard let scene = BuiltInScenes.named(name) else {
            let hint = Suggestion.closest(to: name, in: BuiltInScenes.all.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "no built-in scene named '\(name)'\(hint) (see 'flipbook list')")
        }
        let outputs = args.values["--output"] ?? []
        guard !outputs.isEmpty else { throw UsageError(message: "render needs -o OUT (a .gif, a .png or a folder)") }
        let targets = try outputs.map(OutputTarget.init(path:))
        let frame = try args.value("--frame").map { try parseInt($0, option: "--frame", range: 0...100_000) }
        let fps = try args.value("--fps").map { try parseDouble($0, option: "--fps", range: 1...100) }
        var rendering = SceneRendering(scene: scene, scale: try parseScale(args.value("--scale")), fps: fps, frame: frame,
                                       quiet: args.has("--quiet"))
        rendering.tracePath = args.value("--trace")
        rendering.pingPong = args.has("--ping-pong")
        let line = try rendering.run(to: targets)
        if !args.has("--quiet") { print(line) }
        return 0
    }

    static func parseScale(_ text: String?) throws -> Double {
        guard let text else { return 2 }
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
