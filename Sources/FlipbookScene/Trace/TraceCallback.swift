/// One callback a step's trace lists: a scroll view delegate's, or a view controller's
/// lifecycle callback with the controller's name (docs/trace-format.md, `callbacks`).
///
/// ```swift
/// TraceCallback.scroll(.didScroll).name                                  // "scrollViewDidScroll"
/// TraceCallback.controller("DetailViewController", .viewDidAppear).name  // "DetailViewController.viewDidAppear"
/// ```
public enum TraceCallback: Sendable, Hashable {
    case scroll(ScrollCallback)
    case controller(String, ControllerCallback)

    /// The string the trace writes.
    public var name: String {
        switch self {
        case .scroll(let callback): return callback.rawValue
        case .controller(let owner, let callback): return "\(owner).\(callback.rawValue)"
        }
    }

    public var scrollCallback: ScrollCallback? {
        if case .scroll(let callback) = self { return callback }
        return nil
    }
}

/// A view controller's lifecycle callbacks, as UIKit names them.
public enum ControllerCallback: String, Sendable, Hashable, CaseIterable {
    case viewDidLoad
    case viewWillAppear
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
}
