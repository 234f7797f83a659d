import FlipbookRender

/// Walks a view tree, back to front, into draw ops: one group per visible view with its absolute
/// transform, opacity and clip; background, content, subviews, then border inside it. Each view's
/// layer is drawn as presented (`Layer.presentation()`): its running animations applied. The status
/// bar, when shown, goes on top of everything. Every colour is resolved for `appearance` here,
/// where it is drawn, so a semantic colour set on any view (or a cell, a bar, a label's default)
/// follows the scene's appearance and the display list holds static colours only.
struct DisplayListBuilder {
    let screen: Screen
    let background: Color
    var appearance: Appearance = .light
    /// The device's status bar (`StatusBar.ops()`), drawn over the views; empty when hidden.
    var statusBar: [DrawOp] = []

    func build(_ root: View) -> DisplayList {
        var ops: [DrawOp] = []
        ops.reserveCapacity(64)
        Self.append(root, parentTransform: .identity, into: &ops)
        ops += statusBar
        for i in ops.indices { ops[i] = ops[i].resolved(for: appearance) }
        return DisplayList(size: screen.size, scale: screen.scale, background: background.resolved(for: appearance), ops: ops)
    }

    /// What a view inside the tree draws, within its own group, without its background, border or
    /// opacity: its content and visible subviews, placed on the canvas by `transform` (for a
    /// snapshot drawn elsewhere, Hero's flying views). The view itself is drawn even when hidden.
    static func appendContent(of view: View, transform: AffineTransform, into ops: inout [DrawOp]) {
        ops.append(.beginGroup(Group(transform: transform)))
        let state = view.layer.presentationState
        view.layer.appendContents(into: &ops, state: state)
        appendDrawing(of: view, drawnIn: state.bounds, transform: transform, into: &ops)
        view.drawContent(into: &ops)
        appendSublayers(of: view.layer, transform: transform, into: &ops)
        ops.append(.endGroup)
    }

    private static func append(_ view: View, parentTransform: AffineTransform, space: SublayerSpace? = nil, into ops: inout [DrawOp]) {
        // UIKit skips hidden views and views too transparent to see.
        var layer = view.layer.presentationState
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let transition = view.layer.contentTransition?.shown
        if case .flip(_, let turn)? = transition {
            layer.transform3D = turn.concatenating(layer.transform3D ?? Transform3D(layer.transform))
        }
        // The root's "superview" is the screen itself.
        guard let placed = place(layer, parentTransform: parentTransform, space: space, into: &ops) else { return }
        defer { if placed.projected { ops.append(.endGroup) } }
        let transform = placed.transform
        switch transition {
        case .flip(let old?, _)?:
            // The first half of a flip: the old picture turns away.
            ops.append(.beginGroup(Group(transform: transform, opacity: layer.opacity)))
            appendSnapshot(old, opacity: 1, placedBy: transform, into: &ops)
            ops.append(.endGroup)
        case .dissolve(let old, let progress)?:
            ops.append(.beginGroup(Group(transform: transform, opacity: layer.opacity, blend: .isolated)))
            if progress < 1 { appendSnapshot(old, opacity: 1 - progress, placedBy: transform, into: &ops) }
            if progress > 0 { appendBody(of: view, layer, transform: transform, opacity: progress, blend: .adding, into: &ops) }
            ops.append(.endGroup)
        case let .slide(old, oldOffset, newOffset, oldOnTop)?:
            // Both pictures inside the layer's place, clipped to it only when it masks to bounds.
            ops.append(.beginGroup(Group(transform: transform, opacity: layer.opacity, clip: layer.masksToBounds ? layer.outline : nil)))
            let oldPlace = AffineTransform(translationX: oldOffset.x, y: oldOffset.y).concatenating(transform)
            let newPlace = AffineTransform(translationX: newOffset.x, y: newOffset.y).concatenating(transform)
            if oldOnTop { appendBody(of: view, layer, transform: newPlace, opacity: 1, blend: .normal, into: &ops) }
            appendSnapshot(old, opacity: 1, placedBy: oldPlace, into: &ops)
            if !oldOnTop { appendBody(of: view, layer, transform: newPlace, opacity: 1, blend: .normal, into: &ops) }
            ops.append(.endGroup)
        default:
            appendBody(of: view, layer, transform: transform, opacity: layer.opacity, blend: .normal, into: &ops)
        }
    }

