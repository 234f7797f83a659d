import FlipbookScene

/// Which views of the two screens Hero animates in one transition, and how: matched pairs (same
/// `hero.id`), views with modifiers, `source`, `cascade` and `ignoreSubviewModifiers`, each
/// turned into a `HeroViewAnimation`. The rules are Hero's preprocessors and default animator
/// (HeroTransitions/Hero: IgnoreSubviewModifiers, Match, Source, Cascade, HeroDefaultAnimator):
///
/// - the screens' views are taken depth first, leaving out hidden views and views with
///   `hero.isEnabled == false` (and what is inside them); the screens' root views are moved by
///   the default animation, not here;
/// - a destination view and the last source view with its id are matched: both fly in the
///   container from the source's geometry to the destination's (centre, size, transform, corner
///   radius, background colour), with the destination's arc, duration, curve, delay and spring;
/// - the view inserted below (the destination, unless the source screen is on top) fades in;
///   the other one fades out too unless both are opaque (labels and image views are not);
/// - a view that appears animates from the state its modifiers describe to how it is laid out,
///   one that disappears the other way round;
/// - with no duration modifier a view takes Hero's distance-based duration; `.infinity` takes
///   the longest one; the transition lasts until the last view and the screens (0.35 s) arrive.
///
/// ```swift
/// let plan = HeroTransitionPlan(from: list.view, to: detail.view, container: nav.contentView, sourceOnTop: false)
/// plan.flights.map(\.heroID)     // ["avatar-2", "title-2", …]
/// plan.duration                  // ≥ 0.35
/// ```
public struct HeroTransitionPlan {
    /// One view Hero animates: a snapshot of `view` drawn in its place while the view is hidden.
    public struct Flight {
        public let view: View
        public let appearing: Bool
        /// True when it flies in the container (matched, `source`, `useGlobalCoordinateSpace`),
        /// false when it moves with its screen.
        public let global: Bool
        /// The id it is traced under: the hero id of a matched destination view.
        public let heroID: String?
        public let zPosition: Double
        public var animation: HeroViewAnimation
    }

    public private(set) var flights: [Flight] = []
    /// Until the last view has arrived, at least the screens' 0.35 s.
    public private(set) var duration: Double = HeroTiming.duration
    /// The longest view animation, delays left out, as HeroDefaultAnimator counts it for
    /// `.durationMatchLongest`: each view's explicit duration, else its distance-based one.
    public private(set) var longestAnimation = 0.0

