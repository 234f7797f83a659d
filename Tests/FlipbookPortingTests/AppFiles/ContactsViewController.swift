// An app file as written for iOS: a contacts list on a diffable data source, adding and removing
// people with animated snapshots. Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import Foundation
import FlipbookUIKit

final class ContactsViewController: UIViewController {
    enum Section { case main }

    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var people = ["Ada", "Grace", "Linus", "Margaret"]
    private var dataSource: UITableViewDiffableDataSource<Section, String>!
    private(set) var applied = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "person")
        tableView.rowHeight = 50
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        show(animated: false)
    }

    func add(_ name: String, at index: Int) {
        people.insert(name, at: index)
        show(animated: true)
    }

    func remove(_ name: String) {
        people.removeAll { $0 == name }
        show(animated: true)
    }

    private func show(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(people)
        dataSource.apply(snapshot, animatingDifferences: animated) { self.applied += 1 }
    }
}
