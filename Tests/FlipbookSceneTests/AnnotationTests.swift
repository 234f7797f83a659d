import XCTest
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookScene

/// Annotations as a user sees them: pixels of rendered frames, each compared with the same
/// frame rendered without annotations.
final class AnnotationTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    /// 200×400 pt at 2x, with a 20 pt status bar and a 10 pt home indicator.
    private let screen = Screen(name: "test", size: Size(width: 200, height: 400), scale: 2,
                                safeAreaInsets: EdgeInsets(top: 20, bottom: 10))
    private let card = Rect(x: 20, y: 100, width: 80, height: 40)

    /// A white scroll view filling the screen, and a white view with an id on top of it.
    private func makeScene() -> Scene {
        let scene = Scene(screen: screen)
        let scroll = ScrollView(frame: screen.bounds)
        scroll.contentSize = Size(width: 200, height: 3000)
        scene.root.addSubview(scroll)
        scene.scrollView = scroll
        let view = View(frame: card)
        view.id = "card"
        view.backgroundColor = .white
        scene.root.addSubview(view)
        scene.layout()
        return scene
    }

    /// Every step of a run: the touch the scene reported, the annotated raster and the plain one.
    private func frames(_ driver: any Driver, _ annotations: Annotations) throws -> [(touch: Point?, annotated: RasterFrame, plain: RasterFrame)] {
        var annotated = SceneRun(scene: makeScene(), driver: driver, annotations: annotations)
        var plain = SceneRun(scene: makeScene(), driver: driver)
        var out: [(Point?, RasterFrame, RasterFrame)] = []
        while let step = try annotated.advance() {
            XCTAssertEqual(try plain.advance()?.index, step.index)
            out.append((annotated.scene.touchLocation, try Rasterizer().render(annotated.displayList()),
                        try Rasterizer().render(plain.displayList())))
        }
        XCTAssertNil(try plain.advance())
        return out
    }

    private let scroll = OffsetsDriver(offsets: (0...6).map { Point(x: 0, y: Double($0 * 20)) })

    func testWithoutAnnotationsAFrameIsTheScenesOwnRaster() throws {
        var run = SceneRun(scene: makeScene(), driver: scroll, annotations: [])
        while try run.advance() != nil {
            XCTAssertEqual(try Rasterizer().render(run.displayList()), try Rasterizer().render(run.scene.displayList()))
            XCTAssertEqual(run.displayList().ops.count, run.scene.displayList().ops.count)
        }
    }

    func testOutlinesInkTheEdgesOfAViewWithAnID() throws {
        let frame = try XCTUnwrap(frames(scroll, .outlines).first).annotated
        let blue = RGBA(r: 0, g: 122, b: 255, a: 255)
        // 2x: the card's edges are pixel columns 40 and 199, rows 200 and 279.
        let midY = 240, midX = 120
        XCTAssertLessThan(frame.rgba(40, midY).distance(to: blue), 40, "left edge: \(frame.rgba(40, midY))")
        XCTAssertLessThan(frame.rgba(199, midY).distance(to: blue), 40, "right edge")
        XCTAssertLessThan(frame.rgba(midX + 60, 200).distance(to: blue), 40, "top edge, right of the id label")
        XCTAssertLessThan(frame.rgba(midX, 279).distance(to: blue), 40, "bottom edge")
        // Thin: just inside and just outside the frame stay white.
        XCTAssertEqual(frame.rgba(44, midY), white)
        XCTAssertEqual(frame.rgba(36, midY), white)
        XCTAssertEqual(frame.rgba(midX, 284), white)
        // The id's label at the top-left corner: a blue pill with white text in it.
        let label = (40..<100).flatMap { x in (200..<230).map { frame.rgba(x, $0) } }
        XCTAssertTrue(label.contains { $0.distance(to: blue) < 40 })
        XCTAssertTrue(label.contains { $0.distance(to: white) < 40 })
    }

    /// The outline is drawn where the view is drawn: half-way through an animation that moves
    /// the card 80 pt right, around the card's presentation, not its model frame (already at
    /// the end, as UIKit's model is).
    func testOutlinesFollowTheViewAsAnimationsDrawIt() throws {
        let scene = makeScene()
        let card = try XCTUnwrap(scene.root.subviews.first { $0.id == "card" })
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x += 80 })
        var run = SceneRun(scene: scene, driver: TimelineDriver(fps: 2, duration: 1), annotations: .outlines)
        _ = try run.advance()                     // t = 0
        _ = try run.advance()                     // t = 0.5: drawn 40 pt right, left edge at x = 60 pt
        let frame = try Rasterizer().render(run.displayList())
        let blue = RGBA(r: 0, g: 122, b: 255, a: 255)
        XCTAssertEqual(card.frame.minX, 100, "the model is at the end")
        XCTAssertLessThan(frame.rgba(120, 240).distance(to: blue), 40, "left edge of the drawn card: \(frame.rgba(120, 240))")
        XCTAssertLessThan(frame.rgba(279, 240).distance(to: blue), 40, "right edge of the drawn card")
        XCTAssertEqual(frame.rgba(200, 240), white, "no outline where the model frame's left edge is")
        XCTAssertEqual(frame.rgba(359, 240), white, "nor at its right edge")
    }

    func testBadgeInksItsCornerAndItsTextFollowsTime() throws {
        let run = try frames(scroll, .badge)
        // Top right, under the 20 pt inset: 8 pt in from the right, from y 28 pt.
        let corner = PixelRect(x: 200, y: 56, width: 184, height: 30)
        func pixels(_ f: RasterFrame, _ r: PixelRect) -> [UInt32] {
            (r.y..<r.y + r.height).flatMap { y in (r.x..<r.x + r.width).map { f.pixel(x: $0, y: y) } }
        }
        for (_, annotated, plain) in run {
            XCTAssertNotEqual(pixels(annotated, corner), pixels(plain, corner), "the badge draws in its corner")
            // Nothing else changes: the top-left quarter is untouched.
            XCTAssertEqual(pixels(annotated, PixelRect(x: 0, y: 0, width: 200, height: 400)),
                           pixels(plain, PixelRect(x: 0, y: 0, width: 200, height: 400)))
        }
        XCTAssertNotEqual(pixels(run[1].annotated, corner), pixels(run[5].annotated, corner), "0.03 s · y 20 is not 0.17 s · y 100")
        XCTAssertEqual(TimeBadge.text(time: 0.4, offset: Point(x: 0, y: 120.3)), "0.40 s · y 120")
        XCTAssertEqual(TimeBadge.text(time: 0, offset: Point(x: 0, y: -0.3)), "0.00 s · y 0")
        XCTAssertEqual(TimeBadge.text(time: 1.5, offset: nil), "1.50 s")
    }

    func testTheFingerShowsWhereItIsDuringADragAndNotAfterRelease() throws {
        // 100 pt up over 0.2 s at 30 fps: the finger lands at y 250 (the path centred on the
        // 400 pt scroll view) and lifts at y 150.
        let drag = DragDriver(fps: 30, gestures: [.drag(by: 100, duration: 0.2, releaseVelocity: 0)], holdFrames: 3)
        let run = try frames(drag, .finger)
        let touches = run.compactMap(\.touch)
        XCTAssertEqual(touches.first, Point(x: 100, y: 250))
        XCTAssertEqual(touches.last, Point(x: 100, y: 150))
        XCTAssertEqual(touches.count, 7, "the landing frame and six moves")
        XCTAssertNil(run.last?.touch, "lifted")
        for (k, (touch, annotated, plain)) in run.enumerated() {
            guard let touch else {
                XCTAssertEqual(annotated, plain, "step \(k): after the release the frame is the plain one")
                continue
            }
            let x = Int(touch.x * 2), y = Int(touch.y * 2)
            XCTAssertLessThan(annotated.rgba(x, y).r, 230, "step \(k): the dot at \(touch)")
            XCTAssertEqual(plain.rgba(x, y), white)
            // 18 pt across: 30 pt to the side is clear of the dot and its trail.
            XCTAssertEqual(annotated.rgba(x + 60, y), white, "step \(k)")
        }
        // Measured from pixels: the dot's ink is centred on the finger.
        let (touch, annotated, _) = run[3]
        let p = try XCTUnwrap(touch)
        let row = Int(p.y * 2)
        let inked = (0..<annotated.width).filter { annotated.rgba($0, row).distance(to: white) > 8 }
        XCTAssertEqual(Double(inked.first! + inked.last! + 1) / 2, p.x * 2, accuracy: 1)
    }

    func testSafeAreaBandsTintTheInsetRows() throws {
        let (_, annotated, plain) = try XCTUnwrap(frames(scroll, .safeArea).first)
        for y in [0, 20, 39, 781, 799] {
            XCTAssertNotEqual(annotated.rgba(100, y), plain.rgba(100, y), "row \(y) is in an inset")
            XCTAssertGreaterThan(annotated.rgba(100, y).r, annotated.rgba(100, y).g, "purple tint, row \(y)")
        }
        for y in [40, 400, 779] { XCTAssertEqual(annotated.rgba(100, y), plain.rgba(100, y), "row \(y) is safe") }
    }

    func testMarginBandsTintTheRootsSideMarginsInsideTheSafeArea() throws {
        let (_, annotated, plain) = try XCTUnwrap(frames(scroll, .margins).first)
        // The root's 16 pt side margins (32 px), between the safe-area insets only.
        XCTAssertNotEqual(annotated.rgba(10, 400), plain.rgba(10, 400))
        XCTAssertNotEqual(annotated.rgba(390, 400), plain.rgba(390, 400))
        XCTAssertEqual(annotated.rgba(40, 400), plain.rgba(40, 400))
        XCTAssertEqual(annotated.rgba(10, 20), plain.rgba(10, 20), "the status bar is the safe area's, not a margin")
    }

    func testConstraintsAreLinesBetweenTheirAnchors() throws {
        func scene(_ annotations: Annotations) throws -> RasterFrame {
            let scene = Scene(screen: screen)
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(box)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 100),
                box.topAnchor.constraint(equalTo: scene.root.safeAreaLayoutGuide.topAnchor, constant: 30),
                box.widthAnchor.constraint(equalToConstant: 80),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
            var run = SceneRun(scene: scene, driver: OffsetsDriver(offsets: [.zero]), annotations: annotations)
            _ = try run.advance()
            XCTAssertEqual(box.frame, Rect(x: 100, y: 50, width: 80, height: 40))
            return try Rasterizer().render(run.displayList())
        }
        let lines = try scene(.constraints), plain = try scene([])
        let pink = RGBA(r: 217, g: 26, b: 140, a: 255)
        // 2x. Leading 100: a line along y 70 pt (the box's middle) from x 0 to 100, its label halfway.
        XCTAssertLessThan(lines.rgba(20, 140).distance(to: pink), 40, "\(lines.rgba(20, 140))")
        XCTAssertLessThan(lines.rgba(180, 139).distance(to: pink), 40)
        XCTAssertEqual(lines.rgba(20, 146), plain.rgba(20, 146), "1 pt thin")
        // Top 30 from the safe area (y 20): a line along x 140 pt from y 20 to 50.
        XCTAssertLessThan(lines.rgba(280, 44).distance(to: pink), 40, "\(lines.rgba(280, 44))")
        XCTAssertEqual(lines.rgba(290, 44), plain.rgba(290, 44))
        // Width 80: a bar across the box 6 pt above its bottom (y 84 pt).
        XCTAssertLessThan(lines.rgba(210, 168).distance(to: pink), 40, "\(lines.rgba(210, 168))")
        // Nothing below the box.
        XCTAssertEqual(lines.inkBounds(differingFrom: white).map { $0.maxY < 190 }, true)
        XCTAssertEqual(plain.inkBounds(differingFrom: white).map { _ in true }, nil, "an empty box draws nothing")
    }

    func testConstraintLabelsSayTheConstant() {
        let a = View(), b = View()
        XCTAssertEqual(ConstraintLines.label(for: a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 16)), "16")
        XCTAssertEqual(ConstraintLines.label(for: a.topAnchor.constraint(greaterThanOrEqualTo: b.topAnchor, constant: 8)), "≥ 8")
        XCTAssertEqual(ConstraintLines.label(for: a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 10)),
                       "×0.5 + 10")
    }

    func testNamesParseAsTheCommandLineWritesThem() {
        XCTAssertEqual(Annotations(named: "safe-area"), .safeArea)
        XCTAssertEqual(Annotations(named: "all"), .all)
        XCTAssertNil(Annotations(named: "fnger"))
        XCTAssertEqual(Annotations.named.map(\.name), ["finger", "badge", "outlines", "safe-area", "margins", "constraints"])
    }
}
