import Foundation
import Flipbook

/// The step cost of a collection view by item count (FLIPBOOK_BENCH_ONLY=collections): a flow
/// layout grid of 100 pt items, three a line, in a 390 × 300 pt collection view on an iPhone 14
/// (so 20 items, 700 pt of content, scroll too and every count does the same work a step),
/// scrolled 40 pt a step from the middle of its content, back and forth within it. Per step: the scroll and layout pass (the layout's query and the
/// views that come and go), then the display list; the first `prepare()` (all items placed once)
/// is timed on its own, and so is one batch insert of an item at the top (every item's place
/// anew). Each count runs three times and the fastest run is reported (the machine is shared).
/// Release builds only, as the rest of the bench.
func collectionCostRows(counts: [Int] = [20, 10_000, 100_000], steps: Int = 120) -> [String] {
    _ = collectionCost(items: 1000, steps: 20)   // warms fonts, caches and the allocator
    return counts.map { items in
        (0..<3).map { _ in collectionCost(items: items, steps: steps) }.min { $0.step < $1.step }!.row
    }
}

private final class CountSource: CollectionViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = [Color.systemBlue, .systemGreen, .systemOrange][indexPath.item % 3]
        cell.contentView.cornerRadius = 8
        return cell
    }
}

private func collectionCost(items: Int, steps: Int) -> (step: Double, row: String) {
    let clock = ContinuousClock()
    let scene = Scene(screen: Screen.iPhone14.withScale(2))
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    let grid = CollectionView(frame: Rect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = CountSource(count: items)
    grid.dataSource = source
    scene.root.addSubview(grid)
    scene.scrollView = grid
    let prepare = clock.measure { scene.layout() }
    let range = max(0, grid.contentSize.height - grid.bounds.height)
    var layoutTime: Duration = .zero, build: Duration = .zero
    for step in 0..<steps {
        // A triangle wave from the middle: 40 pt a step, turning at the ends of the content.
        let travel = range > 0 ? (range / 2 + Double(step * 40)).truncatingRemainder(dividingBy: 2 * range) : 0
        let y = travel <= range ? travel : 2 * range - travel
        layoutTime += clock.measure {
            grid.contentOffset = Point(x: 0, y: y)
            scene.layout()
        }
        build += clock.measure { _ = scene.displayList() }
    }
    let insert = clock.measure {
        source.count += 1
        grid.insertItems(at: [IndexPath(item: 0, section: 0)])
        scene.layout()
    }
    let n = Double(steps)
    let label = String(repeating: " ", count: max(0, 7 - String(items).count)) + String(items)
    let step = 1000 * ms(layoutTime) / n
    return (step, "  \(label) items: step \(fmt(1000 * ms(layoutTime) / n, 1)) µs scroll + layout, \(fmt(1000 * ms(build) / n, 1)) µs display list; "
        + "first prepare \(fmt(ms(prepare), 2)) ms; one insert \(fmt(ms(insert), 2)) ms")
}
