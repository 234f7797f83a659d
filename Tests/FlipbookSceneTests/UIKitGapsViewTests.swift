import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// convert(_:to:/from:), tintColor, accessibilityIdentifier, withAlphaComponent, pointSize and
/// Image(named:), as UIKit documents them.
final class UIKitGapsViewTests: XCTestCase {
    private func tree() -> (root: View, parent: View, child: View, other: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let parent = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
        let child = View(frame: Rect(x: 10, y: 20, width: 40, height: 40))
        let other = View(frame: Rect(x: 30, y: 400, width: 100, height: 100))
        root.addSubview(parent)
        parent.addSubview(child)
        root.addSubview(other)
        return (root, parent, child, other)
    }

    func testConvertPointsAndRectsBetweenViews() {
        let (root, parent, child, other) = tree()
        defer { withExtendedLifetime(root) {} }
        XCTAssertEqual(child.convert(Point(x: 0, y: 0), to: nil), Point(x: 110, y: 70), "nil is the root, UIKit's window")
        XCTAssertEqual(child.convert(Point(x: 5, y: 5), to: other), Point(x: 85, y: -325))
        XCTAssertEqual(child.convert(Point(x: 85, y: -325), from: other), Point(x: 5, y: 5))
        XCTAssertEqual(parent.convert(Rect(x: 10, y: 20, width: 40, height: 40), to: nil), Rect(x: 110, y: 70, width: 40, height: 40))
        // Scrolling (bounds origin) and transforms count, as in UIKit.
        parent.bounds.origin = Point(x: 0, y: 30)
        XCTAssertEqual(child.convert(Point(x: 0, y: 0), to: nil), Point(x: 110, y: 40))
        child.transform = AffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(child.convert(Rect(x: 0, y: 0, width: 40, height: 40), to: parent), Rect(x: -10, y: 0, width: 80, height: 80),
                       "scaled about its centre (30, 40)")
    }

    func testConvertRoundTrips() {
        let (root, parent, child, other) = tree()
        defer { withExtendedLifetime(root) {} }
        child.transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.5)
        parent.transform = AffineTransform(translationX: 7, y: -3)
        for p in [Point(x: 0, y: 0), Point(x: 13.5, y: -2), Point(x: 40, y: 40)] {
            for target in [other, parent, nil] as [View?] {
                let there = child.convert(p, to: target)
                let back = child.convert(there, from: target)
                XCTAssertEqual(back.x, p.x, accuracy: 1e-9)
                XCTAssertEqual(back.y, p.y, accuracy: 1e-9)
            }
        }
    }

    func testTintColorIsInheritedDownTheTree() {
        let (root, parent, child, other) = tree()
        XCTAssertEqual(child.tintColor, .systemBlue, "UIKit's default")
        parent.tintColor = .systemRed
        XCTAssertEqual(child.tintColor, .systemRed, "inherited from the superview")
        XCTAssertEqual(other.tintColor, .systemBlue, "a sibling branch keeps the default")
        child.tintColor = .systemGreen
        XCTAssertEqual(child.tintColor, .systemGreen)
        child.tintColor = nil
        XCTAssertEqual(child.tintColor, .systemRed, "nil goes back to inheriting")
        root.tintColor = .systemYellow
        parent.tintColor = nil
        XCTAssertEqual(child.tintColor, .systemYellow)
        child.removeFromSuperview()
        XCTAssertEqual(child.tintColor, .systemBlue, "a view out of the tree inherits nothing")
    }

    func testAccessibilityIdentifierNamesViewsInTheTrace() throws {
        let scene = Scene(screen: Screen(name: "t", size: Size(width: 200, height: 200), scale: 1, safeAreaInsets: .zero))
        let named = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        named.accessibilityIdentifier = "avatar"
        let both = View(frame: Rect(x: 70, y: 10, width: 50, height: 50))
        both.id = "badge"
        both.accessibilityIdentifier = "ignored-when-id-set"
        scene.root.addSubview(named)
        scene.root.addSubview(both)
        scene.layout()
        let line = StepTrace.line(for: Step(index: 0, time: 0), in: scene)
        XCTAssertTrue(line.contains("\"avatar\":"), line)
        XCTAssertTrue(line.contains("\"badge\":"), line)
        XCTAssertFalse(line.contains("ignored-when-id-set"), line)
        XCTAssertEqual(named.layoutName, "avatar")
    }

    func testColourAndFontAccessors() {
        XCTAssertEqual(Color.systemBlue.withAlphaComponent(0.25).resolved(for: .light), Color(red: 0, green: 122 / 255, blue: 1, alpha: 0.25))
        XCTAssertEqual(Color.systemBlue.withAlphaComponent(0.25).resolved(for: .dark).alpha, 0.25, "the dark value keeps the alpha too")
        XCTAssertEqual(Color.black.withAlpha(0.5).withAlphaComponent(1).alpha, 1, "replaces, not multiplies")
        XCTAssertEqual(Font.systemFont(ofSize: 22).pointSize, 22)
        XCTAssertEqual(Font.systemFont(ofSize: 40).withSize(17).pointSize, 17)
    }

    func testImageNamedLooksInTheAssetFolder() throws {
        let folder = try temporaryDirectory("image-named")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("fixtures/assets/swift@3x.png")
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("icon@3x.png"))
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("flat.png"))
        let icon = try XCTUnwrap(Image(named: "icon", in: folder))
        XCTAssertEqual(icon.size, Size(width: 70, height: 70), "the @3x file, at scale 3")
        XCTAssertEqual(try XCTUnwrap(Image(named: "flat", in: folder)).size, Size(width: 210, height: 210), "no suffix: 1x")
        XCTAssertNotNil(Image(named: "flat.png", in: folder))
        XCTAssertNil(Image(named: "missing", in: folder), "nil, as UIKit")
        XCTAssertNil(Image(named: "../image-named/icon", in: folder.appendingPathComponent("sub")))
        XCTAssertNil(Image(named: "", in: folder))
    }
}
