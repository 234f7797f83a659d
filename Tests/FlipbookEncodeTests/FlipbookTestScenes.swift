import Foundation
import FlipbookPipeline
import FlipbookRender

/// A small scrolling "scene" without the scene module: a header whose colour changes every
/// step over a list of coloured bands that scrolls 7 points a step, with a blank margin. So
/// frames share scrolled rows, repeat blank rows and add new ones, as real scrolls do.
struct ScrollingBands: StepSource {
    var frames = 8
    var size = Size(width: 120, height: 200)
    var scale = 1.0
    private var k = -1

    init(frames: Int = 8, scale: Double = 1) { self.frames = frames; self.scale = scale }

    var framesPerSecond: Double { 10 }

    mutating func advance() throws -> Step? {
        k += 1
        return k < frames ? Step(index: k, time: Double(k) / 10, scrollOffset: Point(x: 0, y: offset)) : nil
    }

    private var offset: Double { Double(7 * k) }

    func displayList() -> DisplayList {
        let palette = ["#FF3B30", "#34C759", "#007AFF", "#FFCC00", "#AF52DE", "#5AC8FA"]
        var ops: [DrawOp] = [.beginGroup(Group(transform: AffineTransform(translationX: 0, y: 40 - offset),
                                               clip: .rect(Rect(x: 0, y: offset, width: size.width, height: 400))))]
        for band in 0..<24 {
            let color = Color(hex: palette[band % palette.count])!
            ops.append(.fill(.roundedRect(Rect(x: 8, y: Double(band) * 26, width: size.width - 16, height: 20), radius: 4), color))
        }
        ops.append(.endGroup)
        ops.append(.beginGroup(Group(transform: .identity)))
        ops.append(.fill(.rect(Rect(x: 0, y: 0, width: size.width, height: 40)),
                         Color(red: Double(k) / Double(max(1, frames)), green: 0.2, blue: 0.4)))
        ops.append(.endGroup)
        return DisplayList(size: size, scale: scale, background: .white, ops: ops)
    }

    func traceRecord(for step: Step) -> TraceRecord {
        TraceRecord(index: step.index, time: step.time, offset: Point(x: 0, y: offset))
    }
}

/// What a flipbook page holds, read back the way its script reads it: the data element's
/// JSON, the strips decoded, each frame drawn from its runs.
struct FlipbookPageContents {
    let html: String
    let fps: Double
    let width: Int
    let height: Int
    let captions: [String]
    let frames: [RasterFrame]
    let stripCount: Int

    init(url: URL) throws {
        html = try String(contentsOf: url, encoding: .utf8)
        let open = "<script type=\"application/json\" id=\"flipbook-data\">"
        guard let start = html.range(of: open), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let json = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as! [String: Any]
        fps = json["fps"] as! Double
        width = json["width"] as! Int
        height = json["height"] as! Int
        let strips = try (json["strips"] as! [String]).enumerated().map { k, uri -> DecodedImage in
            let prefix = "data:image/png;base64,"
            precondition(uri.hasPrefix(prefix))
            let bytes = [UInt8](Data(base64Encoded: String(uri.dropFirst(prefix.count)))!)
            return try PNGImageDecoder.decode(bytes: bytes, name: "strip \(k)")
        }
        stripCount = strips.count
        let entries = json["frames"] as! [[String: Any]]
        captions = entries.map { $0["caption"] as! String }
        frames = entries.map { [width] entry in
            let runs = entry["runs"] as! [Int]
            var pixels: [UInt32] = []
            for i in stride(from: 0, to: runs.count, by: 3) {
                let strip = strips[runs[i]], row = runs[i + 1], h = runs[i + 2]
                for r in 0..<abs(h) {
                    let source = (h > 0 ? row + r : row) * strip.width
                    pixels += strip.pixels[source..<(source + width)]
                }
            }
            return RasterFrame(width: width, height: pixels.count / max(1, width), pixels: pixels)
        }
        precondition(frames.allSatisfy { $0.height == height })
    }
}

/// Feeds a sink as the drive loop does (prepare, then consume in order), then finishes it.
func feed<S: FrameSink>(_ sink: S, _ frames: [Frame]) throws {
    for frame in frames where sink.wants(frame.step) {
        try sink.consume(try sink.preparer.prepare(frame), of: frame)
    }
    try sink.finish()
}
