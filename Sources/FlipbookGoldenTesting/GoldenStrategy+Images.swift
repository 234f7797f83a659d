import Foundation
import FlipbookGolden
import FlipbookRender

/// Strategies for pixels made elsewhere: a list of frames, one image, a GIF file's frames as
/// a browser shows them. Frame `k` is compared with `000k.png`.
extension GoldenStrategy where Value == [RasterFrame] {
    /// The frames at `checkpoints` (every one by default).
    ///
    /// ```swift
    /// try assertGolden(of: [first, last], as: .images())
    /// ```
    public static func images(checkpoints: Checkpoints = .all) -> Self {
        pixels(checkpoints, trace: false) { RasterFrames($0) }
    }
}

extension GoldenStrategy where Value == RasterFrame {
    /// One image, as `0000.png`.
    ///
    /// ```swift
    /// try assertGolden(of: try Rasterizer().render(list), as: .image)
    /// ```
    public static var image: Self { GoldenStrategy<[RasterFrame]>.images().pullback { [$0] } }
}

extension GoldenStrategy where Value == URL {
    /// A GIF file's decoded frames at `checkpoints` (every one by default) and when each shows:
    /// what a viewer sees, palette, dithering and delays included, not the display lists it was
    /// made from. The times are the trace golden (`trace.jsonl`, a line per frame), so a changed
    /// delay fails as a trace line. A file that is not a readable GIF fails the check, naming it.
    ///
    /// ```swift
    /// try assertGolden(of: URL(fileURLWithPath: "out/header.gif"), as: .gif(checkpoints: .standard))
    /// ```
    public static func gif(checkpoints: Checkpoints = .all) -> Self {
        pixels(checkpoints, trace: true) { try RasterFrames(gif: $0) }
    }

    /// Every frame of a GIF file.
    public static var gif: Self { gif() }
}

extension GoldenStrategy {
    /// Frames that are pixels already, compared at `checkpoints`; `trace`: their times and sizes too.
    fileprivate static func pixels(_ checkpoints: Checkpoints, trace: Bool,
                                   _ frames: @escaping (Value) throws -> RasterFrames) -> Self {
        GoldenStrategy(comparison: GoldenComparison(checkpoints: checkpoints, trace: trace)) { value in
            let source = try frames(value)
            return GoldenRun(source: source, device: source.device)
        }
    }
}
