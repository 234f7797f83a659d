/// A rectangle of pixels in frame coordinates (origin top-left): the region an APNG frame
/// control chunk (fcTL) places its image at.
///
/// ```swift
/// APNGRect(x: 0, y: 120, width: 780, height: 400).description   // "780x400+0+120"
/// ```
public struct APNGRect: Sendable, Equatable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
