import FlipbookScene

/// The navigation controller's toolbar (as `UINavigationController.toolbar`): hidden until
/// `isToolbarHidden` is set false, it shows the top controller's `toolbarItems` in a 44 pt band
/// above the home indicator, and the content's bottom safe area grows by that band, so a list
/// scrolls under the bar and its last row can still come clear of it. CHOSEN: a push or pop
/// shows the new top's items as it begins (UIKit cross-fades them).
///
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: Self.delete),
///                     .flexibleSpace(),
///                     UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: Self.compose)]
///     navigationController?.setToolbarHidden(false, animated: false)
/// }
/// ```
extension NavigationController {
    /// The toolbar this controller shows (`UINavigationController.toolbar`).
    public var toolbar: ToolbarView { toolbarState.toolbar }

    /// As `isToolbarHidden`: true until set, as in UIKit.
    public var isToolbarHidden: Bool {
        get { toolbarState.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// As `UINavigationController.hideShowBarDuration`. Apple documents the constant, not its value
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/hideshowbarduration);
    /// CHOSEN: 0.33 s, what it is commonly printed as on iOS.
    public static let hideShowBarDuration = 0.33

    /// As `setToolbarHidden(_:animated:)`: the bar slides in from below the screen (or out) over
    /// `hideShowBarDuration`, the content's safe area changing with it.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        let state = toolbarState
        guard state.isHidden != hidden else { return }
        state.isHidden = hidden
        toolbarItemsDidChange()
        guard isViewLoaded else { return }
        if !hidden, toolbar.superview == nil {
            installToolbar(in: view)
            // It rises from below the screen.
            layOutToolbar(in: view.bounds, hidden: true)
        }
        view.setNeedsLayout()
        topViewController.map { if $0.isViewLoaded { $0.view.setNeedsLayout() } }
        guard animated, host != nil else {
            toolbar.isHidden = hidden
            return
        }
        toolbar.isHidden = false
        View.animate(withDuration: Self.hideShowBarDuration, animations: { [weak self] in
            self?.view.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.toolbar.isHidden = self.toolbarState.isHidden
        })
    }

    /// What the toolbar adds to the children's bottom safe area: its band while it shows.
    var toolbarInset: Double { toolbarState.isHidden ? 0 : ToolbarMetrics.height(on: host?.scene?.screen) }

    /// Adds the toolbar over the content once it is first shown (CHOSEN: a toolbar never shown
    /// is not in the view tree, so screens without one trace and draw as before).
    func installToolbar(in container: View) {
        guard !toolbarState.isHidden, toolbar.superview !== container else { return }
        toolbar.isManaged = true
        toolbar.willLayout = { [weak self] in self?.updateBarFromContent() }
        toolbar.isHidden = false
        container.addSubview(toolbar)
        toolbarItemsDidChange()
    }

    /// The bar along the container's bottom: its band above the home indicator, the background
    /// down to the screen's edge; below the screen while hidden.
    func layOutToolbar(in bounds: Rect, hidden: Bool? = nil) {
        guard toolbar.superview != nil else { return }
        let band = ToolbarMetrics.height(on: host?.scene?.screen)
        let height = band + safeAreaInsets.bottom
        let y = (hidden ?? toolbarState.isHidden) ? bounds.height : bounds.height - height
        toolbar.frame = Rect(x: 0, y: y, width: bounds.width, height: height)
    }

    /// Shows the top controller's `toolbarItems`.
    func toolbarItemsDidChange() {
        let items = topViewController?.toolbarItems
        if toolbar.items.map({ $0.map(ObjectIdentifier.init) }) != items.map({ $0.map(ObjectIdentifier.init) }) {
            toolbar.items = items
        }
    }

    /// Tells the toolbar how far the content's bottom edge is from it: the scroll-edge look at
    /// the end of the content (CHOSEN: cross-faded over the last 12 pt, as the navigation bar).
    func updateToolbarFromContent(_ scroll: ScrollView?) {
        guard let scroll else {
            toolbar.standardProgress = 0
            return
        }
        let bottom = scroll.contentSize.height + scroll.adjustedContentInset.bottom
        let visibleEnd = scroll.contentOffset.y + scroll.bounds.height
        toolbar.standardProgress = min(1, max(0, (bottom - visibleEnd) / NavigationBarView.edgeFadeDistance))
    }
}

/// The toolbar and whether it shows, kept by the navigation controller.
final class NavigationToolbarState {
    let toolbar = ToolbarView(frame: .zero)
    var isHidden = true
}
