import FlipbookRender

/// A 128-bit fingerprint of one row of pixels: two SipHash digests with different salts.
///
/// The flipbook stores each distinct row once and finds repeats by fingerprint alone, without
/// keeping the rows to compare (their pixels would grow with every new row). Two different rows
/// share a fingerprint with probability about n²/2¹²⁹ for n distinct rows: below 10⁻²³ for the
/// 25 million rows of the longest run the drive loop allows. The salts and Swift's per-process
/// seed change the fingerprints, never which rows are equal, so the page is the same every run.
///
/// ```swift
/// let keys = RowKey.keys(of: raster)      // one per row, top to bottom
/// ```
struct RowKey: Hashable, Sendable {
    let low: Int
    let high: Int

    static func keys(of frame: RasterFrame) -> [RowKey] {
        let width = frame.width
        return frame.pixels.withUnsafeBytes { bytes in
            (0..<frame.height).map { y in
                let row = UnsafeRawBufferPointer(rebasing: bytes[(y * width * 4)..<((y + 1) * width * 4)])
                return RowKey(low: digest(row, salt: 0x5EED_0001), high: digest(row, salt: 0x5EED_0002))
            }
        }
    }

    private static func digest(_ row: UnsafeRawBufferPointer, salt: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(salt)
        hasher.combine(bytes: row)
        return hasher.finalize()
    }
}
