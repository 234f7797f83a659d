import XCTest
import Foundation
import FlipbookUIKit
import FlipbookTestSupport

/// `UITableView.insetsContentViewsToSafeArea` (true by default: "the table view adjusts the frames
/// of its cells' content views to the safe area",
/// https://developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea): on
/// an iPhone 14 in landscape (47 pt either side) a row's text starts 47 + 16 pt in, its
/// disclosure chevron ends 47 + 16 pt before the right edge; in portrait, 16 pt.
final class LandscapeTableInsetTests: XCTestCase {
    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "IIII"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    private func inkEdges(_ screen: Screen, insets: Bool = true) throws -> (left: Int, right: Int) {
        let scene = Scene(screen: screen.withScale(1))
        let table = UITableView(frame: scene.root.bounds)
        let rows = Rows()
        table.dataSource = rows
        table.insetsContentViewsToSafeArea = insets
        scene.root.addSubview(table)
        scene.advance(to: Step(index: 0, time: 0))
        let frame = try Rasterizer().render(scene.displayList())
        // The first row: its text and grey chevron are the only ink on the band above its separator.
        let y0 = Int(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY - table.contentOffset.y) + 8
        var xs: [Int] = []
        for y in y0..<(y0 + 28) {
            for x in 0..<frame.width where frame.rgba(x, y).g < 230 { xs.append(x) }
        }
        return (xs.min() ?? -1, xs.max() ?? -1)
    }

    func testRowContentStaysClearOfTheNotchInLandscape() throws {
        let portrait = try inkEdges(.iPhone14)
        XCTAssertEqual(Double(portrait.left), 16, accuracy: 2)
        let landscape = try inkEdges(Screen.iPhone14.landscape)
        XCTAssertEqual(Double(landscape.left), 47 + 16, accuracy: 2, "the text starts past the notch")
        XCTAssertEqual(Double(landscape.right), 844 - 47 - 16, accuracy: 2, "the chevron ends before the other side's inset")
        let flush = try inkEdges(Screen.iPhone14.landscape, insets: false)
        XCTAssertEqual(Double(flush.left), 16, accuracy: 2, "insetsContentViewsToSafeArea = false: under the notch")
    }
}
