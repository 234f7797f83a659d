import Foundation
import XCTest
import FlipbookRender
import FlipbookScene
import FlipbookTestSupport
@testable import FlipbookSceneFile

/// A scene's `fonts/` folder: registered when the scene loads, its faces named by labels; a file
/// that is not a font, or that would replace the system font, is a problem naming it (exit 2).
final class SceneFontsFolderTests: XCTestCase {
    private func scene(label font: String, fonts: [(name: String, bytes: Data)]) throws -> SceneFileTestFile {
        let file = try SceneFileTestFile(#"""
        {"screen": {"size": [200, 60], "scale": 1},
         "views": [{"id": "t", "type": "label", "text": "Ada", "frame": [0, 0, 200, 60], "font": \#(font)}],
         "driver": {"type": "timeline", "duration": 0}}
        """#)
        let folder = file.folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for font in fonts { try font.bytes.write(to: folder.appendingPathComponent(font.name)) }
        return file
    }

    func testALabelNamesAFaceTheSceneShips() throws {
        let bold = try Data(contentsOf: TestFonts.testSansBold)
        let file = try scene(label: #"{"name": "FlipbookTestSans-Bold", "size": 30}"#, fonts: [("Brand-Bold.ttf", bold)])
        defer { file.remove() }
        XCTAssertEqual(file.problems(), [])
        let loaded = try SceneFileLoader.load(path: file.path)
        let label = try XCTUnwrap(loaded.scene.root.viewWithID("t") as? Label)
        XCTAssertEqual(label.font.faceName, "FlipbookTestSans-Bold")
        XCTAssertEqual(label.font.family, TestFonts.family)
        _ = loaded.scene.displayList()
        XCTAssertEqual(loaded.scene.warnings, [])
    }

    func testAFamilyTheSceneDoesNotHaveIsNamedInAWarning() throws {
        let file = try scene(label: #"{"family": "Brand Sans Nowhere", "size": 30}"#, fonts: [])
        defer { file.remove() }
        let loaded = try SceneFileLoader.load(path: file.path)
        _ = loaded.scene.displayList()
        XCTAssertEqual(loaded.scene.warnings.count, 1)
        XCTAssertTrue(loaded.scene.warnings[0].hasPrefix("font 'Brand Sans Nowhere' is not available"), loaded.scene.warnings[0])
    }

    func testAFileThatIsNotAFontIsAProblemNamingIt() throws {
        let file = try scene(label: #"{"family": "system", "size": 17}"#, fonts: [("evil.ttf", Data("<html>".utf8))])
        defer { file.remove() }
        XCTAssertEqual(file.problems(), ["fonts: fonts/evil.ttf: not a font file fontconfig can read (TrueType, OpenType or a collection)"])
        XCTAssertThrowsError(try SceneFileLoader.load(path: file.path)) { error in
            XCTAssertEqual((error as? SceneFileProblems)?.exitCode, .badInput)
        }
    }

    func testAFontMayNotReplaceTheSystemFont() throws {
        let inter = try XCTUnwrap(FontRegistry.face(named: "Inter-Regular"))
        let file = try scene(label: #"{"family": "system", "size": 17}"#,
                             fonts: [("SF-Pro.otf", try Data(contentsOf: URL(fileURLWithPath: inter.file)))])
        defer { file.remove() }
        XCTAssertEqual(file.problems().count, 1)
        XCTAssertTrue(file.problems()[0].contains("fonts/SF-Pro.otf: its family 'Inter' is one of Flipbook's own fonts"), "\(file.problems())")
    }

    func testAFontsFolderEntryThatLinksOutOfTheSceneIsRefused() throws {
        let file = try scene(label: #"{"family": "system", "size": 17}"#, fonts: [])
        defer { file.remove() }
        try FileManager.default.createSymbolicLink(atPath: file.folder.appendingPathComponent("fonts/out.ttf").path,
                                                   withDestinationPath: TestFonts.testSansRegular.path)
        XCTAssertEqual(file.problems().count, 1)
        XCTAssertTrue(file.problems()[0].hasPrefix("fonts: out.ttf: leaves the scene file's folder"), "\(file.problems())")
    }
}

/// A scene file's `symbol` images: drawn from the scene's own `symbols/` folder.
final class SceneSymbolsFolderTests: XCTestCase {
    func testASymbolImageReadsTheScenesSymbolsFolder() throws {
        let file = try SceneFileTestFile(#"""
        {"screen": {"size": [100, 60], "scale": 3},
         "views": [{"id": "c", "type": "image", "frame": [0, 0, 20, 20], "tintColor": "systemRed",
                    "symbol": {"name": "chevron.right", "pointSize": 34, "weight": "semibold", "scale": "medium"}},
                   {"id": "w", "type": "image", "frame": [40, 0, 20, 20], "symbol": "wifi"}],
         "driver": {"type": "timeline", "duration": 0}}
        """#)
        defer { file.remove() }
        let symbols = file.folder.appendingPathComponent("symbols")
        try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestFonts.symbols.appendingPathComponent("chevron.right@3x.png"),
                                         to: symbols.appendingPathComponent("chevron.right@3x.png"))
        XCTAssertEqual(file.problems(), [])
        let loaded = try SceneFileLoader.load(path: file.path)
        let chevron = try XCTUnwrap(loaded.scene.root.viewWithID("c") as? ImageView)
        XCTAssertEqual(chevron.intrinsicContentSize, Size(width: 18, height: 30), "the 9×15 pt file at twice the reference size")
        XCTAssertEqual(chevron.image?.symbolConfiguration?.resolvedWeight, .semibold)
        XCTAssertEqual(chevron.tintColor, .systemRed)
        _ = loaded.scene.displayList()
        XCTAssertEqual(loaded.scene.warnings.count, 1)
        XCTAssertTrue(loaded.scene.warnings[0].hasPrefix("symbol 'wifi' has no image mapped to it"), "\(loaded.scene.warnings)")
        let both = try SceneFileTestFile(#"{"views": [{"type": "image", "src": "a.png", "symbol": {"name": "x", "weight": "semibolt"}}], "driver": {"type": "timeline", "duration": 0}}"#)
        defer { both.remove() }
        XCTAssertEqual(both.problems(), [#"$.views[0].src: an image shows a file or a symbol, not both; remove "src""#,
                                         #"$.views[0].symbol.weight: unknown symbol weight "semibolt"; did you mean "semibold"?"#])
    }
}
