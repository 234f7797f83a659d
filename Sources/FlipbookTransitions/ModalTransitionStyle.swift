import FlipbookScene

/// `UIModalTransitionStyle`: how UIKit moves a full-screen (or over-full-screen) presentation
/// when Hero does not animate it (https://developer.apple.com/documentation/uikit/uimodaltransitionstyle).
/// Sheets keep the sheet's motion, whatever the style (CHOSEN: iOS draws sheets their own way).
///
/// ```swift
/// let alert = ConfirmViewController()
/// alert.modalPresentationStyle = .overFullScreen
/// alert.modalTransitionStyle = .crossDissolve    // fades in over the screen, which stays
/// present(alert, animated: true)
/// ```
public enum ModalTransitionStyle: String, Sendable, Hashable, CaseIterable {
    /// "When the view controller is presented, its view slides up from the bottom of the screen.
    /// On dismissal, the view slides back down. This is the default transition style."
    case coverVertical
    /// "When the view controller is presented, its view flips in 3D from right to left": drawn
    /// here as a cross-dissolve, with a warning.
    case flipHorizontal
    /// "When the view controller is presented, the current view fades out while the new view fades
    /// in at the same time. On dismissal, a similar type of cross-fade is used to return to the
    /// original view." A presenter that stays (over full screen) does not fade.
    case crossDissolve
    /// A page curl: drawn here as a cross-dissolve, with a warning.
    case partialCurl

    /// The style drawn, and why another was asked for when it is not.
    var drawn: (style: ModalTransitionStyle, warning: String?) {
        switch self {
        case .coverVertical, .crossDissolve: return (self, nil)
        case .flipHorizontal, .partialCurl:
            return (.crossDissolve, "modalTransitionStyle .\(rawValue) is drawn as a cross-dissolve here")
        }
    }
}
