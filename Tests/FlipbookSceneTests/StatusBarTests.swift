import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// The status bar from pixels: where it lands on each kind of screen, its colour in each
/// appearance, that it reads "9:41", and that it changes nothing when it is off.
final class StatusBarTests: XCTestCase {
    private func render(_ screen: Screen, _ appearance: Appearance = .light, statusBar: Bool,
                        extra: (Scene) -> Void = { _ in }) throws -> RasterFrame {
        let scene = Scene(screen: screen)
        scene.appearance = appearance
        scene.showsStatusBar = statusBar
        extra(scene)
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    /// The box of pixels that differ between two frames of the same size.
    private func changed(_ a: RasterFrame, _ b: RasterFrame) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }

    /// The time alone: a label with the status bar's font and frame, on a screen without the bar.
    private func timeReference(_ screen: Screen, _ appearance: Appearance) throws -> RasterFrame {
        let layout = StatusBarLayout(screen: screen)
        return try render(screen, appearance, statusBar: false) { scene in
            let time = Label(frame: layout.timeFrame)
            time.text = "9:41"
            time.font = .systemFont(ofSize: layout.timeFontSize, weight: .semibold)
            time.textAlignment = layout.timeAlignment
            scene.root.addSubview(time)
        }
    }

    private func assertRegion(_ a: RasterFrame, _ b: RasterFrame, x: Range<Int>, y: Range<Int>, _ message: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        var differing = 0
        for yy in y { for xx in x where a.pixel(x: xx, y: yy) != b.pixel(x: xx, y: yy) { differing += 1 } }
        XCTAssertEqual(differing, 0, message, file: file, line: line)
    }

    func testOnANotchPhoneItFillsTheTopSafeAreaWithTheTimeLeftAndIconsRight() throws {
        let screen = Screen.iPhone14.withScale(2)
        let bare = try render(screen, statusBar: false)
        let bar = try render(screen, statusBar: true)
        let box = try XCTUnwrap(changed(bare, bar), "the status bar draws something")
        let band = Int(2 * screen.safeAreaInsets.top)                     // 94 px
        XCTAssertGreaterThanOrEqual(box.minY, 0)
        XCTAssertLessThan(box.maxY, band, "nothing below the top safe area")
        XCTAssertEqual(Double(box.minY + box.maxY) / 2, Double(band) / 2, accuracy: 3, "centred in the band")
        XCTAssertGreaterThan(box.maxY - box.minY, 18, "glyphs as tall as 17 pt text")
        let ear = Int(2 * (screen.size.width - 162) / 2)                  // 228 px beside the notch
        XCTAssertLessThan(box.minX, ear / 2, "the time is in the left ear")
        XCTAssertGreaterThan(box.maxX, 2 * Int(screen.size.width) - ear / 2, "the battery is in the right ear")
        assertRegion(bare, bar, x: ear..<(2 * Int(screen.size.width) - ear), y: 0..<band, "nothing under the notch")

        // The left ear holds exactly "9:41" in 17 pt semibold.
        let reference = try timeReference(screen, .light)
        assertRegion(reference, bar, x: 0..<ear, y: 0..<band, "the left ear reads 9:41")
        XCTAssertNotNil(changed(bare, reference), "the reference draws text, so the comparison can fail")
        let wrong = try render(screen, statusBar: false) { scene in
            let other = Label(frame: StatusBarLayout(screen: screen).timeFrame)
            other.text = "9:42"
            other.font = .systemFont(ofSize: 17, weight: .semibold)
            other.textAlignment = .center
            scene.root.addSubview(other)
        }
        XCTAssertNotNil(changed(wrong.croppedRows(band), bar.croppedRows(band)), "9:42 would not pass")
    }

    func testGlyphsAreDarkOnLightAndLightOnDark() throws {
        let screen = Screen.iPhone14.withScale(2)
        let light = try render(screen, .light, statusBar: true)
        let dark = try render(screen, .dark, statusBar: true)
        var darkest = 255, brightest = 0
        for y in 0..<94 {
            for x in 0..<780 {
                darkest = min(darkest, light.rgba(x, y).r)
                brightest = max(brightest, dark.rgba(x, y).r)
            }
        }
        XCTAssertLessThan(darkest, 10, "black glyphs in light appearance")
        XCTAssertGreaterThan(brightest, 245, "white glyphs in dark appearance")
        XCTAssertEqual(dark.rgba(389, 47), RGBA(r: 0, g: 0, b: 0, a: 255), "under the notch: the dark window")
        // The dark bar reads 9:41 too.
        assertRegion(try timeReference(screen, .dark), dark, x: 0..<228, y: 0..<94, "9:41 in dark")
    }

