import Foundation

/// An animated image (APNG or GIF) as Debian's Pillow decodes it: an independent reader for
/// what a viewer sees. Each frame comes composited onto the canvas, as straight RGBA `0xAARRGGBB`.
///
/// ```swift
/// let seen = try PillowAnimation.read(URL(fileURLWithPath: "out/a.apng"))
/// seen.frames.count == seen.durations.count
/// ```
public struct PillowAnimation {
    public let format: String
    public let mode: String
    public let width: Int, height: Int
    /// num_plays for an APNG, the NETSCAPE loop count for a GIF; nil when absent.
    public let loop: Int?
    /// Per frame, milliseconds as Pillow reports them (fractions for APNG).
    public let durations: [Double]
    /// Per frame, the region it stores: x0, y0, x1, y1 (APNG's fcTL; nil for GIF).
    public let regions: [[Int]?]
    public let frames: [[UInt32]]

    private struct Report: Decodable {
        let format: String, mode: String, size: [Int], loop: Int?, durations: [Double], regions: [[Int]?]
    }

    private static let script = """
    import json, sys
    from PIL import Image
    im = Image.open(sys.argv[1])
    durations, regions = [], []
    for i in range(getattr(im, "n_frames", 1)):
        im.seek(i)
        durations.append(float(im.info.get("duration", 0)))
        box = im.info.get("bbox") if im.format == "PNG" else None
        regions.append(list(box) if box else None)
        with open(f"{sys.argv[2]}/frame{i}.rgba", "wb") as f:
            f.write(im.convert("RGBA").tobytes())
    im.seek(0)
    print(json.dumps({"format": im.format, "mode": im.mode, "size": list(im.size), "loop": im.info.get("loop"),
                      "durations": durations, "regions": regions}))
    """

    /// Throws when Pillow is missing (check `IndependentChecker.isAvailable` first) or cannot
    /// open the file.
    public static func read(_ url: URL) throws -> PillowAnimation {
        let folder = try temporaryDirectory("pillow")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try IndependentChecker.run(script, arguments: [url.path, folder.path])
        let report = try JSONDecoder().decode(Report.self, from: Data(output.utf8))
        let frames = try (0..<report.durations.count).map { k -> [UInt32] in
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("frame\(k).rgba")))
            return (0..<bytes.count / 4).map {
                UInt32(bytes[4 * $0 + 3]) << 24 | UInt32(bytes[4 * $0]) << 16 | UInt32(bytes[4 * $0 + 1]) << 8 | UInt32(bytes[4 * $0 + 2])
            }
        }
        return PillowAnimation(format: report.format, mode: report.mode, width: report.size[0], height: report.size[1],
                               loop: report.loop, durations: report.durations, regions: report.regions, frames: frames)
    }

    /// Cairo's premultiplied ARGB as straight RGBA, rounded as PNG writers do: what a lossless
    /// file must decode to.
    public static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a != 0xFF else { return p }
        guard a != 0 else { return 0 }
        let r = min(255, (((p >> 16) & 0xFF) * 255 + a / 2) / a)
        let g = min(255, (((p >> 8) & 0xFF) * 255 + a / 2) / a)
        let b = min(255, ((p & 0xFF) * 255 + a / 2) / a)
        return a << 24 | r << 16 | g << 8 | b
    }
}
