import FlipbookRender

/// Constraints drawn as Interface Builder draws them: a line between the two anchors a
/// constraint relates (a view's edge to its superview's, a top to the safe area's) with its
/// constant on a small label, and a bar across a view for a fixed width or height.
///
/// Only constraints the scene's author wrote (not those UIKit makes for frames, intrinsic
/// sizes, stacks or guides), between items that show. Left out: baseline constraints, a size
/// equal to another item's, and relations whose anchors coincide (nothing to draw a line along).
enum ConstraintLines {
    static let color = Color(red: 0.85, green: 0.1, blue: 0.55)
    static let lineWidth = 1.0
    /// The end ticks' length, across the line.
    static let tick = 6.0
    static let font = Font.systemFont(ofSize: 9, weight: .semibold)

    static func ops(for scene: Scene, measurer: TextMeasurer?) -> [DrawOp] {
        var lines: [DrawOp] = [], labels: [DrawOp] = []
        var placed: [Rect] = []
        for view in TreeIndex(root: scene.root).views where ViewOutlines.isShown(view) {
            for constraint in view.installedConstraints where constraint.origin == .user {
                guard let segment = segment(for: constraint, direction: scene.layoutDirection) else { continue }
                lines += segment.ops()
                let pill = LabelPill(label(for: constraint), font: font, textColor: .white, fill: color, measurer: measurer)
                let centred = Point(x: segment.middle.x - pill.size.width / 2, y: segment.middle.y - pill.size.height / 2)
                let spot = pill.spot(at: centred, avoiding: placed, within: scene.screen.bounds)
                placed.append(spot)
                labels += pill.ops(at: spot.origin)
            }
        }
        return lines + labels
    }

    /// "16", "≥ 8", "×0.5 + 10": the constant as the constraint holds it.
    static func label(for constraint: LayoutConstraint) -> String {
        let relation: String
        switch constraint.relation {
        case .equal: relation = ""
        case .lessOrEqual: relation = "≤ "
        case .greaterOrEqual: relation = "≥ "
        }
        let constant = formatPoints(constraint.constant)
        guard constraint.multiplier != 1, constraint.secondItem != nil else { return relation + constant }
        return relation + "×" + formatPoints(constraint.multiplier) + (constraint.constant == 0 ? "" : " + " + constant)
    }

    /// An axis-aligned stretch from `start` to `end` (same x or same y), drawn with end ticks.
    struct Segment {
        let start: Point, end: Point
        var isHorizontal: Bool { start.y == end.y }
        var middle: Point { Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2) }

        func ops() -> [DrawOp] {
            let w = ConstraintLines.lineWidth, t = ConstraintLines.tick
            let lo = Point(x: min(start.x, end.x), y: min(start.y, end.y)), hi = Point(x: max(start.x, end.x), y: max(start.y, end.y))
            let bar = isHorizontal ? Rect(x: lo.x, y: lo.y - w / 2, width: hi.x - lo.x, height: w)
                                   : Rect(x: lo.x - w / 2, y: lo.y, width: w, height: hi.y - lo.y)
            let ticks = [lo, hi].map { p in
                isHorizontal ? Rect(x: p.x - w / 2, y: p.y - t / 2, width: w, height: t)
                             : Rect(x: p.x - t / 2, y: p.y - w / 2, width: t, height: w)
            }
            return ([bar] + ticks).map { .fill(.rect($0), ConstraintLines.color) }
        }
    }

    /// Where a constraint's line goes on screen, or nil when it is not drawn.
    static func segment(for constraint: LayoutConstraint, direction: LayoutDirection) -> Segment? {
        let first = constraint.firstAttribute
        guard let firstItem = constraint.firstItem, let a = screenRect(of: firstItem),
              first != .firstBaseline, first != .lastBaseline else { return nil }
        let segment: Segment
        if let secondItem = constraint.secondItem, let second = constraint.secondAttribute {
            guard !first.isDimension, !second.isDimension, second != .firstBaseline, second != .lastBaseline,
                  let b = screenRect(of: secondItem) else { return nil }
            if first.isHorizontal {
                let y = overlapMiddle(a.minY, a.maxY, b.minY, b.maxY)
                segment = Segment(start: Point(x: anchor(second, of: b, direction), y: y), end: Point(x: anchor(first, of: a, direction), y: y))
            } else {
                let x = overlapMiddle(a.minX, a.maxX, b.minX, b.maxX)
                segment = Segment(start: Point(x: x, y: anchor(second, of: b, direction)), end: Point(x: x, y: anchor(first, of: a, direction)))
            }
        } else {
            // A fixed size: a bar across the view, just inside its bottom or trailing edge.
            guard first.isDimension else { return nil }
            segment = first == .width
                ? Segment(start: Point(x: a.minX, y: a.maxY - tick), end: Point(x: a.maxX, y: a.maxY - tick))
                : Segment(start: Point(x: a.maxX - tick, y: a.minY), end: Point(x: a.maxX - tick, y: a.maxY))
        }
        let length = abs(segment.end.x - segment.start.x) + abs(segment.end.y - segment.start.y)
        guard length >= 1, length.isFinite else { return nil }
        return segment
    }

    /// Halfway along the part two spans share, so the line runs between both items; the first
    /// span's middle when they do not meet.
    static func overlapMiddle(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Double {
        let lo = max(a0, b0), hi = min(a1, b1)
        return lo <= hi ? (lo + hi) / 2 : (a0 + a1) / 2
    }

    static func anchor(_ attribute: LayoutAttribute, of r: Rect, _ direction: LayoutDirection) -> Double {
        let rtl = direction == .rightToLeft
        switch attribute {
        case .left: return r.minX
        case .right: return r.maxX
        case .leading: return rtl ? r.maxX : r.minX
        case .trailing: return rtl ? r.minX : r.maxX
        case .centerX: return r.midX
        case .top: return r.minY
        case .bottom: return r.maxY
        case .centerY, .firstBaseline, .lastBaseline: return r.midY
        case .width: return r.width
        case .height: return r.height
        }
    }

    /// An item where its constraints put it, in screen points: a view's frame before its own
    /// transform (as the step trace reports it), a guide's rectangle inside its view.
    static func screenRect(of item: LayoutItem) -> Rect? {
        if let view = item as? View {
            guard ViewOutlines.isShown(view) else { return nil }
            let local = Rect(x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
                             width: view.bounds.width, height: view.bounds.height)
            return view.superview.map { $0.transformToRoot.apply(to: local) } ?? local
        }
        if let guide = item as? LayoutGuide, let owner = guide.owningView, let frame = screenRect(of: owner) {
            let g = guide.layoutFrame
            return Rect(x: frame.minX + g.minX, y: frame.minY + g.minY, width: g.width, height: g.height)
        }
        return nil
    }
}