    /// The view's own group, placed by `transform`: shadow, background, contents, drawing,
    /// subviews or sublayers, border and mask.
    private static func appendBody(of view: View, _ layer: LayerState, transform: AffineTransform, opacity: Double,
                                   blend: GroupBlend, into ops: inout [DrawOp]) {
        let bounds = layer.bounds
        let outline = layer.outline
        let mask = view.layer.mask

        let effectView = view as? VisualEffectView
        ops.append(.beginGroup(Group(transform: transform, opacity: opacity,
                                     clip: layer.masksToBounds ? outline : nil,
                                     blend: blend == .normal ? (effectView?.vibrancyGroupBlend ?? blend) : blend,
                                     backdrop: (view as? VisualEffectView)?.backdrop(outline))))
        if mask != nil { ops.append(.beginMasked) }
        if let shadow = layer.shadow.op(outline: outline) { ops.append(shadow) }
        if let bg = layer.backgroundColor, bg.alpha > 0 { ops.append(.fill(outline, bg)) }
        view.layer.appendContentsImage(in: bounds, into: &ops)
        view.layer.appendContents(into: &ops, state: layer)
        appendDrawing(of: view, drawnIn: bounds, transform: transform, into: &ops)
        appendContent(of: view, drawnIn: bounds, transform: transform, into: &ops)
        if view.layer.sublayerList.isEmpty, !view.subviews.contains(where: { $0.layer.modelState.zPosition != 0 }) {
            let space = SublayerSpace(layer)
            for sub in view.subviews { append(sub, parentTransform: transform, space: space, into: &ops) }
        } else {
            appendSublayers(of: view.layer, transform: transform, into: &ops)
        }
        if let scroll = view as? ScrollView { ops += scroll.indicatorOps() }
        if let effectView { ops += effectView.vibrancyOps(outline, transform: transform) }
        if let border = layer.borderOp { ops.append(border) }
        appendMask(mask, transform: transform, into: &ops)
        ops.append(.endGroup)
    }

    /// What `view` draws now, opaque and shown, in its own bounds coordinates (its group's
    /// transform the identity): the old picture a `UIView.transition` shows.
    static func snapshotOps(of view: View) -> [DrawOp] {
        var layer = view.layer.presentationState
        layer.opacity = 1
        layer.isHidden = false
        var ops: [DrawOp] = []
        appendBody(of: view, layer, transform: .identity, opacity: 1, blend: .normal, into: &ops)
        return ops
    }

    /// Draws `snapshot` (`snapshotOps(of:)`) placed by `transform`, its outer group at `opacity`.
    /// Groups are absolute, so each gets `transform` after its own, except inside a projected
    /// group, whose inner groups are in its offscreen space (its homography gets it instead).
    private static func appendSnapshot(_ snapshot: [DrawOp], opacity: Double, placedBy transform: AffineTransform,
                                       into ops: inout [DrawOp]) {
        var insideProjection: [Bool] = []
        var outer = true
        for op in snapshot {
            switch op {
            case .beginGroup(var group):
                let inside = insideProjection.last ?? false
                if !inside {
                    if let projection = group.projection {
                        group.projection = Projection(homography: projection.homography.concatenating(Homography(transform)),
                                                      extent: projection.extent)
                    } else {
                        group.transform = group.transform.concatenating(transform)
                    }
                }
                if outer { group.opacity = opacity; outer = false }
                insideProjection.append(inside || group.projection != nil)
                ops.append(.beginGroup(group))
            case .endGroup:
                _ = insideProjection.popLast()
                ops.append(op)
            default:
                ops.append(op)
            }
        }
    }

    /// A layer without a view, and its sublayers: the same order as a view's layer (shadow,
    /// background, contents, sublayers, border), in a group of its own.
    static func append(_ layer: Layer, parentTransform: AffineTransform, space: SublayerSpace? = nil, into ops: inout [DrawOp]) {
        if let view = layer.view { append(view, parentTransform: parentTransform, space: space, into: &ops); return }
        layer.hasBeenDrawn = true
        if layer is EmitterLayer { return DrawnRefusals.note(EmitterLayer.refusal) }
        let state = layer.presentationState
        guard !state.isHidden, state.opacity > 0 else { return }
        guard let placed = place(state, parentTransform: parentTransform, space: space, into: &ops) else { return }
        defer { if placed.projected { ops.append(.endGroup) } }
        let transform = placed.transform
        let outline = state.outline
        ops.append(.beginGroup(Group(transform: transform, opacity: state.opacity, clip: state.masksToBounds ? outline : nil)))
        if layer.mask != nil { ops.append(.beginMasked) }
        if let shadow = state.shadow.op(outline: outline) { ops.append(shadow) }
        if let bg = state.backgroundColor, bg.alpha > 0 { ops.append(.fill(outline, bg)) }
        layer.appendContentsImage(in: state.bounds, into: &ops)
        layer.appendContents(into: &ops, state: state)
        appendSublayers(of: layer, transform: transform, into: &ops)
        if let border = state.borderOp { ops.append(border) }
        appendMask(layer.mask, transform: transform, into: &ops)
        ops.append(.endGroup)
    }

