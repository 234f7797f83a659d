import FlipbookRender

/// What a symbol without a mapped image draws: a square outline the symbol's size with its
/// diagonals, in the view's tint (it is a template image), so a frame shows where the symbol is
/// and how big, and nobody mistakes it for the real glyph. Made at 3x (at most `maxPixels` a side).
/// `problem`, when the symbol's file is there but cannot be used, is carried to the scene's warning.
///
/// ```swift
/// let ref = SymbolPlaceholder.ref(named: "chevron.right", side: 13)   // 13×13 pt, 39×39 pixels
/// ```
enum SymbolPlaceholder {
    /// The pixel density the placeholder is drawn at (the densest screen's).
    static let pixelsPerPoint = 3.0
    /// The most pixels a side: a 1,000 pt symbol is drawn from a coarser square, not 3,000².
    static let maxPixels = 512

    static func ref(named name: String, side: Double, problem: String? = nil) -> ImageRef {
        let n = max(1, min(maxPixels, Int((side * pixelsPerPoint).rounded(.up))))
        let image = pixels(side: n)
        return ImageRef(image: DecodedImage(name: "symbol \(name) (placeholder)", width: n, height: n, pixels: image),
                        scale: Double(n) / max(side, 1 / pixelsPerPoint), missingSymbol: name, symbolProblem: problem)
    }

    /// Opaque white coverage (tinted later) on a clear square of `n` pixels: a border and both
    /// diagonals, each about a twelfth of the side thick (at least one pixel).
    static func pixels(side n: Int) -> [UInt32] {
        let stroke = max(1, n / 12)
        var pixels = [UInt32](repeating: 0, count: n * n)
        for y in 0..<n {
            for x in 0..<n {
                let border = x < stroke || y < stroke || x >= n - stroke || y >= n - stroke
                let diagonal = abs(x - y) < stroke || abs(x + y - (n - 1)) < stroke
                if border || diagonal { pixels[y * n + x] = 0xFFFF_FFFF }
            }
        }
        return pixels
    }
}
