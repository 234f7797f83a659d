
import Foundation
import FlipbookEncode
import FlipbookRender
import FlipbookPipeline

// gif-encode DIR OUT.gif [--fps F] [--repeat N] [--dither none|ordered|diffusion]
//
// Encodes DIR/*.png (sorted by name) into OUT.gif with GIFSink, fed as the drive loop feeds
// sinks: frames are decoded (Cairo's PNG reader) and prepared on an OrderedStage, 2 × cores in
// flight, and written in order on this thread. `--repeat N` plays the folder N times, to
// check that memory does not grow with the number of frames. Used by `make bench-gif`.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("gif-encode: \(message)\n".utf8))
    exit(2)
}

var args = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
    defer { args.removeSubrange(i...(i + 1)) }
    return args[i + 1]
}
let fps = option("--fps").flatMap(Double.init) ?? 30
let repeats = option("--repeat").flatMap(Int.init) ?? 1
guard let dithering = GIFDithering(rawValue: option("--dither") ?? "none") else { fail("unknown --dither") }
guard args.count == 2 else { fail("usage: gif-encode DIR OUT.gif [--fps F] [--repeat N] [--dither MODE]") }

let folder = URL(fileURLWithPath: args[0])
let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".png") }.sorted()
guard !names.isEmpty else { fail("no PNG files in \(folder.path)") }
let paths = Array(repeating: names.map { folder.appendingPathComponent($0).path }, count: repeats).flatMap { $0 }

do {
    let sink = try GIFSink(url: URL(fileURLWithPath: args[1]), fps: fps, dithering: dithering)
    let preparer = sink.preparer
    // Decoding and quantizing on any core, writes in order: the drive loop's ordered stage.
    let stage = OrderedStage<GIFPreparedFrame>(width: OrderedStage<GIFPreparedFrame>.defaultWidth)
    var written = 0
    var writeTime = Duration.zero
    let clockStart = ContinuousClock.now
    let write = { (prepared: GIFPreparedFrame) throws in
        let t0 = ContinuousClock.now
        try sink.write(prepared, index: written)
        writeTime += ContinuousClock.now - t0
        written += 1
    }
    for (index, path) in paths.enumerated() {
        try stage.submit({ try preparer.prepare(RasterFrame(PNGImageDecoder.decode(path: path)), index: index) }, deliver: write)
    }
    try stage.finish(deliver: write)
    try sink.finish()
    if ProcessInfo.processInfo.environment["GIF_ENCODE_TIMES"] != nil {
        print("total \(ContinuousClock.now - clockStart), sequential writes \(writeTime)")
    }
} catch {
    fail("\(error)")
}
