import FlipbookScene

/// The snapshots of one transition's `HeroTransitionPlan` on screen: views that fly in the
/// container go in a layer above both screens; views that move with their screen go in a layer
/// on top of that screen's content (under its dimming overlay). The originals are hidden while
/// their snapshots fly, and a matched destination's snapshot is traced under its hero id.
final class HeroFlights {
    private let entries: [(flight: HeroTransitionPlan.Flight, view: HeroFlightView)]
    private let layers: [View]
    /// Originals hidden here, with what to give back: their hidden flag and id.
    private let originals: [(view: View, wasHidden: Bool, id: String?)]

    init(plan: HeroTransitionPlan, from fromRoot: View, to toRoot: View, container: View) {
        func layer(in parent: View) -> View {
            let layer = View(frame: Rect(origin: .zero, size: parent.bounds.size))
            parent.addSubview(layer)
            return layer
        }
        let global = layer(in: container)
        var local: [ObjectIdentifier: View] = [:]
        let tracedIDs = Set(plan.flights.compactMap(\.heroID))
        var entries: [(HeroTransitionPlan.Flight, HeroFlightView)] = []
        var originals: [(View, Bool, String?)] = []
        for flight in plan.flights {
            let snapshot = HeroFlightView(source: flight.view)
            snapshot.id = flight.heroID
            let screen = flight.appearing ? toRoot : fromRoot
            let parent = flight.global ? global : (local[ObjectIdentifier(screen)] ?? {
                let made = layer(in: screen)
                local[ObjectIdentifier(screen)] = made
                return made
            }())
            parent.addSubview(snapshot)
            entries.append((flight, snapshot))
            originals.append((flight.view, flight.view.isHidden, flight.view.id))
        }
        for (view, _, id) in originals {
            view.isHidden = true
            // The trace records the first view with an id: the snapshot is the one to see.
            if let id, tracedIDs.contains(id) { view.id = nil }
        }
        self.entries = entries
        self.layers = [global] + local.values
        self.originals = originals
    }

    /// Puts every snapshot where its animation has it `elapsed` seconds in.
    func show(at elapsed: Double) {
        for (flight, view) in entries { view.show(flight.animation.state(at: elapsed)) }
    }

    /// Removes the snapshots and shows the originals again.
    func land() {
        for layer in layers { layer.removeFromSuperview() }
        for (view, wasHidden, id) in originals {
            view.isHidden = wasHidden
            view.id = id
        }
    }
}
