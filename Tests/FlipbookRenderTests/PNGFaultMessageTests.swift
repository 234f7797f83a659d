import XCTest
@testable import FlipbookRender

/// Issue 33: damaged PNGs (PngSuite's x* files: bad CRC, colour type, bit depth, missing IDAT) said
/// "damaged image data after the header (out of memory)" alike; each now names its chunk and check.
final class PNGFaultMessageTests: XCTestCase {
    /// A valid 2×2 RGBA PNG (written by Python's zlib), chunk by chunk.
    private let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private let ihdr: [UInt8] = [0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]
    private let idat: [UInt8] = [0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x1F, 0x84, 0x19, 0x60, 0x0C, 0x00, 0x47, 0xCA, 0x07, 0xF9]

    /// Chunks with correct CRCs computed by the test's own bitwise CRC-32 (not the decoder's table).
    private func chunk(_ type: String, _ data: [UInt8], damageCRC: Bool = false) -> [UInt8] {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in Array(type.utf8) + data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        if damageCRC { crc ^= 1 }
        let length = UInt32(data.count)
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> UInt32($0)) } + Array(type.utf8) + data
            + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> UInt32($0)) }
    }

    private func message(_ bytes: [UInt8]) -> String {
        do {
            _ = try PNGImageDecoder.decode(bytes: bytes, name: "x.png")
            return "decoded"
        } catch {
            return "\(error)"
        }
    }

    func testTheValidImageDecodes() {
        XCTAssertEqual(message(signature + chunk("IHDR", self.ihdr) + chunk("IDAT", idat) + chunk("IEND", [])), "decoded")
    }

    func testEachFaultIsNamedOnceWithThePath() {
        func header(depth: UInt8, colour: UInt8) -> [UInt8] { var h = self.ihdr; h[8] = depth; h[9] = colour; return h }
        let cases: [(String, [UInt8])] = [
            ("chunk IHDR fails its CRC check", signature + chunk("IHDR", self.ihdr, damageCRC: true) + chunk("IDAT", idat) + chunk("IEND", [])),
            ("chunk IDAT fails its CRC check", signature + chunk("IHDR", self.ihdr) + chunk("IDAT", idat, damageCRC: true) + chunk("IEND", [])),
            ("IHDR colour type 1 is not 0, 2, 3, 4 or 6", signature + chunk("IHDR", header(depth: 8, colour: 1)) + chunk("IDAT", idat) + chunk("IEND", [])),
            ("IHDR bit depth 0 is not allowed for colour type 2", signature + chunk("IHDR", header(depth: 0, colour: 2)) + chunk("IDAT", idat) + chunk("IEND", [])),
            ("IHDR bit depth 3 is not allowed for colour type 0", signature + chunk("IHDR", header(depth: 3, colour: 0)) + chunk("IDAT", idat) + chunk("IEND", [])),
            ("no IDAT chunk", signature + chunk("IHDR", self.ihdr) + chunk("IEND", [])),
            ("colour type 3 (palette) but no PLTE chunk", signature + chunk("IHDR", header(depth: 8, colour: 3)) + chunk("IDAT", idat) + chunk("IEND", [])),
            ("unknown critical chunk ABCD", signature + chunk("IHDR", self.ihdr) + chunk("ABCD", [1]) + chunk("IDAT", idat) + chunk("IEND", [])),
        ]
        for (expected, bytes) in cases {
            let text = message(bytes)
            XCTAssertTrue(text.contains(expected), "\(expected): \(text)")
            XCTAssertFalse(text.contains("out of memory"), text)
            XCTAssertEqual(text.components(separatedBy: "x.png").count - 1, 1, "the path once: \(text)")
        }
    }
}
