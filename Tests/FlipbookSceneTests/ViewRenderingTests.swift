import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// Views drawn by the real rasterizer, measured in pixels.
final class ViewRenderingTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let screen = Screen(name: "test", size: Size(width: 200, height: 200), scale: 2, safeAreaInsets: .zero)

    private func render(_ build: (View) -> Void, background: Color = .white) throws -> RasterFrame {
        let scene = Scene(screen: screen)
        scene.backgroundColor = background
        build(scene.root)
        scene.layout()
        return try Rasterizer().render(scene.displayList())
    }

    func testScaledAndRotatedSquareStaysCentred() throws {
        for transform in [AffineTransform(scaleX: 0.5, y: 0.5), AffineTransform(rotationAngle: .pi / 4),
                          AffineTransform(scaleX: 1.5, y: 1.5).rotated(by: 0.3)] {
            let frame = try render { root in
                let square = View(frame: Rect(x: 60, y: 60, width: 40, height: 40))
                square.backgroundColor = .black
                square.transform = transform
                root.addSubview(square)
                XCTAssertEqual(square.center, Point(x: 80, y: 80), "the transform does not move the centre")
            }
            let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
            XCTAssertEqual(Double(ink.minX + ink.maxX + 1) / 2, 160, accuracy: 1, "\(transform)")
            XCTAssertEqual(Double(ink.minY + ink.maxY + 1) / 2, 160, accuracy: 1, "\(transform)")
        }
        let half = try render { root in
            let square = View(frame: Rect(x: 60, y: 60, width: 40, height: 40))
            square.backgroundColor = .black
            square.transform = AffineTransform(scaleX: 0.5, y: 0.5)
            root.addSubview(square)
        }
        let ink = try XCTUnwrap(half.inkBounds(differingFrom: white))
        XCTAssertEqual(ink.maxX - ink.minX + 1, 40, "a 40 pt square at half scale is 20 pt = 40 px")
    }

    func testHalfTransparentParentShowsNoDarkerOverlap() throws {
        let frame = try render { root in
            let parent = View(frame: Rect(x: 20, y: 20, width: 160, height: 160))
            parent.alpha = 0.5
            let a = View(frame: Rect(x: 0, y: 0, width: 100, height: 100)); a.backgroundColor = .systemRed
            let b = View(frame: Rect(x: 50, y: 50, width: 100, height: 100)); b.backgroundColor = .systemRed
            parent.addSubview(a); parent.addSubview(b)
            root.addSubview(parent)
        }
        let onlyA = frame.rgba(2 * 30, 2 * 30), overlap = frame.rgba(2 * 100, 2 * 100)
        XCTAssertEqual(overlap, onlyA)
        XCTAssertLessThanOrEqual(onlyA.distance(to: RGBA(r: 255, g: 157, b: 152, a: 255)), 1, "\(onlyA)")
    }

    func testClipsToBoundsClipsChildren() throws {
        func childExtent(clips: Bool) throws -> Int {
            let frame = try render { root in
                let parent = View(frame: Rect(x: 50, y: 50, width: 50, height: 50))
                parent.clipsToBounds = clips
                let child = View(frame: Rect(x: 25, y: 25, width: 100, height: 100)); child.backgroundColor = .black
                parent.addSubview(child)
                root.addSubview(parent)
            }
            return try XCTUnwrap(frame.inkBounds(differingFrom: white)).maxX
        }
        XCTAssertEqual(try childExtent(clips: true), 199, "clipped at the parent's right edge (100 pt)")
        XCTAssertEqual(try childExtent(clips: false), 349, "unclipped child reaches 175 pt")
    }

    func testCornerRadiusLeavesCornerPixelTransparent() throws {
        let frame = try render({ root in
            let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            card.backgroundColor = .systemBlue
            card.cornerRadius = 24
            root.addSubview(card)
        }, background: .clear)
        XCTAssertEqual(frame.rgba(0, 0).a, 0)
        XCTAssertEqual(frame.rgba(399, 0).a, 0)
        XCTAssertEqual(frame.rgba(0, 399).a, 0)
        XCTAssertEqual(frame.rgba(200, 200), RGBA(r: 0, g: 122, b: 255, a: 255))
    }

    func testBorderIsDrawnInsideTheBoundsAboveSubviews() throws {
        let frame = try render { root in
            let box = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
            box.borderWidth = 4
            box.borderColor = .black
            let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100)); child.backgroundColor = .systemRed
            box.addSubview(child)
            root.addSubview(box)
        }
        XCTAssertEqual(frame.rgba(100, 100 + 4), RGBA(r: 0, g: 0, b: 0, a: 255), "border over the child")
        XCTAssertEqual(frame.rgba(100 + 8, 100 + 100).r, 255, "child inside the 4 pt border")
        XCTAssertEqual(frame.rgba(99, 200), white, "nothing outside the bounds")
    }

    func testHiddenAndZeroAlphaViewsDrawNothing() throws {
        let frame = try render { root in
            let hidden = View(frame: Rect(x: 0, y: 0, width: 50, height: 50)); hidden.backgroundColor = .black
            hidden.isHidden = true
            let clear = View(frame: Rect(x: 50, y: 50, width: 50, height: 50)); clear.backgroundColor = .black
            clear.alpha = 0
            root.addSubview(hidden); root.addSubview(clear)
        }
        XCTAssertNil(frame.inkBounds(differingFrom: white))
    }

    func testBoundsOriginScrollsSubviews() throws {
        let frame = try render { root in
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            let item = View(frame: Rect(x: 0, y: 100, width: 200, height: 20)); item.backgroundColor = .black
            scroll.addSubview(item)
            root.addSubview(scroll)
            scroll.contentOffset = Point(x: 0, y: 30)
        }
        let ink = try XCTUnwrap(frame.inkBounds(differingFrom: white))
        XCTAssertEqual(ink.minY, 2 * 70)
        XCTAssertEqual(ink.maxY, 2 * 90 - 1)
    }

    func testSubviewOrderIsDrawingOrder() throws {
        let frame = try render { root in
            let below = View(frame: Rect(x: 0, y: 0, width: 100, height: 100)); below.backgroundColor = .systemRed
            let above = View(frame: Rect(x: 0, y: 0, width: 100, height: 100)); above.backgroundColor = .systemBlue
            root.addSubview(below); root.addSubview(above)
            XCTAssertEqual(root.subviews.count, 2)
            root.bringSubviewToFront(below)
        }
        XCTAssertEqual(frame.rgba(50, 50).r, 255)
    }

    func testFrameReportsTheTransformedBoundingBox() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(v.frame, Rect(x: -50, y: -25, width: 200, height: 100))
        XCTAssertEqual(v.bounds.size, Size(width: 100, height: 50))
    }
}
