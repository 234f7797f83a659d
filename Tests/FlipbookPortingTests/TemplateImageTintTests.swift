import XCTest
import Foundation
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// Template images (`withRenderingMode(.alwaysTemplate)`) drawn in the `tintColor` their view
/// inherits from its superviews, `.alwaysOriginal` in their own colours, and `withTintColor`
/// for good (developer.apple.com/documentation/uikit/uiimage/renderingmode,
/// developer.apple.com/documentation/uikit/uiview/tintcolor): AppFiles/IconToolbarView.swift.
final class TemplateImageTintTests: XCTestCase {
    private func scene(_ appearance: Appearance) -> (Scene, IconToolbarView) {
        let scene = Scene(screen: Screen(name: "toolbar", size: CGSize(width: 260, height: 44), scale: 2, safeAreaInsets: .zero))
        scene.appearance = appearance
        let row = IconToolbarView(frame: CGRect(x: 0, y: 0, width: 260, height: 44))
        scene.root.addSubview(row)
        scene.layout()
        return (scene, row)
    }

    func testIconsTakeTheInheritedTintAndOriginalsKeepTheirColours() throws {
        let (s, row) = scene(.light)
        let frame = try Rasterizer().render(s.displayList())
        let pink = RGBA(r: 255, g: 45, b: 85, a: 255)
        for b in row.buttons {
            let c = b.convert(CGPoint(x: b.bounds.midX, y: b.bounds.midY), to: s.root)
            XCTAssertEqual(frame.rgba(Int(c.x * 2), Int(c.y * 2)), pink, "a button's template icon in the row's tint")
        }
        XCTAssertEqual(row.buttons[0].tintColor, .systemPink, "inherited from the row")
        XCTAssertEqual(frame.rgba(166 * 2, 22 * 2), RGBA(r: 0, g: 122, b: 255, a: 255), "its own tintColor wins")
        XCTAssertEqual(frame.rgba(192 * 2, 22 * 2), RGBA(r: 255, g: 59, b: 48, a: 255), ".alwaysOriginal: the red half")
        XCTAssertEqual(frame.rgba(208 * 2, 22 * 2), RGBA(r: 52, g: 199, b: 89, a: 255), ".alwaysOriginal: the green half")
        XCTAssertEqual(frame.rgba(234 * 2, 28 * 2), RGBA(r: 255, g: 149, b: 0, a: 255), "withTintColor, not the row's pink")

        // A new tint on the row recolours every icon that inherits it.
        row.tintColor = .systemGreen
        s.layout()
        let after = try Rasterizer().render(s.displayList())
        let c = row.buttons[1].convert(CGPoint(x: 22, y: 22), to: s.root)
        XCTAssertEqual(after.rgba(Int(c.x * 2), Int(c.y * 2)), RGBA(r: 52, g: 199, b: 89, a: 255))
        XCTAssertEqual(after.rgba(166 * 2, 22 * 2), RGBA(r: 0, g: 122, b: 255, a: 255))
    }

    func testTheToolbarGoldens() throws {
        for appearance in [Appearance.light, .dark] {
            let (s, _) = scene(appearance)
            try assertGolden(of: try Rasterizer().render(s.displayList()), as: .image, named: "icon-toolbar-\(appearance)")
        }
    }
}
