import Foundation
import XCTest
import FlipbookTestSupport
@testable import FlipbookRender

/// The renderer fingerprint, checked against tools that did not compute it: pkg-config for the
/// library versions, fc-match for the fonts Flipbook's fonts.conf resolves, sha256sum for hashes.
final class RendererFingerprintTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = environment.map { "\($0.key)=\($0.value)" } + [tool] + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testLibraryVersionsAreTheInstalledOnes() throws {
        let libraries = try RendererFingerprint.current().libraries
        // The versions the headers and .pc files were installed with: the same Debian packages.
        XCTAssertEqual(libraries.cairo, try run("pkg-config", ["--modversion", "cairo"]))
        XCTAssertEqual(libraries.pango, try run("pkg-config", ["--modversion", "pango"]))
        XCTAssertEqual(libraries.harfbuzz, try run("pkg-config", ["--modversion", "harfbuzz"]))
        XCTAssertEqual(libraries.fontconfig, try run("pkg-config", ["--modversion", "fontconfig"]))
        XCTAssertTrue(libraries.freetype.hasPrefix("2."), libraries.freetype)
    }

    func testFontsAreWhatFcMatchResolvesWithTheirSHA256() throws {
        let fingerprint = try RendererFingerprint.current()
        let conf = root.appendingPathComponent("Sources/FlipbookRender/Resources/fonts.conf").path
        for pattern in ["system-ui", "system-ui:weight=bold", "system-ui:weight=semibold", "monospace", "DejaVu Sans"] {
            let path = try run("fc-match", ["-f", "%{file}", pattern], environment: ["FONTCONFIG_FILE": conf])
            let font = try XCTUnwrap(fingerprint.fonts.first { $0.path == path }, "\(pattern) → \(path) not in \(fingerprint.fonts.map(\.file))")
            let sum = try run("sha256sum", [path]).split(separator: " ").first.map(String.init)
            XCTAssertEqual(font.sha256, sum, path)
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
            XCTAssertEqual(font.bytes, size, path)
            XCTAssertEqual(font.file, URL(fileURLWithPath: path).lastPathComponent)
        }
        XCTAssertEqual(Set(fingerprint.fonts.map(\.file)).count, fingerprint.fonts.count, "one entry per file")
    }

    func testDescriptionListsLibrariesAndFontPaths() throws {
        let text = try RendererFingerprint.current().description
        XCTAssertTrue(text.contains("  cairo 1."), text)
        XCTAssertTrue(text.contains("  font /usr/share/fonts/opentype/inter/Inter-Regular.otf ("), text)
    }
}
