import Foundation
import FlipbookRender

/// Where things go on a handout's pages: a grid of frames (3 × 2 for a portrait screen on A4,
/// 2 × 3 for a landscape one) with a caption under each, a running header and a page number.
///
/// Frames are drawn at a scale that is a multiple of 1/16 and placed at whole points, so
/// at a resolution of 16·n pixels per point a frame covers whole pixels, edge to edge: a print
/// can be compared with a raster frame pixel for pixel.
///
/// ```swift
/// let layout = try HandoutLayout(paper: .a4, frameSize: Size(width: 390, height: 844))
/// layout.columns, layout.rows         // 3, 2
/// layout.frameScale                   // 0.375: 146.25 × 316.5 pt per frame
/// layout.frameBox(slot: 4)            // the second row's middle frame, in page points
/// ```
public struct HandoutLayout: Sendable, Hashable {
    public let paper: HandoutPaper
    /// A frame's size in the scene's points.
    public let frameSize: Size
    public let columns: Int
    public let rows: Int
    /// Page points per scene point.
    public let frameScale: Double

    public static let margin = 36.0
    /// The running header above the grid, and the page number below it.
    public static let headerHeight = 24.0
    public static let footerHeight = 20.0
    public static let columnGap = 18.0
    public static let rowGap = 10.0
    /// Four lines of 7 pt text under each frame.
    public static let captionFontSize = 7.0
    public static let captionLineHeight = 8.5
    public static let captionHeight = 4 + 4 * captionLineHeight
    /// The frame's border: a hairline just outside its box, so it never covers the frame.
    public static let borderWidth = 0.5

    /// - Parameter frameSize: the scene's screen in points; each side finite, `1...100_000`.
    public init(paper: HandoutPaper, frameSize: Size) throws {
        let sides = 1.0...100_000.0
        guard frameSize.width.isFinite, frameSize.height.isFinite,
              sides.contains(frameSize.width), sides.contains(frameSize.height) else {
            throw HandoutError.frameSizeUnsupported(frameSize)
        }
        self.paper = paper
        self.frameSize = frameSize
        // The grid that shows the frames largest; a portrait screen gets three columns.
        let grids = [(3, 2), (2, 3)].map { (columns: $0.0, rows: $0.1, scale: Self.scale(paper, frameSize, $0.0, $0.1)) }
        let best = grids.max { $0.scale * $0.scale * Double($0.columns * $0.rows) < $1.scale * $1.scale * Double($1.columns * $1.rows) }!
        columns = best.columns
        rows = best.rows
        frameScale = best.scale
    }

    public var framesPerPage: Int { columns * rows }

    /// The page the grid sits in: inside the margins, below the header, above the footer.
    public var gridBox: Rect {
        let page = paper.size
        return Rect(x: Self.margin, y: Self.margin + Self.headerHeight,
                    width: page.width - 2 * Self.margin,
                    height: page.height - 2 * Self.margin - Self.headerHeight - Self.footerHeight)
    }

    /// Where the frame in `slot` (0 ..< framesPerPage, row by row) is drawn, in page points;
    /// its origin is on whole points.
    public func frameBox(slot: Int) -> Rect {
        let cell = cellBox(slot: slot)
        let width = frameSize.width * frameScale, height = frameSize.height * frameScale
        return Rect(x: (cell.minX + (cell.width - width) / 2).rounded(.down), y: cell.minY.rounded(.down),
                    width: width, height: height)
    }

    /// The caption under the frame in `slot`, as wide as the frame.
    public func captionBox(slot: Int) -> Rect {
        let frame = frameBox(slot: slot)
        return Rect(x: frame.minX, y: frame.maxY + 4, width: frame.width, height: Self.captionHeight - 4)
    }

    /// Pages for `frames` frames: the title page and the grid pages.
    public func pageCount(frames: Int) -> Int { 1 + (max(0, frames) + framesPerPage - 1) / framesPerPage }

    private func cellBox(slot: Int) -> Rect {
        let grid = gridBox
        let width = (grid.width - Double(columns - 1) * Self.columnGap) / Double(columns)
        let height = (grid.height - Double(rows - 1) * Self.rowGap) / Double(rows)
        let column = slot % columns, row = (slot / columns) % rows
        return Rect(x: grid.minX + Double(column) * (width + Self.columnGap),
                    y: grid.minY + Double(row) * (height + Self.rowGap), width: width, height: height)
    }

    /// The largest scale at which a frame and its caption fit a cell, rounded down to 1/16
    /// (or, for a frame too big for even 1/16, left as it is).
    private static func scale(_ paper: HandoutPaper, _ frame: Size, _ columns: Int, _ rows: Int) -> Double {
        let page = paper.size
        let gridWidth = page.width - 2 * margin
        let gridHeight = page.height - 2 * margin - headerHeight - footerHeight
        let cellWidth = (gridWidth - Double(columns - 1) * columnGap) / Double(columns)
        let cellHeight = (gridHeight - Double(rows - 1) * rowGap) / Double(rows) - captionHeight
        let fit = min(cellWidth / frame.width, cellHeight / frame.height)
        let snapped = (fit * 16).rounded(.down) / 16
        return snapped > 0 ? snapped : fit
    }
}
