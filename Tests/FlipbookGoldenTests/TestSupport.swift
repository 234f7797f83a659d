import FlipbookEncode
import FlipbookRender
import Foundation
import FlipbookPipeline
import XCTest
import FlipbookSupport

enum Colors {
    static let white: UInt32 = 0xFFFF_FFFF
    static let black: UInt32 = 0xFF00_0000
    static let red: UInt32 = 0xFFFF_0000
    static let yellow: UInt32 = 0xFFFF_FF00
}

extension RasterFrame {
    /// A copy with the rect filled with `value`.
    func filling(x: Int, y: Int, width w: Int, height h: Int, with value: UInt32) -> RasterFrame {
        var copy = self
        for yy in y..<(y + h) { for xx in x..<(x + w) { copy.pixels[yy * width + xx] = value } }
        return copy
    }

    /// Deterministic UI-ish content: bands of flat colour with some text-like noise, so that a
    /// changed patch sits among edges as it would in a real frame.
    static func synthetic(width: Int, height: Int) -> RasterFrame {
        var pixels = [UInt32](repeating: Colors.white, count: width * height)
        for y in 0..<height {
            for x in 0..<width where (y / 16) % 3 == 1 {
                pixels[y * width + x] = 0xFF34_78F6   // a blue bar every 48 rows
            }
        }
        return RasterFrame(width: width, height: height, pixels: pixels)
    }
}

/// A fresh folder under the system temp directory, removed after the test.
func makeTemporaryFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("flipbook-golden-\(getpid())-\(UInt32.random(in: 0 ... .max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

@discardableResult
func writePNG(_ frame: RasterFrame, to url: URL) throws -> URL {
    try AtomicFile.write(try PNGEncoder.encode(frame), to: url)
    return url
}

func readPNG(_ url: URL) throws -> RasterFrame {
    let image = try PNGImageDecoder.decode(path: url.path)
    return RasterFrame(image)
}

/// The repository root (for .build/bench-venv), from this file's place in Tests/FlipbookGoldenTests.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Runs a program; returns its exit status and stdout, killing it after `timeout` seconds.
func runProcess(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = DispatchTime.now() + timeout
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: deadline, execute: watchdog)
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
