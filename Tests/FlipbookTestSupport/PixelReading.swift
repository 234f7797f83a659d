import FlipbookRender

/// Reading rendered pixels the way a person looks at them: straight RGBA bytes.
public struct RGBA: Equatable, CustomStringConvertible {
    public var r: Int, g: Int, b: Int, a: Int

    public init(r: Int, g: Int, b: Int, a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    public var description: String { "rgba(\(r),\(g),\(b),\(a))" }

    public func distance(to o: RGBA) -> Int { max(abs(r - o.r), abs(g - o.g), abs(b - o.b), abs(a - o.a)) }
}

extension RasterFrame {
    public func rgba(_ x: Int, _ y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        let a = Int(p >> 24), r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
        guard a > 0 else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        // Un-premultiply.
        return RGBA(r: min(255, (r * 255 + a / 2) / a), g: min(255, (g * 255 + a / 2) / a),
                    b: min(255, (b * 255 + a / 2) / a), a: a)
    }

    /// How many pixels are within `tolerance` of `colour` (0xAARRGGBB; only RGB compared, on the
    /// stored bytes, so meant for opaque screenshots): "is this panel on screen at all".
    public func count(of colour: UInt32, tolerance: Int = 8) -> Int {
        pixels.lazy.filter { p in
            [16, 8, 0].allSatisfy { shift in abs(Int((p >> shift) & 0xFF) - Int((colour >> shift) & 0xFF)) <= tolerance }
        }.count
    }

    /// The bounding box of pixels farther than `tolerance` from `background`, or nil.
    public func inkBounds(differingFrom background: RGBA, tolerance: Int = 8) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where rgba(x, y).distance(to: background) > tolerance {
                minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
                minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }
}

/// Mean absolute difference per RGB channel of two opaque frames, 0…255.
public func meanAbsoluteError(_ a: RasterFrame, _ b: RasterFrame) -> Double {
    precondition(a.pixels.count == b.pixels.count)
    var total = 0
    a.pixels.withUnsafeBufferPointer { pa in
        b.pixels.withUnsafeBufferPointer { pb in
            for i in 0..<pa.count {
                let p = pa[i], q = pb[i]
                total &+= abs(Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF)) + abs(Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF))
                    + abs(Int(p & 0xFF) - Int(q & 0xFF))
            }
        }
    }
    return Double(total) / Double(3 * max(1, a.pixels.count))
}
