import Foundation
import Flipbook

/// The step cost of a collection view by item count (FLIPBOOK_BENCH_ONLY=collections): a flow
/// layout grid of 100 pt items, three a line on an iPhone 14, scrolled 40 pt a step through the
/// middle of its content. Per step: the scroll and layout pass (the layout's query and the views
/// that come and go), then the display list; the first `prepare()` (all items placed once) is
/// timed on its own, and so is one batch insert of an item at the top (every item's place anew).
/// Release builds only, as the rest of the bench.
func collectionCostRows(counts: [Int] = [20, 10_000, 100_000], steps: Int = 120) -> [String] {
    _ = collectionCost(items: 1000, steps: 20)   // warms fonts, caches and the allocator
    return counts.map { collectionCost(items: $0, steps: steps) }
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

private func collectionCost(items: Int, steps: Int) -> String {
    let clock = ContinuousClock()
    let scene = Scene(screen: Screen.iPhone14.withScale(2))
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    let grid = CollectionView(frame: Screen.iPhone14.bounds, collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = CountSource(count: items)
    grid.dataSource = source
    scene.root.addSubview(grid)
    scene.scrollView = grid
    let prepare = clock.measure { scene.layout() }
    let middle = max(0, grid.contentSize.height / 2 - Double(steps) * 20)
    var layoutTime: Duration = .zero, build: Duration = .zero
    for step in 0..<steps {
        layoutTime += clock.measure {
            grid.contentOffset = Point(x: 0, y: middle + Double(step * 40))
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
    return "  \(label) items: step \(fmt(1000 * ms(layoutTime) / n, 1)) µs scroll + layout, \(fmt(1000 * ms(build) / n, 1)) µs display list; "
        + "first prepare \(fmt(ms(prepare), 2)) ms; one insert \(fmt(ms(insert), 2)) ms"
}
