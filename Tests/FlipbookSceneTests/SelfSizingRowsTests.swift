import class Foundation.NSCoder
import XCTest
import FlipbookRender
@testable import FlipbookScene
import FlipbookTestSupport

/// Rows of text, one cell style, heights from the table (no delegate) unless `heights` says.
private final class TextRows: TableViewDataSource, TableViewDelegate {
    var texts: [String]
    var details: [String?] = []
    var style: TableViewCell.Style = .default
    var heights: ((IndexPath) -> Double)?
    var headerTitle: String?
    init(_ texts: [String]) { self.texts = texts }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headerTitle }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text") ?? TableViewCell(style: style, reuseIdentifier: "text")
        cell.textLabel?.text = texts[indexPath.row]
        cell.detailTextLabel?.text = indexPath.row < details.count ? details[indexPath.row] ?? "" : ""
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heights?(indexPath) ?? tableView.rowHeight
    }
}

/// A custom cell laid out by Auto Layout: a 100 pt block, 20 pt from the content view's top and
/// bottom. Self-sizing makes its row 140 pt (plus a separator when there is one).
private final class BlockCell: TableViewCell {
    let block = View()
    required init(style: TableViewCell.Style = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        block.translatesAutoresizingMaskIntoConstraints = false
        block.backgroundColor = .black
        contentView.addSubview(block)
        NSLayoutActivate([
            block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
            block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
            block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            block.widthAnchor.constraint(equalToConstant: 40),
            block.heightAnchor.constraint(equalToConstant: 100),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private func NSLayoutActivate(_ constraints: [LayoutConstraint]) { constraints.forEach { $0.isActive = true } }

private final class BlockRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "block") ?? BlockCell(style: .default, reuseIdentifier: "block")
    }
}

final class SelfSizingRowsTests: XCTestCase {
    private var kept: [AnyObject] = []

    /// A 390 × 600 scene at 1×, a plain table filling it, black text on white.
    private func makeTable(_ source: TableViewDataSource, category: ContentSizeCategory = .large,
                           rowHeight: Double = TableView.automaticDimension,
                           separators: TableView.SeparatorStyle = .none) -> (Scene, TableView) {
        kept.append(source)
        let scene = Scene(screen: Screen(name: "rows", size: Size(width: 390, height: 600), scale: 1, safeAreaInsets: .zero))
        scene.contentSizeCategory = category
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.rowHeight = rowHeight
        table.estimatedRowHeight = 44
        table.separatorStyle = separators
        table.dataSource = source
        if let delegate = source as? TableViewDelegate { table.delegate = delegate }
        scene.root.addSubview(table)
        // Pinned by constraints, as the fixtures and seeds pin their tables. (In a scene with no
        // constraints at all, Scene.layout() solves constraints that cells bring only at the next
        // layout: its loop stops when the first solve changed nothing. See the report.)
        table.translatesAutoresizingMaskIntoConstraints = false
        for c in [table.topAnchor.constraint(equalTo: scene.root.topAnchor),
                  table.leftAnchor.constraint(equalTo: scene.root.leftAnchor),
                  table.widthAnchor.constraint(equalToConstant: 390),
                  table.heightAnchor.constraint(equalToConstant: 600)] { c.isActive = true }
        scene.layout()
        kept.append(scene)   // views hold their scene weakly
        return (scene, table)
    }

    private func body(_ category: ContentSizeCategory) -> Double {
        let probe = Label()
        probe.font = .preferredFont(forTextStyle: .body, compatibleWith: category)
        probe.text = "Ag"
        return probe.intrinsicContentSize.height
    }

    func testDefaultCellsAreFortyFourPointsAtTheLargeTextSize() {
        let (_, table) = makeTable(TextRows(["One", "Two", "Three"]))
        XCTAssertLessThan(body(.large) + 22, 44.5, "one body line with UIKit's 11 pt margins fits 44")
        XCTAssertEqual((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }, [44, 44, 44])
        XCTAssertEqual(table.contentSize.height, 132)
    }

