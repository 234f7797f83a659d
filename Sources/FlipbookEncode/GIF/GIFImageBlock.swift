/// What one GIF image block stores: a rectangle of the frame, the colours used inside it and
/// the indices into that smaller table.
///
/// Compacting the palette to the rectangle matters once frames are cropped to their changes:
/// a cursor blink touching three colours then carries a 4-entry table (12 bytes) and 2-bit LZW
/// codes instead of 768 bytes of colours and 8-bit codes.
struct GIFImageBlock {
    let rect: GIFRect
    let palette: [UInt32]
    let indices: [UInt8]      // rect.width × rect.height, row-major

    /// `rect` must lie inside `frame` (`GIFChangedArea` guarantees it). Returns nil if an index
    /// inside the rectangle is outside the frame's palette (a hand-built `GIFPreparedFrame`).
    init?(cropping frame: GIFPreparedFrame, to rect: GIFRect) {
        self.rect = rect
        let count = rect.width * rect.height
        var used = [Bool](repeating: false, count: 256)
        var compact = [UInt8](repeating: 0, count: 256)
        var palette: [UInt32] = []
        var indices = [UInt8](repeating: 0, count: count)
        let paletteCount = frame.palette.count
        let valid = frame.indices.withUnsafeBufferPointer { source in
            indices.withUnsafeMutableBufferPointer { out in
                var o = 0
                for y in rect.y..<(rect.y + rect.height) {
                    let row = y * frame.width + rect.x
                    for i in row..<(row + rect.width) {
                        let p = Int(source[i])
                        if p >= paletteCount { return false }
                        if !used[p] {
                            used[p] = true
                            compact[p] = UInt8(palette.count)
                            palette.append(frame.palette[p])
                        }
                        out[o] = compact[p]
                        o += 1
                    }
                }
                return true
            }
        }
        guard valid else { return nil }
        self.palette = palette
        self.indices = indices
    }
}
