import FlipbookScene

/// The snapshots of one transition's `HeroTransitionPlan` on screen: views that fly in the
/// container go in a layer above both screens; views that move with their screen go in a layer
/// on top of that screen's content (under its dimming overlay), or inside the snapshot of their
/// nearest animated ancestor, so they move with it as in Hero. The originals are hidden while
/// their snapshots fly, and a matched destination's snapshot is traced under its hero id.
final class HeroFlights {
    private struct Entry {
        let flight: HeroTransitionPlan.Flight
        let view: HeroFlightView
        /// Where the snapshot's parent has its origin, in the container at rest: subtracted from
        /// the animation's centre, which is in the container's coordinates.
        var origin = Point.zero
    }
    private var entries: [Entry] = []
    private var layers: [View] = []
    /// Originals hidden here, with what to give back: their hidden flag and id.
    private var originals: [(view: View, wasHidden: Bool, id: String?)] = []

    init(plan: HeroTransitionPlan, from fromRoot: View, to toRoot: View, container: View) {
        func layer(in parent: View) -> View {
            let layer = View(frame: Rect(origin: .zero, size: parent.bounds.size))
            parent.addSubview(layer)
            layers.append(layer)
            return layer
        }
        let global = layer(in: container)
        var local: [ObjectIdentifier: View] = [:]
        entries = plan.flights.map { flight in
            let snapshot = HeroFlightView(source: flight.view)
            snapshot.id = flight.heroID
            return Entry(flight: flight, view: snapshot)
        }
        let byView = Dictionary(entries.indices.map { (ObjectIdentifier(entries[$0].flight.view), $0) }, uniquingKeysWith: { a, _ in a })
        for i in entries.indices {
            let flight = entries[i].flight
            if flight.global {
                global.addSubview(entries[i].view)
                continue
            }
            let screen = flight.appearing ? toRoot : fromRoot
            var ancestor = flight.view.superview
            while let a = ancestor, a !== screen, byView[ObjectIdentifier(a)] == nil { ancestor = a.superview }
            if let a = ancestor, a !== screen, let j = byView[ObjectIdentifier(a)] {
                entries[j].view.addSubview(entries[i].view)
                entries[i].origin = HeroTransitionPlan.restingState(of: a, in: container).frame.origin
            } else {
                let parent = local[ObjectIdentifier(screen)] ?? layer(in: screen)
                local[ObjectIdentifier(screen)] = parent
                parent.addSubview(entries[i].view)
            }
        }
        let tracedIDs = Set(plan.flights.compactMap(\.heroID))
        for entry in entries {
            let view = entry.flight.view
            originals.append((view, view.isHidden, view.id))
            view.isHidden = true
            // The trace records the first view with an id: the snapshot is the one to see.
            if let id = view.id, tracedIDs.contains(id) { view.id = nil }
        }
    }

    /// Puts every snapshot where its animation has it `elapsed` seconds in.
    func show(at elapsed: Double) {
        for entry in entries {
            var state = entry.flight.animation.state(at: elapsed)
            state.center = Point(x: state.center.x - entry.origin.x, y: state.center.y - entry.origin.y)
            entry.view.show(state)
        }
    }

    /// Removes the snapshots and shows the originals again.
    func land() {
        for layer in layers { layer.removeFromSuperview() }
        for entry in entries where entry.view.superview is HeroFlightView { entry.view.removeFromSuperview() }
        for (view, wasHidden, id) in originals {
            view.isHidden = wasHidden
            view.id = id
        }
    }
}
