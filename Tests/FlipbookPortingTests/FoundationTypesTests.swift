import XCTest
import FlipbookUIKit
import FlipbookTestSupport

/// Foundation's types are the types (issue 27, item 1): the app files in AppFiles/ import
/// Foundation and FlipbookUIKit, as an iOS app's files import Foundation and UIKit, and their
/// CGFloat-returning delegate methods, NSObject data sources and overrides are what Flipbook
/// calls. This file imports only FlipbookUIKit: Foundation's names (`NSObject`, `Date`, `URL`,
/// `TimeInterval`) come with it, as they come with UIKit.
final class FoundationTypesTests: XCTestCase {
    private final class ContactsViewController: UIViewController {
        let dataSource = ContactsDataSource(contacts: Contact.samples)
        let tableView = UITableView(frame: .zero, style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.separatorStyle = .none
            tableView.dataSource = dataSource
            tableView.delegate = dataSource
            tableView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tableView)
            NSLayoutConstraint.activate([
                tableView.topAnchor.constraint(equalTo: view.topAnchor),
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }
    }

    private let screen = Screen(name: "contacts", size: Size(width: 320, height: 480), scale: 1, safeAreaInsets: .zero)

    /// The heights the NSObject data source returns as `CGFloat` are the rows' heights on
    /// screen: read down a column of the rendered frame, each row's colour starts where the
    /// heights before it add up to, and lasts its own height.
    func testAnNSObjectDelegatesCGFloatRowHeightsAreTheRowsOnScreen() throws {
        let scene = Scene(screen: screen)
        let controller = ContactsViewController()
        scene.attach(controller)
        let source = controller.dataSource
        XCTAssertGreaterThan(source.heightRequests, 0, "heightForRowAt -> CGFloat was called")

        let heights: [CGFloat] = [44, 88, 60, 44, 88]   // person, company, a 44-character note, person, company
        XCTAssertEqual((0..<5).map { source.tableView(controller.tableView, heightForRowAt: IndexPath(row: $0, section: 0)) }, heights)
        let frame = try Rasterizer().render(scene.displayList())
        let runs = colourRuns(in: frame, x: 318)
        var top = 0
        let expected = heights.enumerated().map { k, h -> ColourRun in
            defer { top += Int(h) }
            return ColourRun(colour: k, start: top, length: Int(h))
        }
        XCTAssertEqual(runs, expected, "rows on screen, top to bottom")
        XCTAssertEqual(controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0)),
                       CGRect(x: 0, y: 132, width: 320, height: 60))
        XCTAssertEqual(controller.tableView.contentSize.height, 324)
    }

    /// `scrollViewDidScroll` on the same NSObject hears the table scroll, with a `CGPoint` offset.
    func testTheNSObjectDelegateHearsScrolling() throws {
        let scene = Scene(screen: Screen(name: "short", size: Size(width: 320, height: 200), scale: 1, safeAreaInsets: .zero))
        let controller = ContactsViewController()
        scene.attach(controller)
        var run = SceneRun(scene: scene, driver: OffsetsDriver(offsets: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 50)]))
        while try run.advance() != nil {}
        XCTAssertEqual(controller.dataSource.lastOffset, CGPoint(x: 0, y: 50))
    }

    /// A UIView subclass's `override var intrinsicContentSize: CGSize` sizes it: constraints
    /// place the pill, and the orange box on screen is the size the override returns.
    func testAnIntrinsicContentSizeOverrideSizesTheView() throws {
        let scene = Scene(screen: screen)
        scene.root.backgroundColor = .white
        let pill = StatusPill(frame: .zero)
        pill.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(pill)
        NSLayoutConstraint.activate([
            pill.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            pill.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 30),
        ])
        scene.layout()
        XCTAssertEqual(pill.frame, CGRect(x: 20, y: 30, width: 72, height: 28))
        let ink = try XCTUnwrap(try Rasterizer().render(scene.displayList()).inkBounds(differingFrom: RGBA(r: 255, g: 255, b: 255, a: 255)))
        XCTAssertEqual(ink.minX, 20); XCTAssertEqual(ink.minY, 30)
        XCTAssertEqual(ink.maxX, 20 + 72 - 1); XCTAssertEqual(ink.maxY, 30 + 28 - 1)
    }

    /// `override func sizeThatFits(_ size: CGSize) -> CGSize` is what `sizeToFit()` asks.
    func testASizeThatFitsOverrideIsWhatSizeToFitUses() {
        let pill = StatusPill(frame: CGRect(x: 10, y: 20, width: 300, height: 10))
        pill.sizeToFit()
        XCTAssertEqual(pill.frame, CGRect(x: 10, y: 20, width: 120, height: 28))
        pill.frame = CGRect(x: 10, y: 20, width: 90, height: 10)
        pill.sizeToFit()
        XCTAssertEqual(pill.frame, CGRect(x: 10, y: 20, width: 90, height: 28))
    }

    /// UIView and UIViewController are NSObjects, as in UIKit: they go where `NSObject` is
    /// expected, and equality is identity unless a subclass overrides `isEqual`.
    func testViewsAndControllersAreNSObjects() {
        let view = UIView()
        let label = UILabel()
        let objects: [NSObject] = [view, label, UIViewController(), ContactsDataSource(contacts: [])]
        XCTAssertEqual(objects.count, 4)
        XCTAssertTrue(view.isEqual(view))
        XCTAssertFalse(view.isEqual(UIView()))
        XCTAssertEqual(view, view)
        XCTAssertNotEqual(view, UIView())
        XCTAssertTrue(objects.contains(label))
        XCTAssertTrue(objects[1] is UILabel)
        // Foundation's names with only FlipbookUIKit imported.
        let duration: TimeInterval = 0.25
        let stamp = Date(timeIntervalSince1970: duration)
        XCTAssertEqual(stamp.timeIntervalSince1970, 0.25)
        XCTAssertEqual(URL(string: "https://example.com/ada")?.host, "example.com")
    }

    // MARK: Rendered runs

    struct ColourRun: Equatable, CustomStringConvertible {
        var colour: Int, start: Int, length: Int
        var description: String { "colour \(colour) at \(start), \(length) px" }
    }

    /// Runs of pixels down column `x` that have one of the rows' colours (indexes into
    /// ContactsDataSource.rowColors: UIKit's .red, .green, .blue, .yellow, .cyan, .magenta).
    private func colourRuns(in frame: RasterFrame, x: Int) -> [ColourRun] {
        let wanted = [RGBA(r: 255, g: 0, b: 0, a: 255), RGBA(r: 0, g: 255, b: 0, a: 255), RGBA(r: 0, g: 0, b: 255, a: 255),
                      RGBA(r: 255, g: 255, b: 0, a: 255), RGBA(r: 0, g: 255, b: 255, a: 255), RGBA(r: 255, g: 0, b: 255, a: 255)]
        var runs: [ColourRun] = []
        for y in 0..<frame.height {
            guard let k = wanted.firstIndex(where: { $0.distance(to: frame.rgba(x, y)) <= 1 }) else { continue }
            if let last = runs.last, last.colour == k, last.start + last.length == y {
                runs[runs.count - 1].length += 1
            } else {
                runs.append(ColourRun(colour: k, start: y, length: 1))
            }
        }
        return runs
    }
}
