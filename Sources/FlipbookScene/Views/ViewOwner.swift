import FlipbookRender

/// What a view controller is to its view, seen from the scene: it hears the view's layout
/// passes and adds insets to its safe area (bars of the container it is in,
/// `additionalSafeAreaInsets`). FlipbookTransitions' `ViewController` is the one implementation.
package protocol ViewOwner: AnyObject {
    /// Before the view's `layoutSubviews`, as UIKit's `viewWillLayoutSubviews`.
    func viewWillLayoutSubviews()
    /// After the view's `layoutSubviews` (not its subviews'), as UIKit's `viewDidLayoutSubviews`.
    func viewDidLayoutSubviews()
    /// The name the step trace gives the owner's callbacks (`NAME.viewDidLayoutSubviews`).
    var traceName: String { get }
    /// Added to the safe area the view has from its place on screen.
    var safeAreaInsetsAddedToView: EdgeInsets { get }
}
