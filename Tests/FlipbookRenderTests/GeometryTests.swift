import XCTest
@testable import FlipbookRender

final class GeometryTests: XCTestCase {
    func testTransformsComposeAsCoreGraphicsDoes() {
        // translatedBy prepends: the translation happens in the scaled space.
        let t = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        XCTAssertEqual(t.apply(to: Point(x: 1, y: 1)), Point(x: 22, y: 2))
        let u = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(u.apply(to: Point(x: 1, y: 1)), Point(x: 22, y: 2))
        let r = AffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(r.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), "clockwise on a y-down screen")
        XCTAssertEqual(t.inverted().concatenating(t), .identity)
        XCTAssertNil(AffineTransform(scaleX: 0, y: 1).inverse)
    }

    /// Angles from a Swift caller are not range-checked by a scene file: a huge or non-finite
    /// one must give a transform (however meaningless), not trap converting a turn count to Int.
    func testHugeAnglesDoNotTrap() {
        for angle in [1e300, -1e19, 9.2e18 * .pi / 2, .infinity, .nan] {
            _ = AffineTransform(rotationAngle: angle)
        }
        // Quarter turns stay exact, negative ones included.
        XCTAssertEqual(AffineTransform(rotationAngle: -.pi / 2).apply(to: Point(x: 1, y: 0)), Point(x: 0, y: -1))
        XCTAssertEqual(AffineTransform(rotationAngle: 3 * .pi).apply(to: Point(x: 1, y: 0)), Point(x: -1, y: 0))
    }

    func testHexColours() {
        XCTAssertEqual(Color(hex: "#FF8000"), Color(red: 1, green: 128 / 255, blue: 0))
        XCTAssertEqual(Color(hex: "0f0")?.green, 1)
        XCTAssertEqual(Color(hex: "#00000080")!.alpha, 128 / 255)
        XCTAssertNil(Color(hex: "#12345"))
        XCTAssertNil(Color(hex: "nothex"))
        XCTAssertEqual(Color(hex: "#13315C")!.description, "#13315C")
    }
}
