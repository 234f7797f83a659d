import class Foundation.NSCoder
import FlipbookScene

/// A stack of screens under a navigation bar showing the top one's title, pushed and popped with
/// Hero's default animations as SDOSHero's `SDOSHeroNavigationController` does, including its
/// history: a plain pop undoes each push the way that push asked for.
///
/// ```swift
/// let nav = NavigationController(rootViewController: list)
/// nav.hero.isEnabled = true
/// nav.pushViewController(detail, usingAnimationForPushAndOppositeForPop: .pull(direction: .up))
/// nav.popViewController(animated: true)     // .push(direction: .down), the opposite
/// ```
public final class NavigationController: ViewController {
    /// The stack, bottom first.
    public private(set) var viewControllers: [ViewController] = []
    /// The push animation when none is given; nil (unset) behaves as `.auto`.
    public var animationTypeForPush: HeroAnimationType?
    /// The pop animation a plain pop falls back to, read when each push happens.
    public var animationTypeForPop: HeroAnimationType?
    /// For each pushed controller (by position in the stack), how a plain pop takes it off.
    private var popHistory: [ObjectIdentifier: HeroAnimationType] = [:]
    public let navigationBar = NavigationBarView(frame: .zero)
    /// As `UINavigationController.interactivePopGestureRecognizer`: a pan from the leading edge
    /// that pops the top controller as the finger moves (NavigationController+InteractivePop.swift).
    ///
    /// ```swift
    /// navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    /// ```
    public var interactivePopGestureRecognizer: GestureRecognizer? { edgePan }
    private lazy var edgePan: ScreenEdgePanGestureRecognizer = makeInteractivePopRecognizer()
    /// The edge pan's own delegate until app code sets another: it begins only when a back button would show.
    lazy var interactivePopGate = InteractivePopGate(self)
    /// The scroll view whose offset the bar follows (the top controller's content scroll view).
    private weak var observedScrollView: ScrollView?
    /// Between a stack change and the start of its transition (see `barContentDidChange`).
    private var barTransitionPending = false
    /// Holds the top controller's view; the bar is drawn over it, as with a translucent bar.
    let contentView = FillingView(frame: .zero)
    /// The toolbar and whether it shows (NavigationController+Toolbar.swift).
    let toolbarState = NavigationToolbarState()
    /// As `UINavigationController.delegate` (weak, as UIKit's): told of each controller shown, and
    /// asked for a push's or pop's animator (NavigationControllerDelegate.swift).
    public weak var delegate: NavigationControllerDelegate?

    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.owner = self
        viewControllers = [rootViewController]
        rootViewController.parent = self
    }

    /// An empty stack, as a storyboard's navigation controller before its root is set.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.owner = self
    }

    public var topViewController: ViewController? { viewControllers.last }
    override var childForAppearance: ViewController? { topViewController }
    /// The bar's resting height below the status bar while it shows (44 pt; 96 with a large
    /// title; 30 more with a prompt): the top controller's view extends under the (translucent)
    /// bar and its safe area starts below it, so a table's first row is not hidden by the bar.
    /// CHOSEN: the safe area keeps the large title's resting height while the title collapses
    /// (UIKit shrinks it and moves the offset to match; the content shows the same either way).
    override var insetsForChildren: EdgeInsets {
        EdgeInsets(top: navigationBar.isHidden ? 0 : navigationBar.restingHeight, left: 0, bottom: toolbarInset, right: 0)
    }

    override public func loadView() {
        let container = NavigationContainerView(frame: host?.scene?.screen.bounds ?? .zero)
        container.controller = self
        loadContainer(container, content: contentView, bar: navigationBar)
        installToolbar(in: container)
        container.addGestureRecognizer(edgePan)
    }

    override public func viewDidLoad() { installTopView() }

    /// Puts the top controller's view in place without animation (before the stack is on screen).
    private func installTopView() {
        guard isViewLoaded else { return }
        show(topViewController, in: contentView)
        titleDidChange()
    }

    func titleDidChange() { barContentDidChange() }

    /// Shows the top controller's navigation item in the bar (the one below gives the back
    /// button) and follows the top controller's content scroll view.
    func barContentDidChange() {
        // The arriving controller loads (and sets its title) before the transition begins: the
        // bar shows it when the push or pop starts moving the items.
        guard !barTransitionPending else { return }
        let stack = viewControllers
        let top = stack.last
        let back = stack.count > 1 ? stack[stack.count - 2] : nil
        // A change while a push or pop moves the items ends that motion: the bar shows the new state.
        navigationBar.endContentTransition()
        navigationBar.show(top: top?.navigationItem, back: back?.navigationItem, largeTitle: showsLargeTitle(at: stack.count - 1))
        followTopContent()
    }

    /// Follows the top controller's content scroll view.
    private func followTopContent() {
        let top = viewControllers.last
        observe(top.flatMap { $0.isViewLoaded ? Self.contentScrollView(of: $0.view) : nil })
        toolbarItemsDidChange()
        updateBarFromContent()
        if isViewLoaded { view.setNeedsLayout() }
    }

    /// The bar's side of a push or pop: the new top's items arrive as the old ones leave.
    private func beginBarTransition(isPush: Bool) {
        barTransitionPending = false
        let stack = viewControllers
        let back = stack.count > 1 ? stack[stack.count - 2] : nil
        navigationBar.beginContentTransition(top: stack.last?.navigationItem, back: back?.navigationItem,
                                             largeTitle: showsLargeTitle(at: stack.count - 1), isPush: isPush)
        followTopContent()
    }

    /// Whether the controller at `index` shows a large title: the bar must prefer them, and
    /// the item's mode says always, never, or (automatic) as the one below it does; the root's
    /// automatic follows `prefersLargeTitles`
    /// (https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/automatic).
    private func showsLargeTitle(at index: Int) -> Bool {
        guard navigationBar.prefersLargeTitles, index >= 0, index < viewControllers.count else { return false }
        switch viewControllers[index].navigationItem.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic: return index == 0 ? true : showsLargeTitle(at: index - 1)
        }
    }

    /// The scroll view a navigation bar follows: the view itself, else the first scroll view
    /// down its first subviews (UIKit's heuristic finds the one at the back; CHOSEN: depth
    /// first, in subview order).
    static func contentScrollView(of view: View) -> ScrollView? {
        if let scroll = view as? ScrollView { return scroll }
        for sub in view.subviews { if let found = contentScrollView(of: sub) { return found } }
        return nil
    }

    private func observe(_ scrollView: ScrollView?) {
        guard scrollView !== observedScrollView else { return }
        observedScrollView?.offsetObservers[ObjectIdentifier(self)] = nil
        observedScrollView = scrollView
        scrollView?.offsetObservers[ObjectIdentifier(self)] = { [weak self] _ in
            self?.updateBarFromContent()
            if let self, self.isViewLoaded { self.view.setNeedsLayout() }
        }
    }

    /// Tells the bar how far the content has scrolled past its top edge.
    func updateBarFromContent() {
        updateToolbarFromContent(observedScrollView)
        guard let scroll = observedScrollView else {
            // No scroll view: the content's edge is at the bar (UIKit's scroll-edge look).
            navigationBar.contentDidScroll(scrolled: 0)
            return
        }
        navigationBar.contentDidScroll(scrolled: scroll.contentOffset.y + scroll.adjustedContentInset.top)
    }

    // MARK: SDOSHero

    /// Sets both defaults at once.
    public func setHeroAnimationTypeForPushNavigations(_ push: HeroAnimationType, forPopNavigations pop: HeroAnimationType) {
        animationTypeForPush = push
        animationTypeForPop = pop
    }

    /// Pushes with the default push animation; a plain pop later uses the pop default as it is now.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        push(viewController, type: animated ? (animationTypeForPush ?? .auto) : .none, requestedPop: nil)
    }

    /// Pushes with `animation`; the pop is the navigation controller's pop default.
    public func pushViewController(_ viewController: ViewController, usingAnimation animation: HeroAnimationType) {
        push(viewController, type: animation, requestedPop: nil)
    }

    /// Pushes with `animation` and records its opposite for the pop.
    public func pushViewController(_ viewController: ViewController, usingAnimationForPushAndOppositeForPop animation: HeroAnimationType) {
        push(viewController, type: animation, requestedPop: animation.reversed())
    }

    /// Pushes with `pushAnimation` and records `popAnimation` for the pop.
    public func pushViewController(_ viewController: ViewController, usingPushAnimation pushAnimation: HeroAnimationType,
                                   popAnimation: HeroAnimationType) {
        push(viewController, type: pushAnimation, requestedPop: popAnimation)
    }

    /// The animation a plain pop of `viewController` uses (SDOSHero's history rule): the pop
    /// animation asked for at push time; else the pop default as it was at push time; else, if
    /// that was `.auto` or unset, the opposite of the push.
    public func popAnimation(for viewController: ViewController) -> HeroAnimationType {
        popHistory[ObjectIdentifier(viewController)] ?? .auto
    }

    /// What `animated: true` pops with: the recorded one under Hero; without Hero, UIKit's own
    /// pop, whatever the push was.
    private func plainPopAnimation(for top: ViewController) -> HeroAnimationType {
        hero.isEnabled ? popAnimation(for: top) : .auto
    }

    /// Pops the top controller with the animation its push recorded.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard let top = topViewController, viewControllers.count > 1 else { return nil }
        return popViewControllerUsingAnimation(animated ? plainPopAnimation(for: top) : .none)
    }

    /// Pops the top controller with `animation`.
    @discardableResult
    public func popViewControllerUsingAnimation(_ animation: HeroAnimationType) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return pop(toIndex: viewControllers.count - 2, type: animation).first
    }

    /// Pops down to `viewController` with `animation`; returns the controllers taken off.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, usingAnimation animation: HeroAnimationType) -> [ViewController] {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return [] }
        return pop(toIndex: index, type: animation)
    }

    /// Pops down to `viewController` with the top controller's recorded pop animation.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController] {
        guard let top = topViewController else { return [] }
        return popToViewController(viewController, usingAnimation: animated ? plainPopAnimation(for: top) : .none)
    }

    /// Pops down to the root with `animation`.
    @discardableResult
    public func popToRootViewController(usingAnimation animation: HeroAnimationType) -> [ViewController] {
        pop(toIndex: 0, type: animation)
    }

    /// Pops down to the root with the top controller's recorded pop animation.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        guard let top = topViewController else { return [] }
        return popToRootViewController(usingAnimation: animated ? plainPopAnimation(for: top) : .none)
    }

    /// Replaces the stack; the change animates as a push when the new top is new, else as a pop.
    public func setViewControllers(_ controllers: [ViewController], usingAnimation animation: HeroAnimationType) {
        replaceStack(controllers, type: animation)
    }

    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        replaceStack(controllers, type: animated ? (animationTypeForPush ?? .auto) : .none)
    }

    // MARK: Moving the stack

    /// Why `controllers` cannot be this stack, or nil: each once, none of them this controller
    /// or one above it (its view would contain itself), none shown elsewhere.
    private func problemAdopting(_ controllers: [ViewController]) -> String? {
        for (i, c) in controllers.enumerated() {
            if controllers[..<i].contains(where: { $0 === c }) { return "a controller appears twice in the stack" }
            var up: ViewController? = self
            while let current = up {
                if current === c { return "a navigation controller cannot hold itself or a controller above it" }
                up = current.parent ?? current.presentingViewController
            }
            if let parent = c.parent, parent !== self { return "a controller that belongs to another container cannot be pushed" }
            if c.presentingViewController != nil || c.hostRef != nil { return "a controller shown modally cannot be pushed" }
        }
        return nil
    }

    private func push(_ viewController: ViewController, type: HeroAnimationType, requestedPop: HeroAnimationType?) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        // The pop default is read now, not when the pop happens.
        let popDefault = animationTypeForPop ?? .auto
        popHistory[ObjectIdentifier(viewController)] = requestedPop ?? (popDefault == .auto ? type.reversed() : popDefault)
        replaceStack(viewControllers + [viewController], type: type)
    }

    private func pop(toIndex index: Int, type: HeroAnimationType) -> [ViewController] {
        guard index >= 0, index < viewControllers.count - 1 else { return [] }
        let removed = Array(viewControllers[(index + 1)...])
        replaceStack(Array(viewControllers[...index]), type: type)
        return removed
    }

    func replaceStack(_ controllers: [ViewController], type: HeroAnimationType, interactive: Bool = false) {
        guard let newTop = controllers.last else { return }
        if let problem = problemAdopting(controllers) {
            host?.warn("navigation controller: \(problem); the stack is left as it was")
            return
        }
        let oldTop = topViewController
        let oldStack = viewControllers, oldHistory = popHistory
        let isPush = !viewControllers.contains(where: { $0 === newTop })
        let removed = viewControllers.filter { old in !controllers.contains(where: { $0 === old }) }
        for c in controllers { c.parent = self }
        viewControllers = controllers
        for c in removed { popHistory[ObjectIdentifier(c)] = nil }
        let detach = { for c in removed where c.parent === self { c.parent = nil } }
        guard let host, isViewLoaded, let oldTop, oldTop !== newTop, host.isShowing(self) else {
            detach()
            installTopView()
            return
        }
        barTransitionPending = true
        let animated = type != .none
        let request = TransitionRequest(
            kind: .navigation, from: oldTop, to: newTop, container: contentView, type: type,
            isPresenting: isPush, heroEnabled: hero.isEnabled, owner: "navigation controller",
            willBegin: { [weak self] in self?.beginBarTransition(isPush: isPush) },
            barProgress: { [weak self] p in self?.navigationBar.showContentTransition(at: p) },
            didFinish: { [weak self] in
                self?.navigationBar.endContentTransition()
                detach()
                if let self { self.delegate?.navigationController(self, didShow: newTop, animated: animated) }
            },
            isInteractive: interactive,
            didCancel: { [weak self] in
                // The stack, the pop history and the bar are as they were before it began.
                guard let self else { return }
                self.viewControllers = oldStack
                self.popHistory = oldHistory
                for c in oldStack { c.parent = self }
                self.barTransitionPending = false
                self.installTopView()
            })
        // The arriving controller's view loads before the delegate hears of it, as in UIKit.
        _ = newTop.view
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        if let (animator, interaction) = delegateAnimator(from: oldTop, to: newTop, isPush: isPush, animated: animated) {
            host.runCustom(request, animator: animator, interaction: interaction)
        } else {
            host.runTransition(request)
        }
    }

    /// The delegate's animator for this push or pop and the object driving it, if it gives one
    /// (asked only for an animated change with Hero off: Hero runs its own).
    private func delegateAnimator(from: ViewController, to: ViewController, isPush: Bool, animated: Bool)
        -> (ViewControllerAnimatedTransitioning, ViewControllerInteractiveTransitioning?)? {
        guard animated, !hero.isEnabled, let delegate,
              let animator = delegate.navigationController(self, animationControllerFor: isPush ? .push : .pop, from: from, to: to)
        else { return nil }
        return (animator, delegate.navigationController(self, interactionControllerFor: animator))
    }
}

/// The navigation controller's view: the content filling it, the bar over the top at its
/// current height (taller with a prompt or a large title, which follows the content's scroll).
final class NavigationContainerView: View {
    weak var controller: NavigationController?

    override func layoutSubviews() {
        guard let controller else { return }
        let top = controller.safeAreaInsets.top
        controller.contentView.frame = bounds
        controller.updateBarFromContent()
        let bar = controller.navigationBar
        bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: top + bar.currentHeight)
        bar.topInset = top
        controller.layOutToolbar(in: bounds)
    }
}
