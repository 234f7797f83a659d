import FlipbookRender

/// Reading rendered pixels the way a person looks at them: straight RGBA bytes.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    var description: String { "rgba(\(r),\(g),\(b),\(a))" }

    func distance(to o: RGBA) -> Int { max(abs(r - o.r), abs(g - o.g), abs(b - o.b), abs(a - o.a)) }
}

extension RasterFrame {
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        let a = Int(p >> 24), r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
        guard a > 0 else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        // Un-premultiply.
        return RGBA(r: min(255, (r * 255 + a / 2) / a), g: min(255, (g * 255 + a / 2) / a),
                    b: min(255, (b * 255 + a / 2) / a), a: a)
    }

    /// The bounding box of pixels farther than `tolerance` from `background`, or nil.
    func inkBounds(differingFrom background: RGBA, tolerance: Int = 8) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
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
