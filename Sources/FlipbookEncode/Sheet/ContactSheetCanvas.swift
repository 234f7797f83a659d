import FlipbookRender

/// The sheet's pixels, grown a row of cells at a time as tiles arrive, so a sheet never holds
/// more than itself: no frames, no list of tiles.
///
/// ```swift
/// var canvas = ContactSheetCanvas(layout: layout)
/// canvas.paste(tile, label: label, at: 0)
/// let sheet = canvas.finished(tiles: 1)
/// ```
struct ContactSheetCanvas {
    let layout: ContactSheetLayout
    /// As wide as a full row of cells; cropped at the end when there are fewer tiles.
    let width: Int
    private(set) var height = 0
    private var pixels: [UInt32] = []

    init(layout: ContactSheetLayout) {
        self.layout = layout
        width = layout.size(tiles: layout.columns).width
    }

    /// Copies tile `k` and its label (which is as wide as the tile) into their cell.
    mutating func paste(_ tile: RasterFrame, label: RasterFrame, at k: Int) {
        let needed = layout.size(tiles: k + 1).height
        if needed > height {
            pixels += repeatElement(ContactSheetLabel.backgroundPixel, count: (needed - height) * width)
            height = needed
        }
        let (x, y) = layout.origin(ofTile: k)
        copy(tile, toX: x, y: y)
        copy(label, toX: x, y: y + tile.height)
    }

    /// The sheet for `tiles` tiles: the rows pasted, only as many columns as were used.
    func finished(tiles: Int) -> RasterFrame {
        let size = layout.size(tiles: tiles)
        guard size.width < width else { return RasterFrame(width: width, height: height, pixels: pixels) }
        var cropped: [UInt32] = []
        cropped.reserveCapacity(size.width * height)
        for y in 0..<height { cropped += pixels[(y * width)..<(y * width + size.width)] }
        return RasterFrame(width: size.width, height: height, pixels: cropped)
    }

    private mutating func copy(_ image: RasterFrame, toX x: Int, y: Int) {
        for row in 0..<image.height {
            let target = (y + row) * width + x
            pixels.replaceSubrange(target..<(target + image.width), with: image.pixels[(row * image.width)..<((row + 1) * image.width)])
        }
    }
}
