import Foundation
import FlipbookRender

/// The context `draw(_:)` draws into, per thread, as UIKit keeps its context stack
/// (`UIGraphicsGetCurrentContext`). Thread-local so scenes on different threads do not meet.
enum CurrentContext {
    private final class Stack { var contexts: [GraphicsContext] = [] }
    private static let key = "flipbook.GraphicsContext.stack"

    private static var stack: Stack {
        if let s = Thread.current.threadDictionary[key] as? Stack { return s }
        let s = Stack()
        Thread.current.threadDictionary[key] = s
        return s
    }

    static var top: GraphicsContext? { stack.contexts.last }

    /// Runs `body` with `context` current.
    static func with(_ context: GraphicsContext, _ body: () -> Void) {
        stack.contexts.append(context)
        defer { _ = stack.contexts.popLast() }
        body()
    }
}

/// `UIGraphicsGetCurrentContext()`: the context of the `draw(_:)` running now, else nil.
public func UIGraphicsGetCurrentContext() -> GraphicsContext? { CurrentContext.top }

/// `UIRectFill(_:)`: fills `rect` with the current fill colour.
public func UIRectFill(_ rect: Rect) { CurrentContext.top?.fill(rect) }

/// `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> ColorSpace { ColorSpace() }

extension Color {
    /// `UIColor.setFill()`: the current context's fill colour.
    public func setFill() { CurrentContext.top?.setFillColor(self) }
    public func setStroke() { CurrentContext.top?.setStrokeColor(self) }
    /// `UIColor.set()`: both.
    public func set() { setFill(); setStroke() }
}

extension BezierPath {
    /// Fills the path in the current context with its fill rule (UIKit's `fill()`).
    public func fill() {
        guard let ctx = CurrentContext.top else { return }
        ctx.path = Path(); ctx.addPath(GraphicsPath(path: path))
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
    /// Strokes the path in the current context with this path's line style (UIKit's `stroke()`).
    public func stroke() {
        guard let ctx = CurrentContext.top else { return }
        ctx.saveGState()
        let dash = lineDash
        ctx.setLineWidth(lineWidth); ctx.setLineCap(lineCapStyle); ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit); ctx.setLineDash(phase: dash.phase, lengths: dash.pattern)
        ctx.path = Path(); ctx.addPath(GraphicsPath(path: path))
        ctx.strokePath()
        ctx.restoreGState()
    }
    public func fill(with blendMode: BlendMode, alpha: Double) {
        guard let ctx = CurrentContext.top else { return }
        ctx.saveGState(); ctx.setBlendMode(blendMode); ctx.setAlpha(alpha); fill(); ctx.restoreGState()
    }
    public func stroke(with blendMode: BlendMode, alpha: Double) {
        guard let ctx = CurrentContext.top else { return }
        ctx.saveGState(); ctx.setBlendMode(blendMode); ctx.setAlpha(alpha); stroke(); ctx.restoreGState()
    }
    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let ctx = CurrentContext.top else { return }
        ctx.path = Path(); ctx.addPath(GraphicsPath(path: path))
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
}

/// `CGBlendMode` (DrawBlendMode.swift): every mode Cairo has an operator for. `.plusDarker`
/// has none and is not offered.
public typealias BlendMode = DrawBlendMode
