import Foundation
import XCTest
@testable import FlipbookRender
import FlipbookTestSupport

/// Registering a project's fonts, and `Font(name:size:)` finding them, checked against the font
/// files themselves as Pillow's FreeType reads them.
final class FontRegistryTests: XCTestCase {
    func testAFontThatIsNotThereIsNil() {
        // UIKit: "init(name:size:) … Returns a font object … or nil if no font with that name is
        // found" (https://developer.apple.com/documentation/uikit/uifont/init(name:size:)).
        XCTAssertNil(Font(name: "Helvetica Neue Imaginary", size: 17))
        XCTAssertNil(Font(name: "", size: 17))
    }

    func testBuiltInFacesAreFoundByPostScriptFullAndFamilyName() throws {
        let bold = try XCTUnwrap(Font(name: "Inter-Bold", size: 20))
        XCTAssertEqual(bold.family, "Inter")
        XCTAssertEqual(bold.weight, .bold)
        XCTAssertEqual(bold.fontName, "Inter-Bold")
        XCTAssertEqual(Font(name: "Inter Bold", size: 20)?.fontName, "Inter-Bold")
        // A family name gives its plain face, as UIFont(name: "Avenir", …) does on a device.
        XCTAssertEqual(Font(name: "Inter", size: 20)?.fontName, "Inter-Regular")
        XCTAssertEqual(Font(name: "DejaVu Sans Mono", size: 20)?.symbolicTraits.contains(.traitMonoSpace), true)
    }

    func testRegisteredFacesResolveAndDrawOnEveryThread() throws {
        try TestFonts.registerTestSans()
        let bold = try XCTUnwrap(Font(name: "FlipbookTestSans-Bold", size: 40))
        XCTAssertEqual(bold.family, TestFonts.family)
        XCTAssertEqual(bold.weight, .bold)
        XCTAssertEqual(bold.faceName, "FlipbookTestSans-Bold")
        XCTAssertEqual(try ProjectFonts.resolvedFamily(of: bold), TestFonts.family)
        // A thread of its own, with a font map made after the registration.
        let other = ThreadResult<String>()
        let thread = Thread { other.set(try? ProjectFonts.resolvedFamily(of: bold)) }
        thread.start()
        XCTAssertEqual(other.wait(), TestFonts.family)
        XCTAssertTrue(Font.familyNames.contains(TestFonts.family))
        XCTAssertEqual(Font.fontNames(forFamilyName: TestFonts.family), ["FlipbookTestSans-Bold", "FlipbookTestSans-Regular"])
    }

    func testRegisteringTheSameFileTwiceChangesNothing() throws {
        try TestFonts.registerTestSans()
        let generation = FontRegistry.generation
        let faces = try FontRegistry.register(contentsOf: TestFonts.testSansRegular)
        XCTAssertEqual(faces.map(\.postScriptName), ["FlipbookTestSans-Regular"])
        XCTAssertEqual(FontRegistry.generation, generation)
    }

    func testGlyphWidthsOfARegisteredFontAreTheFontFilesAdvances() throws {
        try TestFonts.registerTestSans()
        let text = "Ada Lovelace 1815"
        for (file, name) in [(TestFonts.testSansRegular, "FlipbookTestSans-Regular"), (TestFonts.testSansBold, "FlipbookTestSans-Bold")] {
            let font = try XCTUnwrap(Font(name: name, size: 40))
            let laidOut = try TextMeasurer().size(of: text, font: font).width
            try Checker.require(.pillow)
            let pillow = try TestFonts.pillow(file: file, text: text)
            XCTAssertEqual(pillow.advances.reduce(0, +), pillow.length, accuracy: 1e-6, "no kerning in the fixture")
            XCTAssertEqual(laidOut, pillow.laidOutWidth(points: 40), accuracy: 0.01, name)
            XCTAssertEqual(laidOut, TestFonts.PillowMetrics.at(40, pillow.length), accuracy: Double(text.count) / 2, name)
        }
    }

    func testTheDrawnInkOfARegisteredFontIsWhereTheFileSaysAtEveryScale() throws {
        try TestFonts.registerTestSans()
        let font = try XCTUnwrap(Font(name: "FlipbookTestSans-Bold", size: 40))
        for scale in [1.0, 2.0] {
            let run = TextRun(text: "HHx", font: font, color: .black, frame: Rect(x: 10, y: 10, width: 400, height: 80))
            let list = DisplayList(size: Size(width: 420, height: 100), scale: scale, background: .white, ops: [.text(run)])
            let frame = try Rasterizer().render(list)
            let ink = try XCTUnwrap(frame.inkBounds(differingFrom: RGBA(r: 255, g: 255, b: 255, a: 255)))
            try Checker.require(.pillow)
            let pillow = try TestFonts.pillow(file: TestFonts.testSansBold, text: "HHx")
            // Boxes: the ink runs from the first glyph's left bearing to the last one's right edge,
            // and up from the baseline to the capital's height.
            // The ink's edges fall inside pixels, which antialiasing covers in part: the pixels
            // touched run from the left edge's pixel to the right edge's.
            let left = 10 * scale + TestFonts.PillowMetrics.at(40, pillow.inkLefts[0]) * scale
            let right = left + pillow.inkWidth(points: 40, pixelsPerPoint: scale)
            XCTAssertEqual(Double(ink.minX), left.rounded(.down), accuracy: 1, "scale \(scale)")
            XCTAssertEqual(Double(ink.maxX + 1), right.rounded(.up), accuracy: 1, "scale \(scale)")
            let capHeight = TestFonts.PillowMetrics.at(40, -pillow.inkTop) * scale
            XCTAssertEqual(Double(ink.maxY - ink.minY + 1), capHeight, accuracy: 1.01, "scale \(scale)")
            // The text block is centred in the frame, its baseline `ascender` below its top.
            let top = 10 + (80 - font.lineHeight) / 2
            XCTAssertEqual(Double(ink.maxY + 1) / scale, top + font.ascender, accuracy: 1 / scale + 0.01)
        }
    }

