import class Foundation.NSCoder
import FlipbookRender

/// As `UISearchBar` at rest: a bar holding a `SearchTextField` (the "Search" placeholder by
/// default), an optional prompt above it and a Cancel button after it. Sizes are CHOSEN to match
/// iOS 13+ (Apple documents none): the bar is 56 pt tall (the field's 36 pt with 10 pt above and
/// below), 8 pt margins at the sides; the prompt adds 30 pt above. The scope bar is not drawn.
///
/// ```swift
/// let search = UISearchBar()
/// search.placeholder = "Search recipes"
/// search.searchBarStyle = .minimal
/// search.showsCancelButton = true
/// ```
open class SearchBar: View {
    /// As `UISearchBar.Style`.
    public enum Style: Int, Sendable, CaseIterable { case `default`, prominent, minimal }

    public static let barHeight = 56.0
    public static let sideMargin = 8.0
    public static let promptHeight = 30.0
    /// Space between the field and the Cancel button: CHOSEN 8 pt.
    public static let cancelGap = 8.0

    public let searchTextField = SearchTextField()
    /// The field's text.
    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The field's placeholder ("Search" until set; nil shows none).
    public var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the field, in the secondary label colour.
    public var prompt: String? { didSet { barChanged() } }
    /// `.default` draws as `.prominent`, as on iOS 13+: a bar background; `.minimal` draws none.
    public var searchBarStyle: Style = .default { didSet { barChanged() } }
    /// The bar's background; nil: the system background (CHOSEN: the opaque look of a bar at rest).
    public var barTintColor: Color? { didSet { barChanged() } }
    public var isTranslucent = true
    public var showsCancelButton = false { didSet { barChanged() } }
    public func setShowsCancelButton(_ shows: Bool, animated: Bool) { showsCancelButton = shows }
    /// Kept for porting; the scope bar is not drawn.
    public var showsBookmarkButton = false
    public var showsScopeBar = false
    public var scopeButtonTitles: [String]?
    public var selectedScopeButtonIndex = 0
    public weak var delegate: SearchBarDelegate? { didSet { keepAlive(delegate) } }
    public var keyboardType: KeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    public var returnKeyType: ReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    public var autocapitalizationType: TextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    /// The prompt and the Cancel button: parts of the bar.
    let promptLabel = Label()
    let cancelButton = Button(type: .system)

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        promptLabel.isUserInteractionEnabled = false
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
        cancelButton.isHidden = true
        cancelButton.addAction(ControlAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
        }, for: .touchUpInside)
        for part in [promptLabel, searchTextField, cancelButton] as [View] { addSubview(part) }
    }

    private func barChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open override class var isOpaqueByDefault: Bool { false }

    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Self.barHeight + (prompt == nil ? 0 : Self.promptHeight))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width > 0 && size.width.isFinite ? size.width : bounds.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let top = prompt == nil ? 0.0 : Self.promptHeight
        promptLabel.text = prompt
        promptLabel.isHidden = prompt == nil
        promptLabel.frame = Rect(x: b.minX + Self.sideMargin, y: b.minY, width: max(0, b.width - 2 * Self.sideMargin), height: top)
        let fieldY = b.minY + top + (b.height - top - SearchTextField.height) / 2
        var fieldMinX = b.minX + Self.sideMargin, fieldMaxX = b.maxX - Self.sideMargin
        cancelButton.isHidden = !showsCancelButton
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            let rtl = effectiveLayoutDirection == .rightToLeft
            let x = rtl ? b.minX + Self.sideMargin : b.maxX - Self.sideMargin - size.width
            cancelButton.frame = Rect(x: x, y: fieldY + (SearchTextField.height - size.height) / 2, width: size.width, height: size.height)
            if rtl { fieldMinX = cancelButton.frame.maxX + Self.cancelGap } else { fieldMaxX = cancelButton.frame.minX - Self.cancelGap }
        }
        searchTextField.frame = Rect(x: fieldMinX, y: fieldY, width: max(0, fieldMaxX - fieldMinX), height: SearchTextField.height)
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        guard searchBarStyle != .minimal, backgroundColor == nil else { return }
        ops.append(.fill(.rect(bounds), barTintColor ?? .systemBackground))
    }
}

/// As `UISearchBarDelegate`'s calls a bar at rest can get; every method is optional.
public protocol SearchBarDelegate: AnyObject {
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
}

public extension SearchBarDelegate {
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
}
