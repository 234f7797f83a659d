import Dispatch
import Foundation
import FlipbookEncode
import FlipbookRender
import Synchronization

// gif-encode DIR OUT.gif [--fps F] [--repeat N] [--dither none|ordered|diffusion]
//
// Encodes DIR/*.png (sorted by name) into OUT.gif with GIFSink, driven exactly like RenderLoop
// drives sinks: a batch of 2 × cores frames is decoded (Cairo's PNG reader) and prepared in
// parallel, then written in order on this thread. `--repeat N` plays the folder N times, to
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
    let batchSize = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)
    var start = 0
    var writeTime = Duration.zero
    let clockStart = ContinuousClock.now
    while start < paths.count {
        let first = start
        let batch = Array(paths[start..<min(start + batchSize, paths.count)])
        let results = Mutex<[Result<GIFPreparedFrame, any Error>?]>(Array(repeating: nil, count: batch.count))
        DispatchQueue.concurrentPerform(iterations: batch.count) { i in
            let result = Result<GIFPreparedFrame, any Error> {
                let image = try PNGImageDecoder.decode(path: batch[i])
                let frame = RasterFrame(width: image.width, height: image.height, pixels: image.pixels)
                return try preparer.prepare(frame, index: first + i)
            }
            results.withLock { $0[i] = result }
        }
        let prepared = try results.withLock { slots in try slots.map { try $0!.get() } }
        let t0 = ContinuousClock.now
        for (i, frame) in prepared.enumerated() { try sink.write(frame, index: start + i) }
        writeTime += ContinuousClock.now - t0
        start += batch.count
    }
    try sink.finish()
    if ProcessInfo.processInfo.environment["GIF_ENCODE_TIMES"] != nil {
        print("total \(ContinuousClock.now - clockStart), sequential writes \(writeTime)")
    }
} catch {
    fail("\(error)")
}
