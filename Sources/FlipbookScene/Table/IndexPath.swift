import Foundation

/// A row's address in a table: Foundation's `IndexPath`, with the `row` and `section` that
/// UIKit adds to it. It is Foundation's own type (not a look-alike) so that code importing both
/// Foundation and Flipbook sees one `IndexPath`, as ported UIKit code expects. Index paths
/// order by section, then row, which is the order rows appear on screen.
///
/// ```swift
/// let third = IndexPath(row: 2, section: 0)
/// third < IndexPath(row: 0, section: 1)     // true
/// tableView.cellForRow(at: third)?.textLabel?.text
/// ```
public typealias IndexPath = Foundation.IndexPath

extension IndexPath {
    /// An index path for `row` in `section` (UIKit's argument order).
    ///
    /// ```swift
    /// let first = IndexPath(row: 0, section: 0)
    /// ```
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index; -1 (no section) for an empty path, where UIKit would trap.
    ///
    /// ```swift
    /// IndexPath(row: 3, section: 1).section    // 1
    /// ```
    public var section: Int {
        get { count > 0 ? self[0] : -1 }
        set { self = IndexPath(row: row, section: newValue) }
    }

    /// The second index; -1 (no row) for a path shorter than two, where UIKit would trap.
    ///
    /// ```swift
    /// IndexPath(row: 3, section: 1).row        // 3
    /// ```
    public var row: Int {
        get { count > 1 ? self[1] : -1 }
        set { self = IndexPath(row: newValue, section: section) }
    }

    /// An index path for `item` in `section`, as a collection view addresses its items (UIKit's
    /// `init(item:section:)`; the same two indexes as `init(row:section:)`).
    ///
    /// ```swift
    /// let card = IndexPath(item: 4, section: 0)
    /// card.row == card.item     // true
    /// ```
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The second index, as a collection view names it (`row` under another name, as in UIKit).
    ///
    /// ```swift
    /// IndexPath(item: 3, section: 1).item      // 3
    /// ```
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
