import FlipbookRender

extension DisplayListBuilder {
    /// A replicator's sublayers, once per copy: copy i under the instance transform applied i
    /// times about the anchor point, its animations i delays behind, its colours tinted.
    static func appendInstances(of replicator: ReplicatorLayer, state: LayerState, transform: AffineTransform,
                                space: SublayerSpace?, into ops: inout [DrawOp]) {
        let count = min(max(0, replicator.instanceCount), ReplicatorLayer.maximumInstanceCount)
        let anchor = state.anchorInBounds
        let step = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(replicator.instanceTransform.affineTransform)
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
        var placed = AffineTransform.identity
        let order = replicator.drawingOrder()
        for index in 0..<count {
            let tint = replicator.tint(ofInstance: index)
            guard tint.alpha > 0 else {
                placed = step.concatenating(placed)
                continue
            }
            let start = ops.count
            PresentationTimeShift.behind(Double(index) * replicator.instanceDelay) {
                for sub in order { append(sub, parentTransform: placed.concatenating(transform), space: space, into: &ops) }
            }
            if tint.red < 1 || tint.green < 1 || tint.blue < 1 || tint.alpha < 1 {
                for i in start..<ops.count { ops[i] = ops[i].tinted(tint) }
            }
            placed = step.concatenating(placed)
        }
    }
}

private extension DrawOp {
    /// The op with each colour it draws multiplied by `tint` (images keep theirs).
    func tinted(_ tint: (red: Double, green: Double, blue: Double, alpha: Double)) -> DrawOp {
        func mix(_ c: Color) -> Color {
            func times(_ x: Color) -> Color {
                Color(red: x.red * tint.red, green: x.green * tint.green, blue: x.blue * tint.blue, alpha: x.alpha * tint.alpha)
            }
            return c.isDynamic ? Color(light: times(c.resolved(for: .light)), dark: times(c.resolved(for: .dark))) : times(c)
        }
        switch self {
        case let .fill(shape, color): return .fill(shape, mix(color))
        case let .stroke(shape, color, width): return .stroke(shape, mix(color), width: width)
        case let .strokePath(shape, color, style): return .strokePath(shape, mix(color), style)
        case .gradient(var gradient, let shape):
            for i in gradient.stops.indices { gradient.stops[i].color = mix(gradient.stops[i].color) }
            return .gradient(gradient, shape)
        default: return self
        }
    }
}
