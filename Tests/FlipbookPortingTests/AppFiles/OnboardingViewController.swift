// An app file as written for iOS: a paging onboarding screen. It lays out in viewDidLoad to
// size its pages from the scroll view, and re-sizes them in viewDidLayoutSubviews, as apps do.
// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`, and `#selector(pageControlChanged)`
// → `Self.pageControlChanged`. The `log` array is the test's window on the callbacks (an app
// would print them).
import Foundation
import FlipbookUIKit

final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let pageControlBar = UIView()
    private let pageControl = UIPageControl()
    private var pages: [UIView] = []
    private let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange]

    private(set) var log: [String] = []
    private(set) var pageWidthInViewDidLoad: CGFloat = 0

    var scrollViewForTests: UIScrollView { scrollView }
    var pagesForTests: [UIView] { pages }
    var pageControlForTests: UIPageControl { pageControl }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        view.backgroundColor = .systemBackground

        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)

        pageControlBar.backgroundColor = .systemGray
        pageControlBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageControlBar)

        pageControl.numberOfPages = colors.count
        pageControl.currentPageIndicatorTintColor = .white
        pageControl.pageIndicatorTintColor = UIColor.white.withAlphaComponent(0.4)
        pageControl.addTarget(self, action: Self.pageControlChanged, for: .valueChanged)
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        pageControlBar.addSubview(pageControl)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: pageControlBar.topAnchor),
            pageControlBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pageControlBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pageControlBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            pageControlBar.heightAnchor.constraint(equalToConstant: 60),
            pageControl.centerXAnchor.constraint(equalTo: pageControlBar.centerXAnchor),
            pageControl.centerYAnchor.constraint(equalTo: pageControlBar.centerYAnchor),
        ])

        // The frames are needed now, to build the pages.
        view.layoutIfNeeded()
        pageWidthInViewDidLoad = scrollView.frame.width

        for (index, color) in colors.enumerated() {
            let page = UIView(frame: CGRect(x: CGFloat(index) * scrollView.frame.width, y: 0,
                                            width: scrollView.frame.width, height: scrollView.frame.height))
            page.backgroundColor = color
            scrollView.addSubview(page)
            pages.append(page)
        }
        scrollView.contentSize = CGSize(width: scrollView.frame.width * CGFloat(colors.count),
                                        height: scrollView.frame.height)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("viewDidLayoutSubviews")
        let size = scrollView.bounds.size
        for (index, page) in pages.enumerated() {
            page.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
        }
        scrollView.contentSize = CGSize(width: size.width * CGFloat(pages.count), height: size.height)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.bounds.width > 0 else { return }
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }

    func pageControlChanged(_ sender: UIPageControl) {
        scrollView.setContentOffset(CGPoint(x: CGFloat(sender.currentPage) * scrollView.bounds.width, y: 0), animated: true)
    }

    /// Shows the given page, as the "Next" button does.
    func showPage(_ index: Int) {
        scrollView.setContentOffset(CGPoint(x: CGFloat(index) * scrollView.bounds.width, y: 0), animated: false)
    }
}
