// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import FlipbookUIKit
import Foundation

/// One tab's screen: a list of rows named after the tab.
final class StoreTabListViewController: UITableViewController {
    private let rows: Int

    init(title: String, rows: Int) {
        self.rows = rows
        super.init(style: .plain)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 56
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(title ?? "") \(indexPath.row + 1)"
        return cell
    }
}

/// The app's root, as a scene delegate builds it: four tabs with symbol images, a badge on Alerts.
enum StoreTabsApp {
    static func makeRoot(rows: Int = 30) -> UITabBarController {
        let home = StoreTabListViewController(title: "Home", rows: rows)
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house.fill"), tag: 0)
        let search = StoreTabListViewController(title: "Search", rows: rows)
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let alerts = StoreTabListViewController(title: "Alerts", rows: rows)
        alerts.tabBarItem = UITabBarItem(title: "Alerts", image: UIImage(systemName: "bell.fill"), tag: 2)
        alerts.tabBarItem.badgeValue = "3"
        let profile = StoreTabListViewController(title: "Profile", rows: rows)
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle.fill"), tag: 3)
        return UITabBarController(viewControllers: [home, search, alerts, profile])
    }
}
