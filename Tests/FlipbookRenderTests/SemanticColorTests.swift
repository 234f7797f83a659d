import Foundation
import XCTest
@testable import FlipbookRender

/// Every UIKit semantic and system colour against UIKit's own values, both appearances. The
/// table is written out here from the sources cited in Color+Semantic.swift (Flutter's
/// CupertinoColors "equivalent to UIColor.…", and dumps of `resolvedColor(with:)`), not
/// computed from the code under test.
final class SemanticColorTests: XCTestCase {
    /// name: (light r, g, b, alpha), (dark r, g, b, alpha), components in 0…255.
    static let uikit: [String: ((Double, Double, Double, Double), (Double, Double, Double, Double))] = [
        "label": ((0, 0, 0, 1), (255, 255, 255, 1)),
        "secondaryLabel": ((60, 60, 67, 0.6), (235, 235, 245, 0.6)),
        "tertiaryLabel": ((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        "quaternaryLabel": ((60, 60, 67, 0.18), (235, 235, 245, 0.16)),
        "placeholderText": ((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        "link": ((0, 122, 255, 1), (9, 132, 255, 1)),
        "separator": ((60, 60, 67, 0.29), (84, 84, 88, 0.6)),
        "opaqueSeparator": ((198, 198, 200, 1), (56, 56, 58, 1)),
        "systemFill": ((120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        "secondarySystemFill": ((120, 120, 128, 0.16), (120, 120, 128, 0.32)),
        "tertiarySystemFill": ((118, 118, 128, 0.12), (118, 118, 128, 0.24)),
        "quaternarySystemFill": ((116, 116, 128, 0.08), (118, 118, 128, 0.18)),
        "systemBackground": ((255, 255, 255, 1), (0, 0, 0, 1)),
        "secondarySystemBackground": ((242, 242, 247, 1), (28, 28, 30, 1)),
        "tertiarySystemBackground": ((255, 255, 255, 1), (44, 44, 46, 1)),
        "systemGroupedBackground": ((242, 242, 247, 1), (0, 0, 0, 1)),
        "secondarySystemGroupedBackground": ((255, 255, 255, 1), (28, 28, 30, 1)),
        "tertiarySystemGroupedBackground": ((242, 242, 247, 1), (44, 44, 46, 1)),
        "systemGray": ((142, 142, 147, 1), (142, 142, 147, 1)),
        "systemGray2": ((174, 174, 178, 1), (99, 99, 102, 1)),
        "systemGray3": ((199, 199, 204, 1), (72, 72, 74, 1)),
        "systemGray4": ((209, 209, 214, 1), (58, 58, 60, 1)),
        "systemGray5": ((229, 229, 234, 1), (44, 44, 46, 1)),
        "systemGray6": ((242, 242, 247, 1), (28, 28, 30, 1)),
        "systemRed": ((255, 59, 48, 1), (255, 69, 58, 1)),
        "systemOrange": ((255, 149, 0, 1), (255, 159, 10, 1)),
        "systemYellow": ((255, 204, 0, 1), (255, 214, 10, 1)),
        "systemGreen": ((52, 199, 89, 1), (48, 209, 88, 1)),
        "systemMint": ((0, 199, 190, 1), (99, 230, 226, 1)),
        "systemTeal": ((48, 176, 199, 1), (64, 200, 224, 1)),
        "systemCyan": ((50, 173, 230, 1), (100, 210, 255, 1)),
        "systemBlue": ((0, 122, 255, 1), (10, 132, 255, 1)),
        "systemIndigo": ((88, 86, 214, 1), (94, 92, 230, 1)),
        "systemPurple": ((175, 82, 222, 1), (191, 90, 242, 1)),
        "systemPink": ((255, 45, 85, 1), (255, 55, 95, 1)),
        "systemBrown": ((162, 132, 94, 1), (172, 142, 104, 1)),
    ]

    private func assertColor(_ c: Color, _ v: (Double, Double, Double, Double), _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(c.red * 255, v.0, accuracy: 1e-9, "\(what) red", file: file, line: line)
        XCTAssertEqual(c.green * 255, v.1, accuracy: 1e-9, "\(what) green", file: file, line: line)
        XCTAssertEqual(c.blue * 255, v.2, accuracy: 1e-9, "\(what) blue", file: file, line: line)
        XCTAssertEqual(c.alpha, v.3, accuracy: 1e-9, "\(what) alpha", file: file, line: line)
        XCTAssertFalse(c.isDynamic, "\(what): a resolved colour is static", file: file, line: line)
    }

    func testEverySemanticColourHasUIKitsLightAndDarkValues() {
        XCTAssertEqual(Set(Color.semanticColors.keys), Set(Self.uikit.keys), "the table lists every semantic colour")
        XCTAssertEqual(Self.uikit.count, 36)
        for (name, (light, dark)) in Self.uikit {
            guard let color = Color.semanticColors[name] else { XCTFail("no \(name)"); continue }
            XCTAssertTrue(color.isDynamic, name)
            assertColor(color.resolved(for: .light), light, "\(name) light")
            assertColor(color.resolved(for: .dark), dark, "\(name) dark")
        }
    }

    func testTheNamedPropertiesAreTheTablesColours() {
        let named: [(String, Color)] = [("label", .label), ("secondaryLabel", .secondaryLabel), ("separator", .separator),
                                        ("systemBackground", .systemBackground), ("systemGroupedBackground", .systemGroupedBackground),
                                        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
                                        ("systemBlue", .systemBlue), ("systemGray6", .systemGray6), ("link", .link)]
        for (name, color) in named { XCTAssertEqual(Color.semanticColors[name], color, name) }
    }

    /// Light values are exactly what the light-only colours were, so light frames keep every byte.
    func testLightValuesAreTheFormerStaticColoursBitForBit() {
        XCTAssertEqual(Color.label.resolved(for: .light), .black)
        XCTAssertEqual(Color.systemBlue.resolved(for: .light), Color(red: 0, green: 122 / 255, blue: 1))
        XCTAssertEqual(Color.systemGroupedBackground.resolved(for: .light), Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        XCTAssertEqual(Color.separator.resolved(for: .light), Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29))
        XCTAssertEqual(Color.secondaryLabel.resolved(for: .light), Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
        XCTAssertEqual(Color.systemBackground.resolved(for: .light), .white)
    }

    func testAColourFromComponentsStaysStatic() {
        let plain = Color(hex: "#1B2A49")!
        XCTAssertFalse(plain.isDynamic)
        XCTAssertEqual(plain.resolved(for: .dark), plain)
        XCTAssertEqual(plain.resolved(for: .light), plain)
        XCTAssertFalse(Color.white.isDynamic)
        XCTAssertEqual(Color.gray.resolved(for: .dark), Color(white: 0.5), "UIKit's .gray is fixed")
    }

    func testLightDarkInitWithAlphaAndMixing() {
        let card = Color(light: .white, dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
        XCTAssertEqual(card.resolved(for: .dark).description, "#1C1C1E")
        XCTAssertEqual(card.resolved(for: .light), .white)
        let faded = Color.label.withAlpha(0.5)
        XCTAssertEqual(faded.resolved(for: .dark), Color(white: 1, alpha: 0.5), "withAlpha keeps the colour semantic")
        XCTAssertEqual(faded.resolved(for: .light), Color(white: 0, alpha: 0.5))
        let half = Color.systemBackground.mixed(with: .label, 0.5)
        XCTAssertEqual(half.resolved(for: .light), Color(white: 0.5))
        XCTAssertEqual(half.resolved(for: .dark), Color(white: 0.5))
        let quarter = Color.systemBackground.mixed(with: Color(white: 1), 0.25)
        XCTAssertEqual(quarter.resolved(for: .dark), Color(white: 0.25), "dark values mix with a static end too")
        XCTAssertEqual(Color.black.mixed(with: .white, 0.25), Color(white: 0.25))
        XCTAssertFalse(Color.black.mixed(with: .white, 0.25).isDynamic)
    }

    func testCodableKeepsTheDarkValueAndReadsOldColours() throws {
        let data = try JSONEncoder().encode(Color.separator)
        XCTAssertEqual(try JSONDecoder().decode(Color.self, from: data), .separator)
        let old = Data(#"{"red":1,"green":0,"blue":0,"alpha":1}"#.utf8)
        let decoded = try JSONDecoder().decode(Color.self, from: old)
        XCTAssertEqual(decoded, Color(red: 1, green: 0, blue: 0))
        XCTAssertFalse(decoded.isDynamic)
        let plain = String(decoding: try JSONEncoder().encode(Color.white), as: UTF8.self)
        XCTAssertFalse(plain.contains("dark"), "a static colour encodes as before: \(plain)")
    }
}
