import FlipbookMotion
import FlipbookRender

/// Where the band of a section that scrolls sideways comes to rest when the finger lifts, per
/// `orthogonalScrollingBehavior` (Apple's pages under
/// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior):
///
/// - `.continuous` (…/continuous: "scroll its content orthogonally with continuous scrolling"):
///   the fling's own stop (`proposed`), at the scroll view's normal deceleration.
/// - `.continuousGroupLeadingBoundary` (…/continuousgroupleadingboundary: "coming to a natural
///   stop at the leading boundary of the visible group"): the group whose leading edge is nearest
///   the fling's stop, its edge where the first group starts.
/// - `.paging` (…/paging): pages by the band's width (the collection view's), as `isPagingEnabled`
///   pages (the band is a paging scroll view: PagingRule picks the page).
/// - `.groupPaging` (…/grouppaging: "page its content orthogonally one group at a time"): the
///   nearest group to the release projected as PagingRule projects it, at most one group from the
///   one shown when the finger landed, its leading edge where the first group starts.
/// - `.groupPagingCentered` (…/grouppagingcentered): as group paging, each group coming to rest
///   centred in the band.
///
/// CHOSEN (Apple publishes no numbers): the projection and the one-group limit are PagingRule's
/// (0.1 s of the release speed at the `.fast` rate; UIKit pages one unit per flick), and the
/// paging behaviours land at the `.fast` deceleration rate, like a paging scroll view.
enum CompositionalOrthogonalSnapping {
    /// The resting offset for a release at `offset` with `velocity` (pt/s, positive towards the
    /// trailing end) that would coast to `proposed`; `startOffset` is where the band was when the
    /// finger landed.
    static func target(for band: CompositionalGeometry.Band, offset: Double, velocity: Double,
                       proposed: Double, startOffset: Double) -> Double {
        // Right to left the band is its left-to-right layout seen from the other end: an offset o
        // there is maxOffset − o here, and a velocity turns round.
        if band.mirrored {
            var unmirrored = band
            unmirrored.mirrored = false
            let hi = band.maxOffset
            let chosen = target(for: unmirrored, offset: hi - offset, velocity: -velocity, proposed: hi - proposed, startOffset: hi - startOffset)
            return hi - chosen
        }
        let hi = band.maxOffset
        func clamp(_ v: Double) -> Double { v.isFinite ? min(hi, max(0, v)) : 0 }
        let starts = band.groupMinX
        guard !starts.isEmpty else { return clamp(proposed) }
        switch band.behavior {
        case .none, .continuous, .paging:
            return clamp(proposed)
        case .continuousGroupLeadingBoundary:
            let aligned = starts.map { $0 - band.leadingInset }
            return clamp(nearest(aligned, to: proposed))
        case .groupPaging, .groupPagingCentered:
            let centred = band.behavior == .groupPagingCentered
            let resting = starts.map { centred ? $0 + band.groupWidth / 2 - band.frame.width / 2 : $0 - band.leadingInset }
            let rate = DecelerationRate.fast.rawValue
            let projected = offset + (velocity.isFinite ? velocity : 0) / 1000 * rate / (1 - rate)
            let from = nearestIndex(resting, to: startOffset)
            let to = min(max(nearestIndex(resting, to: projected), from - 1), from + 1)
            return clamp(resting[to])
        }
    }

    static func nearestIndex(_ values: [Double], to value: Double) -> Int {
        var best = 0
        for index in values.indices where abs(values[index] - value) < abs(values[best] - value) { best = index }
        return best
    }

    private static func nearest(_ values: [Double], to value: Double) -> Double { values[nearestIndex(values, to: value)] }
}
