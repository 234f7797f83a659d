import Foundation
import FlipbookEncode
import FlipbookPipeline
import FlipbookRender

/// Frames that already are pixels (an image, a GIF's decoded frames) as a `StepSource`, so
/// they reach a `GoldenSink` through the one drive loop like a scene's frames: step `k` is
/// frame `k`, and its display list draws the frame's pixels as they are (`Frame(step:raster:)`).
///
/// ```swift
/// let gif = try RasterFrames(gif: URL(fileURLWithPath: "out/header.gif"))
/// try DriveLoop().run(gif, into: [GoldenSink(name: "header-gif", device: gif.device, options: options)])
/// ```
public struct RasterFrames: StepSource {
    public let frames: [RasterFrame]
    /// What `meta.json` records as the device: where the frames came from.
    public let device: String
    public let framesPerSecond: Double
    /// Seconds from the first frame to each frame.
    private let times: [Double]
    private var current: Step?

    /// Frames shown `1 / framesPerSecond` apart.
    public init(_ frames: [RasterFrame], device: String = "image", framesPerSecond: Double = 10) {
        let rate = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 10
        self.init(frames, device: device, framesPerSecond: rate, times: frames.indices.map { Double($0) / rate })
    }

    /// A GIF's frames as a browser displays them (`GIFDecoder`), at the times its delays give.
    /// A file that is not a readable GIF throws `GIFError`, naming it (exit 2).
    public init(gif url: URL) throws {
        let gif = try GIFDecoder.decode(url: url)
        var times: [Double] = [], elapsed = 0.0
        for delay in gif.delaysCentiseconds {
            times.append(elapsed)
            elapsed += Double(delay) / 100
        }
        let first = gif.delaysCentiseconds.first ?? 0
        self.init(gif.frames, device: "gif", framesPerSecond: first > 0 ? 100 / Double(first) : 10, times: times)
    }

    private init(_ frames: [RasterFrame], device: String, framesPerSecond: Double, times: [Double]) {
        self.frames = frames
        self.device = device
        self.framesPerSecond = framesPerSecond
        self.times = times
    }

    public mutating func advance() throws -> Step? {
        let next = current.map { $0.index + 1 } ?? 0
        guard next < frames.count else { return nil }
        current = Step(index: next, time: times[next])
        return current
    }

    public func displayList() -> DisplayList {
        guard let step = current else { return DisplayList(size: .zero, scale: 1, background: .clear, ops: []) }
        return Frame(step: step, raster: frames[step.index]).displayList
    }

    /// The frame's number, when it shows (a GIF's delays) and its size, as a scene's trace
    /// names its steps: frames have no views to trace.
    public func traceLine(for step: Step) -> String {
        let frame = frames[step.index]
        return "{\"index\":\(step.index),\"time\":\(formatPoints(step.time)),\"size\":[\(frame.width),\(frame.height)]}"
    }
}
