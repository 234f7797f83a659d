import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// The few JSON shapes a trace line is made of, written the one way the format documents
/// (docs/trace-format.md): no spaces, numbers to 0.01 as `formatPoints` prints them, `null` for
/// a number that is not finite (JSON has no infinities).
///
/// ```swift
/// TraceText.numbers([0, -270.004])     // "[0,-270]"
/// TraceText.font(.systemFont(ofSize: 17, weight: .semibold))
/// // {"family":"system-ui","size":17,"weight":"semibold"}
/// ```
enum TraceText {
    static func number(_ v: Double) -> String { v.isFinite ? formatPoints(v) : "null" }

    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ",") + "]"
    }

    static func point(_ p: Point) -> String { numbers([p.x, p.y]) }

    static func size(_ s: Size) -> String { numbers([s.width, s.height]) }

    /// `[x, y, width, height]`.
    static func rect(_ r: Rect) -> String { numbers([r.minX, r.minY, r.width, r.height]) }

    /// `[top, left, bottom, right]`, as `UIEdgeInsets` orders them.
    static func insets(_ i: EdgeInsets) -> String { numbers([i.top, i.left, i.bottom, i.right]) }

    /// `[a, b, c, d, tx, ty]`, as `CGAffineTransform` orders them.
    static func transform(_ t: AffineTransform) -> String { numbers([t.a, t.b, t.c, t.d, t.tx, t.ty]) }

    static func font(_ f: Font) -> String {
        "{\"family\":\(JSONText.quoted(f.family)),\"size\":\(number(f.size)),\"weight\":\"\(f.weight.rawValue)\"}"
    }

    static func string(_ s: String) -> String { JSONText.quoted(s) }
}
