import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit

/// Diffable data sources as app code uses them: `NSDiffableDataSourceSnapshot` and
/// `UITableViewDiffableDataSource.apply(_:animatingDifferences:)` animating the difference (rows
/// 50 pt; the table's row animation lasts 0.3 s, ease-in-out, half-way at half time).
final class DiffableDataSourceTests: XCTestCase {
    private func scene() -> (Scene, ContactsViewController) {
        let scene = Scene(screen: Screen(name: "contacts", size: CGSize(width: 320, height: 400), scale: 1, safeAreaInsets: .zero))
        let contacts = ContactsViewController()
        scene.attach(contacts)
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, contacts)
    }

    private func at(_ scene: Scene, _ t: Double) { scene.advance(to: Step(index: Int((t * 1000).rounded()), time: t)) }
    private func drawnY(_ cell: UITableViewCell?) -> CGFloat {
        guard let layer = cell?.layer.presentation() else { return .nan }
        return layer.position.y - layer.bounds.height / 2
    }
    private func names(_ table: UITableView) -> [String] {
        (0..<table.numberOfRows(inSection: 0)).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
    }

    func testASnapshotKeepsItsOrderAndRefusesRepeatsWithoutTrapping() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c", "a"])          // the last section; "a" is already there
        snapshot.insertItems(["z"], beforeItem: "b")
        snapshot.moveItem("c", afterItem: "b")
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: 0), ["a", "z", "b", "c"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: 1), [])
        XCTAssertEqual(snapshot.ignoredDuplicates, 1)
        XCTAssertEqual(snapshot.indexOfItem("c"), 3)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "z"), 0)
        snapshot.deleteItems(["z"])
        XCTAssertEqual(snapshot.numberOfItems, 3)
    }

    func testApplyingAnInsertFadesTheRowInAndMovesTheRestDown() throws {
        let (scene, contacts) = scene()
        let table = contacts.tableView
        XCTAssertEqual(names(table), ["Ada", "Grace", "Linus", "Margaret"])
        let linus = table.cellForRow(at: IndexPath(row: 2, section: 0))
        contacts.add("Barbara", at: 1)
        XCTAssertEqual(names(table), ["Ada", "Barbara", "Grace", "Linus", "Margaret"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === linus, "the cells on screen stay")
        at(scene, 0.15)
        XCTAssertEqual(drawnY(linus), 125, accuracy: 1e-6, "half-way from 100 to 150")
        let barbara = table.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(Double(barbara?.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 1e-6)
        XCTAssertEqual(contacts.applied, 1, "the first apply, unanimated, completed at once")
        at(scene, 0.3)
        XCTAssertEqual(contacts.applied, 2)
        XCTAssertEqual(drawnY(linus), 150)
        XCTAssertEqual(scene.warnings, [])
    }

    func testApplyingADeleteFadesTheRowOutAndMovesTheRestUp() throws {
        let (scene, contacts) = scene()
        let table = contacts.tableView
        let grace = table.cellForRow(at: IndexPath(row: 1, section: 0)), margaret = table.cellForRow(at: IndexPath(row: 3, section: 0))
        contacts.remove("Grace")
        XCTAssertEqual(names(table), ["Ada", "Linus", "Margaret"])
        at(scene, 0.15)
        XCTAssertEqual(Double(grace?.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 1e-6)
        XCTAssertEqual(drawnY(margaret), 125, accuracy: 1e-6, "half-way from 150 to 100")
        at(scene, 0.3)
        XCTAssertNil(grace?.superview)
        XCTAssertEqual(table.contentSize.height, 150)
    }

    func testTheDiffableListGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let contacts = ContactsViewController()
        scene.attach(contacts)
        scene.onStep = { _, step in
            if step.index == 1 { contacts.add("Barbara", at: 1) }
            if step.index == 10 { contacts.remove("Linus") }
        }
        // 20 fps: the insert half-way at step 4, the delete half-way at step 13, both done by 20.
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 20, duration: 1), checkpoints: .steps([0, 4, 9, 13, 20])),
                         named: "diffable-list")
    }

    /// The same updates dark, right to left (the names at the right) and at AX3 (the cells'
    /// text grows with the content size category; the rows stay 50 pt, as the app fixes them).
    func testTheDiffableListVariantGoldens() throws {
        for (name, configure) in [("diffable-list-dark", { (s: Scene) in s.appearance = .dark }),
                                  ("diffable-list-rtl", { (s: Scene) in s.layoutDirection = .rightToLeft }),
                                  ("diffable-list-ax3", { (s: Scene) in s.contentSizeCategory = .accessibilityExtraLarge })] {
            let scene = Scene(screen: Screen.iPhone14.withScale(1))
            configure(scene)
            let contacts = ContactsViewController()
            scene.attach(contacts)
            scene.onStep = { _, step in
                if step.index == 1 { contacts.add("Barbara", at: 1) }
                if step.index == 10 { contacts.remove("Linus") }
            }
            try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 20, duration: 1), checkpoints: .steps([0, 4, 9, 13, 20])),
                             named: name)
        }
    }
}
