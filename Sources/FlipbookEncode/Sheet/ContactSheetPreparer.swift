import FlipbookPipeline
import FlipbookRender

/// A contact sheet's per-frame work on the parallel stage: the tile (the frame shrunk with a
/// box filter) and its label. The full-size raster is dropped here, so only tiles wait for
/// their turn.
///
/// ```swift
/// let cell = try ContactSheetPreparer(options: ContactSheetOptions()).prepare(frame)
/// cell.tile.width     // 240
/// ```
public struct ContactSheetPreparer: FramePreparer {
    public let options: ContactSheetOptions

    public init(options: ContactSheetOptions) { self.options = options }

    public struct Cell: Sendable {
        let layout: ContactSheetLayout
        let tile: RasterFrame
        let label: RasterFrame
    }

    public func prepare(_ frame: Frame) throws -> Cell {
        let raster = try frame.raster()
        let layout = ContactSheetLayout(frameWidth: raster.width, frameHeight: raster.height, options: options)
        let tile = layout.tileWidth == raster.width ? raster
            : BoxFilter.shrink(raster, toWidth: layout.tileWidth, height: layout.tileHeight)
        return Cell(layout: layout, tile: tile, label: try ContactSheetLabel.render(for: frame.step, width: layout.tileWidth))
    }
}
