import Foundation
import XCTest
import Flipbook
import FlipbookTestSupport

/// README's Swift example, line for line, so the page stays true.
final class ReadmeExampleTests: XCTestCase {
    final class HeaderFader: ScrollViewDelegate {
        let header: View
        init(header: View) { self.header = header }
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            header.alpha = max(0, 1 - scrollView.contentOffset.y / 200)
        }
    }

    func testTheREADMEExampleRendersAFadingHeader() throws {
        let out = try temporaryDirectory("readme")
        defer { try? FileManager.default.removeItem(at: out) }
        // --- README ---
        let scene = Scene(screen: .iPhone14.withScale(2))
        let list = ScrollView(frame: scene.screen.bounds)
        list.contentSize = Size(width: 390, height: 2000)
        let header = View(frame: Rect(x: 0, y: 0, width: 390, height: 200))
        header.backgroundColor = Color(hex: "#13315C")
        scene.root.addSubview(list)
        scene.root.addSubview(header)
        scene.scrollView = list
        let fader = HeaderFader(header: header)
        list.delegate = fader   // weak, as in UIKit

        try scene.render(OffsetsDriver(y: 0, through: 200, by: 10), to: out.path + "/fade.gif", out.path + "/fade")
        // --- end ---
        let gif = try GIFDecoder.decode(url: out.appendingPathComponent("fade.gif"))
        XCTAssertEqual(gif.frames.count, 21)
        XCTAssertEqual(gif.frames[0].width, 780)
        // The header's colour at full alpha, half-way faded over white, then gone.
        XCTAssertEqual(gif.frames[0].rgba(100, 100), RGBA(r: 0x13, g: 0x31, b: 0x5C, a: 255))
        let half = gif.frames[10].rgba(100, 100)
        XCTAssertEqual(half.r, (0x13 + 255) / 2, accuracy: 1)
        XCTAssertEqual(half.b, (0x5C + 255) / 2, accuracy: 1)
        XCTAssertEqual(gif.frames[20].rgba(100, 100), RGBA(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path + "/fade").filter { $0.hasSuffix(".png") }.count, 21)
    }
}
