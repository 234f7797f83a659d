// An app file as written for iOS: an inbox list with pull-to-refresh. Edits for Flipbook:
// `import UIKit` → `import FlipbookUIKit`, `#selector(reload)` → `Self.reload`.
import Foundation
import FlipbookUIKit

final class InboxViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    let refresher = UIRefreshControl()
    private var messages = (1...30).map { "Message \($0)" }
    private(set) var reloads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.rowHeight = 56
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        refresher.addTarget(self, action: Self.reload, for: .valueChanged)
        tableView.refreshControl = refresher
    }

    func reload() {
        reloads += 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
            self.messages.insert("New message", at: 0)
            self.tableView.reloadData()
            self.refresher.endRefreshing()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "message")
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
}
