import Foundation
import XCTest
@testable import FlipbookRender
import FlipbookTestSupport

/// A PNG's size is checked from its header before anything is allocated for its pixels, and a
/// file that is not a PNG (or ends early) says so instead of "out of memory".
final class PNGDecoderLimitTests: XCTestCase {
    private func reason(_ bytes: [UInt8]) -> String {
        do {
            _ = try PNGImageDecoder.decode(bytes: bytes, name: "x.png")
            return "decoded"
        } catch let RenderError.imageCorrupt(path, reason) {
            XCTAssertEqual(path, "x.png")
            return reason
        } catch {
            return "other error: \(error)"
        }
    }

    /// The bomb: a small file declaring 20000×20000 took 3 GB before failing.
    func testHugeDeclaredSizeIsRefusedFromTheHeader() {
        let text = reason(PNGBytes.header(width: 20_000, height: 20_000, tail: [UInt8](repeating: 0, count: 48_000)))
        XCTAssertTrue(text.contains("20000×20000 pixels is larger than the limit of 64 Mpixel"), text)
    }

    func testSideAndPixelLimits() {
        XCTAssertTrue(reason(PNGBytes.header(width: 16_385, height: 1)).contains("larger than the limit"))
        XCTAssertTrue(reason(PNGBytes.header(width: 8_193, height: 8_192)).contains("larger than the limit"))
        // Exactly 64 Mpixel passes the header check and fails later, for the missing data.
        let atLimit = reason(PNGBytes.header(width: 16_384, height: 4_096))
        XCTAssertTrue(atLimit.contains("ends early, after 33 bytes"), atLimit)
        XCTAssertTrue(reason(PNGBytes.header(width: 0, height: 5)).contains("declares 0×5"))
    }

    func testNotAPNGSaysSoNotOutOfMemory() {
        let text = reason(Array("GIF89a, or a text file renamed".utf8))
        XCTAssertTrue(text.hasPrefix("not a PNG"), text)
        XCTAssertEqual(reason([]), "the file is empty, not a PNG")
        XCTAssertTrue(reason(Array(PNGBytes.header(width: 4, height: 4).prefix(20))).contains("inside the PNG header"))
    }

    func testTruncatedPNGSaysItEndsEarly() throws {
        let asset = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../fixtures/assets/swift@3x.png").standardized
        let bytes = [UInt8](try Data(contentsOf: asset))
        XCTAssertEqual(try PNGImageDecoder.decode(bytes: bytes, name: "x.png").width, 210)
        let text = reason(Array(bytes.prefix(bytes.count / 2)))
        XCTAssertTrue(text.contains("ends early"), text)
        XCTAssertFalse(text.contains("out of memory"), text)
    }

    func testAFIFOIsRefusedWithoutBlocking() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.png").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try PNGImageDecoder.decode(path: fifo)) {
            XCTAssertEqual($0 as? RenderError, .imageCorrupt(path: fifo, reason: "not a regular file"))
        }
        XCTAssertThrowsError(try PNGImageDecoder.decode(path: folder.path)) {
            XCTAssertEqual($0 as? RenderError, .imageCorrupt(path: folder.path, reason: "not a regular file"))
        }
    }

    /// Found by fuzz-png (Fuzz/regressions/png/oom-ztxt-length-1.3GB): a 43-byte file whose zTXt
    /// chunk declares 1.3 GB made libpng allocate that much before reading it.
    func testHugeAncillaryChunkLengthAllocatesNothing() {
        let hex = "89504e470d0a1a0a0000000d49484452000000c0000000900802000000d130f3a74f7064407a5458744154"
        let bytes = stride(from: 0, to: hex.count, by: 2).map { k in
            UInt8(hex[hex.index(hex.startIndex, offsetBy: k)...].prefix(2), radix: 16)!
        }
        XCTAssertEqual(bytes.count, 43)
        // Skipped, not buffered: the file ends inside the chunk libpng never sees.
        let text = reason(bytes)
        XCTAssertEqual(text, "the data ends early, after 43 bytes, inside chunk zTXt (truncated file?)")
        // A critical chunk declaring more than libpng's own suggested bound is refused by name.
        let plte = Array(PNGBytes.header(width: 4, height: 4)) + PNGBytes.be32(9_000_000) + Array("PLTE".utf8)
        XCTAssertTrue(reason(plte).contains("chunk PLTE declares 9000000 bytes"), reason(plte))
    }

    /// Ancillary chunks other than tRNS are left out before Cairo reads the file; the pixels
    /// are the same as without them.
    func testAncillaryChunksDoNotChangeThePixels() throws {
        let asset = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../fixtures/assets/avatar@3x.png").standardized
        let plain = [UInt8](try Data(contentsOf: asset))
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return PNGBytes.be32(UInt32(body.count)) + typed + PNGBytes.be32(PNGBytes.crc32(typed))
        }
        // After IHDR (33 bytes): text, a compressed-text chunk, an unknown private chunk.
        let decorated = Array(plain[0..<33]) + chunk("tEXt", Array("Comment\0made by a test".utf8))
            + chunk("zTXt", Array("Title\0\0".utf8) + [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
            + chunk("prVt", [UInt8](repeating: 7, count: 100_000)) + Array(plain[33...])
        let a = try PNGImageDecoder.decode(bytes: plain, name: "plain.png")
        let b = try PNGImageDecoder.decode(bytes: decorated, name: "decorated.png")
        XCTAssertEqual(a.width, 210)
        XCTAssertEqual(a.pixels, b.pixels)
    }
}
