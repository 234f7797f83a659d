import class Foundation.NSCoder
import FlipbookRender
import FlipbookScene
import FlipbookTransitions

/// UIKit's `UITableViewController`: a controller whose view is a table it is the data source
/// and delegate of. Every data source and delegate method is here, open, with UIKit's default,
/// so a subclass overrides them as in UIKit (`override func scrollViewDidScroll(_:)`).
///
/// ```swift
/// final class Posts: UITableViewController {
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
/// }
/// ```
open class UITableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    public let tableView: TableView

    public init(style: TableView.Style = .plain) {
        tableView = TableView(frame: .zero, style: style)
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init() { self.init(style: .plain) }

    public required init?(coder: NSCoder) {
        tableView = TableView(frame: .zero, style: .plain)
        super.init(coder: coder)
    }

    open override func loadView() {
        tableView.frame = host?.scene?.screen.bounds ?? .zero
        tableView.dataSource = self
        tableView.delegate = self
        setView(tableView)
    }

    // MARK: Data source

    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: Delegate

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { tableView.sectionFooterHeight }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }

    // MARK: Scroll view delegate

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                        targetContentOffset: UnsafeMutablePointer<Point>) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
