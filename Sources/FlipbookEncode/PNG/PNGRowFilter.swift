import Foundation

/// Turns rows of premultiplied ARGB pixels into PNG scanlines, one row at a time: packs the row
/// into PNG's byte order (RGB, or RGBA with straight alpha), then writes its filter byte and the
/// filtered bytes.
///
/// The filter is chosen per row, cheaply: a row equal to the one above is Up (all zeros, which
/// zlib swallows in a few bits); any other row takes whichever of Sub, Up and Paeth gives the
/// smallest sum of absolute residuals (libpng's heuristic, over three filters rather than five:
/// Average seldom wins and None never does after the first row). Flat UI rows repeat, so most of
/// a screen costs one comparison; photos and gradients get Paeth or Sub where they shrink.
///
/// ```swift
/// var filter = PNGRowFilter(width: frame.width, channels: 3)
/// frame.pixels.withUnsafeBufferPointer { px in filter.write(row: px.baseAddress!, into: out) }
/// ```
struct PNGRowFilter {
    let width: Int
    let channels: Int
    /// Bytes of one filtered scanline: the filter byte, then the packed row.
    var scanlineLength: Int { 1 + width * channels }
    private var previous: [UInt8]
    private var current: [UInt8]
    private var isFirstRow = true

    init(width: Int, channels: Int) {
        precondition(width > 0 && (channels == 3 || channels == 4), "PNG row \(width) wide, \(channels) channels")
        self.width = width
        self.channels = channels
        previous = [UInt8](repeating: 0, count: width * channels)
        current = previous
    }

    /// Packs `width` pixels at `row` and writes `scanlineLength` bytes at `out`.
    mutating func write(row: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt8>) {
        let count = width * channels, bpp = channels
        let first = isFirstRow
        isFirstRow = false
        swap(&previous, &current)
        current.withUnsafeMutableBufferPointer { cur in
            previous.withUnsafeBufferPointer { prev in
                let c = cur.baseAddress!, p = prev.baseAddress!
                if channels == 3 { PNGPixelPacking.packOpaque(row, width: width, into: c) }
                else { PNGPixelPacking.packStraight(row, width: width, into: c) }
                let filtered = out + 1
                if first {
                    // Nothing above the first row: Sub, or None when Sub does not help.
                    let useSub = Self.score(sub: c, count, bpp) < Self.score(none: c, count)
                    out[0] = useSub ? 1 : 0
                    if useSub { Self.sub(c, count, bpp, into: filtered) } else { filtered.update(from: c, count: count) }
                    return
                }
                if memcmp(c, p, count) == 0 {
                    out[0] = 2
                    filtered.update(repeating: 0, count: count)
                    return
                }
                let up = Self.score(up: c, p, count), sub = Self.score(sub: c, count, bpp)
                let paeth = Self.score(paeth: c, p, count, bpp)
                if paeth < up && paeth < sub {
                    out[0] = 4; Self.paeth(c, p, count, bpp, into: filtered)
                } else if sub < up {
                    out[0] = 1; Self.sub(c, count, bpp, into: filtered)
                } else {
                    out[0] = 2; Self.up(c, p, count, into: filtered)
                }
            }
        }
    }

    // MARK: the filters (PNG spec §9.2), byte by byte modulo 256

    /// A residual's cost for the heuristic: its distance from zero as a signed byte.
    @inline(__always) private static func cost(_ r: UInt8) -> Int { Int(r < 128 ? r : 0 &- r) }

    private static func score(none c: UnsafePointer<UInt8>, _ n: Int) -> Int {
        var s = 0
        for i in 0..<n { s &+= cost(c[i]) }
        return s
    }

    private static func score(sub c: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int) -> Int {
        var s = 0
        for i in 0..<bpp { s &+= cost(c[i]) }
        for i in bpp..<n { s &+= cost(c[i] &- c[i - bpp]) }
        return s
    }

    private static func score(up c: UnsafePointer<UInt8>, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
        var s = 0
        for i in 0..<n { s &+= cost(c[i] &- p[i]) }
        return s
    }

    private static func score(paeth c: UnsafePointer<UInt8>, _ p: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int) -> Int {
        var s = 0
        for i in 0..<bpp { s &+= cost(c[i] &- p[i]) }
        for i in bpp..<n { s &+= cost(c[i] &- predict(c[i - bpp], p[i], p[i - bpp])) }
        return s
    }

    private static func sub(_ c: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int, into o: UnsafeMutablePointer<UInt8>) {
        for i in 0..<bpp { o[i] = c[i] }
        for i in bpp..<n { o[i] = c[i] &- c[i - bpp] }
    }

    private static func up(_ c: UnsafePointer<UInt8>, _ p: UnsafePointer<UInt8>, _ n: Int, into o: UnsafeMutablePointer<UInt8>) {
        for i in 0..<n { o[i] = c[i] &- p[i] }
    }

    private static func paeth(_ c: UnsafePointer<UInt8>, _ p: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int,
                              into o: UnsafeMutablePointer<UInt8>) {
        for i in 0..<bpp { o[i] = c[i] &- p[i] }
        for i in bpp..<n { o[i] = c[i] &- predict(c[i - bpp], p[i], p[i - bpp]) }
    }

    /// Paeth's predictor: whichever of left, above and upper-left is nearest to left + above − upper-left.
    @inline(__always) static func predict(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let a = Int(a), b = Int(b), c = Int(c)
        let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
        return UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
    }
}
