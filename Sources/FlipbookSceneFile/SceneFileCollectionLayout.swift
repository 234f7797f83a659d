import FlipbookRender
import FlipbookScene

/// A scene file's flow layout, with what app code writes in a `UICollectionViewFlowLayout`
/// subclass for a carousel: a per-frame effect on every visible cell from its distance to the
/// visible centre (`layoutAttributesForElements(in:)` with `shouldInvalidateLayout(forBoundsChange:)`
/// true, https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)),
/// and snapping to the item nearest the centre where a drag would stop
/// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
///
/// ```json
/// "cellEffect": {"scale": "1 - 0.2 * min(abs(d) / 276, 1)", "alpha": "1 - 0.4 * min(abs(d) / 276, 1)"},
/// "snapsToItems": true
/// ```
final class SceneFileCollectionLayout: CollectionViewFlowLayout {
    /// `d` in scope: the cell centre's distance from the visible centre along the scroll axis, in
    /// points (negative before it, positive after).
    struct CellEffect {
        var scale: ValueExpression?
        var alpha: ValueExpression?
        var zIndex: ValueExpression?
    }

    var effect: CellEffect?
    var snapsToItems = false
    /// The first failure of an effect at run time is warned about once; the cell then shows as laid out.
    private var warned = false

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        effect != nil || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let all = super.layoutAttributesForElements(in: rect) else { return nil }
        guard let effect, let collectionView else { return all }
        let bounds = collectionView.bounds
        let horizontal = scrollDirection == .horizontal
        let centre = horizontal ? bounds.midX : bounds.midY
        return all.map { original in
            guard original.representedElementCategory == .cell,
                  let attributes = original.copy() as? CollectionViewLayoutAttributes else { return original }
            let d = (horizontal ? attributes.center.x : attributes.center.y) - centre
            if let problem = Self.apply(effect, d: d, to: attributes) {
                if !warned {
                    warned = true
                    collectionView.scene?.noteWarning("a collection's cellEffect failed at d = \(SceneFileRange.format(d)): \(problem); the cell shows as laid out")
                }
                return original
            }
            return attributes
        }
    }

    /// Sets `item`'s scale, alpha and z index from `effect` at distance `d`; on a failure (a value
    /// out of range) sets nothing and says why.
    static func apply(_ effect: CellEffect, d: Double, to item: CollectionLayoutVisibleItem) -> String? {
        do {
            let scale = try effect.scale.map { try checked($0.evaluate(["d": d]), in: .factor, what: "scale") }
            let alpha = try effect.alpha.map { min(1, max(0, try checked($0.evaluate(["d": d]), in: .finite, what: "alpha"))) }
            let z = try effect.zIndex.map { Int(try checked($0.evaluate(["d": d]).rounded(), in: SceneFileRange(-10_000...10_000), what: "zIndex")) }
            if let scale { item.transform = AffineTransform(scaleX: scale, y: scale) }
            if let alpha { item.alpha = alpha }
            if let z { item.zIndex = z }
            return nil
        } catch {
            return "\(error)"
        }
    }

    private struct OutOfRange: Error, CustomStringConvertible { let description: String }

    private static func checked(_ value: Double, in range: SceneFileRange, what: String) throws -> Double {
        if let problem = range.check(value) { throw OutOfRange(description: "\(what) \(problem)") }
        return value
    }

    /// The item whose centre is nearest the centre of where the drag would stop comes to rest centred.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard snapsToItems, let collectionView else {
            return super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        let size = collectionView.bounds.size
        let horizontal = scrollDirection == .horizontal
        let proposed = Rect(origin: proposedContentOffset, size: size)
        let centre = horizontal ? proposed.midX : proposed.midY
        let search = proposed.insetBy(dx: horizontal ? -size.width : 0, dy: horizontal ? 0 : -size.height)
        let nearest = (super.layoutAttributesForElements(in: search) ?? [])
            .filter { $0.representedElementCategory == .cell }
            .min { abs((horizontal ? $0.center.x : $0.center.y) - centre) < abs((horizontal ? $1.center.x : $1.center.y) - centre) }
        guard let nearest else { return proposedContentOffset }
        return horizontal ? Point(x: nearest.center.x - size.width / 2, y: proposedContentOffset.y)
                          : Point(x: proposedContentOffset.x, y: nearest.center.y - size.height / 2)
    }
}