    static func appendSublayers(of layer: Layer, transform: AffineTransform, into ops: inout [DrawOp]) {
        let state = layer.presentationState
        let space = SublayerSpace(state)
        if let replicator = layer as? ReplicatorLayer, replicator.instanceCount != 1 {
            return appendInstances(of: replicator, state: state, transform: transform, space: space, into: &ops)
        }
        for sub in layer.drawingOrder() { append(sub, parentTransform: transform, space: space, into: &ops) }
    }

    /// A mask is placed in its layer's bounds coordinates and closes the masked section.
    private static func appendMask(_ mask: Layer?, transform: AffineTransform, into ops: inout [DrawOp]) {
        guard let mask else { return }
        ops.append(.beginMask)
        append(mask, parentTransform: transform, into: &ops)
        ops.append(.endMasked)
    }
}

extension DisplayListBuilder {
    /// The view's own content, drawn for its model bounds (as UIKit draws a layer's contents once,
    /// at the size set) and stretched onto the bounds drawn now while an animation changes its
    /// size, as a layer's contents follow its bounds (`contentsGravity` `.resize`, the default:
    /// developer.apple.com/documentation/quartzcore/calayer/contentsgravity).
    private static func appendContent(of view: View, drawnIn shown: Rect, transform: AffineTransform, into ops: inout [DrawOp]) {
        let model = view.layer.modelState.bounds
        guard model.size != shown.size, model.width > 0, model.height > 0 else {
            view.drawContent(into: &ops)
            return
        }
        ops.append(.beginGroup(Group(transform: AffineTransform.stretching(model, onto: shown).concatenating(transform))))
        view.drawContent(into: &ops)
        ops.append(.endGroup)
    }
}

extension DisplayListBuilder {
    /// The view's `draw(_:)` recording, placed: its groups (clips) get the view's transform, or
    /// the stretch onto the bounds shown when the size changed since it was drawn.
    static func appendDrawing(of view: View, drawnIn shown: Rect, transform: AffineTransform, into ops: inout [DrawOp]) {
        let (drawing, size) = view.layer.recordedDrawing(of: view)
        guard !drawing.isEmpty else { return }
        var placed = transform
        if size != shown.size, size.width > 0, size.height > 0 {
            placed = AffineTransform.stretching(Rect(origin: shown.origin, size: size), onto: shown).concatenating(transform)
        }
        ops.append(.beginGroup(Group(transform: placed)))
        for op in drawing {
            if case .beginGroup(var g) = op {
                g.transform = g.transform.concatenating(placed)
                ops.append(.beginGroup(g))
            } else {
                ops.append(op)
            }
        }
        ops.append(.endGroup)
    }
}

private extension DrawOp {
    /// The op with each colour it draws resolved for `appearance`.
    func resolved(for appearance: Appearance) -> DrawOp {
        switch self {
        case .beginGroup, .endGroup, .beginMasked, .beginMask, .endMasked: return self
        case let .strokePath(shape, color, style):
            return color.isDynamic ? .strokePath(shape, color.resolved(for: appearance), style) : self
        case .gradient(var gradient, let shape):
            guard gradient.stops.contains(where: { $0.color.isDynamic }) else { return self }
            for i in gradient.stops.indices { gradient.stops[i].color = gradient.stops[i].color.resolved(for: appearance) }
            return .gradient(gradient, shape)
        case let .image(ref, rect, mode): return ref.tint == nil ? self : .image(ref.resolved(for: appearance), rect: rect, mode: mode)
        case let .fill(shape, color): return color.isDynamic ? .fill(shape, color.resolved(for: appearance)) : self
        case let .stroke(shape, color, width):
            return color.isDynamic ? .stroke(shape, color.resolved(for: appearance), width: width) : self
        case .text(let run):
            return run.hasDynamicColor ? .text(run.resolved(for: appearance)) : self
        case .shadow(var shadow):
            guard shadow.color.isDynamic else { return self }
            shadow.color = shadow.color.resolved(for: appearance)
            return .shadow(shadow)
        }
    }
}
