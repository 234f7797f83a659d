// An app file as written for iOS: a FAQ whose rows expand when tapped, the classic accordion
// (heights from the delegate, `performBatchUpdates(nil)` to animate the change). Edits for
// Flipbook: `import UIKit` → `import FlipbookUIKit`.
import Foundation
import FlipbookUIKit

final class FAQViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var questions = ["How do I export a GIF?", "Can I render on Linux?", "Is it deterministic?", "Where are the goldens?"]
    private(set) var expanded: Set<Int> = []
    private(set) var toggles = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { questions.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "faq") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "faq")
        cell.textLabel?.text = questions[indexPath.row]
        cell.detailTextLabel?.text = expanded.contains(indexPath.row) ? "Yes: see the README." : nil
        cell.backgroundColor = indexPath.row % 2 == 0 ? .systemBackground : .secondarySystemBackground
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        expanded.contains(indexPath.row) ? 160 : 60
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if expanded.contains(indexPath.row) { expanded.remove(indexPath.row) } else { expanded.insert(indexPath.row) }
        // The visible cell is not asked for again: show or hide its answer here.
        tableView.cellForRow(at: indexPath)?.detailTextLabel?.text = expanded.contains(indexPath.row) ? "Yes: see the README." : nil
        tableView.performBatchUpdates(nil) { _ in self.toggles += 1 }
    }
}