    func testTheAscentOfABoldFontIsTheFontFiles() throws {
        try TestFonts.registerTestSans()
        let inter = try XCTUnwrap(FontRegistry.face(named: "Inter-Bold"))
        let bold = Font.boldSystemFont(ofSize: 40)
        XCTAssertEqual(bold.fontName, "Inter-Bold")
        let testBold = try XCTUnwrap(Font(name: "FlipbookTestSans-Bold", size: 40))
        try Checker.require(.pillow)
        for (font, file) in [(bold, URL(fileURLWithPath: inter.file)), (testBold, TestFonts.testSansBold)] {
            let pillow = try TestFonts.pillow(file: file, text: "H")
            XCTAssertEqual(font.ascender, TestFonts.PillowMetrics.at(40, pillow.ascent), accuracy: 0.05, font.description)
            XCTAssertEqual(-font.descender, TestFonts.PillowMetrics.at(40, pillow.descent), accuracy: 0.05, font.description)
            XCTAssertEqual(font.capHeight, TestFonts.PillowMetrics.at(40, -pillow.inkTop), accuracy: 0.05, font.description)
            XCTAssertEqual(font.lineHeight, font.ascender - font.descender + font.leading, accuracy: 1e-9)
        }
    }

    func testAFontFileMayNotReplaceABuiltInFamily() throws {
        let inter = try XCTUnwrap(FontRegistry.face(named: "Inter-Regular"))
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: inter.file)))
        XCTAssertThrowsError(try FontRegistry.register(bytes: bytes, name: "fonts/Inter.otf")) { error in
            XCTAssertEqual(error as? FontRegistrationError, .builtInFamily(name: "fonts/Inter.otf", family: "Inter"))
            XCTAssertEqual((error as? FontRegistrationError)?.exitCode, .badInput)
        }
        XCTAssertEqual(Font.systemFont(ofSize: 17).familyName, "Inter")
    }

    func testWhatIsNotAFontIsRefusedNamingTheFile() {
        XCTAssertThrowsError(try FontRegistry.register(bytes: Array("not a font".utf8), name: "fonts/evil.ttf")) { error in
            XCTAssertEqual(error as? FontRegistrationError, .notAFont(name: "fonts/evil.ttf"))
            XCTAssertTrue("\(error)".hasPrefix("fonts/evil.ttf: "))
        }
        XCTAssertThrowsError(try FontRegistry.register(bytes: [UInt8](repeating: 0, count: FontRegistry.fileByteLimit + 1), name: "big.ttf")) {
            XCTAssertEqual($0 as? FontRegistrationError, .tooLarge(name: "big.ttf", limit: FontRegistry.fileByteLimit))
        }
    }
}

/// A value handed from another thread.
final class ThreadResult<T: Sendable>: @unchecked Sendable {
    // Safe: `value` is written once before `done` is signalled and read only after waiting on it.
    private var value: T?
    private let done = DispatchSemaphore(value: 0)
    func set(_ v: T?) { value = v; done.signal() }
    func wait() -> T? { done.wait(); return value }
}

/// A thread whose font map was made before a registration draws the new font at its next text.
final class FontMapRenewalTests: XCTestCase {
    func testAThreadsEarlierFontMapFollowsALaterRegistration() throws {
        let late = TestFonts.fixtures.appendingPathComponent("fonts/FlipbookLateSans-Regular.ttf")
        let result = ThreadResult<[String]>()
        // Only this test registers Flipbook Late Sans, so before it nothing has it.
        let thread = Thread {
            var seen: [String] = []
            do {
                seen.append(try ProjectFonts.resolvedFamily(of: Font(family: "Flipbook Late Sans", size: 17)))
                let before = try ThreadTextContext.fontMap()
                try FontRegistry.register(contentsOf: late)
                XCTAssertTrue(before.isOutdated)
                seen.append(try ProjectFonts.resolvedFamily(of: Font(family: "Flipbook Late Sans", size: 17)))
                seen.append(try TextMeasurer.current().size(of: "Ada", font: try XCTUnwrap(Font(name: "FlipbookLateSans-Regular", size: 40))).width.description)
            } catch { seen.append("\(error)") }
            result.set(seen)
        }
        thread.start()
        let seen = try XCTUnwrap(result.wait())
        XCTAssertEqual(seen.count, 3, "\(seen)")
        XCTAssertEqual(seen.first, "Inter", "not registered yet: the stand-in")
        XCTAssertEqual(seen.dropFirst().first, "Flipbook Late Sans")
        try Checker.require(.pillow)
        let pillow = try TestFonts.pillow(file: late, text: "Ada")
        XCTAssertEqual(Double(seen.last ?? ""), pillow.laidOutWidth(points: 40))
    }
}
