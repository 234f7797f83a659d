import class Foundation.NSCoder
import FlipbookRender

/// The view a table shows for a section's header or footer title, as
/// `UITableViewHeaderFooterView`; the table makes, places and reuses them.
///
/// ```swift
/// let header = TableSectionHeaderView(kind: .header, tableStyle: .grouped)
/// header.title = "Ajustes"          // shown as "AJUSTES"
/// ```
///
/// The looks, after UIKit's defaults (text 16 pt from the leading edge, like the cells'):
/// - plain header: a light grey band (`.systemGroupedBackground`), `.headline` text (17 pt
///   semibold at Large) in the label colour, centred vertically; a plain footer is the same
///   band with `.subheadline` text (15 pt) in the secondary colour.
/// - grouped header: no background, the title in upper case, `.footnote` (13 pt), secondary colour,
///   its bottom 7 pt above the first row; a grouped footer is the same text, as written,
///   7 pt under the last row.
/// The titles follow Dynamic Type; an automatic header or footer height grows with them.
open class TableSectionHeaderView: View {
    /// Which end of the section the view sits at.
    ///
    /// ```swift
    /// TableSectionHeaderView(kind: .footer, tableStyle: .grouped).kind    // .footer
    /// ```
    public enum Kind: String, Sendable, CaseIterable {
        case header, footer
    }

    /// Fixed at creation: it decides where the text sits.
    ///
    /// ```swift
    /// header.kind == .header
    /// ```
    public let kind: Kind
    /// The style of the table the view belongs to: it decides the look.
    ///
    /// ```swift
    /// header.tableStyle == .plain     // a grey band
    /// ```
    public let tableStyle: TableView.Style
    /// Shows `title`, styled for the kind and the table style.
    ///
    /// ```swift
    /// header.textLabel.textColor = .systemBlue
    /// ```
    public let textLabel = Label()
    /// Set by the table for views it made itself, which it may reuse.
    var isOwnedByTable = false

    /// The text to show; a grouped header shows it in upper case, as UIKit does.
    ///
    /// ```swift
    /// header.title = "Recientes"
    /// ```
    public var title: String? {
        didSet {
            let text = title ?? ""
            textLabel.text = tableStyle == .grouped && kind == .header ? text.uppercased() : text
            setNeedsLayout()
        }
    }

    /// A header or footer view for a table of `tableStyle`.
    ///
    /// ```swift
    /// let footer = TableSectionHeaderView(kind: .footer, tableStyle: .plain)
    /// ```
    public init(kind: Kind, tableStyle: TableView.Style) {
        self.kind = kind
        self.tableStyle = tableStyle
        super.init(frame: .zero)
        setUpTitle()
    }

    /// A plain table's header, as `UITableViewHeaderFooterView(coder:)` would make.
    public required init?(coder: NSCoder) {
        kind = .header
        tableStyle = .plain
        super.init(coder: coder)
        setUpTitle()
    }

    private func setUpTitle() {
        switch (tableStyle, kind) {
        case (.plain, .header):
            backgroundColor = .secondarySystemBackground
            textLabel.textColor = .label
        case (.plain, .footer):
            backgroundColor = .secondarySystemBackground
            textLabel.textColor = .secondaryLabel
        case (.grouped, _):
            textLabel.textColor = .secondaryLabel
        }
        textLabel.font = .preferredFont(forTextStyle: Self.textStyle(kind: kind, tableStyle: tableStyle))
        textLabel.adjustsFontForContentSizeCategory = true
        addSubview(textLabel)
    }

    /// The text style of a title: `.headline` (17 pt semibold at Large) for a plain header,
    /// `.subheadline` (15 pt) for a plain footer, `.footnote` (13 pt) for grouped ones — the
    /// sizes UIKit's `UIListContentConfiguration.plainHeader()`, `plainFooter()`,
    /// `groupedHeader()` and `groupedFooter()` show at the Large text size, and, being text
    /// styles, they follow the scene's content size category as UIKit's do.
    ///
    /// ```swift
    /// TableSectionHeaderView.textStyle(kind: .header, tableStyle: .plain)    // .headline
    /// ```
    public static func textStyle(kind: Kind, tableStyle: TableView.Style) -> FontTextStyle {
        switch (tableStyle, kind) {
        case (.plain, .header): .headline
        case (.plain, .footer): .subheadline
        case (.grouped, _): .footnote
        }
    }

    private static let margin = 16.0
    private static let captionPadding = 7.0

    /// Places the label for the style: centred in a plain band, at the rows' edge when grouped.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, bounds.width - 2 * Self.margin)
        switch tableStyle {
        case .plain:
            textLabel.frame = Rect(x: Self.margin, y: 0, width: width, height: bounds.height)
        case .grouped:
            let measured = textLabel.intrinsicContentSize.height
            let height = min(bounds.height, measured > 0 ? measured : (textLabel.font.size * 1.25).rounded(.up))
            let y = kind == .header ? max(0, bounds.height - Self.captionPadding - height)
                                    : min(Self.captionPadding, max(0, bounds.height - height))
            textLabel.frame = Rect(x: Self.margin, y: y, width: width, height: height)
        }
    }
}
