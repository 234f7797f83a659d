/// Sizes a table's rows, headers and footers and supplies custom header and footer views, as
/// `UITableViewDelegate`; it hears the scroll callbacks too. Every method is optional: the
/// defaults return the table's `rowHeight`, `sectionHeaderHeight` and `sectionFooterHeight`,
/// and no custom views.
///
/// The seed's delegate ports as it is; `.leastNormalMagnitude` means "no footer":
/// ```swift
/// extension ViewController: TableViewDelegate {
///     func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 64 }
///     func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { .leastNormalMagnitude }
///     func scrollViewDidScroll(_ scrollView: ScrollView) { /* move the header */ }
/// }
/// tableView.delegate = controller
/// ```
///
/// Heights are read once per `reloadData()` (every row's, as UIKit does without estimated
/// heights), never while scrolling. Negative, infinite and NaN heights count as 0;
/// `TableView.automaticDimension` sizes a row to its cell and a header or footer to the
/// style's default.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The row's height in points (default: the table's `rowHeight`).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header's height (default: the table's `sectionHeaderHeight`, which is automatic).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The footer's height (default: the table's `sectionFooterHeight`, which is automatic);
    /// `.leastNormalMagnitude` or 0 means no footer.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for the section's header, sized to the header's height and the table's width;
    /// nil shows the title from the data source, if any.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view for the section's footer; nil shows the footer title, if any.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?

    /// Whether a touch highlights the row (default true).
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row a tap selects: the one tapped (default), another, or nil for none.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row (not sent for `selectRow(at:animated:scrollPosition:)`, as UIKit).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
