import FlipbookScene

/// How a controller is presented when Hero does not animate it (`hero.isEnabled` false), as
/// `UIViewController.modalPresentationStyle` (iOS 15+). A Hero-enabled controller is always
/// presented full screen, as Hero sets `.fullScreen` when it takes over a presentation.
///
/// ```swift
/// let settings = ViewController()
/// settings.modalPresentationStyle = .pageSheet     // slides up as a card, the presenter scaled back
/// home.present(settings, animated: true)
/// ```
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// UIKit's default since iOS 13: a page sheet for a plain view controller.
    case automatic
    /// The sheet at its selected detent (`sheetPresentationController`; large by default):
    /// below the status bar, rounded top corners, the presenter scaled back behind it at large.
    case pageSheet
    /// On an iPhone (compact width) a form sheet adapts to a page sheet, as UIKit's does.
    case formSheet
    /// Covers the screen; UIKit's default transition for it is cover vertical.
    case fullScreen

    /// Whether the controller is shown as a sheet. `automatic` resolves to a page sheet (what
    /// UIKit picks for a custom controller: netguru.com "iOS 13 Modals Changes"); a form sheet
    /// looks like a page sheet on a phone. Flipbook draws only the phone (compact-width) sheet.
    /// A presentation your `transitioningDelegate` shapes: its `UIPresentationController` places
    /// the presented view and its animator moves it (CustomPresentation.swift).
    case custom
    /// Covers the screen with the presenter left under it ("the views beneath the presented
    /// content are not removed from the view hierarchy when the presentation finishes. So if the
    /// presented view controller does not fill the screen with opaque content, the underlying
    /// content shows through",
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen):
    /// a translucent overlay or a dialog. The presenter gets no appearance callbacks.
    case overFullScreen
    /// Over the presenter's own area; on a phone, where the presenter fills the screen, as
    /// `overFullScreen` (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext).
    case overCurrentContext

    public var isSheet: Bool { ![.fullScreen, .custom, .overFullScreen, .overCurrentContext].contains(self) }
    /// Whether the presenter stays on screen, under the presented view, as Hero's
    /// `toOverFullScreen`/`fromOverFullScreen` say too.
    public var keepsPresenter: Bool { self == .overFullScreen || self == .overCurrentContext }
}
