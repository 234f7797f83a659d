import XCTest
import FlipbookRender
@testable import FlipbookScene

/// A data source and delegate with known rows, heights and titles, that counts what the table
/// asks of it.
private final class Rows: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var rowHeights: (IndexPath) -> Double = { _ in TableView.automaticDimension }
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var headerHeights: [Int: Double] = [:]
    var footerHeights: [Int: Double] = [:]
    var customHeaders: [Int: View] = [:]
    var reuseIdentifier: String? = "row"
    var cellStyle: TableViewCell.Style = .default

    private(set) var heightRequests = 0
    private(set) var cellRequests = 0
    private(set) var cellsMade = 0
    private(set) var scrolls = 0

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = reuseIdentifier.flatMap { tableView.dequeueReusableCell(withIdentifier: $0) } ?? {
            cellsMade += 1
            return CountingCell(style: cellStyle, reuseIdentifier: reuseIdentifier)
        }()
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return rowHeights(indexPath)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeights[section] ?? tableView.sectionHeaderHeight
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeights[section] ?? tableView.sectionFooterHeight
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { customHeaders[section] }

    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
}

private final class CountingCell: TableViewCell {
    var reuses = 0
    override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
}

/// Shrinks its data and reloads from inside `cellForRowAt`, which UIKit forbids but must not trap.
private final class ReloadingRows: TableViewDataSource {
    var count = 50
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        precondition(indexPath.row < count, "asked for a row that no longer exists")
        if count == 50 {
            count = 3
            tableView.reloadData()
            _ = tableView.numberOfSections
        }
        return TableViewCell()
    }
}

private final class CountingTable: TableView {
    var passes = 0
    override func layoutSubviews() { super.layoutSubviews(); passes += 1 }
}

/// Only the two required methods: every default comes from the protocol extensions.
private final class MinimalSource: TableViewDataSource {
    var names: [String]
    init(_ names: [String]) { self.names = names }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell()
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

final class TableViewTests: XCTestCase {
    private let phone = Rect(x: 0, y: 0, width: 390, height: 844)
    /// The table holds its data source weakly, as UIKit does; the test keeps it alive.
    private var dataSources: [AnyObject] = []

    private func table(_ rows: Rows, style: TableView.Style = .plain, frame: Rect? = nil) -> TableView {
        dataSources.append(rows)
        let table = TableView(frame: frame ?? phone, style: style)
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    /// What the user sees: the rows whose rectangles meet the bounds, by brute force.
    private func rowsMeetingBounds(_ table: TableView) -> [IndexPath] {
        var found: [IndexPath] = []
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                if table.rectForRow(at: indexPath).intersects(table.bounds) { found.append(indexPath) }
            }
        }
        return found
    }

    private func materialised(_ table: TableView) -> [TableViewCell] { table.subviews.compactMap { $0 as? TableViewCell } }

    // MARK: Index paths

