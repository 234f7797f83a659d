import XCTest
import FlipbookRender
import FlipbookScene

/// Landscape screens as UIKit reports them (the numbers and their sources are in
/// Sources/FlipbookScene/Screen+Orientation.swift and Traits/TraitCollection.swift):
/// - notched phones: left/right = the portrait top inset (47 on iPhone 12–14, 59 on the Dynamic
///   Island phones, http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation "left: 59.0, bottom: 21.0,
///   right: 59.0"; 62 on the 16 Pro Max), bottom 21, top 0;
/// - iPhone SE: 0 all round, the status bar hidden (https://useyourloaf.com/blog/supporting-iphone-x/);
/// - iPad: top 24, bottom 20 (https://github.com/Tencent/QMUI_iOS/issues/633).
final class LandscapeScreenTests: XCTestCase {
    private func check(_ screen: Screen, _ width: Double, _ height: Double, _ insets: EdgeInsets,
                       file: StaticString = #filePath, line: UInt = #line) {
        let side = screen.landscape
        XCTAssertEqual(side.size, Size(width: width, height: height), screen.name, file: file, line: line)
        XCTAssertEqual(side.bounds, Rect(x: 0, y: 0, width: width, height: height), screen.name, file: file, line: line)
        XCTAssertEqual(side.safeAreaInsets, insets, screen.name, file: file, line: line)
        XCTAssertEqual(side.orientation, .landscape, file: file, line: line)
        XCTAssertEqual(side.scale, screen.scale, "the scale is the device's", file: file, line: line)
        XCTAssertEqual(side.name, screen.name, "the same device", file: file, line: line)
        XCTAssertEqual(side.portrait, screen, "turning back gives the preset again", file: file, line: line)
        XCTAssertEqual(side.landscape, side, "already landscape", file: file, line: line)
    }

    func testEveryPresetsLandscapeBoundsAndSafeArea() {
        check(.iPhoneSE, 667, 375, .zero)
        check(.iPhone14, 844, 390, EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        check(.iPhone15, 852, 393, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        check(.iPhone16, 852, 393, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        check(.iPhone16ProMax, 956, 440, EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        check(.iPad10, 1180, 820, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(Screen.presets.map(\.orientation), Array(repeating: .portrait, count: 6), "every preset is portrait")
        XCTAssertEqual(Screen.iPhone14.withScale(2).landscape, Screen.iPhone14.landscape.withScale(2), "scale and orientation commute")
    }

    /// Size classes from Apple's HIG table: compact height on every iPhone in landscape, regular
    /// width only on the Max in landscape and on the iPad; portrait phones compact × regular.
    func testSizeClassesPortraitAndLandscape() {
        for screen in [Screen.iPhoneSE, .iPhone14, .iPhone15, .iPhone16, .iPhone16ProMax] {
            XCTAssertEqual(screen.traitCollection, TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular), screen.name)
            let wide: UserInterfaceSizeClass = screen.name == "iphone-16-pro-max" ? .regular : .compact
            XCTAssertEqual(screen.landscape.traitCollection, TraitCollection(horizontalSizeClass: wide, verticalSizeClass: .compact), screen.name)
        }
        for screen in [Screen.iPad10, Screen.iPad10.landscape] {
            XCTAssertEqual(screen.traitCollection, TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        }
        let scene = Scene(screen: Screen.iPhone14.landscape.withScale(1))
        XCTAssertEqual(scene.traitCollection.verticalSizeClass, .compact)
        XCTAssertEqual(scene.root.traitCollection.verticalSizeClass, .compact, "a view reads its screen's")
        XCTAssertEqual(View(frame: .zero).traitCollection, TraitCollection(), "unspecified before it is on a screen")
    }

    /// The status bar draws in portrait, not on an iPhone in landscape, and on an iPad in both.
    func testStatusBarIsHiddenOnIPhoneLandscapeOnly() throws {
        func inkRows(_ screen: Screen) throws -> Int {
            let scene = Scene(screen: screen.withScale(1))
            scene.showsStatusBar = true
            let frame = try Rasterizer().render(scene.displayList())
            return (0..<30).filter { y in (0..<Int(screen.size.width)).contains { frame.rgba($0, y).r < 100 } }.count
        }
        XCTAssertGreaterThan(try inkRows(.iPhone14), 5, "portrait: 9:41 and the icons")
        XCTAssertEqual(try inkRows(Screen.iPhone14.landscape), 0, "landscape iPhone: no status bar")
        XCTAssertEqual(try inkRows(Screen.iPhoneSE.landscape), 0)
        XCTAssertGreaterThan(try inkRows(Screen.iPad10.landscape), 5, "the iPad keeps its 24 pt bar")
        XCTAssertTrue(Screen.iPhone16ProMax.landscape.hidesStatusBar)
        XCTAssertFalse(Screen.iPad10.landscape.hidesStatusBar)
    }

    /// The orientation trait: on the device the command line names, or on the scene's own
    /// screen; a variant axis whose word ends the variant name.
    func testOrientationTraitAndVariantWord() throws {
        let traits = SceneTraits(device: .iPhone16, orientation: .landscape)
        let built = traits.screen(default: Screen.iPhone14.withScale(2))
        XCTAssertEqual(built.size, Size(width: 852, height: 393))
        XCTAssertEqual(built.scale, 2)
        XCTAssertEqual(built.safeAreaInsets.left, 59)
        // A landscape scene file given another --device stays landscape.
        XCTAssertEqual(SceneTraits(device: .iPhoneSE).screen(default: Screen.iPhone14.landscape.withScale(2)).size, Size(width: 667, height: 375))
        XCTAssertEqual(SceneTraits(orientation: .portrait).screen(default: Screen.iPhone14.landscape).size, Size(width: 390, height: 844))
        let matrix = try SceneVariants(parsing: "device=iphone-se|iphone-14,orientation=portrait|landscape")
        XCTAssertEqual(matrix.traits.map(\.variantName),
                       ["iphone-se-portrait", "iphone-se-landscape", "iphone-14-portrait", "iphone-14-landscape"])
        XCTAssertEqual(SceneTraits(variantName: "iphone-14-dark-landscape")?.orientation, .landscape)
        XCTAssertEqual(SceneTraits(variantName: "iphone-14-dark-landscape")?.appearance, .dark)
        XCTAssertThrowsError(try SceneVariants(parsing: "orientation=sideways")) { error in
            XCTAssertTrue("\(error)".contains("unknown orientation 'sideways'; use one of portrait, landscape"), "\(error)")
        }
    }
}