    /// Plans the views of `fromRoot` and `toRoot`, both resting in `container`. `sourceOnTop` is
    /// Hero's `insertToViewFirst`: whether the outgoing screen is drawn over the incoming one.
    public init(from fromRoot: View, to toRoot: View, container: View, sourceOnTop: Bool, screenDuration: Double = HeroTiming.duration) {
        let fromViews = Self.flattened(fromRoot), toViews = Self.flattened(toRoot)
        // HeroContext.process: only a view whose bounds, in the container, meet the container's
        // bounds gets its hero id and modifiers: a row scrolled off screen is neither matched nor moved.
        let shown = Set((fromViews + toViews).filter { Self.isOnScreen($0, in: container) }.map(ObjectIdentifier.init))
        var states: [ObjectIdentifier: HeroTargetState] = [:]
        for view in fromViews + toViews where !view.hero.modifiers.isEmpty && shown.contains(ObjectIdentifier(view)) {
            states[ObjectIdentifier(view)] = HeroTargetState(modifiers: view.hero.modifiers)
        }
        var sourceByID: [String: View] = [:], destinationByID: [String: View] = [:]
        for view in fromViews where shown.contains(ObjectIdentifier(view)) { if let id = view.hero.id { sourceByID[id] = view } }
        for view in toViews where shown.contains(ObjectIdentifier(view)) { if let id = view.hero.id { destinationByID[id] = view } }

        // IgnoreSubviewModifiers.
        for view in fromViews + toViews {
            guard let recursive = states[ObjectIdentifier(view)]?.ignoreSubviewModifiers else { continue }
            var stack = view.subviews
            while let sub = stack.popLast() {
                states[ObjectIdentifier(sub)] = nil
                if recursive { stack += sub.subviews }
            }
        }

        // Match: a two-way source.
        var paired: [ObjectIdentifier: View] = [:]
        for tv in toViews where shown.contains(ObjectIdentifier(tv)) {
            guard let id = tv.hero.id, let fv = sourceByID[id] else { continue }
            var t = states[ObjectIdentifier(tv)] ?? HeroTargetState()
            var f = states[ObjectIdentifier(fv)] ?? HeroTargetState()
            t.source = id; f.source = id
            f.arc = t.arc; f.duration = t.duration; f.timing = t.timing; f.delay = t.delay; f.spring = t.spring
            let nonOpaque = !Self.isOpaque(fv) || !Self.isOpaque(tv)
            if sourceOnTop {
                f.opacity = 0
                t.opacity = nonOpaque ? 0 : nil
            } else {
                t.opacity = 0
                if nonOpaque { f.opacity = 0 } else { f.opacity = nil; t.opacity = nil }
            }
            states[ObjectIdentifier(tv)] = t
            states[ObjectIdentifier(fv)] = f
            paired[ObjectIdentifier(tv)] = fv
            paired[ObjectIdentifier(fv)] = tv
        }

        // Source: take the other view's geometry, in the container.
        func prepare(_ view: View, target: View) {
            guard var state = states[ObjectIdentifier(view)] else { return }
            let mine = Self.restingState(of: view, in: container), theirs = Self.restingState(of: target, in: container)
            state.usesGlobalCoordinates = true
            state.position = theirs.center
            state.transform = theirs.transform
            state.size = mine.size != theirs.size ? theirs.size : nil
            if state.cornerRadius == nil, mine.cornerRadius != theirs.cornerRadius { state.cornerRadius = theirs.cornerRadius }
            if mine.backgroundColor != theirs.backgroundColor { state.backgroundColor = theirs.backgroundColor ?? .clear }
            states[ObjectIdentifier(view)] = state
        }
        for fv in fromViews {
            if let id = states[ObjectIdentifier(fv)]?.source, let tv = destinationByID[id] { prepare(fv, target: tv) }
        }
        for tv in toViews {
            if let id = states[ObjectIdentifier(tv)]?.source, let fv = sourceByID[id] { prepare(tv, target: fv) }
        }

        // Cascade: growing delays down the subviews, in the direction's order.
        for view in fromViews + toViews {
            guard let state = states[ObjectIdentifier(view)], let cascade = state.cascade else { continue }
            let sorted = Self.sorted(view.subviews, cascade.direction, layoutDirection: view.scene?.layoutDirection ?? .leftToRight)
            let finalDelay = Double(sorted.count) * cascade.delta + state.delay
            for (i, sub) in sorted.enumerated() {
                let delay = Double(i) * cascade.delta + state.delay
                var stack = [sub]
                while let v = stack.popLast() {
                    let key = ObjectIdentifier(v)
                    if let partner = paired[key] {
                        if cascade.delayMatchedViews {
                            states[key]?.delay = finalDelay
                            states[ObjectIdentifier(partner)]?.delay = finalDelay
                        }
                    } else {
                        states[key]?.delay = delay
                    }
                    stack += v.subviews
                }
            }
        }

        // Animate: durations as HeroDefaultAnimator decides them.
        let fromSet = Set(fromViews.map(ObjectIdentifier.init))
        let ordered = sourceOnTop ? toViews + fromViews : fromViews + toViews
        var planned: [(View, HeroTargetState, HeroViewState, HeroViewState)] = []
        var longest = 0.0
        for view in ordered {
            guard let state = states[ObjectIdentifier(view)], state.canAnimate else { continue }
            let rest = Self.restingState(of: view, in: container)
            var far = rest
            if let p = state.position { far.center = p }
            if let s = state.size { far.size = s }
            if let t = state.transform { far.transform = t }
            if let o = state.opacity { far.alpha = o }
            if let r = state.cornerRadius { far.cornerRadius = r }
            if let c = state.backgroundColor { far.backgroundColor = c }
            let optimized = HeroViewAnimation.optimizedDuration(from: rest, to: far)
            if let d = state.duration, d != .infinity { longest = max(longest, d) } else { longest = max(longest, optimized) }
            planned.append((view, state, rest, far))
        }
        var flights: [Flight] = []
        var end = screenDuration
        for (view, state, rest, far) in planned {
            let appearing = !fromSet.contains(ObjectIdentifier(view))
            let optimized = HeroViewAnimation.optimizedDuration(from: rest, to: far)
            let seconds = state.duration == .infinity ? longest : (state.duration ?? optimized)
            let animation = HeroViewAnimation(from: appearing ? far : rest, to: appearing ? rest : far, delay: state.delay,
                                              duration: seconds, curve: state.timing ?? HeroTiming.standard,
                                              spring: state.spring, arc: state.arc)
            end = max(end, animation.end)
            let matchedID = appearing && paired[ObjectIdentifier(view)] != nil ? view.hero.id : nil
            flights.append(Flight(view: view, appearing: appearing, global: state.usesGlobalCoordinates, heroID: matchedID,
                                  zPosition: state.zPosition ?? 0, animation: animation))
        }
        // zPosition orders what flies; equal ones keep Hero's insertion order.
        longestAnimation = longest
        self.flights = flights.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
        duration = end
    }

