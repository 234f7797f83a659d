import FlipbookRender

/// What a superlayer adds to its sublayers' placement: its `sublayerTransform`, about its
/// anchor point. Nil (no space) when that transform is the identity.
struct SublayerSpace {
    let transform: Transform3D
    let anchor: Point

    init?(_ state: LayerState) {
        guard !state.sublayerTransform.isIdentity else { return nil }
        transform = state.sublayerTransform; anchor = state.anchorInBounds
    }
}

extension DisplayListBuilder {
    /// Below this w a corner is at or behind the eye: the layer is not drawn (CHOSEN; Core
    /// Animation clips such a layer at the eye plane, which a flat warp cannot show).
    static let nearestW = 1e-3

    /// Where a layer draws: its absolute affine transform on the vector path, or, when its 3D
    /// placement is not affine, a projected group opened for it (the caller closes it) with the
    /// transform that puts its bounds at that group's origin. Nil when it draws nothing: a
    /// single-sided layer facing away, or one reaching behind the eye.
    static func place(_ state: LayerState, parentTransform: AffineTransform, space: SublayerSpace?,
                      into ops: inout [DrawOp]) -> (transform: AffineTransform, projected: Bool)? {
        guard let local = state.projectionToSuperlayer(superSublayerTransform: space?.transform,
                                                       superAnchor: space?.anchor ?? .zero) else {
            // Affine: the layer faces away only when the transform mirrors it.
            let t = state.transform
            if !state.isDoubleSided, t.a * t.d - t.b * t.c < 0 { return nil }
            return (state.transformToSuperlayer.concatenating(parentTransform), false)
        }
        let b = state.bounds
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]
        guard corners.allSatisfy({ local.w(at: $0) > nearestW }) else { return nil }
        // Facing: the flattened map keeps the bounds' orientation (front) or reverses it (back:
        // turned past 90° about x or y). With w > 0 the sign of the determinant says which.
        // CHOSEN: a mirroring transform counts as facing away too.
        if !state.isDoubleSided, local.determinant < 0 { return nil }
        let full = local.concatenating(Homography(parentTransform))
        if let affine = full.affine { return (affine, false) }
        guard b.width > 0, b.height > 0 else { return nil }
        // CHOSEN: the offscreen drawing is the bounds; what a perspective layer draws outside
        // them (an outer shadow, sublayers beyond the bounds) is cut.
        let toOrigin = Homography(AffineTransform(translationX: b.minX, y: b.minY)).concatenating(full)
        ops.append(.beginGroup(Group(transform: .identity, projection: Projection(homography: toOrigin, extent: b.size))))
        return (AffineTransform(translationX: -b.minX, y: -b.minY), true)
    }
}
