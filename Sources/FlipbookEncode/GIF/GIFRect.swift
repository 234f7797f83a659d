/// A rectangle of pixels in frame coordinates (origin top-left), as a GIF image descriptor has.
///
/// ```swift
/// GIFRect(x: 3, y: 2, width: 4, height: 3).description   // "4x3+3+2"
/// ```
public struct GIFRect: Sendable, Equatable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
