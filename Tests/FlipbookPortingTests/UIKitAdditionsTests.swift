import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// FlipbookUIKit's own thin additions: UIProgressView, DispatchQueue.main, the list content
/// configuration, UIKit's fixed colours.
final class UIKitAdditionsTests: XCTestCase {
    func testAProgressViewFillsItsFractionWithTheTint() throws {
        let scene = Scene(screen: Screen(name: "p", size: Size(width: 240, height: 40), scale: 1, safeAreaInsets: .zero))
        scene.root.backgroundColor = .white
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 18, width: 200, height: 4)
        bar.progress = 0.5
        scene.root.tintColor = .red
        scene.root.addSubview(bar)
        scene.layout()
        let frame = try Rasterizer().render(scene.displayList())
        XCTAssertEqual(frame.rgba(70, 20), RGBA(r: 255, g: 0, b: 0, a: 255), "filled: the inherited tint")
        XCTAssertEqual(frame.rgba(170, 20), RGBA(r: 229, g: 229, b: 234, a: 255), "the track")
        bar.progress = 7
        XCTAssertEqual(bar.progress, 1, "clamped as UIKit")
        bar.progress = .nan
        XCTAssertEqual(bar.progress, 0)
    }

    func testMainQueueWorkRunsAfterTheStepInTheAttachedScene() throws {
        var ran: [String] = []
        DispatchQueue.main.async { ran.append("no scene yet: at once") }
        XCTAssertEqual(ran, ["no scene yet: at once"])
        let scene = Scene(screen: Screen(name: "q", size: Size(width: 100, height: 100), scale: 1, safeAreaInsets: .zero))
        scene.attach(UIViewController())
        DispatchQueue.main.async { ran.append("queued") }
        XCTAssertEqual(ran.count, 1, "not yet: it waits for the scene's step")
        scene.advance(to: Step(index: 0, time: 0))
        XCTAssertEqual(ran.last, "queued")
    }

    func testListContentConfigurationShowsItsTextInTheCell() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Detail"
        cell.contentConfiguration = content
        XCTAssertEqual(cell.textLabel?.text, "Title")
        XCTAssertEqual(cell.detailTextLabel?.text, "Detail")
        XCTAssertEqual(cell.contentConfiguration?.text, "Title")
    }

    func testUIKitsFixedColours() {
        XCTAssertEqual(UIColor.blue, UIColor(red: 0, green: 0, blue: 1))
        XCTAssertEqual(UIColor.yellow, UIColor(red: 1, green: 1, blue: 0))
        XCTAssertEqual(UIColor.gray, UIColor(white: 0.5))
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.5).alpha, 0.5)
    }
}
