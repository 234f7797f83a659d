import class Foundation.NSCoder
import FlipbookRender

/// One item of a collection view, as `UICollectionViewCell`: put your views in `contentView`.
/// A cell has no look of its own; `backgroundView` sits behind the content and
/// `selectedBackgroundView` above that while the cell is selected or highlighted, as in UIKit.
///
/// ```swift
/// final class CardCell: UICollectionViewCell {
///     let title = UILabel()
///     required init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.backgroundColor = .systemBlue
///         contentView.addSubview(title)
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
open class CollectionViewCell: CollectionReusableView {
    /// Holds the cell's content; it fills the cell.
    public let contentView = View()
    /// Behind the content view, filling the cell.
    open var backgroundView: View? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// Shown between the background and the content while `isSelected` or `isHighlighted`.
    open var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }
    open var isSelected = false { didSet { if isSelected != oldValue { updateSelectedBackground() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateSelectedBackground() } } }

    public required init(frame: Rect) {
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Keeps the content, background and selected background views filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let fill = Rect(origin: .zero, size: bounds.size)
        for view in [backgroundView, selectedBackgroundView, contentView].compactMap({ $0 }) where view.superview === self {
            if view.frame != fill { view.frame = fill }
        }
    }

    override var fittingView: View { contentView }

    private func replace(_ old: View?, with new: View?, at index: Int) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self, !isDescendant(of: new) {
            insertSubview(new, at: index)
            new.frame = Rect(origin: .zero, size: bounds.size)
        }
    }

    /// The selected background shows just below the content view while selected or highlighted.
    private func updateSelectedBackground() {
        guard let selected = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selected.superview !== self, !isDescendant(of: selected) { insertSubview(selected, belowSubview: contentView) }
            selected.frame = Rect(origin: .zero, size: bounds.size)
        } else if selected.superview === self {
            selected.removeFromSuperview()
        }
    }
}
