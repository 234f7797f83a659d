import class Foundation.NSCoder
import FlipbookScene

/// Screens behind a tab bar, switched with Hero's default animations as SDOSHero's
/// `SDOSHeroTabBarController` does: to a tab of higher index with the type set by
/// `setTabBarAnimationType(_:)`, to a lower one with its opposite. The bar (`TabBarView`) shows
/// each child's `tabBarItem`; a tap on one selects it.
///
/// ```swift
/// let tabs = TabBarController(viewControllers: [home, search, profile])
/// tabs.hero.isEnabled = true
/// tabs.setTabBarAnimationType(.slide(direction: .left))
/// tabs.selectedIndex = 2        // slides left
/// tabs.selectedIndex = 0        // slides right, the opposite
/// ```
public final class TabBarController: ViewController {
    public private(set) var viewControllers: [ViewController]
    /// The type towards higher indices; nil (unset) behaves as `.auto` (a slide).
    public private(set) var tabBarAnimationType: HeroAnimationType?
    public let tabBar = TabBarView(frame: .zero)
    let contentView = FillingView(frame: .zero)
    private var selected = 0
    /// As `UITabBarController.delegate` (weak): may give the animator of a switch (NavigationControllerDelegate.swift).
    public weak var delegate: TabBarControllerDelegate?

    public init(viewControllers: [ViewController]) {
        self.viewControllers = viewControllers
        super.init(nibName: nil, bundle: nil)
        for c in viewControllers { c.parent = self }
        tabBar.onSelect = { [weak self] index in self?.selectedIndex = index }
        tabBar.willLayout = { [weak self] in self?.updateBarFromContent() }
    }

    /// No tabs, as a storyboard's tab bar controller before its children are set.
    public required init?(coder: NSCoder) {
        viewControllers = []
        super.init(coder: coder)
        tabBar.onSelect = { [weak self] index in self?.selectedIndex = index }
        tabBar.willLayout = { [weak self] in self?.updateBarFromContent() }
    }

    /// Sets the animation towards higher indices; lower ones use its opposite.
    public func setTabBarAnimationType(_ type: HeroAnimationType) { tabBarAnimationType = type }

    /// The animation switching from tab `from` to tab `to`: the set type when `to` is higher,
    /// its opposite when lower.
    public func animationType(from: Int, to: Int) -> HeroAnimationType {
        let type = tabBarAnimationType ?? .auto
        return to > from ? type : type.reversed()
    }

    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selected) ? viewControllers[selected] : nil
    }
    override var childForAppearance: ViewController? { selectedViewController }
    override var insetsForChildren: EdgeInsets { EdgeInsets(bottom: TabBarView.height(on: host?.scene?.screen)) }

    /// The shown tab; setting it animates when `hero.isEnabled`. Out-of-range indices are ignored.
    public var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }

    private func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != selected else { return }
        let old = selected
        let from = viewControllers[old], to = viewControllers[index]
        selected = index
        guard let host, isViewLoaded, host.isShowing(self) else {
            installSelectedView()
            return
        }
        let request = TransitionRequest(
            kind: .tabBar, from: from, to: to, container: contentView, type: animationType(from: old, to: index),
            isPresenting: index > old, heroEnabled: hero.isEnabled, owner: "tab bar controller",
            willBegin: { [weak self] in self?.itemsDidChange() }, didFinish: { [weak self] in self?.followSelectedContent() })
        if !hero.isEnabled, let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) {
            host.runCustom(request, animator: animator, interaction: delegate?.tabBarController(self, interactionControllerFor: animator))
        } else {
            host.runTransition(request)
        }
    }

    override public func loadView() {
        let container = TabBarContainerView(frame: host?.scene?.screen.bounds ?? .zero)
        container.controller = self
        loadContainer(container, content: contentView, bar: tabBar)
    }

    override public func viewDidLoad() { installSelectedView() }

    private func installSelectedView() {
        guard isViewLoaded else { return }
        show(selectedViewController, in: contentView)
        itemsDidChange()
        followSelectedContent()
    }

    /// Shows each child's `tabBarItem`, the selected one selected.
    func itemsDidChange() {
        tabBar.setItems(viewControllers.map { $0.tabBarItem }, selected: selected)
    }

    /// The scroll view the bar follows: the selected child's content scroll view (inside a
    /// navigation controller, its top controller's), found as the navigation bar finds its own.
    private weak var observedScrollView: ScrollView?

    /// Follows the selected child's content: the bar is transparent while the content's bottom
    /// edge meets it (iOS 15's scroll-edge look,
    /// https://developer.apple.com/documentation/uikit/uitabbar/scrolledgeappearance).
    func followSelectedContent() {
        let scroll = selectedViewController.flatMap { $0.isViewLoaded ? NavigationController.contentScrollView(of: $0.view) : nil }
        if scroll !== observedScrollView {
            observedScrollView?.offsetObservers[ObjectIdentifier(self)] = nil
            observedScrollView = scroll
            scroll?.offsetObservers[ObjectIdentifier(self)] = { [weak self] _ in self?.updateBarFromContent() }
        }
        updateBarFromContent()
    }

    /// How far the content's bottom edge is from the bar: CHOSEN, cross-faded over the last
    /// 12 pt as the navigation bar's; no scroll view is the edge (UIKit's look for a plain screen).
    func updateBarFromContent() {
        guard let scroll = observedScrollView else {
            tabBar.standardProgress = 0
            return
        }
        let bottom = scroll.contentSize.height + scroll.adjustedContentInset.bottom
        let visibleEnd = scroll.contentOffset.y + scroll.bounds.height
        tabBar.standardProgress = min(1, max(0, (bottom - visibleEnd) / NavigationBarView.edgeFadeDistance))
    }
}

/// The tab bar controller's view: the content filling it, the bar along the bottom.
final class TabBarContainerView: View {
    weak var controller: TabBarController?

    override func layoutSubviews() {
        guard let controller else { return }
        let bottom = controller.safeAreaInsets.bottom
        controller.contentView.frame = bounds
        let height = bottom + TabBarView.height(on: controller.host?.scene?.screen)
        controller.updateBarFromContent()
        controller.tabBar.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }
}
