public extension Color {
    /// UIKit's `init(hue:saturation:brightness:alpha:)`: hue, saturation and brightness in 0…1
    /// (hue wraps: 1 is red again), in sRGB as UIKit makes it (the standard HSB-to-RGB sextants).
    ///
    /// ```swift
    /// let teal = Color(hue: 0.5, saturation: 1, brightness: 0.5, alpha: 1)   // (0, 0.5, 0.5)
    /// ```
    init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
        let s = clamp(saturation), v = clamp(brightness)
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
        if h < 0 { h += 1 }
        let scaled = h * 6
        let sextant = min(5, Int(scaled))
        let f = scaled - Double(sextant)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sextant {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: clamp(alpha))
    }

    /// UIKit's `getHue(_:saturation:brightness:alpha:)`: true, with the four components filled.
    func getHue(_ hue: UnsafeMutablePointer<Double>?, saturation: UnsafeMutablePointer<Double>?,
                brightness: UnsafeMutablePointer<Double>?, alpha: UnsafeMutablePointer<Double>?) -> Bool {
        let maxC = Swift.max(red, green, blue), minC = Swift.min(red, green, blue), delta = maxC - minC
        var h = 0.0
        if delta > 0 {
            if maxC == red { h = ((green - blue) / delta).truncatingRemainder(dividingBy: 6) }
            else if maxC == green { h = (blue - red) / delta + 2 }
            else { h = (red - green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = self.alpha
        return true
    }
}
