import FlipbookRender

/// Where things go on a contact sheet, in pixels: a margin of `gap` around a grid of cells,
/// each a tile with its label underneath, `gap` between cells.
///
/// ```
///  gap │ tile 0 │ gap │ tile 1 │ gap …
///      │ label  │     │ label  │
///  gap
///      │ tile n │ …
/// ```
///
/// ```swift
/// let layout = ContactSheetLayout(frameWidth: 780, frameHeight: 1688, options: ContactSheetOptions())
/// layout.tileHeight                      // 519: the frame's shape at 240 px wide
/// layout.size(tiles: 41)                 // 8 columns × 6 rows
/// ```
struct ContactSheetLayout: Sendable, Equatable {
    static let gap = 12
    static let labelHeight = 22

    let columns: Int
    let tileWidth: Int
    let tileHeight: Int

    init(frameWidth: Int, frameHeight: Int, options: ContactSheetOptions) {
        columns = options.columns
        tileWidth = min(options.tileWidth, frameWidth)
        tileHeight = max(1, Int((Double(frameHeight) * Double(tileWidth) / Double(frameWidth)).rounded()))
    }

    var cellHeight: Int { tileHeight + Self.labelHeight }

    /// The tile's top-left corner; its label starts `tileHeight` below.
    func origin(ofTile k: Int) -> (x: Int, y: Int) {
        (Self.gap + (k % columns) * (tileWidth + Self.gap), Self.gap + (k / columns) * (cellHeight + Self.gap))
    }

    /// The sheet for `tiles` tiles: as many columns as tiles up to `columns`, rows to hold them.
    func size(tiles: Int) -> (width: Int, height: Int) {
        let used = max(1, min(columns, tiles)), rows = max(1, (tiles + columns - 1) / columns)
        return (Self.gap + used * (tileWidth + Self.gap), Self.gap + rows * (cellHeight + Self.gap))
    }

    /// The most tiles a sheet holds within the rasterizer's limit on a side.
    var capacity: Int {
        let rows = (Rasterizer.maxPixelsPerSide - Self.gap) / (cellHeight + Self.gap)
        return max(0, rows) * columns
    }
}
