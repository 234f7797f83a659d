import FlipbookRender

/// `CALayer.transform`, `sublayerTransform` and `isDoubleSided`: 3D transforms as Core Animation
/// has them. Each layer is flattened into its superlayer's plane (Core Animation's layers other
/// than `CATransformLayer` flatten their sublayers), so the map from a layer's bounds to its
/// superlayer is a homography of the plane (`Transform3D.flattened`).
///
/// ```swift
/// var t = CATransform3DIdentity
/// t.m34 = -1 / 500
/// card.layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
/// card.layer.isDoubleSided = false      // hidden once turned past 90°
/// ```
extension Layer {
    /// The transform about the anchor point, in 3D; an affine one is the same as `setAffineTransform`.
    public var transform: Transform3D {
        get { modelState.transform3D ?? Transform3D(modelState.transform) }
        set {
            setAffineTransform(newValue.affineTransform)
            if !newValue.isAffine { modelState.transform3D = newValue }
        }
    }

    /// Applied to every sublayer about this layer's anchor point (`m34` here gives the sublayers
    /// one shared vanishing point, at the anchor).
    public var sublayerTransform: Transform3D {
        get { modelState.sublayerTransform }
        set { modelState.sublayerTransform = newValue }
    }

    /// False: the layer (and its sublayers) draw nothing while its back faces the viewer.
    public var isDoubleSided: Bool {
        get { modelState.isDoubleSided }
        set { modelState.isDoubleSided = newValue }
    }
}

extension LayerState {
    /// Translation in 3D by (x, y).
    private static func shift(_ x: Double, _ y: Double) -> Transform3D { Transform3D(translationX: x, y: y, z: 0) }

    /// The anchor point in bounds coordinates.
    var anchorInBounds: Point {
        Point(x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
    }

    /// The map from bounds coordinates to the superlayer's, flattened: to the anchor, the
    /// transform, onto `position`, then the superlayer's `sublayerTransform` about its anchor.
    /// Nil when all of it is affine (the usual case: `transformToSuperlayer` then says it).
    func projectionToSuperlayer(superSublayerTransform s: Transform3D?, superAnchor: Point) -> Homography? {
        let parent = s.flatMap { $0.isIdentity ? nil : $0 }
        guard transform3D != nil || parent != nil else { return nil }
        var m = Self.shift(-anchorInBounds.x, -anchorInBounds.y)
            .concatenating(transform3D ?? Transform3D(transform))
            .concatenating(Self.shift(position.x, position.y))
        if let parent {
            m = m.concatenating(Self.shift(-superAnchor.x, -superAnchor.y)).concatenating(parent)
                .concatenating(Self.shift(superAnchor.x, superAnchor.y))
        }
        return m.flattened
    }
}
