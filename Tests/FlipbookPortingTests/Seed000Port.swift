// Seed 000 (`000_9a28e31e7cd42710.txt`): the blog header that collapses over a table.
// The seed's Swift code as printed, in its final form (the tutorial grows `scrollViewDidScroll`
// step by step; this is the last step with every piece in). Edits, also in docs/porting.md:
//   1. `import UIKit` → `import FlipbookUIKit` (the seed prints no import; UIKit's is implied).
//   2. `@IBOutlet` dropped from the eight outlets: Linux Swift has no Objective-C, and nothing
//      here loads a xib; `Seed000Attach` below builds what the xib held.
// Elided in the seed ("..."): the data source and the xib's layout, both in `Seed000Attach`.
import FlipbookUIKit

// MARK: - The seed, as printed

final class BlogHeaderView: UIView {
    private(set) var titleLabel: UILabel!
    private(set) var subtitleLabel: UILabel!
    private(set) var scheduleLabel: UILabel!
    private(set) var leftIconView: UIImageView!
    private(set) var rightIconView: UIImageView!

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupUI()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setupUI()
    }

    private func setupUI() {
        titleLabel = UILabel()
        subtitleLabel = UILabel()
        scheduleLabel = UILabel()
        leftIconView = UIImageView()
        rightIconView = UIImageView()
    }
}

final class PostListViewController: UIViewController {

    // MARK: - Outlets
    private weak var headerView: BlogHeaderView!
    private weak var tableView: UITableView!
    private weak var headerConstraint: NSLayoutConstraint!

    // MARK: - Properties
    // 1
    private var headerAnimator: BlogHeaderCollapsingAnimator!

    // MARK: - Life Cycle
    override func viewDidLoad() {
        super.viewDidLoad()
        setupUI()
    }

    private func setupUI() {
        // Resto de UI setup, tableView dataSource setup, etc...
        attachToScene()

        // 2
        navigationController?.isNavigationBarHidden = true
        tableView.delegate = self

        // 3
        headerAnimator = BlogHeaderCollapsingAnimator(
            headerView: headerView,
            heightConstraint: headerConstraint
        )

        // 4
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.contentInset = UIEdgeInsets(top: headerConstraint.constant , left: 0, bottom: 0, right: 0)
    }
}

extension PostListViewController: UITableViewDelegate {
    // 5
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        headerAnimator.scrollViewDidScroll(offset: scrollView.contentOffset)
    }
}

final class BlogHeaderCollapsingAnimator {
    private let headerView: BlogHeaderView
    private let heightConstraint: NSLayoutConstraint

    private var maxHeaderHeight: CGFloat

    // 1
    init(
        headerView: BlogHeaderView,
        heightConstraint: NSLayoutConstraint
    ) {
        self.headerView = headerView
        self.heightConstraint = heightConstraint

        maxHeaderHeight = heightConstraint.constant
    }

    // 2
    func scrollViewDidScroll(offset: CGPoint) {

        let offsetY: CGFloat = offset.y + maxHeaderHeight
         // 1
        let currentHeight = max(
            BlogHeaderView.minHeight,
            maxHeaderHeight - offsetY
        )

        // 2
        heightConstraint.constant = currentHeight

        let scaleFactor = currentHeight / maxHeaderHeight
        updateTitleLabelFontSize(using: scaleFactor)
        updateScheduleLabelAlpha(using: scaleFactor)
        updateIconSize(using: scaleFactor)
    }
}

extension BlogHeaderCollapsingAnimator {
    private func updateTitleLabelFontSize(using scaleFactor: CGFloat) {
        let fontSize = makeLabelFontSize(using: scaleFactor)
        headerView.titleLabel.font = headerView.titleLabel.font.withSize(fontSize)
    }

    private func makeLabelFontSize(using scaleFactor: CGFloat) -> CGFloat {
        // 1
        let scaledFontSize = scaleFactor * BlogHeaderView.TitleLabel.maxFontSize

        // 2
        let fontSizeAfterScrolling = max(
            BlogHeaderView.TitleLabel.minFontSize,
            scaledFontSize
        )

        return fontSizeAfterScrolling
    }
}

extension BlogHeaderCollapsingAnimator {
    private func updateScheduleLabelAlpha(using scaleFactor: CGFloat) {
        let alpha = makeAlphaFactor(using: scaleFactor)
        headerView.scheduleLabel.alpha = alpha
    }

    private func makeAlphaFactor(using scaleFactor: CGFloat) -> CGFloat {
        // 1
        let totalReductionFactor = BlogHeaderView.minHeight / maxHeaderHeight
        // 2
        let triggerValue: CGFloat = 1

        guard scaleFactor < triggerValue else {
            return 1
        }

        // 3
        let totalRangeAffectingAlpha = triggerValue - totalReductionFactor
        let offsetFromTrigger = triggerValue - scaleFactor

        // 4
        let alpha = 1 - (offsetFromTrigger / totalRangeAffectingAlpha)

        return alpha
    }
}

