/// A rectangle of whole pixels of a frame, origin top left: what changed between two frames (a
/// GIF image descriptor, an APNG frame control), an ignore region, report geometry.
///
/// ```swift
/// let clock = PixelRect(x: 0, y: 0, width: 780, height: 94)   // the status bar of a 2x frame
/// clock.contains(x: 10, y: 10)   // true
/// clock.description              // "780x94+0+0"
/// ```
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }

    /// True when the pixel at (x, y) lies inside; an empty or negative-sized rect contains nothing.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px - x < width && py - y < height
    }

    /// This rect clipped to a `width`×`height` canvas, or nil when nothing of it is on the canvas.
    /// Overflow-safe: user input may hold any Int.
    public func clipped(width canvasWidth: Int, height canvasHeight: Int) -> PixelRect? {
        let left = max(x, 0), top = max(y, 0)
        let (xEnd, xOver) = x.addingReportingOverflow(max(width, 0))
        let (yEnd, yOver) = y.addingReportingOverflow(max(height, 0))
        let right = min(xOver ? Int.max : xEnd, canvasWidth)
        let bottom = min(yOver ? Int.max : yEnd, canvasHeight)
        guard right > left, bottom > top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
