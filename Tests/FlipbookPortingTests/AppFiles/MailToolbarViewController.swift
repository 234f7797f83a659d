// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import FlipbookUIKit
import Foundation

/// A mailbox list with the navigation controller's toolbar: delete at the leading end, share in
/// the middle, compose at the trailing end, flexible spaces between them.
final class MailToolbarViewController: UITableViewController {
    private(set) var composed = 0
    private(set) var deleted = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.rowHeight = 60
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: MailToolbarViewController.deleteTapped),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: MailToolbarViewController.composeTapped),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    func deleteTapped() { deleted += 1 }
    func composeTapped() { composed += 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Message \(indexPath.row + 1)"
        cell.backgroundColor = indexPath.row % 2 == 0 ? .systemTeal : .systemOrange
        return cell
    }
}