extension BlogHeaderCollapsingAnimator {
    func updateIconSize(using scaleFactor: CGFloat) {
        // 1
        let iconScaleFactor = makeIconScaleFactor(for: scaleFactor)

        // 2
        headerView.leftIconView.transform = CGAffineTransform(scaleX: iconScaleFactor, y: iconScaleFactor)
        headerView.rightIconView.transform = CGAffineTransform(scaleX: iconScaleFactor, y: iconScaleFactor)
    }

    func makeIconScaleFactor(for scaleFactor: CGFloat) -> CGFloat {
        guard scaleFactor < 1 else {
            return 1
        }

        let scaledSize = scaleFactor * BlogHeaderView.Icon.maxSize

        let iconSizeAfterScrolling =  max(
            scaledSize,
            BlogHeaderView.Icon.minSize
        )

        return iconSizeAfterScrolling / BlogHeaderView.Icon.maxSize
    }
}

private extension BlogHeaderView {

    static let minHeight: CGFloat = 121

    enum TitleLabel {
        static let maxFontSize: CGFloat = 40
        static let minFontSize: CGFloat = 22
    }

    enum Icon {
        static let minSize: CGFloat = 45
        static let maxSize: CGFloat = 70
    }
}

// MARK: - Attaching to a scene (what the xib and the elided data source did)

extension PostListViewController: UITableViewDataSource {
    static let maxHeaderHeight: CGFloat = 300
    static let postTitles = (1...20).map { "Post \($0)" }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.postTitles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = Self.postTitles[indexPath.row]
        return cell
    }

    /// The xib: the table pinned to the view, the header over it pinned to the top with a
    /// height constraint of `maxHeaderHeight`, the header's labels and icons.
    fileprivate func attachToScene() {
        let table = UITableView(frame: view.bounds, style: .plain)
        table.accessibilityIdentifier = "table"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        table.dataSource = self
        view.addSubview(table)
        tableView = table

        let header = BlogHeaderView(frame: .zero)
        header.accessibilityIdentifier = "header"
        header.backgroundColor = UIColor(red: 0.12, green: 0.16, blue: 0.27)
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        headerView = header
        let height = header.heightAnchor.constraint(equalToConstant: Self.maxHeaderHeight)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            height,
        ])
        headerConstraint = height

        header.titleLabel.text = "AlexandreFreire"
        header.titleLabel.font = UIFont.boldSystemFont(ofSize: 40)
        header.titleLabel.textColor = .white
        header.titleLabel.accessibilityIdentifier = "title"
        header.subtitleLabel.text = "iOS & Swift"
        header.subtitleLabel.textColor = .white
        header.scheduleLabel.text = "Nuevo posts todas las semanas"
        header.scheduleLabel.textColor = .white
        header.scheduleLabel.accessibilityIdentifier = "schedule"
        header.leftIconView.backgroundColor = .orange
        header.leftIconView.accessibilityIdentifier = "leftIcon"
        header.rightIconView.backgroundColor = .lightGray
        header.rightIconView.accessibilityIdentifier = "rightIcon"
        let labels: [UIView] = [header.titleLabel, header.subtitleLabel, header.scheduleLabel]
        let icons: [UIView] = [header.leftIconView, header.rightIconView]
        (labels + icons).forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            header.addSubview($0)
        }
        NSLayoutConstraint.activate([
            header.titleLabel.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            header.titleLabel.bottomAnchor.constraint(equalTo: header.subtitleLabel.topAnchor, constant: -4),
            header.subtitleLabel.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            header.subtitleLabel.bottomAnchor.constraint(equalTo: header.scheduleLabel.topAnchor, constant: -4),
            header.scheduleLabel.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            header.scheduleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
            header.leftIconView.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            header.rightIconView.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
            header.leftIconView.topAnchor.constraint(equalTo: header.topAnchor, constant: 60),
            header.rightIconView.topAnchor.constraint(equalTo: header.topAnchor, constant: 60),
            header.leftIconView.widthAnchor.constraint(equalToConstant: 70),
            header.leftIconView.heightAnchor.constraint(equalToConstant: 70),
            header.rightIconView.widthAnchor.constraint(equalToConstant: 70),
            header.rightIconView.heightAnchor.constraint(equalToConstant: 70),
        ])
    }

    /// The table, for the scene's driver.
    var scrollViewForScene: UIScrollView { tableView }
    var headerForTests: BlogHeaderView { headerView }
}
