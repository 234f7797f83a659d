import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// docs/porting.md's example, end to end: a ported controller attached to a scene renders to a
/// GIF through Flipbook's one-call API.
final class PortedSceneRenderTests: XCTestCase {
    func testTheDocsExampleRendersAGIF() throws {
        let folder = try temporaryDirectory("ported-render")
        let path = folder.appendingPathComponent("posts.gif").path
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        scene.attach(PostListViewController())
        let summary = try scene.render(OffsetsDriver(y: -300, through: 0, by: 50), to: path)
        XCTAssertEqual(summary.steps, 7)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(Array(bytes.prefix(6)), Array("GIF89a".utf8))
        XCTAssertEqual(scene.warnings, [])
    }
}
