import Foundation
import FlipbookRender

/// What a list cell (or header) shows, as `UIListContentConfiguration`
/// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration): an image, a text
/// and a secondary text, each with its own look. Set it as a list cell's `contentConfiguration`
/// (a table cell shows its text and secondary text in its own labels).
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// content.image = UIImage(systemName: "wifi")
/// cell.contentConfiguration = content
/// ```
public struct ListContentConfiguration: Sendable {
    /// Which of UIKit's configurations this is: it picks the fonts and colours.
    enum Kind: Sendable { case cell, subtitleCell, valueCell, sidebarCell, plainHeader, groupedHeader, plainFooter, groupedFooter }

    /// The font, colour and line count of one text.
    public struct TextProperties: Sendable {
        public var font: Font
        public var color: Color
        public var numberOfLines = 1
        /// As `UIListContentConfiguration.TextProperties.TextTransform`.
        public var transform: TextTransform = .none

        public enum TextTransform: Int, Sendable, CaseIterable { case none, uppercase, lowercase, capitalized }

        func transformed(_ text: String?) -> String? {
            guard let text else { return nil }
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }
    }

    /// The tint and maximum size of the image.
    public struct ImageProperties: Sendable {
        /// Nil: the tint colour (`.systemBlue`).
        public var tintColor: Color?
        /// Zero: the image's own size (never taller than the row).
        public var maximumSize: Size = .zero
    }

    var kind: Kind
    public var text: String?
    public var secondaryText: String?
    public var image: Image?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()

    init(kind: Kind) {
        self.kind = kind
        let header = kind == .groupedHeader || kind == .groupedFooter
        // iOS's list fonts: body text (17 pt), footnote secondary text for subtitles, and grouped
        // headers in the footnote size in the secondary label colour (as TableView's grouped headers).
        textProperties = TextProperties(font: header ? .preferredFont(forTextStyle: .footnote)
                                            : kind == .plainHeader ? .preferredFont(forTextStyle: .headline) : .preferredFont(forTextStyle: .body),
                                        color: header ? .secondaryLabel : .label)
        // Grouped headers show in capitals, as grouped table headers do on iOS (CHOSEN from what iOS draws).
        if kind == .groupedHeader { textProperties.transform = .uppercase }
        secondaryTextProperties = TextProperties(font: kind == .subtitleCell ? .preferredFont(forTextStyle: .footnote) : .preferredFont(forTextStyle: .body),
                                                 color: .secondaryLabel)
    }

    /// A plain cell's configuration (the default).
    public init() { self.init(kind: .cell) }

    public static func cell() -> ListContentConfiguration { ListContentConfiguration(kind: .cell) }
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(kind: .subtitleCell) }
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(kind: .valueCell) }
    public static func sidebarCell() -> ListContentConfiguration { ListContentConfiguration(kind: .sidebarCell) }
    public static func plainHeader() -> ListContentConfiguration { ListContentConfiguration(kind: .plainHeader) }
    public static func groupedHeader() -> ListContentConfiguration { ListContentConfiguration(kind: .groupedHeader) }
    public static func plainFooter() -> ListContentConfiguration { ListContentConfiguration(kind: .plainFooter) }
    public static func groupedFooter() -> ListContentConfiguration { ListContentConfiguration(kind: .groupedFooter) }

    var isHeader: Bool { [.plainHeader, .groupedHeader, .plainFooter, .groupedFooter].contains(kind) }
}

/// A standard control on a list cell's trailing side, as `UICellAccessory`
/// (https://developer.apple.com/documentation/uikit/uicellaccessory): the disclosure chevron and the
/// checkmark, drawn as a table cell draws them (TableViewCellAccessoryView).
///
/// ```swift
/// cell.accessories = [.disclosureIndicator()]
/// ```
public struct CellAccessory: Sendable {
    enum Kind: Sendable { case disclosureIndicator, checkmark }
    let kind: Kind
    public var isHidden = false
    /// Kept for porting: the glyphs draw in their own colours (the chevron grey, the checkmark in the tint).
    public var tintColor: Color?

    public static func disclosureIndicator(isHidden: Bool = false, tintColor: Color? = nil) -> CellAccessory {
        CellAccessory(kind: .disclosureIndicator, isHidden: isHidden, tintColor: tintColor)
    }

    public static func checkmark(isHidden: Bool = false, tintColor: Color? = nil) -> CellAccessory {
        CellAccessory(kind: .checkmark, isHidden: isHidden, tintColor: tintColor)
    }

    var tableType: TableViewCell.AccessoryType { kind == .disclosureIndicator ? .disclosureIndicator : .checkmark }
}