    func testOnADynamicIslandPhoneTheBarIsCentredInTheTaller59PointBand() throws {
        let island = Screen(name: "island", size: Size(width: 393, height: 852), scale: 2, safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
        let bare = try render(island, statusBar: false)
        let bar = try render(island, statusBar: true)
        let box = try XCTUnwrap(changed(bare, bar))
        XCTAssertLessThan(box.maxY, 118)
        XCTAssertEqual(Double(box.minY + box.maxY) / 2, 59, accuracy: 3, "centred in the 59 pt band")
        let ear = Int(2 * (393 - 126) / 2)                                 // 267 px beside the island
        assertRegion(bare, bar, x: ear..<(786 - ear), y: 0..<118, "nothing over the Dynamic Island")
        assertRegion(try timeReference(island, .light), bar, x: 0..<ear, y: 0..<118, "the left ear reads 9:41")
    }

    func testOnAHomeButtonPhoneItIsA20PointBarWithTheTimeCentred() throws {
        let screen = Screen.iPhoneSE.withScale(2)
        let bare = try render(screen, statusBar: false)
        let bar = try render(screen, statusBar: true)
        let box = try XCTUnwrap(changed(bare, bar))
        XCTAssertLessThan(box.maxY, 40, "inside the 20 pt bar")
        XCTAssertEqual(Double(box.minY + box.maxY) / 2, 20, accuracy: 3, "centred in it")
        XCTAssertLessThan(box.minX, 20, "signal at the left edge")
        XCTAssertGreaterThan(box.maxX, 730, "battery at the right edge")
        // The middle third holds only the centred time.
        let middle = 250..<500
        assertRegion(try timeReference(screen, .light), bar, x: middle, y: 0..<40, "the middle reads 9:41")
        var minX = Int.max, maxX = -1
        for y in 0..<40 { for x in middle where bar.pixel(x: x, y: y) != bare.pixel(x: x, y: y) { minX = min(minX, x); maxX = max(maxX, x) } }
        XCTAssertGreaterThan(maxX, minX)
        XCTAssertEqual(Double(minX + maxX) / 2, 375, accuracy: 2, "the time is centred on the screen")
    }

    func testOnAnIPadTheTimeIsLeftAndTheIconsRight() throws {
        let pad = Screen(name: "ipad", size: Size(width: 820, height: 1180), scale: 1, safeAreaInsets: EdgeInsets(top: 24, bottom: 20))
        let bare = try render(pad, statusBar: false)
        let bar = try render(pad, statusBar: true)
        let box = try XCTUnwrap(changed(bare, bar))
        XCTAssertLessThan(box.maxY, 24)
        XCTAssertGreaterThanOrEqual(box.minX, 20)
        XCTAssertLessThan(box.minX, 30, "the time starts at the 20 pt margin")
        XCTAssertLessThanOrEqual(box.maxX, 800)
        XCTAssertGreaterThan(box.maxX, 790, "the battery ends at the right margin")
        assertRegion(bare, bar, x: 200..<600, y: 0..<24, "nothing in the middle")
    }

    /// The "done when": on every device preset, in both appearances, the bar's ink stays
    /// inside the top safe area, is centred in it as the layout says, and the time reads "9:41".
    func testOnEveryPresetInBothAppearancesTheBarFillsTheTopSafeAreaAndReads941() throws {
        XCTAssertEqual(Screen.presets.count, 6, "a new preset is covered here automatically; update the count")
        for screen in Screen.presets {
            let layout = StatusBarLayout(screen: screen)
            let scale = screen.scale
            let band = Int((layout.band.height * scale).rounded())
            XCTAssertEqual(layout.band.height, screen.safeAreaInsets.top, "\(screen.name): the band is the top safe area")
            for appearance in Appearance.allCases {
                let name = "\(screen.name) \(appearance)"
                let bare = try render(screen, appearance, statusBar: false)
                let bar = try render(screen, appearance, statusBar: true)
                // Below the band nothing changes (compared whole, so it is cheap at 3x).
                XCTAssertTrue(bare.pixels[(band * bare.width)...] == bar.pixels[(band * bar.width)...], "\(name): ink below the top safe area")
                let top = try XCTUnwrap(changed(bare.croppedRows(band), bar.croppedRows(band)), "\(name): the bar draws")
                XCTAssertGreaterThan(top.maxY - top.minY, Int(8 * scale), "\(name): glyphs of text height")
                XCTAssertEqual(Double(top.minY + top.maxY + 1) / 2, layout.band.midY * scale, accuracy: 1.5 * scale,
                               "\(name): centred in the band")
                // The time's region matches "9:41" drawn alone with the bar's font and frame.
                let x: Range<Int> = switch layout.deviceClass {
                case .homeButtonPhone: Int(screen.size.width * scale / 3)..<Int(screen.size.width * scale * 2 / 3)
                case .notchPhone, .pad: Int(layout.timeFrame.minX * scale)..<Int(layout.timeFrame.maxX * scale)
                }
                let reference = try timeReference(screen, appearance)
                assertRegion(reference, bar, x: x, y: 0..<band, "\(name): the time reads 9:41")
                var referenceInk = 0
                for yy in 0..<band { for xx in x where reference.pixel(x: xx, y: yy) != bare.pixel(x: xx, y: yy) { referenceInk += 1 } }
                XCTAssertGreaterThan(referenceInk, 20, "\(name): the reference draws text, so the comparison can fail")
            }
        }
    }

    func testOffByDefaultLeavesFramesAsTheyWere() throws {
        let screen = Screen.iPhone14.withScale(2)
        let scene = Scene(screen: screen)
        XCTAssertFalse(scene.showsStatusBar)
        let before = scene.displayList()
        scene.showsStatusBar = true
        let with = scene.displayList()
        scene.showsStatusBar = false
        let after = scene.displayList()
        XCTAssertEqual(before.ops.count, after.ops.count)
        XCTAssertGreaterThan(with.ops.count, before.ops.count)
        XCTAssertEqual(try Rasterizer().render(before), try Rasterizer().render(after))
        XCTAssertNotEqual(try Rasterizer().render(before), try Rasterizer().render(with))
    }
}

private extension RasterFrame {
    /// The top `rows` pixel rows.
    func croppedRows(_ rows: Int) -> RasterFrame {
        RasterFrame(width: width, height: rows, pixels: Array(pixels[0..<(rows * width)]))
    }
}
