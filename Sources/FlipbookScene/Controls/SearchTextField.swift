import class Foundation.NSCoder
import FlipbookRender

/// As `UISearchTextField`, the field inside a search bar: a rounded grey capsule with a
/// magnifying glass at its leading end, the placeholder and the glass in the secondary label
/// colour, and a clear button while editing. Sizes are CHOSEN to match iOS 13+'s search field (Apple
/// documents none) and named here so tests measure against them.
///
/// ```swift
/// searchBar.searchTextField.backgroundColor = .secondarySystemBackground
/// searchBar.searchTextField.font = .preferredFont(forTextStyle: .callout)
/// ```
open class SearchTextField: TextField {
    /// The field's height in a search bar: CHOSEN 36 pt.
    public static let height = 36.0
    /// Corner radius of the capsule: CHOSEN 10 pt.
    public static let cornerRadius = 10.0
    /// The glass: CHOSEN 15 pt square, 8 pt in from the leading edge, 6 pt before the text.
    public static let glassSize = 15.0
    public static let glassInset = 8.0
    public static let glassGap = 6.0
    /// The fill when `backgroundColor` is not set: `tertiarySystemFill`, UIKit's search-field grey.
    public static let defaultFill = Color.tertiarySystemFill

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        setUpSearch()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearch()
    }

    private func setUpSearch() {
        clearButtonMode = .whileEditing
        placeholder = "Search"
        // A colour the app sets fills the capsule, not a square.
        cornerRadius = Self.cornerRadius
    }

    /// The glass's square, centred vertically at the leading end.
    public func searchIconRect(forBounds bounds: Rect) -> Rect {
        let s = Self.glassSize
        let x = effectiveLayoutDirection == .rightToLeft ? bounds.maxX - Self.glassInset - s : bounds.minX + Self.glassInset
        return Rect(x: x, y: bounds.midY - s / 2, width: s, height: s)
    }

    open override func textRect(forBounds bounds: Rect) -> Rect {
        let inner = super.textRect(forBounds: bounds)
        let reserved = Self.glassInset + Self.glassSize + Self.glassGap
        if effectiveLayoutDirection == .rightToLeft {
            let maxX = min(inner.maxX, bounds.maxX - reserved)
            return Rect(x: inner.minX, y: inner.minY, width: max(0, maxX - inner.minX), height: inner.height)
        }
        let minX = max(inner.minX, bounds.minX + reserved)
        return Rect(x: minX, y: inner.minY, width: max(0, inner.maxX - minX), height: inner.height)
    }

    override var placeholderColor: Color { .secondaryLabel }

    open override func drawContent(into ops: inout [DrawOp]) {
        // The capsule is the field's own background unless the app set a colour (drawn by the view).
        if backgroundColor == nil {
            ops.append(.fill(.roundedRect(bounds, radius: Self.cornerRadius), Self.defaultFill))
        }
        TextInputGlyphs.magnifyingGlass(in: searchIconRect(forBounds: bounds), color: .secondaryLabel, into: &ops)
        super.drawContent(into: &ops)
    }

    open override var intrinsicContentSize: Size {
        let base = super.intrinsicContentSize
        return Size(width: base.width + Self.glassInset + Self.glassSize + Self.glassGap, height: Self.height)
    }
}
