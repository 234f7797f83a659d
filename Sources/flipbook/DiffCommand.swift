import Foundation
import Flipbook
import FlipbookGolden
import FlipbookRender
import FlipbookSupport

/// `flipbook diff A B`: two PNGs, two GIFs, two folders of PNG frames, or a GIF against the
/// folder of frames it was made from. Frames are compared one to one with the golden comparator;
/// GIFs are decoded as a browser shows them (disposal, transparency), and two GIFs must also
/// agree on every frame's delay.
extension Commands {
    static let diff = Command(spec: CommandSpec(
        name: "diff", usage: "diff A B [-o DIFF] [--threshold T] [--max-diff-pixels N]   (A, B: .png, .gif or a folder of .png frames)",
        summary: """
        Compares two images, GIFs or frame folders: prints how many pixels changed (exact) and how many of them \
        differ perceptually, and exits 1 on any changed pixel beyond the budget, or with --threshold on any \
        perceptual difference beyond it.
        """,
        options: [OptionSpec(long: "--output", short: "-o", valueName: "DIFF",
                             help: "Write the diff image (a .png for two images; for frames, a folder of the differing frames' diffs)."),
                 ] + comparisonOptionSpecs,
        maxPositionals: 2)) { args in
        guard args.positionals.count == 2 else {
            throw UsageError(message: "diff needs two inputs: PNG files, GIFs or folders of PNG frames")
        }
        let a = try FrameInput.load(args.positionals[0]), b = try FrameInput.load(args.positionals[1])
        var options = try comparisonOptions(args)
        // Two files carry no renderer fingerprint, so nothing says a change is only the renderer's:
        // exact unless the user chose a tolerance.
        options.exact = args.value("--threshold") == nil
        let output = args.value("--output")
        if let output { try OutputIsInput.refuse(output: output, option: "-o", inputs: Array(args.positionals)) }
        if a.kind == .png && b.kind == .png {
            return try diffImages(a.frames[0], b.frames[0], options: options, output: output)
        }
        return try diffFrames(a, b, options: options, output: output)
    }

    /// One image against another: the original single-PNG output.
    private static func diffImages(_ a: RasterFrame, _ b: RasterFrame, options: ComparisonOptions,
                                   output: String?) throws -> Int32 {
        let result = ImageComparator.compare(expected: a, actual: b, options: options, makeDiffImage: output != nil)
        if let output, let image = result.diffImage {
            try AtomicFile.write(try PNGEncoder.encode(image), to: URL(fileURLWithPath: output))
        }
        if let mismatch = result.sizeMismatch {
            print("size differs: \(mismatch.expectedWidth)×\(mismatch.expectedHeight) vs \(mismatch.actualWidth)×\(mismatch.actualHeight)")
        } else {
            print(countsLine(result, threshold: options.threshold))
        }
        return result.passes ? 0 : 1
    }

    /// Frame by frame. Prints a line per frame beyond the budget, then a summary.
    private static func diffFrames(_ a: FrameInput, _ b: FrameInput, options: ComparisonOptions,
                                   output: String?) throws -> Int32 {
        guard a.frames.count == b.frames.count else {
            let hint = a.kind == .gif || b.kind == .gif
                ? " (a GIF stores identical consecutive frames once, with their delays added)" : ""
            print("frame count differs: \(a.frames.count) in \(a.path) vs \(b.frames.count) in \(b.path)\(hint)")
            return 1
        }
        var failed = false
        if let da = a.delays, let db = b.delays, let k = da.indices.first(where: { da[$0] != db[$0] }) {
            print("delays differ from frame \(k): \(da[k]) vs \(db[k]) cs")
            failed = true
        }
        // A folder output like any other: written aside, swapped in whole, replacing only an
        // empty folder or an earlier output (docs/files-and-outputs.md).
        let target = output.map { AtomicFile(destination: URL(fileURLWithPath: $0)) }
        try target?.createFolder()
        defer { target?.discardFolder() }
        let folder = target?.temporary
        var differing = 0
        var worst: (frame: Int, pixels: Int)?
        for k in 0..<a.frames.count {
            let result = ImageComparator.compare(expected: a.frames[k], actual: b.frames[k], options: options,
                                                 makeDiffImage: folder != nil)
            if let mismatch = result.sizeMismatch {
                print("frame \(k): size differs: \(mismatch.expectedWidth)×\(mismatch.expectedHeight) vs \(mismatch.actualWidth)×\(mismatch.actualHeight)")
                return 1
            }
            guard !result.passes else { continue }
            differing += 1
            print("frame \(k): \(countsLine(result, threshold: options.threshold))")
            if result.countedPixels > worst?.pixels ?? -1 { worst = (k, result.countedPixels) }
            if let folder, let image = result.diffImage {
                try AtomicFile.write(try PNGEncoder.encode(image), to: folder.appendingPathComponent(FrameFileName.png(k)), sweeping: false)
            }
        }
        try target?.commitFolder()
        if differing == 0 {
            print("\(a.frames.count) frames, none differs beyond the budget")
        } else {
            print("\(differing) of \(a.frames.count) frames differ beyond the budget (most: frame \(worst!.frame), \(worst!.pixels) pixels)")
        }
        return failed || differing > 0 ? 1 : 0
    }

    /// Both counts, the one held against the budget first:
    /// "412 pixels changed (exact); 3 pixels differ beyond threshold 0.1, 5 more only by anti-aliasing".
    static func countsLine(_ result: FlipbookGolden.ComparisonResult, threshold: Double) -> String {
        let changed = "\(result.changedPixels) pixel\(result.changedPixels == 1 ? "" : "s") changed (exact)"
        var perceptual = "\(result.differingPixels) pixel\(result.differingPixels == 1 ? " differs" : "s differ") beyond threshold "
            + formatPoints(threshold)
        if result.antiAliasedPixels > 0 { perceptual += ", \(result.antiAliasedPixels) more only by anti-aliasing" }
        let budget = result.allowedDifferences > 0 ? "; budget \(result.allowedDifferences)" : ""
        return (result.exact ? "\(changed); \(perceptual)" : "\(perceptual); \(changed)") + budget
    }
}
