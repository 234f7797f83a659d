/// Supplies a table's sections, rows and cells, as `UITableViewDataSource`. Only the row count
/// and the cell are required; one section and no titles are the defaults.
///
/// ```swift
/// final class Numbers: TableViewDataSource {
///     let names = ["One", "Two", "Three"]
///     func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
///     func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "n")
///             ?? TableViewCell(style: .default, reuseIdentifier: "n")
///         cell.textLabel?.text = names[indexPath.row]
///         return cell
///     }
/// }
/// ```
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has (default 1). Negative counts mean none.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has. Negative counts mean none.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row about to come on screen: dequeue one or make a new one.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// A title shown in the section's header in the table style's look (default none).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A title shown in the section's footer (default none).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
