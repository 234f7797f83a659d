import XCTest
@testable import FlipbookRender

/// The font set rendering relies on: labels in the system font are set in Inter, as fontconfig
/// and Pango resolve it through Flipbook's own configuration (not the host's).
final class ProjectFontsTests: XCTestCase {
    func testTheSystemFontResolvesToInterAtEveryWeight() throws {
        for weight in [Font.Weight.regular, .semibold, .bold] {
            XCTAssertEqual(try ProjectFonts.resolvedFamily(of: .systemFont(ofSize: 17, weight: weight)), "Inter", "\(weight)")
        }
    }

    func testTheCheckPassesWithTheProjectConfiguration() throws {
        XCTAssertNoThrow(try ProjectFonts.check())
    }

    func testMonospaceResolvesToDejaVuSoItIsNotAnAliasForEverything() throws {
        XCTAssertEqual(try ProjectFonts.resolvedFamily(of: Font(family: "monospace", size: 12)), "DejaVu Sans Mono")
    }
}