    /// The views Hero considers on one screen, depth first, root left out.
    static func flattened(_ root: View) -> [View] {
        var list: [View] = []
        func walk(_ view: View) {
            for sub in view.subviews where !sub.isHidden && sub.hero.isEnabled {
                list.append(sub)
                walk(sub)
            }
        }
        walk(root)
        return list
    }

    /// Hero's on-screen test (HeroContext.process): `container.convert(view.bounds, from: view)
    /// .intersects(container.bounds)`, a shared edge counting, as CGRect's `intersects` does.
    static func isOnScreen(_ view: View, in container: View) -> Bool {
        container.convert(view.bounds, from: view).intersects(container.bounds)
    }

    /// MatchPreprocessor's test: the view's `isOpaque` (true for a plain view, false for labels
    /// and image views) and an alpha of 1.
    static func isOpaque(_ view: View) -> Bool {
        view.isOpaque && view.alpha >= 1
    }

    /// How `view` looks at rest, in `container`'s coordinates: the centre placed by its
    /// ancestors, the transforms of it and its ancestors (without their moves) as one.
    public static func restingState(of view: View, in container: View) -> HeroViewState {
        var toContainer = AffineTransform.identity
        var v = view.superview
        while let current = v, current !== container, let parent = current.superview {
            toContainer = toContainer.concatenating(current.transformToSuperview)
            v = parent
        }
        let center = toContainer.apply(to: view.center)
        let own = view.transform.concatenating(toContainer)
        let flat = AffineTransform(a: own.a, b: own.b, c: own.c, d: own.d, tx: view.transform.tx, ty: view.transform.ty)
        return HeroViewState(center: center, size: view.bounds.size, transform: flat, alpha: view.alpha,
                             cornerRadius: view.cornerRadius, backgroundColor: view.backgroundColor)
    }

    static func sorted(_ views: [View], _ direction: HeroCascadeDirection, layoutDirection: LayoutDirection) -> [View] {
        func distance(_ v: View, _ c: Point) -> Double { ((v.center.x - c.x) * (v.center.x - c.x) + (v.center.y - c.y) * (v.center.y - c.y)).squareRoot() }
        let rtl = layoutDirection == .rightToLeft
        let before: (View, View) -> Bool
        switch direction {
        case .topToBottom: before = { $0.frame.minY < $1.frame.minY }
        case .bottomToTop: before = { $0.frame.maxY == $1.frame.maxY ? $0.frame.maxX > $1.frame.maxX : $0.frame.maxY > $1.frame.maxY }
        case .leftToRight: before = { $0.frame.minX < $1.frame.minX }
        case .rightToLeft: before = { $0.frame.maxX > $1.frame.maxX }
        case .leadingToTrailing: before = rtl ? { $0.frame.maxX > $1.frame.maxX } : { $0.frame.minX < $1.frame.minX }
        case .trailingToLeading: before = rtl ? { $0.frame.minX < $1.frame.minX } : { $0.frame.maxX > $1.frame.maxX }
        case .radial(let c): before = { distance($0, c) < distance($1, c) }
        case .inverseRadial(let c): before = { distance($0, c) > distance($1, c) }
        }
        // Stable, as the order among equals must not depend on the sort.
        return views.enumerated().sorted { before($0.element, $1.element) || (!before($1.element, $0.element) && $0.offset < $1.offset) }.map(\.element)
    }
}
