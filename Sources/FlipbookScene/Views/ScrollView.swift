import FlipbookRender

/// Receives scroll events, as `UIScrollViewDelegate`.
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
}

/// A view whose `contentOffset` is its `bounds.origin`: changing it moves every subview, as in
/// `UIScrollView`. The delegate hears of every change.
///
/// ```swift
/// let list = ScrollView(frame: screenBounds)
/// list.contentInset = EdgeInsets(top: 300)
/// list.contentOffset = Point(x: 0, y: -300)   // the first row sits 300 pt down
/// ```
open class ScrollView: View {
    public weak var delegate: ScrollViewDelegate?
    public var contentSize: Size = .zero
    public var contentInset: EdgeInsets = .zero

    /// Scroll views clip their content, as `UIScrollView` does by default.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }
}
