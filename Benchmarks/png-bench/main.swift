// Times Flipbook's PNG encoder beside Cairo's own PNG writer on the same frames, for `make bench-png`.
//
//   png-bench DIR [DIR …] [--passes N]
//
// Each DIR/*.png is decoded once (Cairo's reader) into a premultiplied ARGB frame, the form the
// rasterizer hands to the PNG sinks. Then, one frame after the other on this thread, both writers
// encode it into memory: `cairo_surface_write_to_png_stream` (libpng at zlib's default level and
// filters, what `cairo_surface_write_to_png` does minus the file) and `PNGEncoder.encode`. Only
// the encoding is timed, not making the surface, and in this thread's CPU time (the machine is
// shared: waiting for a core is not the writer's cost). Each pass encodes every frame once with each
// writer; the fastest of `--passes` passes is reported (the least disturbed pass is the closest
// to the cost). Every Flipbook output is decoded again and must
// give back the frame's pixels, or the run fails.
import CCairo
import Foundation
import FlipbookEncode
import FlipbookRender

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("png-bench: \(message)\n".utf8))
    exit(2)
}

var folders: [String] = []
var passes = 5
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--passes": passes = arguments.popFirst().flatMap(Int.init) ?? 0
    default: folders.append(argument)
    }
}
guard !folders.isEmpty, (1...1000).contains(passes) else { fail("usage: png-bench DIR [DIR …] [--passes N]") }

/// Bytes Cairo hands to the stream callback, collected in memory.
final class ByteCollector {
    var bytes: [UInt8] = []
}

/// Cairo's PNG writer on one frame, into memory.
func cairoPNG(_ frame: RasterFrame) -> [UInt8] {
    var pixels = frame.pixels
    let collector = ByteCollector()
    collector.bytes.reserveCapacity(frame.width * frame.height)
    let status: cairo_status_t = pixels.withUnsafeMutableBytes { raw in
        let surface = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                          CAIRO_FORMAT_ARGB32, Int32(frame.width), Int32(frame.height),
                                                          Int32(frame.width * 4))
        defer { cairo_surface_destroy(surface) }
        return withExtendedLifetime(collector) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let collector = Unmanaged<ByteCollector>.fromOpaque(closure!).takeUnretainedValue()
                guard let data else { return CAIRO_STATUS_WRITE_ERROR }
                collector.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(collector).toOpaque())
        }
    }
    guard status == CAIRO_STATUS_SUCCESS else { fail("Cairo's PNG writer: status \(status.rawValue)") }
    return collector.bytes
}

struct Totals {
    var cairo = Duration.zero, flipbook = Duration.zero
    var cairoBytes = 0, flipbookBytes = 0
}

func ms(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

/// CPU time this thread has used so far.
func threadTime() -> Duration {
    var t = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0 else { fail("clock_gettime: errno \(errno)") }
    return .seconds(t.tv_sec) + .nanoseconds(t.tv_nsec)
}

func measure(_ body: () throws -> Void) rethrows -> Duration {
    let start = threadTime()
    try body()
    return threadTime() - start
}

func pad(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }

print("PNG writers on the same premultiplied frames, one thread, CPU time, fastest of \(passes) passes")
print("folder        frames  size        Cairo ms/frame  KB/frame   Flipbook ms/frame  KB/frame   time ×  bytes ×")
for folder in folders {
    let url = URL(fileURLWithPath: folder)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    guard !names.isEmpty else { fail("no PNG files in \(folder)") }
    let frames: [RasterFrame]
    do {
        frames = try names.map { try RasterFrame(PNGImageDecoder.decode(path: url.appendingPathComponent($0).path)) }
    } catch {
        fail("\(error)")
    }
    var best: Totals?
    for pass in 0..<passes {
        var t = Totals()
        for frame in frames {
            var cairoBytes: [UInt8] = [], ours: [UInt8] = []
            t.cairo += measure { cairoBytes = cairoPNG(frame) }
            do {
                try t.flipbook += measure { ours = try PNGEncoder.encode(frame) }
            } catch {
                fail("PNGEncoder: \(error)")
            }
            t.cairoBytes += cairoBytes.count
            t.flipbookBytes += ours.count
            if pass == 0 {
                let back = try? RasterFrame(PNGImageDecoder.decode(bytes: ours, name: "flipbook output"))
                guard back == frame else { fail("\(folder): Flipbook's PNG does not decode to the frame it was given") }
            }
        }
        if best == nil || t.flipbook + t.cairo < best!.flipbook + best!.cairo { best = t }
    }
    let t = best!, n = Double(frames.count)
    let cairoMs = ms(t.cairo) / n, oursMs = ms(t.flipbook) / n
    let cairoKB = Double(t.cairoBytes) / n / 1024, oursKB = Double(t.flipbookBytes) / n / 1024
    print(pad(URL(fileURLWithPath: folder).lastPathComponent, 12) + pad("\(frames.count)", 8)
          + pad("\(frames[0].width)×\(frames[0].height)", 11)
          + pad(String(format: "%.2f", cairoMs), 16) + pad(String(format: "%.1f", cairoKB), 10)
          + pad(String(format: "%.2f", oursMs), 20) + pad(String(format: "%.1f", oursKB), 10)
          + pad(String(format: "%.2f", oursMs / cairoMs), 9) + pad(String(format: "%.3f", Double(t.flipbookBytes) / Double(t.cairoBytes)), 9))
}
