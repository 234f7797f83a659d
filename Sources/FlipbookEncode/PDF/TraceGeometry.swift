import FlipbookPipeline
import FlipbookRender

/// The geometry one step-trace record holds (`TraceRecord`): the scroll offset and, for every
/// view with an id, its frame, alpha, transform and whether it is hidden — the part every view
/// kind has, so a kind the trace gains later needs nothing here. What a handout measures motion
/// with and names in its captions.
///
/// ```swift
/// let a = TraceGeometry(record: frame.trace)
/// let b = TraceGeometry(record: next.trace)      // the header 10 pt shorter
/// a.motion(to: b)                     // 10
/// a.movedViews(to: b)                 // ["header"]
/// ```
public struct TraceGeometry: Sendable, Hashable {
    /// One view's numbers, as the trace rounds them (0.01); nil where the trace had no number.
    public struct ViewGeometry: Sendable, Hashable {
        public var frame: [Double?]
        public var alpha: Double?
        public var transform: [Double?]
        public var hidden: Bool

        public init(frame: [Double?], alpha: Double?, transform: [Double?], hidden: Bool) {
            self.frame = frame; self.alpha = alpha; self.transform = transform; self.hidden = hidden
        }
    }

    /// The scroll view's content offset, if the scene has one.
    public var offset: Point?
    public var views: [String: ViewGeometry]

    public init(offset: Point?, views: [String: ViewGeometry]) {
        self.offset = offset; self.views = views
    }

    /// The geometry of a step's record; a frame without one (it came as pixels) gives an empty
    /// geometry (no offset, no views), so it still makes a handout, only without motion.
    public init(record: TraceRecord?) {
        guard let record else {
            self.init(offset: nil, views: [:])
            return
        }
        func finite(_ v: Double) -> Double? { v.isFinite ? v : nil }
        let offset = record.offset.flatMap { o in o.x.isFinite && o.y.isFinite ? o : nil }
        var views: [String: ViewGeometry] = [:]
        for view in record.views {
            let g = view.geometry, f = g.frame, t = g.transform
            views[view.id] = ViewGeometry(frame: [f.origin.x, f.origin.y, f.size.width, f.size.height].map(finite), alpha: finite(g.alpha),
                                          transform: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(finite), hidden: g.hidden)
        }
        self.init(offset: offset, views: views)
    }

    /// Below this a number did not change: the trace rounds to 0.01, so any visible change is
    /// at least twice as large.
    public static let stillness = 0.005

    /// How much moved from `self` to `next`, in points: the views' frames and translations,
    /// alpha and the transform's scale/rotation part weighted ×100 (a full fade counts as 100 pt),
    /// a view appearing, disappearing or toggling `isHidden` as 100, and the scroll offset.
    public func motion(to next: TraceGeometry) -> Double {
        var total = 0.0
        for id in Set(views.keys).union(next.views.keys) {
            guard let a = views[id], let b = next.views[id] else { total += 100; continue }
            total += a.distance(to: b)
        }
        if let a = offset, let b = next.offset { total += abs(b.x - a.x) + abs(b.y - a.y) }
        return total
    }

    /// The ids of views whose frame, alpha, transform or visibility changed (or that came or
    /// went) from `self` to `next`, sorted.
    public func movedViews(to next: TraceGeometry) -> [String] {
        Set(views.keys).union(next.views.keys).filter { id in
            guard let a = views[id], let b = next.views[id] else { return true }
            return a.distance(to: b) > Self.stillness
        }.sorted()
    }

    /// The offset's change from `self` to `next`, or nil without a scroll view.
    public func scrollDelta(to next: TraceGeometry) -> Point? {
        guard let a = offset, let b = next.offset else { return nil }
        return Point(x: b.x - a.x, y: b.y - a.y)
    }
}

extension TraceGeometry.ViewGeometry {
    /// Summed absolute change, in the weights `TraceGeometry.motion(to:)` describes.
    func distance(to other: Self) -> Double {
        func sum(_ a: [Double?], _ b: [Double?], weights: [Double]) -> Double {
            guard a.count == b.count else { return 100 }
            var total = 0.0
            for (k, (x, y)) in zip(a, b).enumerated() {
                let w = k < weights.count ? weights[k] : 1
                switch (x, y) {
                case let (x?, y?): total += w * abs(x - y)
                case (nil, nil): break
                default: total += 100      // a number became non-finite, or the reverse
                }
            }
            return total
        }
        var total = sum(frame, other.frame, weights: [1, 1, 1, 1])
        total += sum([alpha], [other.alpha], weights: [100])
        total += sum(transform, other.transform, weights: [100, 100, 100, 100, 1, 1])
        if hidden != other.hidden { total += 100 }
        return total
    }
}
