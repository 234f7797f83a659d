import FlipbookRender

extension TableView {
    /// As `UITableView.Style`: `plain` rows run edge to edge under floating section headers;
    /// `grouped` sections are set apart by spacing on a grey background.
    ///
    /// ```swift
    /// let table = TableView(frame: screen.bounds, style: .grouped)
    /// ```
    public enum Style: String, Sendable, CaseIterable {
        case plain, grouped

        /// The header height `TableView.automaticDimension` resolves to.
        ///
        /// Plain: 28 pt for a titled section (one 17 pt line with UIKit's padding), none
        /// otherwise. Grouped: 38 pt for a titled section (a 13 pt caption line, ≈16 pt, with
        /// 7 pt under it and room above it), 18 pt otherwise: UIKit's 17.5 pt gap rounded to a
        /// whole point so that rows keep landing on whole pixel rows at every scale.
        public func defaultHeaderHeight(hasTitle: Bool) -> Double {
            switch self {
            case .plain: hasTitle ? 28 : 0
            case .grouped: hasTitle ? 38 : 18
            }
        }

        /// The footer height `TableView.automaticDimension` resolves to: as for headers, so
        /// that two untitled grouped sections sit 36 pt apart (UIKit's ≈35).
        public func defaultFooterHeight(hasTitle: Bool) -> Double {
            switch self {
            case .plain: hasTitle ? 28 : 0
            case .grouped: hasTitle ? 38 : 18
            }
        }

        /// `.systemBackground` behind a plain table, `.systemGroupedBackground` behind a grouped
        /// one (white and light grey; black and black in dark appearance).
        public var defaultBackgroundColor: Color {
            switch self {
            case .plain: .systemBackground
            case .grouped: .systemGroupedBackground
            }
        }
    }

    /// As `UITableViewCell.SeparatorStyle`.
    ///
    /// ```swift
    /// table.separatorStyle = .none
    /// ```
    public enum SeparatorStyle: String, Sendable, CaseIterable {
        case none, singleLine
    }

    /// A height that asks for the default, as `UITableView.automaticDimension`: a row sizes
    /// itself to its cell's content (TableViewCell+SelfSizing.swift), a section header or footer
    /// takes the style's default, grown with its title's text size.
    ///
    /// ```swift
    /// table.rowHeight = TableView.automaticDimension
    /// table.sectionHeaderHeight = TableView.automaticDimension
    /// ```
    public static let automaticDimension = -1.0

    /// UIKit's standard row height: the default `rowHeight`, and the least a self-sizing row
    /// with the built-in labels gets.
    static let standardRowHeight = 44.0
}
