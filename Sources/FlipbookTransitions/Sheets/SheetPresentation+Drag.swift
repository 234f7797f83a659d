import FlipbookScene

/// A finger dragging a sheet that has more than one detent, as on a device: the sheet follows
/// the finger between its smallest and largest detents (its content laid out at each height,
/// the presenter's card and dimming in between the two detents' looks), and on lifting it
/// settles on the sheet spring at the detent nearest to where its speed would carry it; a new
/// detent is recorded in `selectedDetentIdentifier` and told to the delegate.
///
/// Left out: dragging below the smallest detent to dismiss (UIKit's interactive dismissal),
/// the rubber band above the largest (here the sheet stops there), and handing a drag over to
/// a scroll view inside the sheet (`prefersScrollingExpandsWhenScrolledToEdge`).
///
/// Where a flick lands: CHOSEN the projection of WWDC18 "Designing Fluid Interfaces", the
/// distance a scroll view's normal deceleration (rate 0.998 per ms) would carry the speed:
/// v / 1000 · 0.998 / (1 − 0.998) = 0.499 s · v.
extension SheetPresentation {
    /// Seconds of the lifting speed that count towards where the sheet settles (CHOSEN above).
    static let flickProjection = 0.998 / (1 - 0.998) / 1000

    /// Adds the drag once the sheet has more than one detent to move between.
    func installDrag(_ controller: SheetPresentationController) {
        guard dragPan == nil, controller.detents.count > 1 else { return }
        let pan = PanGestureRecognizer()
        pan.addTarget(self, action: SheetPresentation.dragged)
        holder.addGestureRecognizer(pan)
        dragPan = pan
    }

    func dragged(_ pan: PanGestureRecognizer) {
        guard let controller, isSettled else { return }
        let stops = controller.stops(containerSize: geometry.containerSize, safeArea: safeArea)
        guard let lowest = stops.first?.geometry.height, let highest = stops.last?.geometry.height else { return }
        switch pan.state {
        case .began:
            // From where it is drawn, a running detent change stopped there.
            let drawnTop = holder.presentationFrameInRoot.minY
            for layer in [holder.layer, content.layer, card.layer, dimming.layer] { layer.removeAllAnimations() }
            dragStartHeight = geometry.containerSize.height - drawnTop
            follow(pan, stops: stops, lowest: lowest, highest: highest)
        case .changed:
            follow(pan, stops: stops, lowest: lowest, highest: highest)
        case .ended, .cancelled:
            let height = currentHeight(pan, lowest: lowest, highest: highest)
            let speed = pan.state == .ended ? -pan.velocity(in: nil).y : 0
            let speedSafe = speed.isFinite ? speed : 0
            let aim = height + speedSafe * Self.flickProjection
            let target = stops.min { abs($0.geometry.height - aim) < abs($1.geometry.height - aim) } ?? stops[0]
            // The detent it rested at before (the drag itself leaves `geometry` alone).
            let previous = stops.first { $0.geometry == geometry }?.identifier
            dragStartHeight = nil
            geometry = target.geometry
            place(height: target.geometry.height, pose: target.geometry.cardPose, animated: true)
            controller.userSelected(target.identifier, previous: previous)
        default:
            break
        }
    }

    /// The height the finger holds the sheet at: the start less the finger's rise, within the detents.
    private func currentHeight(_ pan: PanGestureRecognizer, lowest: Double, highest: Double) -> Double {
        let start = dragStartHeight ?? geometry.height
        let rise = -pan.translation(in: nil).y
        let height = start + (rise.isFinite ? rise : 0)
        return min(max(height, lowest), highest)
    }

    private func follow(_ pan: PanGestureRecognizer, stops: [(identifier: SheetDetent.Identifier, geometry: SheetGeometry)],
                        lowest: Double, highest: Double) {
        let height = currentHeight(pan, lowest: lowest, highest: highest)
        place(height: height, pose: Self.pose(at: height, between: stops.map(\.geometry)), animated: false)
    }

    /// The presenter's look with the sheet `height` tall: that of the two detents around it,
    /// in proportion.
    static func pose(at height: Double, between stops: [SheetGeometry]) -> TransitionPose {
        guard let first = stops.first else { return TransitionPose() }
        guard let upper = stops.firstIndex(where: { $0.height >= height }) else { return stops[stops.count - 1].cardPose }
        guard upper > 0 else { return first.cardPose }
        let a = stops[upper - 1], b = stops[upper]
        let f = b.height > a.height ? (height - a.height) / (b.height - a.height) : 1
        return a.cardPose.interpolated(to: b.cardPose, f)
    }
}
