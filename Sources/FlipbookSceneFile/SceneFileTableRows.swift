import FlipbookScene

/// The rows of a table written in a scene file.
final class TableRowsSource: TableViewDataSource {
    var rows: [(text: String, detail: String?, accessory: TableViewCell.AccessoryType)] = []
    var cellBackground: Color?

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = rows[indexPath.row]
        let cell = TableViewCell(style: row.detail == nil ? .default : .subtitle)
        cell.textLabel?.text = row.text
        if let detail = row.detail { cell.detailTextLabel?.text = detail }
        cell.accessoryType = row.accessory
        if let cellBackground { cell.backgroundColor = cellBackground }
        return cell
    }
}
