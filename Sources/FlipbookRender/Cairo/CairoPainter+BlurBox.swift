import CCairo

/// A box in device pixels, whole ones, for a blur's offscreen copy.
struct DeviceBox {
    var x0: Double, y0: Double, x1: Double, y1: Double

    /// Its width and height in pixels, when finite, not empty and at most `limit` pixels in all.
    func pixelSize(limit: Int) -> (width: Int, height: Int)? {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite,
              let width = Int(exactly: x1 - x0), let height = Int(exactly: y1 - y0),
              width > 0, height > 0, width <= limit / height else { return nil }
        return (width, height)
    }
}

extension CairoPainter {
    /// A blur of `radius` points under the current transform: σ = radius / 2 in device pixels, and
    /// the 3σ (plus one) it reaches; nil when the transform flattens everything.
    func deviceBlur(radius: Double) -> (sigma: Double, margin: Double)? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let deviceScale = (abs(m.xx * m.yy - m.xy * m.yx)).squareRoot()
        guard deviceScale.isFinite, deviceScale > 0 else { return nil }
        let sigma = radius / 2 * deviceScale
        return (sigma, (3 * sigma).rounded(.up) + 1)
    }

    /// `rect` (user space), moved by `offset`, in device pixels: the box of its corners grown by
    /// `margin`, rounded out to whole pixels.
    func deviceBox(of rect: Rect, offset: Size = .zero, margin: Double) -> DeviceBox {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].map { corner in
            var x = Double(corner.0 + offset.width), y = Double(corner.1 + offset.height)
            cairo_user_to_device(cr, &x, &y)
            return (x, y)
        }
        return DeviceBox(x0: (corners.map(\.0).min()! - margin).rounded(.down), y0: (corners.map(\.1).min()! - margin).rounded(.down),
                         x1: (corners.map(\.0).max()! + margin).rounded(.up), y1: (corners.map(\.1).max()! + margin).rounded(.up))
    }
}
