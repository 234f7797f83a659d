// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import FlipbookUIKit
import Foundation

/// A library list with a large title and two bar button items. In portrait the bar is the
/// large-title one; in landscape on an iPhone UIKit shows it compact (32 pt, inline title) in
/// the compact appearances this app sets.
final class LibraryListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        tableView.rowHeight = 44
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Denser rows when the screen is short, as landscape-aware apps do.
        tableView.rowHeight = traitCollection.verticalSizeClass == .compact ? 36 : 44
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Book \(indexPath.row + 1)"
        return cell
    }
}

/// The app's root, as a scene delegate builds it: the library in a navigation controller with
/// its own compact looks, and two more tabs, in a tab bar whose inline items are pink.
enum LibraryApp {
    /// The navigation controller alone; `compactLooks` sets teal/indigo compact appearances.
    static func makeNavigation(compactLooks: Bool = true) -> UINavigationController {
        let nav = UINavigationController(rootViewController: LibraryListViewController())
        nav.navigationBar.prefersLargeTitles = true
        nav.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "house.fill"), tag: 0)
        guard compactLooks else { return nav }
        let compact = UINavigationBarAppearance()
        compact.configureWithOpaqueBackground()
        compact.backgroundColor = .systemTeal
        compact.titleTextAttributes = [.foregroundColor: UIColor.white]
        nav.navigationBar.compactAppearance = compact
        let compactEdge = UINavigationBarAppearance()
        compactEdge.configureWithOpaqueBackground()
        compactEdge.backgroundColor = .systemIndigo
        compactEdge.titleTextAttributes = [.foregroundColor: UIColor.white]
        nav.navigationBar.compactScrollEdgeAppearance = compactEdge
        return nav
    }

    static func makeRoot() -> UITabBarController {
        let search = UIViewController()
        search.view.backgroundColor = .systemBackground
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let alerts = UIViewController()
        alerts.view.backgroundColor = .systemBackground
        alerts.tabBarItem = UITabBarItem(title: "Alerts", image: UIImage(systemName: "bell.fill"), tag: 2)
        alerts.tabBarItem.badgeValue = "2"
        let tabs = UITabBarController(viewControllers: [makeNavigation(), search, alerts])
        let appearance = UITabBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.compactInlineLayoutAppearance.selected.iconColor = .systemPink
        appearance.compactInlineLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        appearance.inlineLayoutAppearance.selected.iconColor = .systemGreen
        appearance.inlineLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        return tabs
    }
}
