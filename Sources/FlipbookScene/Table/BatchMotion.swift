import FlipbookRender

/// The animation of a batch update, for tables and collection views alike: each arriving or
/// moving view is put back where it starts and animated to where the new layout placed it;
/// each leaving view, kept under the others, is animated to where it goes and then handed back.
struct BatchMotion {
    struct Arrival { let view: View; let start: Rect; let startAlpha: Double? }
    struct Departure { let view: View; let end: Rect; let endAlpha: Double? }

    var arrivals: [Arrival] = []
    var departures: [Departure] = []

    /// Runs it over `duration` on the ease-in-out curve; `gone` gets each leaving view at the end.
    func run(in container: View, duration: Double, gone: @escaping (View) -> Void) {
        var finals: [(View, Rect, Double)] = []
        View.performWithoutAnimation {
            for arrival in arrivals {
                finals.append((arrival.view, arrival.view.frame, arrival.view.alpha))
                arrival.view.frame = arrival.start
                if let alpha = arrival.startAlpha { arrival.view.alpha = alpha }
            }
        }
        for departure in departures where departure.view.superview === container { container.sendSubviewToBack(departure.view) }
        let leaving = departures
        View.animate(withDuration: duration, delay: 0, options: [], animations: {
            for (view, frame, alpha) in finals {
                view.frame = frame
                view.alpha = alpha
            }
            for departure in leaving {
                departure.view.frame = departure.end
                if let alpha = departure.endAlpha { departure.view.alpha = alpha }
            }
        }, completion: { _ in
            for departure in leaving {
                View.performWithoutAnimation { departure.view.alpha = 1 }
                gone(departure.view)
            }
        })
    }
}
