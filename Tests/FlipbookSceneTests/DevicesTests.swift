import XCTest
import FlipbookRender
import FlipbookScene

/// The device presets report what UIKit reports on the device, and the traits a variant sets
/// round-trip through the names its outputs and goldens carry.
final class DevicesTests: XCTestCase {
    private func check(_ name: String, _ width: Double, _ height: Double, scale: Double, top: Double, bottom: Double,
                       file: StaticString = #filePath, line: UInt = #line) {
        guard let screen = Screen.preset(named: name) else { return XCTFail("no preset \(name)", file: file, line: line) }
        XCTAssertEqual(screen.size, Size(width: width, height: height), name, file: file, line: line)
        XCTAssertEqual(screen.scale, scale, name, file: file, line: line)
        XCTAssertEqual(screen.safeAreaInsets, EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), name, file: file, line: line)
    }

    func testEveryPresetsPointsScaleAndSafeArea() {
        check("iphone-se", 375, 667, scale: 2, top: 20, bottom: 0)
        check("iphone-14", 390, 844, scale: 3, top: 47, bottom: 34)
        check("iphone-15", 393, 852, scale: 3, top: 59, bottom: 34)
        check("iphone-16", 393, 852, scale: 3, top: 59, bottom: 34)
        check("iphone-16-pro-max", 440, 956, scale: 3, top: 62, bottom: 34)
        check("ipad-10", 820, 1180, scale: 2, top: 24, bottom: 20)
        XCTAssertEqual(Screen.presets.count, 6)
        XCTAssertEqual(Set(Screen.presets.map(\.name)).count, 6, "names are unique")
        XCTAssertTrue(Screen.presets.allSatisfy { $0.name == $0.name.lowercased() && !$0.name.contains(" ") })
        XCTAssertNil(Screen.preset(named: "iPhone-16"), "names are exact")
    }

    func testTraitsChooseTheScreenBeforeAndTheRestAfterTheSceneIsBuilt() {
        let traits = SceneTraits(device: .iPhone16, appearance: .dark, layoutDirection: .rightToLeft,
                                 contentSizeCategory: .accessibilityExtraLarge, showsStatusBar: true)
        let screen = traits.screen(default: Screen.iPhone14.withScale(2))
        XCTAssertEqual(screen.size, Size(width: 393, height: 852))
        XCTAssertEqual(screen.scale, 2, "the device's size and safe area, the scene's scale")
        XCTAssertEqual(screen.safeAreaInsets.top, 59)
        XCTAssertEqual(SceneTraits(scale: 3).screen(default: .iPhoneSE).scale, 3)
        let scene = Scene(screen: screen)
        traits.apply(to: scene)
        XCTAssertEqual(scene.appearance, .dark)
        XCTAssertEqual(scene.layoutDirection, .rightToLeft)
        XCTAssertEqual(scene.contentSizeCategory, .accessibilityExtraLarge)
        XCTAssertTrue(scene.showsStatusBar)
        let untouched = Scene(screen: screen)
        SceneTraits().apply(to: untouched)
        XCTAssertEqual(untouched.appearance, .light)
        XCTAssertEqual(untouched.contentSizeCategory, .large)
    }

    func testVariantNamesReadBack() {
        let cases: [(SceneTraits, String)] = [
            (SceneTraits(appearance: .dark), "dark"),
            (SceneTraits(layoutDirection: .rightToLeft), "rtl"),
            (SceneTraits(contentSizeCategory: .accessibilityExtraLarge), "ax3"),
            (SceneTraits(device: .iPhone16ProMax, appearance: .light), "iphone-16-pro-max-light"),
            (SceneTraits(device: .iPhone16, contentSizeCategory: .extraLarge), "iphone-16-xl"),
            (SceneTraits(device: .iPhoneSE, appearance: .dark, layoutDirection: .rightToLeft,
                         contentSizeCategory: .small, showsStatusBar: false), "iphone-se-dark-rtl-s-no-status-bar"),
            (SceneTraits(showsStatusBar: true), "status-bar"),
        ]
        for (traits, name) in cases {
            XCTAssertEqual(traits.variantName, name)
            XCTAssertEqual(SceneTraits(variantName: name), traits, name)
        }
        for bad in ["", "dim", "dark-iphone-se", "dark-dark", "iphone-17", "rtl-", "ax3-xl"] {
            XCTAssertNil(SceneTraits(variantName: bad), bad)
        }
    }

    func testVariantSpecsMakeTheProductInOrder() throws {
        let matrix = try SceneVariants(parsing: "device=iphone-se|iphone-16,appearance=light|dark,direction=rtl,content-size=AX3")
        XCTAssertEqual(matrix.traits.map(\.variantName), [
            "iphone-se-light-rtl-ax3", "iphone-se-dark-rtl-ax3", "iphone-16-light-rtl-ax3", "iphone-16-dark-rtl-ax3",
        ])
        XCTAssertEqual(try SceneVariants(parsing: "status-bar=on|off").traits.map(\.showsStatusBar), [true, false])
        XCTAssertEqual(try SceneVariants(parsing: "content-size=ax1").traits.first?.contentSizeCategory, .accessibilityMedium)
        // Values alike by what they set are one variant, however they are spelled.
        XCTAssertEqual(try SceneVariants(parsing: "content-size=AX3|ax3,appearance=dark|dark").traits.map(\.variantName), ["dark-ax3"])
        let bad: [(String, String)] = [
            ("appearance=dim", "unknown appearance 'dim'; use one of light, dark"),
            ("colour=red", "the axes are device, appearance, direction, content-size, status-bar"),
            ("appearance", "is not AXIS=VALUE"),
            ("appearance=dark,appearance=light", "appearance is given twice"),
            ("device=iphone-99", "iphone-se, iphone-14, iphone-15, iphone-16, iphone-16-pro-max, ipad-10"),
            ("direction=", "unknown direction ''"),
            ("device=iphone-se|iphone-14|iphone-15|iphone-16,content-size=XS|S|M|L|XL|XXL|XXXL|AX1|AX2,appearance=light|dark",
             "more than 64 variants"),
        ]
        for (text, message) in bad {
            XCTAssertThrowsError(try SceneVariants(parsing: text), text) { error in
                XCTAssertTrue("\(error)".contains(message), "\(text): \(error)")
            }
        }
    }
}
