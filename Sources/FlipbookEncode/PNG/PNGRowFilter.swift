import Foundation

/// Turns rows of premultiplied ARGB pixels into PNG scanlines, one row at a time: packs the row
/// into PNG's byte order (RGB, or RGBA with straight alpha), then writes its filter byte and the
/// filtered bytes.
///
/// The filter is chosen per row, cheaply. A row equal to the one above is Up (all zeros, which
/// the compressor swallows in a few bits): flat UI repeats rows, so most of a screen costs one
/// comparison. Any other row is Sub or Up, whichever has the smaller sum of absolute residuals
/// on every 8th pixel (libpng's heuristic, on a sample). `make bench-png` measured the choices:
/// Paeth, though it often wins the heuristic, made photo-like frames *larger* after deflate
/// (1.044× Cairo's bytes against 1.030× without it) and cost a third of the encoder's time;
/// scoring every pixel rather than every 8th changed bytes by under 1% and cost 40% more time.
///
/// ```swift
/// var filter = PNGRowFilter(width: frame.width, channels: 3)
/// frame.pixels.withUnsafeBufferPointer { px in filter.write(row: px.baseAddress!, above: nil, into: out) }
/// ```
struct PNGRowFilter {
    let width: Int
    let channels: Int
    /// Bytes of one filtered scanline: the filter byte, then the packed row.
    var scanlineLength: Int { 1 + width * channels }
    /// Every how many pixels the heuristic looks at one.
    static let sampleStride = 8
    private var previous: [UInt8]
    private var current: [UInt8]

    init(width: Int, channels: Int) {
        precondition(width > 0 && (channels == 3 || channels == 4), "PNG row \(width) wide, \(channels) channels")
        self.width = width
        self.channels = channels
        previous = [UInt8](repeating: 0, count: width * channels)
        current = previous
    }

    /// Writes `scanlineLength` bytes at `out` for the `width` pixels at `row`; `above` is the
    /// row written just before (nil for the first row).
    mutating func write(row: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>?, into out: UnsafeMutablePointer<UInt8>) {
        let count = width * channels, bpp = channels
        // A repeated row (most of a screen) is all zeros under Up, and its packed bytes are the
        // row above's, already in `current`: compared as pixels, it is never packed.
        if let above, memcmp(row, above, width * 4) == 0 {
            out[0] = PNGFilterType.up.rawValue
            (out + 1).update(repeating: 0, count: count)
            return
        }
        swap(&previous, &current)
        current.withUnsafeMutableBufferPointer { cur in
            previous.withUnsafeBufferPointer { prev in
                let c = cur.baseAddress!, p = above == nil ? nil : prev.baseAddress!
                if bpp == 3 { PNGPixelPacking.packOpaque(row, width: width, into: c) }
                else { PNGPixelPacking.packStraight(row, width: width, into: c) }
                let filtered = out + 1
                let up = Self.score(up: c, p, count, bpp), sub = Self.score(sub: c, count, bpp)
                if sub < up {
                    out[0] = PNGFilterType.sub.rawValue
                    Self.sub(c, count, bpp, into: filtered)
                } else if let p {
                    out[0] = PNGFilterType.up.rawValue
                    Self.up(c, p, count, into: filtered)
                } else {
                    // Nothing above the first row: Up would be None.
                    out[0] = PNGFilterType.none.rawValue
                    filtered.update(from: c, count: count)
                }
            }
        }
    }

    // MARK: the filters (PNG spec §9.2), byte by byte modulo 256

    /// A residual's cost for the heuristic: its distance from zero as a signed byte.
    @inline(__always) private static func cost(_ r: UInt8) -> Int { Int(r < 128 ? r : 0 &- r) }

    private static func score(sub c: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int) -> Int {
        var s = 0
        for k in 0..<bpp { s &+= cost(c[k]) }
        var x = sampleStride * bpp
        while x < n {
            for k in x..<x + bpp { s &+= cost(c[k] &- c[k - bpp]) }
            x += sampleStride * bpp
        }
        return s
    }

    /// With no row above (`p` nil), the residuals are the bytes themselves (filter None).
    private static func score(up c: UnsafePointer<UInt8>, _ p: UnsafePointer<UInt8>?, _ n: Int, _ bpp: Int) -> Int {
        var s = 0
        var x = 0
        while x < n {
            for k in x..<x + bpp { s &+= cost(c[k] &- (p?[k] ?? 0)) }
            x += sampleStride * bpp
        }
        return s
    }

    private static func sub(_ c: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int, into o: UnsafeMutablePointer<UInt8>) {
        for i in 0..<bpp { o[i] = c[i] }
        for i in bpp..<n { o[i] = c[i] &- c[i - bpp] }
    }

    private static func up(_ c: UnsafePointer<UInt8>, _ p: UnsafePointer<UInt8>, _ n: Int, into o: UnsafeMutablePointer<UInt8>) {
        for i in 0..<n { o[i] = c[i] &- p[i] }
    }
}

/// PNG's filter types (the byte before each scanline); Average and Paeth are never chosen.
enum PNGFilterType: UInt8 {
    case none = 0, sub = 1, up = 2
}
