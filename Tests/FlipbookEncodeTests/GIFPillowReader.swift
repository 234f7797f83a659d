import Foundation
import XCTest
import FlipbookTestSupport

/// Opens a GIF with Debian's Pillow (/usr/bin/python3, python3-pil), an independent decoder:
/// frame count, per-frame durations (ms) and every composited frame as `0xFFRRGGBB`.
/// Fails (CI) or skips the calling test when Pillow is missing (`Checker.require`), so call
/// it after the test's own assertions.
enum PillowReader {
    static var python: String { Checker.python }

    struct Result {
        let frames: Int
        let durations: [Int]
        let loop: Int?
        let rgb: [[UInt32]]
    }

    private static let script = """
    import json, sys
    from PIL import Image
    im = Image.open(sys.argv[1])
    durations = []
    for i in range(im.n_frames):
        im.seek(i)
        durations.append(im.info.get("duration", 0))
        with open(f"{sys.argv[2]}/frame{i}.rgb", "wb") as f:
            f.write(im.convert("RGB").tobytes())
    im.seek(0)
    print(json.dumps({"frames": im.n_frames, "loop": im.info.get("loop"), "durations": durations}))
    """

    private struct Report: Decodable { let frames: Int; let loop: Int?; let durations: [Int] }

    static func read(_ url: URL) throws -> Result {
        try Checker.require(.pillow)
        let folder = try temporaryDirectory("pillow-gif")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, url.path, folder.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "PillowReader", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "Pillow could not open \(url.path): \(errors)"])
        }
        let report = try JSONDecoder().decode(Report.self, from: data)
        let rgb = try (0..<report.frames).map { k -> [UInt32] in
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("frame\(k).rgb")))
            return (0..<bytes.count / 3).map {
                0xFF00_0000 | UInt32(bytes[3 * $0]) << 16 | UInt32(bytes[3 * $0 + 1]) << 8 | UInt32(bytes[3 * $0 + 2])
            }
        }
        return Result(frames: report.frames, durations: report.durations, loop: report.loop, rgb: rgb)
    }
}
