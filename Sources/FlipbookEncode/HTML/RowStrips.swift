import Foundation
import FlipbookPipeline
import FlipbookRender

/// The pool's distinct rows as PNG images, `stripRows` rows each, ready for the page as
/// base64 `data:` URIs.
///
/// Rows arrive in pool order on the sink's ordered thread; each strip, once full, is
/// PNG-encoded on a stage of its own while the next frames are drawn (as the GIF writer's LZW
/// runs beside the drive loop), and the last, partial strip at `finish()`. Only the strip being
/// filled is held as pixels.
///
/// ```swift
/// let strips = RowStrips(width: 780, stripRows: 2048)
/// try strips.append(rows: placed.newRows, of: raster)
/// let images = try strips.finish()      // ["data:image/png;base64,iVBOR…", …]
/// ```
final class RowStrips {
    let width: Int
    let stripRows: Int
    private var pending: [UInt32] = []
    private let stage = OrderedStage<String>(width: 2)
    private var encoded: [String] = []

    init(width: Int, stripRows: Int) {
        self.width = width
        self.stripRows = stripRows
        pending.reserveCapacity(width * stripRows)
    }

    /// Appends rows `rows` of `frame` (its width must be the strips' width).
    func append(rows: [Int], of frame: RasterFrame) throws {
        precondition(frame.width == width, "a strip row must be as wide as the strip")
        for y in rows {
            pending += frame.pixels[(y * width)..<((y + 1) * width)]
            if pending.count == width * stripRows { try encodePending() }
        }
    }

    /// Encodes what is left and waits for every strip; returns the data URIs in strip order.
    func finish() throws -> [String] {
        if !pending.isEmpty { try encodePending() }
        try stage.finish { encoded.append($0) }
        return encoded
    }

    /// Lets encodings already started end, and keeps nothing.
    func abort() {
        stage.drain()
        pending = []
        encoded = []
    }

    private func encodePending() throws {
        let strip = RasterFrame(width: width, height: pending.count / width, pixels: pending)
        pending = []
        pending.reserveCapacity(width * stripRows)
        try stage.submit({ try Self.dataURI(strip) }) { encoded.append($0) }
    }

    static func dataURI(_ strip: RasterFrame) throws -> String {
        "data:image/png;base64," + Data(try PNGEncoder.encode(strip)).base64EncodedString()
    }
}
