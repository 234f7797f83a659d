import XCTest
import FlipbookScene
import FlipbookRender
import FlipbookTestSupport
@testable import FlipbookTransitions

/// Hero's snapshot rules, from HeroTransitions/Hero's HeroContext.swift: only views on screen
/// (`process`: `container.convert(view.bounds, from: view).intersects(container.bounds)`) are
/// matched or modified, and a snapshot carries its source's shadow (`snapshotView(for:)`: shadowRadius,
/// shadowOpacity, shadowColor, shadowOffset, shadowPath copied).
final class HeroSnapshotRulesTests: XCTestCase {
    private func screen(_ size: Size = Size(width: 300, height: 400)) -> View {
        let root = View(frame: Rect(origin: .zero, size: size))
        root.backgroundColor = .white
        return root
    }

    func testAViewScrolledOffScreenIsNeitherMatchedNorModified() {
        let container = screen()
        let list = screen(), detail = screen()
        container.addSubview(list)
        container.addSubview(detail)
        let scroll = ScrollView(frame: list.bounds)
        scroll.contentSize = Size(width: 300, height: 2000)
        list.addSubview(scroll)
        var rows: [View] = []
        for i in 0..<20 {
            let row = View(frame: Rect(x: 0, y: Double(i) * 100, width: 300, height: 100))
            row.backgroundColor = .gray
            row.hero.id = "row-\(i)"
            row.hero.modifiers = [.fade]
            scroll.addSubview(row)
            rows.append(row)
        }
        scroll.contentOffset = Point(x: 0, y: 500)   // rows 5…8 show (and the edges of 4 and 9)
        let header = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        header.hero.id = "row-1"
        detail.addSubview(header)
        let shown = View(frame: Rect(x: 0, y: 200, width: 300, height: 100))
        shown.hero.id = "row-6"
        detail.addSubview(shown)

        let plan = HeroTransitionPlan(from: list, to: detail, container: container, sourceOnTop: false)
        let matched = Set(plan.flights.compactMap(\.heroID))
        XCTAssertEqual(matched, ["row-6"], "row 1 is 400 pt above the screen: not matched")
        let moved = Set(plan.flights.filter { !$0.appearing }.map { ObjectIdentifier($0.view) })
        XCTAssertFalse(moved.contains(ObjectIdentifier(rows[0])), "off screen: its fade is not run")
        XCTAssertTrue(moved.contains(ObjectIdentifier(rows[5])), "on screen: it fades")
        XCTAssertTrue(moved.contains(ObjectIdentifier(rows[4])), "its bottom edge touches the screen's top: CGRect.intersects counts it")
        XCTAssertFalse(moved.contains(ObjectIdentifier(rows[10])))
    }

    func testAFlyingSnapshotCastsItsSourcesShadow() throws {
        let scene = Scene(screen: Screen(name: "hero", size: Size(width: 300, height: 300), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = Size(width: 0, height: 10)
        scene.root.addSubview(card)
        card.isHidden = true
        let flight = HeroFlightView(source: card)
        scene.root.addSubview(flight)
        flight.show(HeroViewState(center: Point(x: 150, y: 150), size: Size(width: 100, height: 100), backgroundColor: .white))
        let frame = try Rasterizer().render(scene.displayList())
        // 4 pt below the card's bottom edge, inside the shadow moved 10 pt down: darker than the page.
        XCTAssertLessThan(frame.rgba(150, 204).g, 235, "the shadow under the flying card")
        XCTAssertEqual(frame.rgba(150, 150).g, 255, "the card itself is white")
        XCTAssertEqual(frame.rgba(20, 20).g, 255)
    }
}
