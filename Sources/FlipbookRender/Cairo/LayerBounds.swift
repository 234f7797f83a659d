/// Where each translucent group's content can land on the canvas, in whole pixels.
///
/// A group with opacity below 1 is drawn into an offscreen layer (`cairo_push_group`) the size
/// of the current clip: with no clip of its own, the whole canvas, cleared and composited every
/// frame (blog-header's fading schedule line: a 5 MB layer a frame, a third of the render's page
/// faults and a full-canvas blend). Clipping to a pixel-aligned rectangle that holds everything
/// the group draws changes no pixel (nothing is drawn outside it, and the edge needs no
/// coverage mask) and makes the layer that small.
///
/// The rectangles are generous: text is given twice its largest font size around its frame,
/// strokes half their width and a point, and two pixels are added around everything. A group holding a shadow (its
/// blur reaches further than its shape) gets none and keeps the whole-canvas layer.
///
/// ```swift
/// let layers = LayerBounds.of(list.ops, scale: list.scale, canvas: PixelRect(x: 0, y: 0, width: 780, height: 1688))
/// layers[12]   // the rectangle for the group that op 12 begins, if it is translucent
/// ```
enum LayerBounds {
    /// Pixels added around the content's rectangle.
    static let margin = 2.0

    /// For each `beginGroup` of opacity below 1 (by op index), the pixels its content can reach,
    /// clamped to `canvas`; groups whose reach is not known are left out.
    static func of(_ ops: [DrawOp], scale: Double, canvas: PixelRect) -> [Int: PixelRect] {
        struct Open { let index: Int; let transform: AffineTransform; let translucent: Bool; var reach: Rect?; var known = true; var projected = false }
        var open: [Open] = []
        var result: [Int: PixelRect] = [:]
        for (index, op) in ops.enumerated() {
            switch op {
            case .beginGroup(let group):
                // A projected group's content is in its offscreen space, not the canvas: the
                // groups around it get no rectangle.
                // A backdrop blur paints inside its shape before any op of the group does.
                let blurred = group.backdrop.map { group.transform.apply(to: $0.shape.bounds) }
                open.append(Open(index: index, transform: group.transform, translucent: group.opacity < 1, reach: blurred,
                                 known: group.projection == nil, projected: group.projection != nil))
            case .endGroup:
                guard let closed = open.popLast() else { continue }
                if closed.translucent && closed.known && !closed.projected { result[closed.index] = pixels(closed.reach, scale: scale, canvas: canvas) }
                if !open.isEmpty {
                    open[open.count - 1].known = open[open.count - 1].known && closed.known
                    open[open.count - 1].reach = union(open[open.count - 1].reach, closed.reach)
                }
            case .shadow:
                if !open.isEmpty { open[open.count - 1].known = false }
            default:
                guard !open.isEmpty, let local = reach(of: op) else { continue }
                let device = open[open.count - 1].transform.apply(to: local)
                open[open.count - 1].reach = union(open[open.count - 1].reach, device)
            }
        }
        return result
    }

    /// What `op` can touch in its group's coordinates (points).
    private static func reach(of op: DrawOp) -> Rect? {
        switch op {
        case let .fill(shape, _): return normalized(shape.bounds)
        case let .stroke(shape, _, width): return grown(normalized(shape.bounds), by: abs(width) / 2 + 1)
        case .text(let run):
            // Glyphs overhang their frame (italics, marks, a cluster wider than a narrow
            // label): twice the largest font of the run, styled runs included.
            let largest = run.styles.compactMap { $0.font?.size }.reduce(run.font.size) { max($0, $1) }
            return grown(normalized(run.frame), by: 2 * max(largest, 1))
        case let .image(ref, rect, mode):
            return union(normalized(rect), normalized(mode.destination(for: ref.image.size(scale: ref.scale), in: rect)))
        case let .strokePath(shape, _, style): return grown(normalized(shape.bounds), by: style.reach + 1)
        case let .gradient(_, shape): return normalized(shape.bounds)
        case .beginGroup, .endGroup, .shadow, .beginMasked, .beginMask, .endMasked: return nil
        }
    }

    /// Hand-built rectangles may have negative sides; growing one must widen it, not shrink it.
    private static func normalized(_ r: Rect) -> Rect {
        let x0 = min(r.minX, r.minX + r.width), y0 = min(r.minY, r.minY + r.height)
        return Rect(x: x0, y: y0, width: abs(r.width), height: abs(r.height))
    }

    private static func grown(_ r: Rect, by d: Double) -> Rect { r.insetBy(dx: -d, dy: -d) }

    private static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }

    /// `points` in canvas pixels, rounded outwards, with the margin, inside `canvas`: empty when
    /// nothing is drawn, the whole canvas when the numbers are not finite.
    private static func pixels(_ points: Rect?, scale: Double, canvas: PixelRect) -> PixelRect {
        guard let points else { return PixelRect(x: canvas.x, y: canvas.y, width: 0, height: 0) }
        let x0 = (points.minX * scale - margin).rounded(.down), y0 = (points.minY * scale - margin).rounded(.down)
        let x1 = (points.maxX * scale + margin).rounded(.up), y1 = (points.maxY * scale + margin).rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return canvas }
        let left = Int(max(Double(canvas.x), min(x0, Double(canvas.x + canvas.width))))
        let top = Int(max(Double(canvas.y), min(y0, Double(canvas.y + canvas.height))))
        let right = Int(max(Double(left), min(x1, Double(canvas.x + canvas.width))))
        let bottom = Int(max(Double(top), min(y1, Double(canvas.y + canvas.height))))
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