    func testDefaultCellsGrowWithTheirTextAtAX3() {
        let (_, table) = makeTable(TextRows(["One", "Two", "Three"]), category: .accessibilityExtraLarge)
        let expected = (body(.accessibilityExtraLarge) + 22).rounded(.up)
        XCTAssertGreaterThan(expected, 60, "AX3 body is 40 pt: the row must grow")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), Rect(x: 0, y: expected, width: 390, height: expected))
        XCTAssertEqual(table.contentSize.height, 3 * expected)
        XCTAssertEqual(table.visibleCells.first?.frame.height, expected, "the cell on screen has the measured height")
    }

    func testAtAX3EachRowsTextStaysInsideItsRowInThePixels() throws {
        let (scene, table) = makeTable(TextRows(["Wg", "Wg", "Wg"]), category: .accessibilityExtraLarge)
        let frame = try Rasterizer().render(scene.displayList())
        for row in 0..<3 {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            // Ink: any pixel darker than mid grey in the text column.
            let inkRows = (0..<600).filter { y in (16..<200).contains { x in frame.rgba(x, y).r < 128 } }
            let inRow = inkRows.filter { Double($0) >= rect.minY && Double($0) < rect.maxY }
            XCTAssertFalse(inRow.isEmpty, "row \(row) shows its text")
            let top = Double(inRow.min()!), bottom = Double(inRow.max()! + 1)
            XCTAssertGreaterThanOrEqual(top - rect.minY, 5, "row \(row): the text starts well below the row's top (11 pt margin)")
            XCTAssertGreaterThanOrEqual(rect.maxY - bottom, 5, "row \(row): the text ends above the next row")
        }
        // With the old fixed 44 pt rows, 40 pt text touched the neighbours; show that still would:
        let (fixedScene, _) = makeTable(TextRows(["Wg", "Wg", "Wg"]), category: .accessibilityExtraLarge, rowHeight: 44)
        let fixed = try Rasterizer().render(fixedScene.displayList())
        let fixedInk = (0..<132).filter { y in (16..<200).contains { x in fixed.rgba(x, y).r < 128 } }
        XCTAssertTrue(fixedInk.contains { $0 < 6 || ($0 >= 38 && $0 < 50) }, "fixed rows crowd the text (the test can fail)")
    }

    func testExplicitRowHeightAndDelegateHeightsStayAsAsked() {
        let (_, fixed) = makeTable(TextRows(["One", "Two"]), category: .accessibilityExtraLarge, rowHeight: 64)
        XCTAssertEqual(fixed.rectForRow(at: IndexPath(row: 1, section: 0)).height, 64)
        let mixed = TextRows(["One", "Two", "Three"])
        mixed.heights = { $0.row == 1 ? 50 : TableView.automaticDimension }
        let (_, table) = makeTable(mixed, category: .accessibilityExtraLarge, rowHeight: 64)
        let grown = (body(.accessibilityExtraLarge) + 22).rounded(.up)
        XCTAssertEqual((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }, [grown, 50, grown])
    }

    func testSubtitleCellsStackTitleAndDetailWithinTheMargins() {
        let rows = TextRows(["Title", "Only title"])
        rows.style = .subtitle
        rows.details = ["Detail", nil]
        let (_, table) = makeTable(rows, category: .accessibilityExtraLarge)
        let probe = Label()
        probe.font = .preferredFont(forTextStyle: .subheadline, compatibleWith: .accessibilityExtraLarge)
        probe.text = "Ag"
        let both = (body(.accessibilityExtraLarge) + 2 + probe.intrinsicContentSize.height + 22).rounded(.up)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, both)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, (body(.accessibilityExtraLarge) + 22).rounded(.up))
    }

    func testChangingTheTextSizeOrWidthMeasuresAgain() {
        let (scene, table) = makeTable(TextRows(["One", "Two"]))
        XCTAssertEqual(table.contentSize.height, 88)
        scene.contentSizeCategory = .accessibilityExtraLarge
        scene.layout()
        let grown = (body(.accessibilityExtraLarge) + 22).rounded(.up)
        XCTAssertEqual(table.contentSize.height, 2 * grown)
        XCTAssertEqual(table.visibleCells.last?.frame.minY, grown)
        scene.contentSizeCategory = .large
        scene.layout()
        XCTAssertEqual(table.contentSize.height, 88)
    }

    func testAutoLayoutCellsTakeTheHeightTheirConstraintsNeed() throws {
        let (scene, table) = makeTable(BlockRows())
        XCTAssertEqual((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }, [140, 140, 140])
        let frame = try Rasterizer().render(scene.displayList())
        // Row 1's block: black from y = 160 to 260, at x 16..<56; white above and below it.
        XCTAssertEqual(frame.rgba(30, 165).r, 0)
        XCTAssertEqual(frame.rgba(30, 255).r, 0)
        XCTAssertEqual(frame.rgba(30, 150).r, 255, "the gap between row 0's block and row 1's")
        XCTAssertEqual(frame.rgba(30, 270).r, 255)
        // A visible separator adds its hairline under the content view, as UIKit does.
        let (_, separated) = makeTable(BlockRows(), separators: .singleLine)
        XCTAssertEqual(separated.rectForRow(at: IndexPath(row: 0, section: 0)).height, 141)
        XCTAssertTrue(scene.layoutWarnings.isEmpty, "\(scene.layoutWarnings)")
    }

    func testPastTheLimitRowsTakeTheEstimateAndTheSceneSaysSo() {
        let source = TextRows(["One", "Two", "Three", "Four", "Five"])
        kept.append(source)
        let scene = Scene(screen: Screen(name: "rows", size: Size(width: 390, height: 600), scale: 1, safeAreaInsets: .zero))
        scene.contentSizeCategory = .accessibilityExtraLarge
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.selfSizingRowLimit = 3
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 50
        table.dataSource = source
        scene.root.addSubview(table)
        scene.layout()
        let grown = (body(.accessibilityExtraLarge) + 22).rounded(.up)
        XCTAssertEqual((0..<5).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }, [grown, grown, grown, 50, 50])
        XCTAssertEqual(scene.warnings.filter { $0.contains("more than 3 self-sizing rows") }.count, 1, "\(scene.warnings)")
    }

    func testConflictingCellConstraintsAreReportedOnceNotPerRow() {
        final class Conflicted: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = BlockCell(style: .default, reuseIdentifier: nil)
                cell.block.heightAnchor.constraint(equalToConstant: 30).isActive = true   // and 100: a conflict
                return cell
            }
        }
        let (scene, table) = makeTable(Conflicted())
        XCTAssertGreaterThan(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 0)
        XCTAssertEqual(scene.warnings.filter { $0.hasPrefix("measuring a self-sizing cell") }.count, 1, "\(scene.warnings)")
    }

    func testPlainHeaderTitlesFollowDynamicTypeAndTheirBandGrows() {
        let rows = TextRows(["One"])
        rows.headerTitle = "Recientes"
        let (_, large) = makeTable(rows)
        XCTAssertEqual(large.rectForHeader(inSection: 0).height, 28, "UIKit's plain header at Large")
        let header = large.headerView(forSection: 0) as? TableSectionHeaderView
        XCTAssertEqual(header?.textLabel.font.size, 17)
        XCTAssertEqual(header?.textLabel.font.weight, FontTextStyle.headline.weight)
        let (_, ax3) = makeTable(rows, category: .accessibilityExtraLarge)
        let big = ax3.headerView(forSection: 0) as? TableSectionHeaderView
        XCTAssertEqual(big?.textLabel.font.size, FontTextStyle.headline.pointSize(for: .accessibilityExtraLarge))
        XCTAssertGreaterThan(ax3.rectForHeader(inSection: 0).height, 28 + 15, "the band grows with its line")
        XCTAssertGreaterThanOrEqual(ax3.rectForHeader(inSection: 0).height, big?.textLabel.intrinsicContentSize.height ?? .infinity)
    }
}
