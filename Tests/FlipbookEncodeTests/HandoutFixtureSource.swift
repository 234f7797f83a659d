import Foundation
import FlipbookPipeline
import FlipbookRender

/// A run without a scene for the handout tests: a "scroll" through given offsets, a box that
/// follows it (id "box", in the trace as FlipbookScene's StepTrace records it), a label that
/// names the step, a half-transparent stripe and a small image, on a 156 × 312 pt canvas,
/// which A4's 3 × 2 grid draws at exactly one page point per point.
struct HandoutFixtureSource: StepSource {
    static let canvas = Size(width: 156, height: 312)
    static let label = "Scroll fixture"
    /// A 24 × 24 colour ramp, so image placement and embedding show in a comparison.
    static let ramp: DecodedImage = {
        var pixels: [UInt32] = []
        for y in 0..<24 {
            for x in 0..<24 { pixels.append(0xFF00_0000 | UInt32(x * 10) << 16 | UInt32(y * 10) << 8 | 0x80) }
        }
        return DecodedImage(name: "ramp", width: 24, height: 24, pixels: pixels)
    }()

    var offsets: [Double]
    var framesPerSecond = 10.0
    var canvas = HandoutFixtureSource.canvas
    var scale = 1.0
    var failAt: Int?
    private var index = -1

    init(offsets: [Double], failAt: Int? = nil) { self.offsets = offsets; self.failAt = failAt }

    struct Stopped: Error {}

    mutating func advance() throws -> Step? {
        guard index + 1 < offsets.count else { return nil }
        index += 1
        if index == failAt { throw Stopped() }
        return Step(index: index, time: Double(index) / framesPerSecond, scrollOffset: Point(x: 0, y: offsets[index]))
    }

    var boxFrame: Rect { Rect(x: 20, y: 80 + offsets[index] * 2, width: 60, height: 40) }

    func displayList() -> DisplayList {
        DisplayList(size: canvas, scale: scale, background: .white, ops: [
            .beginGroup(Group(transform: .identity)),
            .fill(.rect(Rect(x: 0, y: 0, width: canvas.width, height: 44)), Color(red: 0.07, green: 0.19, blue: 0.36)),
            .text(TextRun(text: Self.label, font: .systemFont(ofSize: 15, weight: .bold), color: .white,
                          frame: Rect(x: 8, y: 4, width: canvas.width - 16, height: 20))),
            .text(TextRun(text: "frame \(index)", font: .systemFont(ofSize: 11), color: .white,
                          frame: Rect(x: 8, y: 24, width: canvas.width - 16, height: 16))),
            .endGroup,
            .beginGroup(Group(transform: AffineTransform(translationX: boxFrame.minX, y: boxFrame.minY))),
            .fill(.roundedRect(Rect(x: 0, y: 0, width: boxFrame.width, height: boxFrame.height), radius: 8), .systemBlue),
            .endGroup,
            .beginGroup(Group(transform: .identity, opacity: 0.5)),
            .fill(.rect(Rect(x: 0, y: 200, width: canvas.width, height: 30)), .systemRed),
            .endGroup,
            .beginGroup(Group(transform: .identity, clip: .ellipse(Rect(x: 100, y: 250, width: 48, height: 48)))),
            .image(ImageRef(image: Self.ramp), rect: Rect(x: 100, y: 250, width: 48, height: 48), mode: .scaleToFill),
            .endGroup,
        ])
    }

    func traceRecord(for step: Step) -> TraceRecord {
        TraceRecord(index: step.index, time: step.time, offset: Point(x: 0, y: offsets[index]), views: [
            TraceRecord.View(id: "box", geometry: TraceRecord.Geometry(frame: boxFrame, alpha: 1, transform: .identity, hidden: false)),
            TraceRecord.View(id: "label", geometry: TraceRecord.Geometry(frame: Rect(x: 8, y: 4, width: 140, height: 20), alpha: 1,
                                                                         transform: .identity, hidden: false)),
        ])
    }
}

/// Still, scrolling down 10 pt a step to 30, straight back up to 0, still: key frames at the
/// first (0), where it starts (2), turns (5), stops (8), and the last (10).
let scrollThereAndBack: [Double] = [0, 0, 0, 10, 20, 30, 20, 10, 0, 0, 0]
