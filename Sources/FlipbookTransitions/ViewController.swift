import class Foundation.Bundle
import class Foundation.NSCoder
import FlipbookScene

/// A screen: a root view made on first use, the appearance callbacks UIKit sends, and modal
/// presentation with Hero's default animations (SDOSHero's API).
///
/// ```swift
/// final class Detail: ViewController {
///     override func viewDidLoad() { view.backgroundColor = .systemYellow }
/// }
/// let detail = Detail()
/// detail.hero.isEnabled = true
/// list.present(detail, usingAnimation: .pageIn(direction: .up))
/// ```
open class ViewController: NSObject, ViewOwner {
    public var title: String? {
        didSet { (parent as? NavigationController)?.titleDidChange(); (parent as? TabBarController)?.itemsDidChange() }
    }
    /// What the navigation bar shows while this controller is on top of a navigation stack.
    public var navigationItem: NavigationItem {
        if let madeNavigationItem { return madeNavigationItem }
        let item = NavigationItem()
        item.controller = self
        madeNavigationItem = item
        return item
    }
    private var madeNavigationItem: NavigationItem?
    /// As `toolbarItems`: what the navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [BarButtonItem]? { didSet { navigationController?.toolbarItemsDidChange() } }
    /// As `setToolbarItems(_:animated:)` (shown at once; see `ToolbarView.setItems(_:animated:)`).
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) { toolbarItems = items }
    /// As `tabBarItem`: this controller's tab in a tab bar controller, made on first use with no
    /// image and the controller's title (TabBarItem.swift).
    public var tabBarItem: TabBarItem! {
        get {
            if let madeTabBarItem { return madeTabBarItem }
            let item = TabBarItem(title: nil, image: nil, tag: 0)
            item.controller = self
            madeTabBarItem = item
            return item
        }
        set {
            madeTabBarItem = newValue
            newValue?.controller = self
            tabBarController?.itemsDidChange()
        }
    }
    private var madeTabBarItem: TabBarItem?
    /// Hero's switch for this controller; false until set, as in Hero.
    public let hero = HeroOptions(isEnabled: false)
    /// How this controller is presented modally when no animation is given; nil means `.auto`.
    public var animationTypeForPresenting: HeroAnimationType?
    /// How it is dismissed when no animation is given; nil means the reverse of how it came in.
    public var animationTypeForDismissing: HeroAnimationType?
    /// How UIKit presents it when Hero does not (`hero.isEnabled` false): `.automatic`, a page
    /// sheet on a phone, as in UIKit since iOS 13; `.fullScreen` covers vertically.
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// How UIKit moves a full-screen presentation of it (`.coverVertical` by default).
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// As `UIViewController.transitioningDelegate` (held weakly, as UIKit does): with
    /// `modalPresentationStyle = .custom`, it gives the presentation controller and animators.
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// The sheet settings `sheetPresentationController` made (Sheets/SheetPresentationController.swift).
    var madeSheetPresentationController: SheetPresentationController?
    /// The presentation controller of a custom presentation, while this controller is presented by one.
    public internal(set) var presentationController: PresentationController?

    public internal(set) weak var parent: ViewController?
    public internal(set) var presentedViewController: ViewController?
    public internal(set) weak var presentingViewController: ViewController?
    /// The animation a plain `dismiss(animated:)` uses, decided when this controller was presented.
    var dismissalAnimation: HeroAnimationType?
    /// Set on the controllers a host shows at the top level (its root and presented ones).
    weak var hostRef: ControllerHost?

    private var loadedView: View?

    /// As UIKit's: `init(nibName: nil, bundle: nil)`, so a subclass's own `init()` needs no `override`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// UIKit's designated initializer; there are no nibs off-device, so both are ignored and the
    /// view comes from `loadView()`.
    ///
    /// ```swift
    /// init(post: Post) {
    ///     self.post = post
    ///     super.init(nibName: nil, bundle: nil)
    /// }
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// UIKit's archive initializer, so `required init?(coder: NSCoder) { super.init(coder: coder) }`
    /// compiles as app code writes it; the controller starts as `init()` makes it.
    public required init?(coder: NSCoder) {}

    /// The root view, made by `loadView()` on first use, after which `viewDidLoad()` runs. As in
    /// UIKit, it already has the screen's size then (the container's, for a child), so
    /// `view.layoutIfNeeded()` in `viewDidLoad` lays out against real bounds.
    public var view: View {
        if let loadedView { return loadedView }
        loadView()
        let made = loadedView ?? View()
        loadedView = made
        made.viewOwner = self
        if let screen = host?.scene?.screen {
            made.screenToJoin = screen
            if made.bounds.size == .zero { made.frame = screen.bounds }
        }
        noteCallback(.viewDidLoad)
        viewDidLoad()
        return made
    }
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view: a `.systemBackground` one (white; black in dark) the size of the
    /// screen. Override to make another; set it with `setView(_:)`.
    open func loadView() {
        let view = View(frame: host?.scene?.screen.bounds ?? .zero)
        view.backgroundColor = .systemBackground
        loadedView = view
    }
    /// Sets the root view from `loadView()`.
    public func setView(_ view: View) { loadedView = view }

    /// A container controller's view (navigation, tab bar): `container` holding `content`, where
    /// the shown child goes, under the container's `bar`.
    func loadContainer(_ container: View, content: View, bar: View) {
        content.frame = container.bounds
        container.addSubview(content)
        container.addSubview(bar)
        setView(container)
    }

    /// Shows `child`'s view alone in `content`, filling it, without animation (before the
    /// container is on screen, or when no transition runs).
    func show(_ child: ViewController?, in content: View) {
        for sub in content.subviews { sub.removeFromSuperview() }
        guard let child else { return }
        child.view.frame = content.bounds
        content.addSubview(child.view)
    }

    open func viewDidLoad() {}
    /// Before the view's `layoutSubviews`, in every layout pass that lays the view out (after
    /// `viewWillAppear` when it is shown; again when its size, safe area or constraints change).
    open func viewWillLayoutSubviews() {}
    /// After the view's `layoutSubviews` (its subviews lay themselves out after this): where
    /// frame-placed content follows the view's new size.
    ///
    /// ```swift
    /// override func viewDidLayoutSubviews() {
    ///     super.viewDidLayoutSubviews()
    ///     pages.enumerated().forEach { i, page in page.frame = scrollView.bounds.offsetBy(dx: CGFloat(i) * scrollView.bounds.width, dy: 0) }
    /// }
    /// ```
    open func viewDidLayoutSubviews() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// The child whose appearance follows this controller's (a container's visible child).
    var childForAppearance: ViewController? { nil }

    // Appearance, forwarded down to the visible child as UIKit containers do.
    func sendWillAppear(_ animated: Bool) { send(.viewWillAppear, animated: animated) }
    func sendDidAppear(_ animated: Bool) { send(.viewDidAppear, animated: animated) }
    func sendWillDisappear(_ animated: Bool) { send(.viewWillDisappear, animated: animated) }
    func sendDidDisappear(_ animated: Bool) { send(.viewDidDisappear, animated: animated) }

    /// One appearance callback: noted for the trace, called, then forwarded to the visible child.
    private func send(_ callback: ControllerCallback, animated: Bool) {
        noteCallback(callback)
        switch callback {
        case .viewWillAppear: viewWillAppear(animated)
        case .viewDidAppear: viewDidAppear(animated)
        case .viewWillDisappear: viewWillDisappear(animated)
        case .viewDidDisappear: viewDidDisappear(animated)
        case .viewDidLoad, .viewWillLayoutSubviews, .viewDidLayoutSubviews: return
        }
        childForAppearance?.send(callback, animated: animated)
    }

    /// The name the step trace lists this controller's callbacks under: the scene file's name
    /// for it, else its type, with its title when it has one (`ListViewController('Posts')`),
    /// so two controllers of one type stay apart.
    public var traceName: String {
        if let sceneFileName { return sceneFileName }
        let type = String(describing: Swift.type(of: self))
        return title.map { "\(type)('\($0)')" } ?? type
    }
    /// The controller's name in the scene file that made it (its key in `controllers`).
    package var sceneFileName: String?

    private func noteCallback(_ callback: ControllerCallback) {
        host?.scene?.recordCallback(callback, of: traceName)
    }

    /// The host this controller is shown by, through its parents and presenters.
    public var host: ControllerHost? { hostRef ?? parent?.host ?? presentingViewController?.host }

    public var navigationController: NavigationController? {
        var c = parent
        while let current = c { if let nav = current as? NavigationController { return nav }; c = current.parent }
        return nil
    }
    public var tabBarController: TabBarController? {
        var c = parent
        while let current = c { if let tabs = current as? TabBarController { return tabs }; c = current.parent }
        return nil
    }

    /// Added to the safe area of this controller's children (a navigation bar's 44 pt on top).
    var insetsForChildren: EdgeInsets { .zero }
    /// Extra insets you add to the view's safe area, as `UIViewController.additionalSafeAreaInsets`
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets):
    /// a custom bar of your own keeps content pinned to the safe area clear of it.
    ///
    /// ```swift
    /// additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0)   // a 60 pt player bar
    /// ```
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }

    /// What this controller adds to its view's safe area: the bars of the container it is in,
    /// and `additionalSafeAreaInsets`.
    package var safeAreaInsetsAddedToView: EdgeInsets {
        (parent?.insetsForChildren ?? .zero) + additionalSafeAreaInsets
    }

    /// The screen's safe area (from the host's `Screen`), plus what the containers above add
    /// (a navigation bar, a tab bar) and `additionalSafeAreaInsets`.
    public var safeAreaInsets: EdgeInsets {
        let base: EdgeInsets
        if let parent {
            base = parent.safeAreaInsets + parent.insetsForChildren
        } else {
            base = host?.topLevelSafeAreaInsets(for: self) ?? .zero
        }
        return base + additionalSafeAreaInsets
    }

    /// The controller at the top of this one's parent chain (the one a host shows full screen).
    var topLevel: ViewController {
        var c = self
        while let up = c.parent { c = up }
        return c
    }

    // MARK: Modal presentation (SDOSHero)

    /// Sets both modal animations at once.
    public func setHeroAnimationTypeForModalPresenting(_ presenting: HeroAnimationType, forModalDismissing dismissing: HeroAnimationType) {
        animationTypeForPresenting = presenting
        animationTypeForDismissing = dismissing
    }

    /// Copies `viewController`'s modal animations onto this one.
    public func copyModalSDOSHeroAnimationTypeFrom(viewController: ViewController) {
        animationTypeForPresenting = viewController.animationTypeForPresenting
        animationTypeForDismissing = viewController.animationTypeForDismissing
    }

    /// Presents `viewController` full screen with its default animation
    /// (`animationTypeForPresenting`, else `.auto`, a fade) when its `hero.isEnabled`.
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let type = animated ? (viewController.animationTypeForPresenting ?? .auto) : .none
        presentModally(viewController, type: type, completion: completion)
    }

    /// Presents with `animation`; dismissing later uses `animationTypeForDismissing`, or else
    /// the reverse of `animation` (zoom in, zoom out).
    public func present(_ viewController: ViewController, usingAnimation animation: HeroAnimationType, completion: (() -> Void)? = nil) {
        presentModally(viewController, type: animation, completion: completion)
    }

    /// Dismisses the controller this one presented (or this one, if it was presented) with its
    /// dismissal animation: `animationTypeForDismissing`, else the reverse of how it came in.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presented = modalToDismiss else { completion?(); return }
        let type = animated ? (presented.dismissalAnimation ?? .auto) : .none
        host?.dismiss(presented, type: type, completion: completion)
    }

    /// Dismisses with `animation`.
    public func dismissViewControllerUsingAnimation(_ animation: HeroAnimationType, completion: (() -> Void)? = nil) {
        guard let presented = modalToDismiss else { completion?(); return }
        host?.dismiss(presented, type: animation, completion: completion)
    }

    /// Dismisses every presented controller down to the host's root with `animation`, in one transition.
    public func dismissAllViewControllersUsingAnimation(_ animation: HeroAnimationType, completion: (() -> Void)? = nil) {
        guard let host, let first = host.rootViewController.presentedViewController else { completion?(); return }
        host.dismiss(first, type: animation, completion: completion)
    }

    /// Dismisses every presented controller with the reverse of the last one's presentation.
    public func dismissAllPresentedViewControllers(completion: (() -> Void)? = nil) {
        guard let host, let first = host.rootViewController.presentedViewController else { completion?(); return }
        host.dismiss(first, type: host.topPresented.dismissalAnimation ?? .auto, completion: completion)
    }

    /// What `dismiss` removes, as in UIKit: the controller this one's top level presented, else
    /// the top level itself if something presented it.
    private var modalToDismiss: ViewController? {
        let top = topLevel
        return top.presentedViewController ?? (top.presentingViewController != nil ? top : nil)
    }

    private func presentModally(_ viewController: ViewController, type: HeroAnimationType, completion: (() -> Void)?) {
        guard let host else { return }
        host.present(viewController, from: topLevel, type: type, completion: completion)
    }
}

