import XCTest
import FlipbookRender
import FlipbookScene
import FlipbookExamples

/// `BuiltInScene.make(traits)`: the device sizes the scene before it is built, the other traits
/// reach the built scene, and a scene laid out for one device refuses another.
final class BuiltInSceneTraitsTests: XCTestCase {
    func testEveryBuiltInSceneTakesTheTraits() throws {
        let traits = SceneTraits(device: .iPhone16, scale: 1, appearance: .dark, layoutDirection: .rightToLeft,
                                 contentSizeCategory: .accessibilityExtraLarge, showsStatusBar: true)
        for builtIn in BuiltInScenes.all {
            let (scene, _) = try builtIn.make(traits)
            XCTAssertEqual(scene.screen.size, Size(width: 393, height: 852), builtIn.name)
            XCTAssertEqual(scene.screen.safeAreaInsets.top, 59, builtIn.name)
            XCTAssertEqual(scene.screen.scale, 1, builtIn.name)
            XCTAssertEqual(scene.root.frame.size, Size(width: 393, height: 852), builtIn.name)
            XCTAssertEqual(scene.appearance, .dark, builtIn.name)
            XCTAssertEqual(scene.layoutDirection, .rightToLeft, builtIn.name)
            XCTAssertEqual(scene.contentSizeCategory, .accessibilityExtraLarge, builtIn.name)
            XCTAssertTrue(scene.showsStatusBar, builtIn.name)
            let (plain, _) = try builtIn.make(SceneTraits())
            XCTAssertEqual(plain.screen, Screen.iPhone14.withScale(2), "\(builtIn.name): its own device at 2x")
            XCTAssertEqual(plain.appearance, .light, builtIn.name)
        }
    }

    func testASceneForOneDeviceRefusesAnother() throws {
        let fixed = BuiltInScene(name: "fixed", summary: "laid out for one phone", make: { scale in
            (Scene(screen: Screen.iPhoneSE.withScale(scale)), OffsetsDriver(offsets: [Point(x: 0, y: 0)]))
        })
        let (scene, _) = try fixed.make(SceneTraits(scale: 1, appearance: .dark))
        XCTAssertEqual(scene.appearance, .dark)
        XCTAssertThrowsError(try fixed.make(SceneTraits(device: .iPhone16))) { error in
            XCTAssertTrue("\(error)".contains("'fixed' is laid out for one device; it cannot render on iphone-16"), "\(error)")
        }
    }
}
