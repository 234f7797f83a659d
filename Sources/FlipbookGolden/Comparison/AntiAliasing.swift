/// pixelmatch's anti-aliasing detector, after V. Vysniauskas, "Anti-aliased Pixel and Intensity
/// Slope Detector" (2009).
///
/// A pixel is anti-aliasing when, among its 8 neighbours in `image`, at most two equal it, some
/// are darker and some brighter, and the darkest or the brightest neighbour has 3+ identical
/// neighbours of its own in both images (it belongs to a flat area on either side of an edge,
/// so this pixel is the ramp between two flat areas). Neighbours are visited x-major, ties keep
/// the first, as in the reference, so counts match it exactly.
enum AntiAliasing {
    static func isAntiAliased(_ image: Plane, x x1: Int, y y1: Int, other: Plane) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        let centre = image[x1, y1]
        let k = (y1 * image.width + x1) * 4
        // On the canvas border the missing neighbours count as one equal sibling.
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = YIQ.brightnessDelta(centre, image[x, y], k: k)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }   // three equal siblings: a flat area, not an edge
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        // An edge pixel sits between something darker and something brighter.
        if minDelta == 0 || maxDelta == 0 { return false }

        return (hasManySiblings(image, x: minX, y: minY) && hasManySiblings(other, x: minX, y: minY))
            || (hasManySiblings(image, x: maxX, y: maxY) && hasManySiblings(other, x: maxX, y: maxY))
    }

    /// Whether the pixel has 3+ neighbours of exactly its colour (border pixels start at one).
    static func hasManySiblings(_ image: Plane, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1), y2 = min(y1 + 1, image.height - 1)
        let centre = image[x1, y1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if image[x, y] == centre { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
