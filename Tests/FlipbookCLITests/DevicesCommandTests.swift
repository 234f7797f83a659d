import Foundation
import XCTest
import FlipbookRender
import FlipbookTestSupport

/// `--device` and scene files' `"device"`: the frames come out at the device's size, for scene
/// files and built-in scenes alike, and an unknown name is refused with the names there are.
final class DevicesCommandTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws { dir = try temporaryDirectory("devices") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private func scene(device: String = "iphone-14", scale: Int = 2) throws -> String {
        let url = dir.appendingPathComponent("scene-\(device)-\(scale).json")
        try Data("""
            {"screen": {"device": "\(device)", "scale": \(scale)},
             "views": [{"id": "box", "frame": [0, 0, 40, 40], "backgroundColor": "red"}],
             "driver": {"type": "offsets", "from": 0, "to": 0, "step": 1}}
            """.utf8).write(to: url)
        return url.path
    }

    /// Renders frame 0 to a PNG and returns its size in pixels.
    private func renderedSize(_ arguments: [String]) throws -> (Int, Int) {
        let png = dir.appendingPathComponent("frame-\(UUID().uuidString).png")
        let run = try runFlipbook(["render"] + arguments + ["-o", png.path, "--quiet"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let frame = RasterFrame(try PNGImageDecoder.decode(path: png.path))
        return (frame.width, frame.height)
    }

    func testDeviceFlagSizesASceneFileAtItsScale() throws {
        let file = try scene()
        XCTAssertTrue(try renderedSize([file]) == (780, 1688), "iphone-14 at 2x")
        XCTAssertTrue(try renderedSize([file, "--device", "iphone-16"]) == (786, 1704))
        XCTAssertTrue(try renderedSize([file, "--device", "iphone-16-pro-max", "--scale", "1"]) == (440, 956))
        XCTAssertTrue(try renderedSize([file, "--device", "ipad-10", "--scale", "1"]) == (820, 1180))
        XCTAssertTrue(try renderedSize([file, "--device", "iphone-se"]) == (750, 1334))
    }

    func testDeviceFlagSizesABuiltInScene() throws {
        XCTAssertTrue(try renderedSize(["blog-header", "--device", "iphone-16"]) == (786, 1704))
        XCTAssertTrue(try renderedSize(["dynamic-header", "--device", "iphone-se", "--scale", "1"]) == (375, 667))
    }

    func testSceneFilesNameTheNewDevices() throws {
        XCTAssertTrue(try renderedSize([try scene(device: "iphone-15", scale: 1)]) == (393, 852))
        XCTAssertTrue(try renderedSize([try scene(device: "iphone-16-pro-max", scale: 1)]) == (440, 956))
        XCTAssertTrue(try renderedSize([try scene(device: "ipad-10", scale: 1)]) == (820, 1180))
        let unknown = try runFlipbook(["validate", try scene(device: "iphone-99")])
        XCTAssertEqual(unknown.status, 2, unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("unknown device \"iphone-99\""), unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("iphone-se, iphone-14, iphone-15, iphone-16, iphone-16-pro-max, ipad-10"), unknown.stderr)
    }

    func testUnknownDeviceFlagExits2NamingTheFlagAndTheDevices() throws {
        let out = dir.appendingPathComponent("x.png").path
        for source in [try scene(), "blog-header"] {
            let run = try runFlipbook(["render", source, "-o", out, "--device", "iphone-99"])
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains("--device must be one of iphone-se, iphone-14, iphone-15, iphone-16, iphone-16-pro-max, ipad-10, not 'iphone-99'"),
                          run.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }
}
