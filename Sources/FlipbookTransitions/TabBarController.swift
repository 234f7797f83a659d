import class Foundation.NSCoder
import FlipbookScene

/// Screens behind a tab bar, switched with Hero's default animations as SDOSHero's
/// `SDOSHeroTabBarController` does: to a tab of higher index with the type set by
/// `setTabBarAnimationType(_:)`, to a lower one with its opposite.
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
    }

    /// No tabs, as a storyboard's tab bar controller before its children are set.
    public required init?(coder: NSCoder) {
        viewControllers = []
        super.init(coder: coder)
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
    override var insetsForChildren: EdgeInsets { EdgeInsets(bottom: TabBarView.height) }

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
            willBegin: { [weak self] in self?.itemsDidChange() }, didFinish: {})
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
    }

    func itemsDidChange() {
        tabBar.setItems(viewControllers.enumerated().map { $0.element.title ?? "Item \($0.offset + 1)" }, selected: selected)
    }
}

/// The tab bar: a 49 pt band above the home indicator with one title per tab, the selected one tinted.
public final class TabBarView: View {
    public static let height = 49.0
    public private(set) var itemLabels: [Label] = []
    private let hairline = View(frame: .zero)

    public override init(frame: Rect) {
        super.init(frame: frame)
        id = "tabBar"
        backgroundColor = Color(light: Color(white: 249 / 255, alpha: 0.94), dark: Color(white: 29 / 255, alpha: 0.94))
        hairline.backgroundColor = Color(light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15))
        addSubview(hairline)
    }

    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    func setItems(_ titles: [String], selected: Int) {
        if itemLabels.count != titles.count {
            for label in itemLabels { label.removeFromSuperview() }
            itemLabels = titles.map { _ in
                let label = Label(frame: .zero)
                label.font = .systemFont(ofSize: 10, weight: .medium)
                label.textAlignment = .center
                return label
            }
            for label in itemLabels { addSubview(label) }
        }
        for (i, label) in itemLabels.enumerated() {
            label.text = titles[i]
            label.textColor = i == selected ? .systemBlue : .systemGray
        }
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        hairline.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1.0 / 3)
        guard !itemLabels.isEmpty else { return }
        let width = bounds.width / Double(itemLabels.count)
        for (i, label) in itemLabels.enumerated() {
            label.frame = Rect(x: Double(scene?.layoutDirection == .rightToLeft ? itemLabels.count - 1 - i : i) * width, y: 0, width: width, height: Self.height)
        }
    }
}

/// The tab bar controller's view: the content filling it, the bar along the bottom.
final class TabBarContainerView: View {
    weak var controller: TabBarController?

    override func layoutSubviews() {
        guard let controller else { return }
        let bottom = controller.safeAreaInsets.bottom
        controller.contentView.frame = bounds
        let height = bottom + TabBarView.height
        controller.tabBar.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }
}
