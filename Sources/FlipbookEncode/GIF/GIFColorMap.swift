import CGif

/// Lends giflib a `ColorMapObject` for one call and frees it afterwards.
///
/// giflib's `EGifPutImageDesc` copies the map it is given, so the object built here is owned by
/// this function alone and released by its `defer`, whatever the body does. giflib only accepts
/// power-of-two sizes (2...256), so the palette is padded with black, which no index refers to.
enum GIFColorMap {
    /// Entries giflib stores for a table of `entries` colours: the next power of two, 2...256.
    static func tableSize(forEntries entries: Int) -> Int {
        var size = 2
        while size < entries { size *= 2 }
        return size
    }

    /// `minimumSize` reserves entries past the palette (the transparent index).
    static func with<T>(_ palette: [UInt32], minimumSize: Int = 0, path: String,
                        _ body: (UnsafeMutablePointer<ColorMapObject>) throws -> T) throws -> T {
        let size = tableSize(forEntries: max(palette.count, minimumSize))
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for (i, c) in palette.prefix(256).enumerated() {
            colors[i] = GifColorType(Red: UInt8(truncatingIfNeeded: c >> 16),
                                     Green: UInt8(truncatingIfNeeded: c >> 8),
                                     Blue: UInt8(truncatingIfNeeded: c))
        }
        guard let map = GifMakeMapObject(Int32(size), colors) else {
            throw GIFError.giflib(operation: "GifMakeMapObject(\(size))", code: E_GIF_ERR_NOT_ENOUGH_MEM,
                                  reason: GIFError.giflibReason(E_GIF_ERR_NOT_ENOUGH_MEM), path: path)
        }
        defer { GifFreeMapObject(map) }
        return try body(map)
    }
}