    func testIndexPathsOrderBySectionThenRow() {
        let paths = [IndexPath(row: 3, section: 1), IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1)]
        XCTAssertEqual(paths.sorted(), [IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 3, section: 1)])
        XCTAssertEqual(Set(paths + paths).count, 3)
        XCTAssertEqual(IndexPath(row: 2, section: 5).description, "[5, 2]")
    }

    // MARK: Geometry

    func testGroupedGeometryWithDelegateHeightsTitlesAndTableHeader() {
        let rows = Rows([3, 2])
        rows.rowHeights = { $0.section == 0 ? [50, 60, 70][$0.row] : TableView.automaticDimension }
        rows.headerTitles = [0: "Fruit"]
        let table = self.table(rows, style: .grouped)
        // Section 0: titled header 38, rows 50/60/70, footer 18. Section 1: header 18, two 44 pt rows, footer 18.
        // source: TableViewStyle.swift's grouped metrics (38 titled, 18 untitled: UIKit's 17.5 pt
        // rounded) and UIKit's 44 pt standard row height.
        XCTAssertEqual(table.rectForHeader(inSection: 0), Rect(x: 0, y: 0, width: 390, height: 38))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), Rect(x: 0, y: 38, width: 390, height: 50))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), Rect(x: 0, y: 88, width: 390, height: 60))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)), Rect(x: 0, y: 148, width: 390, height: 70))
        XCTAssertEqual(table.rectForFooter(inSection: 0), Rect(x: 0, y: 218, width: 390, height: 18))
        XCTAssertEqual(table.rectForHeader(inSection: 1), Rect(x: 0, y: 236, width: 390, height: 18))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)), Rect(x: 0, y: 254, width: 390, height: 44))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 1)), Rect(x: 0, y: 298, width: 390, height: 44))
        XCTAssertEqual(table.rect(forSection: 1), Rect(x: 0, y: 236, width: 390, height: 124))
        XCTAssertEqual(table.contentSize, Size(width: 390, height: 360))

        let header = View(frame: Rect(x: 0, y: 0, width: 10, height: 100))
        table.tableHeaderView = header
        table.layoutIfNeeded()
        XCTAssertEqual(header.frame, Rect(x: 0, y: 0, width: 390, height: 100), "as wide as the table")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 354)
        XCTAssertEqual(table.contentSize.height, 460)
        XCTAssertEqual(table.indexPathForRow(at: Point(x: 20, y: 100 + 90)), IndexPath(row: 1, section: 0))
        XCTAssertNil(table.indexPathForRow(at: Point(x: 20, y: 100 + 10)), "over the section header")
        XCTAssertNil(table.indexPathForRow(at: Point(x: 20, y: 50)), "over the table header")
    }

    func testPlainDefaultsGiveTitledSectionsA28PointHeaderAndNoFooters() {
        let rows = Rows([2, 2])
        rows.headerTitles = [1: "B"]
        let table = self.table(rows)
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 0)
        XCTAssertEqual(table.rectForFooter(inSection: 0).height, 0)
        XCTAssertEqual(table.rectForHeader(inSection: 1), Rect(x: 0, y: 88, width: 390, height: 28))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 116)
        XCTAssertEqual(table.contentSize.height, 4 * 44 + 28)

        let minimal = MinimalSource(["a", "b", "c"])
        dataSources.append(minimal)
        let plain = TableView(frame: phone)
        plain.dataSource = minimal
        plain.rowHeight = 50
        XCTAssertEqual(plain.numberOfSections, 1, "numberOfSections defaults to 1")
        XCTAssertEqual(plain.rectForRow(at: IndexPath(row: 2, section: 0)), Rect(x: 0, y: 100, width: 390, height: 50))
        XCTAssertEqual(plain.contentSize.height, 150)
        XCTAssertEqual(plain.backgroundColor, .systemBackground)
        XCTAssertEqual(TableView(frame: phone, style: .grouped).backgroundColor, .systemGroupedBackground)
    }

    /// The seed: a grouped table of ten 64 pt rows whose footers are `.leastNormalMagnitude`.
    func testSeedGroupedTableLeastNormalMagnitudeFooterMeansNoFooter() {
        let rows = Rows([10])
        rows.rowHeights = { _ in 64 }
        rows.footerHeights = [0: .leastNormalMagnitude]
        let table = self.table(rows, style: .grouped)
        for k in 0..<10 {
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: k, section: 0)), Rect(x: 0, y: 18 + 64 * Double(k), width: 390, height: 64))
        }
        XCTAssertEqual(table.contentSize.height, 18 + 640, accuracy: 1e-9)
        XCTAssertNil(table.footerView(forSection: 0))
    }

    func testBadInputIsClampedAndOutOfRangeIndexPathsAnswerNothing() {
        let rows = Rows([4, -3])
        rows.rowHeights = { ([-10, .nan, .infinity, 20] as [Double])[$0.row] }
        rows.headerHeights = [0: -5]
        rows.footerHeights = [0: .nan, 1: -2]
        let table = self.table(rows, style: .grouped)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 0, "a negative row count means none")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), Rect(x: 0, y: 0, width: 390, height: 20))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 0)
        XCTAssertEqual(table.contentSize.height, 20 + 18, "section 1 keeps its default 18 pt header")
        for bad in [IndexPath(row: 4, section: 0), IndexPath(row: -1, section: 0), IndexPath(row: 0, section: 2),
                    IndexPath(row: 0, section: -1)] {
            XCTAssertEqual(table.rectForRow(at: bad), .zero, "\(bad)")
            XCTAssertNil(table.cellForRow(at: bad), "\(bad)")
        }
        XCTAssertEqual(table.numberOfRows(inSection: 7), 0)
        XCTAssertEqual(table.rect(forSection: -1), .zero)
        XCTAssertNil(table.headerView(forSection: 99))

        let empty = TableView(frame: phone)
        empty.layoutIfNeeded()
        XCTAssertEqual(empty.numberOfSections, 0, "no data source: no sections")
        XCTAssertEqual(empty.contentSize, Size(width: 390, height: 0))
        empty.bounds.size = Size(width: 390, height: 0)
        empty.layoutIfNeeded()
        XCTAssertEqual(empty.visibleCells.count, 0)
    }

    // MARK: Scrolling

    func testCellsSitInContentCoordinatesAndScrollWithTheBoundsOrigin() {
        let rows = Rows([30])
        let root = View(frame: phone)
        let table = TableView(frame: Rect(x: 0, y: 100, width: 390, height: 400), style: .plain)
        root.addSubview(table)
        table.dataSource = rows
        table.delegate = rows
        table.contentOffset = Point(x: 0, y: 230)
        root.layoutIfNeeded()
        let row7 = IndexPath(row: 7, section: 0)
        let cell = try! XCTUnwrap(table.cellForRow(at: row7))
        XCTAssertEqual(cell.frame, Rect(x: 0, y: 7 * 44, width: 390, height: 44), "content coordinates")
        XCTAssertEqual(cell.frameInRoot, Rect(x: 0, y: 100 + 7 * 44 - 230, width: 390, height: 44), "on screen")
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 5, section: 0), "230 pt is inside row 5")
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 14, section: 0), "630 pt is inside row 14")
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }.first, "Row 0.5")
        XCTAssertEqual(rows.scrolls, 1, "the delegate still hears scrolling")
    }

    func testOnlyRowsMeetingTheBoundsAreSubviewsAtEveryOffset() {
        let rows = Rows([12, 0, 30, 5])
        rows.rowHeights = { 30 + Double(($0.row * 7 + $0.section * 3) % 5) * 11 }
        rows.headerTitles = [0: "A", 2: "C"]
        rows.footerTitles = [3: "end"]
        for style in TableView.Style.allCases {
            let table = self.table(rows, style: style, frame: Rect(x: 0, y: 0, width: 320, height: 300))
            table.contentInset = EdgeInsets(top: 120)
            for y in [-120.0, -50, 0, 1, 333.5, 700, 1234, table.contentSize.height - 300, table.contentSize.height - 10, 5000] {
                table.contentOffset = Point(x: 0, y: y)
                table.layoutIfNeeded()
                let expected = rowsMeetingBounds(table)
                XCTAssertEqual(table.indexPathsForVisibleRows, expected, "\(style) at \(y)")
                let cells = materialised(table)
                XCTAssertEqual(cells.count, expected.count, "\(style) at \(y): no other cells are subviews")
                for indexPath in expected {
                    let cell = try! XCTUnwrap(table.cellForRow(at: indexPath))
                    XCTAssertTrue(cells.contains { $0 === cell })
                    XCTAssertEqual(cell.frame, table.rectForRow(at: indexPath))
                }
            }
        }
    }

    func testTenThousandRowsMaterialiseAsFewCellsAsTwenty() {
        let short = table(Rows([20]))
        let long = table(Rows([10_000]))
        XCTAssertEqual(materialised(short).count, 20, "844 / 44 = 19.2 rows show")
        XCTAssertEqual(materialised(long).count, materialised(short).count)
        XCTAssertEqual(long.contentSize.height, 440_000)
        long.contentOffset = Point(x: 0, y: 44 * 5000 + 22)
        long.layoutIfNeeded()
        XCTAssertEqual(materialised(long).count, 20, "a row cut at the top and one at the bottom")
        XCTAssertEqual(long.indexPathsForVisibleRows?.first, IndexPath(row: 5000, section: 0))
        XCTAssertEqual(long.subviews.count, 20, "nothing else is left behind")
    }

    func testScrollingDeepAsksOnlyForTheRowsThatCameOnScreen() {
        let rows = Rows([10_000])
        rows.rowHeights = { 40 + Double($0.row % 3) * 10 }
        let table = self.table(rows)
        XCTAssertEqual(rows.heightRequests, 10_000, "every height once, at the first load")
        let firstCells = rows.cellRequests
        XCTAssertLessThanOrEqual(firstCells, 22)

        for y: Double in [250_000, 250_020, 499_000 - 844, 10, 123_456] {
            let before = Set(table.indexPathsForVisibleRows ?? [])
            let requestsBefore = rows.cellRequests
            table.contentOffset = Point(x: 0, y: y)
            table.layoutIfNeeded()
            let after = Set(table.indexPathsForVisibleRows ?? [])
            XCTAssertEqual(rows.cellRequests - requestsBefore, after.subtracting(before).count, "only new rows at \(y)")
        }
        XCTAssertEqual(rows.heightRequests, 10_000, "scrolling never asks for heights again")
        XCTAssertEqual(table.contentSize.height, 400_000 + 3333 * 10 + 3333 * 20)
    }

    func testCellsThatScrolledOffComeBackFromTheReusePool() {
        let rows = Rows([200])
        let table = self.table(rows)
        let firstScreen = Set(materialised(table).map(ObjectIdentifier.init))
        XCTAssertEqual(rows.cellsMade, 20)
        for step in 1...40 {
            table.contentOffset = Point(x: 0, y: Double(step) * 50)
            table.layoutIfNeeded()
        }
        XCTAssertLessThanOrEqual(rows.cellsMade, 22, "scrolling 2,000 pt reuses cells instead of making new ones")
        XCTAssertFalse(Set(materialised(table).map(ObjectIdentifier.init)).isDisjoint(with: firstScreen))
        let reused = materialised(table).compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +)
        XCTAssertGreaterThan(reused, 0, "prepareForReuse runs on dequeue")
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }.first, "Row 0.45", "reused cells show their new row")

        let unreusable = Rows([200])
        unreusable.reuseIdentifier = nil
        let fresh = self.table(unreusable)
        fresh.contentOffset = Point(x: 0, y: 2000)
        fresh.layoutIfNeeded()
        XCTAssertNil(fresh.dequeueReusableCell(withIdentifier: "row"))
        XCTAssertEqual(unreusable.cellsMade, unreusable.cellRequests, "cells without an identifier are never pooled")
    }

    func testReloadDataUpdatesContentSizeAndVisibleCells() {
        let rows = Rows([3])
        let table = self.table(rows)
        XCTAssertEqual(table.contentSize.height, 132)
        XCTAssertEqual(materialised(table).count, 3)

        rows.counts = [30]
        rows.rowHeights = { _ in 60 }
        table.reloadData()
        XCTAssertEqual(table.contentSize.height, 1800, "at once, before the next layout")
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 15, "844 / 60 = 14.1 rows show")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height, 60)
        XCTAssertLessThanOrEqual(rows.cellsMade, 15, "the three old cells were reused")

        rows.counts = [2, 1]
        rows.headerTitles = [1: "More"]
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows, [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
        XCTAssertEqual(materialised(table).count, 3)
        XCTAssertEqual(table.contentSize.height, 3 * 60 + 28)
        XCTAssertEqual((table.headerView(forSection: 1) as? TableSectionHeaderView)?.title, "More")
    }

    func testReloadFromInsideCellForRowAtTakesEffectWithoutAskingForStaleRows() {
        let rows = ReloadingRows()
        dataSources.append(rows)
        let table = TableView(frame: phone)
        table.dataSource = rows
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentSize.height, 3 * 44)
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 3, "the next query lays out the new data")
        XCTAssertEqual(materialised(table).count, 3)
    }

    func testWidthChangeResizesContentAndCells() {
        let rows = Rows([5])
        let table = self.table(rows)
        table.frame = Rect(x: 0, y: 0, width: 300, height: 844)
        table.layoutIfNeeded()
        XCTAssertEqual(table.contentSize, Size(width: 300, height: 220))
        XCTAssertTrue(materialised(table).allSatisfy { $0.frame.width == 300 })
    }

    /// Weak references, as in UIKit, but off-device no app holds the controller: the view's
    /// scene keeps it alive (set before or after the table joins the scene), and lets it go
    /// with the scene, since the references from the views stay weak.
    func testTheSceneKeepsDataSourceAndDelegateAliveAndLetsThemGoWithIt() {
        weak var released: Rows?
        do {
            let scene = Scene(screen: .iPhone14)
            let early = TableView(frame: phone), late = TableView(frame: phone)
            do {
                let before = Rows([1]), after = Rows([1, 2])
                early.dataSource = before
                early.delegate = before
                XCTAssertTrue(early.tableDelegate === before)
                scene.root.addSubview(early)
                scene.root.addSubview(late)
                late.dataSource = after
                released = after
            }
            XCTAssertNotNil(early.dataSource, "kept by the scene it joined")
            XCTAssertNotNil(early.delegate)
            XCTAssertNotNil(late.dataSource, "kept by the scene it is on")
            XCTAssertEqual(scene.controllers.count, 2, "each object kept once")
            scene.layout()
            XCTAssertEqual(early.visibleCells.count, 1)
            XCTAssertEqual(late.visibleCells.count, 3)
        }
        XCTAssertNil(released, "no cycle: the controller goes with the scene")
    }

    /// The seed's table, placed by constraints in a scene and moved by scroll steps.
    func testSeedTableUnderConstraintsFollowsScrollSteps() {
        let scene = Scene(screen: .iPhone14)
        let rows = Rows([10])
        rows.rowHeights = { _ in 64 }
        rows.footerHeights = [0: .leastNormalMagnitude]
        scene.controllers.append(rows)
        let table = CountingTable(frame: .zero, style: .grouped)
        table.separatorStyle = .none
        table.delegate = rows
        table.dataSource = rows
        table.translatesAutoresizingMaskIntoConstraints = false
        table.contentInset = EdgeInsets(top: 330)
        let root = scene.root
        root.addSubview(table)
        LayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            table.leftAnchor.constraint(equalTo: root.leftAnchor),
            table.rightAnchor.constraint(equalTo: root.rightAnchor),
            table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        scene.scrollView = table
        for (index, y) in [-330.0, -200, 0, 150, 300].enumerated() {
            scene.advance(to: Step(index: index, time: Double(index) / 30, scrollOffset: Point(x: 0, y: y)))
            XCTAssertEqual(table.frame, Rect(x: 0, y: 47, width: 390, height: 797))
            XCTAssertEqual(table.passes, index + 1, "one layout pass per step: adding cells does not ask for another")
            XCTAssertEqual(table.indexPathsForVisibleRows, rowsMeetingBounds(table), "at \(y)")
            for indexPath in table.indexPathsForVisibleRows ?? [] {
                let cell = table.cellForRow(at: indexPath)
                XCTAssertEqual(cell?.frameInRoot.minY, 47 + 18 + 64 * Double(indexPath.row) - y, "\(indexPath) at \(y)")
            }
        }
        XCTAssertEqual(table.contentSize, Size(width: 390, height: 658))
        XCTAssertEqual(rows.scrolls, 5)
    }

    // MARK: Section headers

    func testPlainHeadersFloatUntilTheNextSectionPushesThemUp() {
        let rows = Rows([20, 20])
        rows.headerTitles = [0: "First", 1: "Second"]
        let table = self.table(rows, frame: Rect(x: 0, y: 0, width: 390, height: 300))
        let section0 = table.rect(forSection: 0)      // 0..<908
        table.contentOffset = Point(x: 0, y: 400)
        table.layoutIfNeeded()
        let header0 = try! XCTUnwrap(table.headerView(forSection: 0) as? TableSectionHeaderView)
        XCTAssertEqual(header0.frame.minY, 400, "pinned to the top of the bounds")
        XCTAssertEqual(header0.title, "First")
        XCTAssertTrue(table.subviews.last === header0, "above the cells")

        table.contentOffset = Point(x: 0, y: section0.maxY - 10)
        table.layoutIfNeeded()
        XCTAssertEqual(header0.frame.maxY, section0.maxY, "pushed up by the end of its section")
        let header1 = try! XCTUnwrap(table.headerView(forSection: 1))
        XCTAssertEqual(header1.frame.minY, section0.maxY)

        table.contentOffset = Point(x: 0, y: section0.maxY + 50)
        table.layoutIfNeeded()
        XCTAssertNil(table.headerView(forSection: 0), "gone with its section")
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, section0.maxY + 50)
    }

    func testGroupedHeadersShowUppercaseTitlesOrTheDelegatesView() {
        let rows = Rows([2, 2, 2])
        rows.headerTitles = [0: "Ajustes"]
        rows.footerTitles = [0: "Cambios guardados"]
        let custom = View()
        custom.id = "custom"
        rows.customHeaders = [1: custom]
        rows.headerHeights = [1: 50]
        let table = self.table(rows, style: .grouped)
        let header = try! XCTUnwrap(table.headerView(forSection: 0) as? TableSectionHeaderView)
        XCTAssertEqual(header.textLabel.text, "AJUSTES")
        XCTAssertEqual(header.frame, table.rectForHeader(inSection: 0))
        XCTAssertEqual(header.textLabel.frame.maxY, 38 - 7, accuracy: 0.001, "the caption sits 7 pt above the rows")
        XCTAssertEqual((table.footerView(forSection: 0) as? TableSectionHeaderView)?.textLabel.text, "Cambios guardados")
        XCTAssertTrue(table.headerView(forSection: 1) === custom)
        XCTAssertEqual(custom.frame, Rect(x: 0, y: table.rectForFooter(inSection: 0).maxY, width: 390, height: 50))
        XCTAssertNil(table.headerView(forSection: 2), "an untitled grouped header is only spacing")
    }

    // MARK: Cells

    func testDefaultCellLayouts() throws {
        let icon = Image(decoded: DecodedImage(name: "dot", width: 60, height: 60, pixels: Array(repeating: 0xFF00_0000, count: 3600)), scale: 2)
        let plain = TableViewCell(style: .default, reuseIdentifier: nil)
        plain.frame = Rect(x: 0, y: 0, width: 390, height: 64)
        plain.textLabel?.text = "Uno"
        plain.layoutIfNeeded()
        XCTAssertNil(plain.detailTextLabel, ".default has no detail text")
        XCTAssertEqual(plain.textLabel?.frame, Rect(x: 16, y: 0, width: 358, height: 64))
        XCTAssertEqual(plain.backgroundColor, .systemBackground)
        XCTAssertEqual(plain.textLabel?.font, .preferredFont(forTextStyle: .body))
        XCTAssertEqual(plain.textLabel?.font.drawn, .systemFont(ofSize: 17), "body is 17 pt at the default text size")

        plain.imageView?.image = icon
        plain.setNeedsLayout()
        plain.layoutIfNeeded()
        XCTAssertEqual(plain.imageView?.frame, Rect(x: 16, y: 17, width: 30, height: 30))
        XCTAssertEqual(plain.textLabel?.frame.minX, 16 + 30 + 16, "text after the image")

        let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = Rect(x: 0, y: 0, width: 390, height: 64)
        subtitle.textLabel?.text = "Título"
        subtitle.detailTextLabel?.text = "Detalle"
        subtitle.layoutIfNeeded()
        let title = try XCTUnwrap(subtitle.textLabel), detail = try XCTUnwrap(subtitle.detailTextLabel)
        XCTAssertTrue(subtitle.imageView?.isHidden ?? false, "no image, no image view")
        XCTAssertEqual(detail.font, .preferredFont(forTextStyle: .subheadline))
        XCTAssertEqual(detail.font.drawn, .systemFont(ofSize: 15))
        XCTAssertEqual(detail.textColor, .secondaryLabel)
        XCTAssertEqual(detail.frame.minY, title.frame.maxY + 2, accuracy: 0.001)
        XCTAssertEqual((title.frame.minY + detail.frame.maxY) / 2, 32, accuracy: 0.001, "centred as a pair")

        let value1 = TableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = Rect(x: 0, y: 0, width: 390, height: 44)
        value1.textLabel?.text = "Wi-Fi"
        value1.detailTextLabel?.text = "Casa"
        value1.layoutIfNeeded()
        let value = try XCTUnwrap(value1.detailTextLabel)
        XCTAssertEqual(value.frame.maxX, 390 - 16)
        XCTAssertEqual(value.textAlignment, .right)
        XCTAssertGreaterThan(value.frame.width, 0)
        XCTAssertLessThanOrEqual(value1.textLabel!.frame.maxX, value.frame.minX - 8)
    }

    func testSeparatorsFollowTheStyleInsetAndSectionEnds() {
        let rows = Rows([3, 2])
        let grouped = self.table(rows, style: .grouped)
        func line(_ table: TableView, _ row: Int, _ section: Int) -> View? {
            table.cellForRow(at: IndexPath(row: row, section: section))?.subviews.last.flatMap { $0.isHidden ? nil : $0 }
        }
        let first = try! XCTUnwrap(line(grouped, 0, 0))
        XCTAssertEqual(first.frame, Rect(x: 16, y: 43, width: 374, height: 1), "a 1 px hairline (scale 1 off screen), inset 16")
        XCTAssertEqual(first.backgroundColor, .separator)
        XCTAssertNil(line(grouped, 2, 0), "grouped: none under a section's last row")
        XCTAssertNil(line(grouped, 1, 1))

        let plain = self.table(rows)
        XCTAssertNotNil(line(plain, 2, 0), "plain: every row")
        plain.separatorInset = EdgeInsets(left: 84, right: 10)
        plain.layoutIfNeeded()
        XCTAssertEqual(line(plain, 0, 0)?.frame, Rect(x: 84, y: 43, width: 296, height: 1))
        plain.separatorStyle = .none
        plain.layoutIfNeeded()
        XCTAssertNil(line(plain, 0, 0))
    }
}
