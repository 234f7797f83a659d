import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// UIKit's names for the motion, Dynamic Type and appearance types: each line is written as a
/// UIKit app writes it, and each test checks what that line does, not only that it compiles.
final class UIKitMotionAndTraitNamesTests: XCTestCase {
    private func makeScene(width: Double = 200, height: Double = 100) -> Scene {
        Scene(screen: Screen(name: "names", size: Size(width: width, height: height), scale: 1, safeAreaInsets: .zero))
    }

    func testDecelerationRateTakesUIKitsNamesAndRawValues() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(scroll.decelerationRate, UIScrollView.DecelerationRate.normal, "UIKit's default")
        scroll.decelerationRate = .fast
        XCTAssertEqual(scroll.decelerationRate.rawValue, 0.99)
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
        XCTAssertEqual(scroll.decelerationRate.rawValue, 0.995)
        XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
    }

    func testASpringAnimatorFromUIKitNamesRunsForItsDurationAndLands() {
        let scene = makeScene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        scene.root.addSubview(card)
        let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
        XCTAssertEqual(spring.initialVelocity, Vector(dx: 0, dy: 0), "CGVector is Flipbook's Vector")
        let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: spring) { card.center.y = 80 }
        XCTAssertEqual(animator.duration, 0.4, "a damping-ratio spring runs for the duration asked")
        animator.fractionComplete = 0.5
        // Drawn (the layer's presentation); the view's own center is the end at once, as in UIKit.
        XCTAssertGreaterThan(card.layer.presentation()!.position.y, 10, "half way: moved from the start")
        XCTAssertLessThan(card.layer.presentation()!.position.y, 80, "critically damped: not yet at the end")
        XCTAssertEqual(card.center.y, 80)
        animator.fractionComplete = 1
        XCTAssertEqual(card.layer.presentation()!.position.y, 80, accuracy: 1e-9)

        let physical = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let settling = UIViewPropertyAnimator(duration: 99, timingParameters: physical)
        XCTAssertLessThan(settling.duration, 5, "a physical spring runs for its settling time, not the 99 s asked")
        XCTAssertGreaterThan(settling.duration, 0.5)
    }

    func testTextStylesAndContentSizeCategoriesTakeUIKitsNames() {
        let scene = makeScene()
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle.body)
        label.adjustsFontForContentSizeCategory = true
        scene.root.addSubview(label)
        XCTAssertEqual(label.font.size, 17, "body at the default size, Large")
        scene.contentSizeCategory = UIContentSizeCategory.accessibilityExtraLarge
        XCTAssertEqual(label.font.size, 40, "body at AX3, as on an iPhone")
        let headline: UIFont.TextStyle = .headline
        XCTAssertEqual(headline.pointSize(for: .large), 17)
    }

    func testUserInterfaceStyleSwitchesSemanticColours() throws {
        let scene = makeScene(width: 10, height: 10)
        scene.root.backgroundColor = .systemBackground
        let style: UIUserInterfaceStyle = .dark
        scene.appearance = style
        scene.layout()
        let dark = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(dark.rgba(5, 5), RGBA(r: 0, g: 0, b: 0, a: 255), "systemBackground is black in dark")
        scene.appearance = UIUserInterfaceStyle.light
        scene.layout()
        let light = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(light.rgba(5, 5), RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    func testAccessoryTypeTakesUIKitsNameAndDrawsTheCheckmarkInTheTint() throws {
        let scene = makeScene(width: 320, height: 44)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = UITableViewCell.AccessoryType.checkmark
        scene.root.addSubview(cell)
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        // The checkmark sits 16 pt from the trailing edge; some of its pixels are system blue.
        var blue = 0
        for y in 0..<44 { for x in 280..<320 where frame.rgba(x, y).b > 200 && frame.rgba(x, y).r < 120 { blue += 1 } }
        XCTAssertGreaterThan(blue, 5, "the checkmark is drawn in the tint")
        cell.accessoryType = .none
        scene.layout()
        let plain = try Rasterizer().render(scene.displayList())
        var none = 0
        for y in 0..<44 { for x in 280..<320 where plain.rgba(x, y).b > 200 && plain.rgba(x, y).r < 120 { none += 1 } }
        XCTAssertEqual(none, 0, "no accessory, no blue")
    }
}

/// `tableView.rowHeight = UITableView.automaticDimension` ports as written: self-sizing rows.
final class UIKitAutomaticDimensionTests: XCTestCase {
    private final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    func testAutomaticDimensionRowsGrowWithTheTextSize() {
        let scene = Scene(screen: Screen(name: "t", size: Size(width: 320, height: 400), scale: 1, safeAreaInsets: .zero))
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.dataSource = rows
        scene.root.addSubview(table)
        scene.layout()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 44)
        scene.contentSizeCategory = UIContentSizeCategory.accessibilityExtraLarge
        scene.layout()
        XCTAssertGreaterThan(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 60)
        withExtendedLifetime(rows) {}
    }
}
