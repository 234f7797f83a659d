// An app file as written for iOS: a list with a stretchy photo header, shown inside a
// UINavigationController. Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`;
// `import Foundation` waits for Foundation's CGFloat (a comment until then).
// import Foundation
import FlipbookUIKit

final class StretchyHeaderViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let headerContainer = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 240))
    private let photoView = UIView()
    private var photoHeight = NSLayoutConstraint()
    private var photoTop = NSLayoutConstraint()
    private let headerHeight: CGFloat = 240

    var tableViewForTests: UITableView { tableView }
    var photoViewForTests: UIView { photoView }

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Trails"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 56
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        photoView.backgroundColor = .systemTeal
        photoView.translatesAutoresizingMaskIntoConstraints = false
        headerContainer.addSubview(photoView)
        photoHeight = photoView.heightAnchor.constraint(equalToConstant: headerHeight)
        photoHeight.priority = .required - 1
        photoTop = photoView.topAnchor.constraint(equalTo: headerContainer.topAnchor)
        NSLayoutConstraint.activate([
            photoTop,
            photoHeight,
            photoView.leadingAnchor.constraint(equalTo: headerContainer.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: headerContainer.trailingAnchor),
        ])
        tableView.tableHeaderView = headerContainer
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Trail \(indexPath.row + 1)"
        return cell
    }

    // MARK: UIScrollViewDelegate

    /// Pulled down past the top, the photo grows upwards with the pull.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let pull = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        photoTop.constant = min(0, -pull)
        photoHeight.constant = headerHeight + max(0, pull)
    }
}
