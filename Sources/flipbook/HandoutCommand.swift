import Foundation
import Flipbook
import FlipbookGolden
import FlipbookSupport

/// `flipbook handout BEFORE AFTER -o review.pdf`: a PDF for reviewing a visual change. Each
/// side is a scene (rendered now), a GIF, a PNG or a folder of PNG frames; with `--golden` the
/// one scene is compared against its goldens' checkpoint frames.
extension Commands {
    static let handout = Command(spec: CommandSpec(
        name: "handout",
        usage: "handout BEFORE AFTER -o OUT.pdf [--title T] [--paper a4|letter]   |   handout SCENE --golden [DIR] -o OUT.pdf",
        summary: """
        A before/after PDF: a first page listing every changed frame (differing pixels and percentage), then each \
        changed pair side by side with the changes outlined in red. BEFORE and AFTER are scenes (a built-in name \
        or a .json file), GIFs, PNGs or folders of PNG frames; with --golden, a scene against its goldens \
        (DIR/NAME/NNNN.png, default golden). Frames pair up by number; exit 0 when written, changed or not.
        """,
        options: [OptionSpec(long: "--output", short: "-o", valueName: "OUT.pdf", help: "Where to write the PDF."),
                  OptionSpec(long: "--golden", short: nil, valueName: nil,
                             help: "Compare the scene with its goldens; a second argument names the golden folder."),
                  OptionSpec(long: "--title", short: nil, valueName: "T", help: "The first page's title."),
                  OptionSpec(long: "--paper", short: nil, valueName: "a4|letter", help: "Paper (default a4)."),
                  quietOption],
        maxPositionals: 2)) { args in
        let golden = args.has("--golden")
        guard golden ? (1...2).contains(args.positionals.count) : args.positionals.count == 2 else {
            throw UsageError(message: golden ? "handout --golden needs a scene and optionally the golden folder"
                                             : "handout needs two inputs, BEFORE and AFTER (scenes, GIFs or folders of PNG frames)")
        }
        guard let output = args.value("--output") else { throw UsageError(message: "handout needs -o OUT.pdf") }
        guard output.lowercased().hasSuffix(".pdf") else { throw UsageError(message: "handout writes a .pdf, not '\(output)'") }
        let title = try args.value("--title").map { try boundedText($0, option: "--title", limit: 200) }
        var paper = HandoutPaper.a4
        if let text = args.value("--paper") {
            guard let chosen = HandoutPaper(rawValue: text.lowercased()) else {
                throw UsageError(message: "--paper must be a4 or letter, not '\(text)'")
            }
            paper = chosen
        }
        let url = URL(fileURLWithPath: output)
        // An unwritable output fails now (exit 1), before any rendering.
        let probe = AtomicFile(destination: url)
        close(try probe.create())
        probe.discard()

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-handout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let before: FrameSequence, after: FrameSequence
        if golden {
            let source = try SceneSource(args.positionals[0])
            let folder = URL(fileURLWithPath: args.positionals.count == 2 ? args.positionals[1] : "golden")
                .appendingPathComponent(source.name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageError(message: "\(folder.path): no goldens for \(source.name) (record them with 'flipbook record')")
            }
            before = try HandoutInput.folder(folder.path, name: "goldens \(folder.path)")
            after = try HandoutInput.rendered(source, name: "\(args.positionals[0]) (rendered now)", into: scratch.appendingPathComponent("after"))
                .restricted(to: before.indices)
        } else {
            before = try HandoutInput.sequence(args.positionals[0], scratch: scratch.appendingPathComponent("before"))
            after = try HandoutInput.sequence(args.positionals[1], scratch: scratch.appendingPathComponent("after"))
        }
        let comparison = try BeforeAfterComparison(before: before, after: after)
        try BeforeAfterHandout(comparison: comparison, title: title, paper: paper).write(to: url)
        if !args.has("--quiet") {
            print("\(output): \(comparison.changed.count) of \(comparison.outcomes.count) frames changed")
        }
        return 0
    }
}
