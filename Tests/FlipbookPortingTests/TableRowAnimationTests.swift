import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit

/// Row updates as app code makes them: `performBatchUpdates` re-asks the heights and moves the rows
/// from where they were, over 0.3 s (CHOSEN) on the ease-in-out curve, whose midpoint is exactly
/// half-way; inserted rows fade in, deleted rows leave by their animation. Rows are 60 pt; an
/// expanded FAQ row is 160 pt.
final class TableRowAnimationTests: XCTestCase {
    private func scene() -> (Scene, FAQViewController) {
        let scene = Scene(screen: Screen(name: "faq", size: CGSize(width: 320, height: 480), scale: 1, safeAreaInsets: .zero))
        let faq = FAQViewController()
        scene.attach(faq)
        scene.advance(to: Step(index: 0, time: 0))
        return (scene, faq)
    }

    private func at(_ scene: Scene, _ t: Double) { scene.advance(to: Step(index: Int((t * 1000).rounded()), time: t)) }
    private func drawn(_ cell: UITableViewCell?) -> CGRect {
        guard let cell, let layer = cell.layer.presentation() else { return .null }
        return CGRect(x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2,
                      width: layer.bounds.width, height: layer.bounds.height)
    }

    func testAnExpandingRowGrowsAndTheRowsBelowSlideDown() throws {
        let (scene, faq) = scene()
        let table = faq.tableView
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0)), third = table.cellForRow(at: IndexPath(row: 2, section: 0))
        faq.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === third, "the cells on screen stay")
        XCTAssertEqual(third?.frame.minY, 220, "the model is where the rows end")
        XCTAssertEqual(drawn(third).minY, 120, "drawn where it was")
        at(scene, 0.15)
        XCTAssertEqual(drawn(third).minY, 170, accuracy: 1e-6, "half-way at half time")
        XCTAssertEqual(drawn(second).height, 110, accuracy: 1e-6)
        XCTAssertEqual(faq.toggles, 0)
        at(scene, 0.3)
        XCTAssertEqual(drawn(third).minY, 220)
        XCTAssertEqual(table.contentSize.height, 340)
        XCTAssertEqual(faq.toggles, 1, "the completion ran once, at the end")
        XCTAssertEqual(scene.warnings, [])
    }

    func testAnInsertedRowFadesInWhileTheOthersMoveDown() throws {
        let (scene, faq) = scene()
        let table = faq.tableView
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        faq.questions.insert("What's new?", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        let inserted = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(inserted.textLabel?.text, "What's new?")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === first)
        at(scene, 0.15)
        XCTAssertEqual(Double(inserted.layer.presentation()!.opacity), 0.5, accuracy: 1e-6)
        XCTAssertEqual(drawn(first).minY, 30, accuracy: 1e-6)
        at(scene, 0.3)
        XCTAssertEqual(inserted.alpha, 1)
        XCTAssertEqual(drawn(first).minY, 60)
    }

    func testADeletedRowSlidesOutAndIsRecycledAfterwards() throws {
        let (scene, faq) = scene()
        let table = faq.tableView
        let doomed = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let next = table.cellForRow(at: IndexPath(row: 1, section: 0))
        faq.questions.remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === next)
        at(scene, 0.15)
        XCTAssertEqual(drawn(doomed).minX, -160, accuracy: 1e-6, "half-way out to the left")
        XCTAssertEqual(drawn(next).minY, 30, accuracy: 1e-6)
        at(scene, 0.3)
        XCTAssertNil(doomed.superview, "back in the reuse pool")
        XCTAssertEqual(table.contentSize.height, 180)
    }

    func testAnUpdateThatDoesNotAddUpWarnsAndReloads() throws {
        let (scene, faq) = scene()
        faq.questions.append("One more?")
        faq.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)   // but a row was added
        XCTAssertEqual(scene.warnings.count, 1)
        XCTAssertTrue(scene.warnings[0].contains("section 0 has 5 rows, but 4 − 1 deleted + 0 inserted makes 3"), scene.warnings[0])
        at(scene, 0.1)
        XCTAssertEqual(faq.tableView.contentSize.height, 300, "the new data, shown at once")
    }

    func testTheAccordionGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(1))
        let faq = FAQViewController()
        scene.attach(faq)
        scene.onStep = { _, step in
            if step.index == 1 { faq.tableView(faq.tableView, didSelectRowAt: IndexPath(row: 1, section: 0)) }
        }
        // 20 fps: the tap at step 1 (0.05 s), half-way at step 4, done by step 7.
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 20, duration: 0.5), checkpoints: .steps([0, 4, 10])), named: "accordion")
    }
}
