import FlipbookScene

/// The views a transition moves and those it adds for the motion, placed in the container: the
/// two movers (the screens' root views, or a sheet's holder and the card behind it), a black
/// backdrop behind them (Hero's container colour), a black overlay inside each screen carrying
/// its pose's overlay alpha, and for push, pull, cover, uncover, pageIn and pageOut a
/// `TransitionShadowView` right under the moving screen. The poses run as animations on those
/// views' layers (`startPosing()`), so the views' own values stay as they were while the frames
/// show them moving.
///
/// ```swift
/// TransitionStage.settleArrivingScreen(request, choice: choice)   // before the appearance callbacks
/// var stage = TransitionStage(request, choice: choice, fromCard: card, sheets: &sheets)
/// stage.addShadows(for: choice.motion)
/// stage.startPosing()
/// stage.pose(choice.motion.frame(at: 0))
/// ```
struct TransitionStage {
    let backdrop: View
    let fromMover: View
    let toMover: View
    let fromOverlay: View
    let toOverlay: View
    private(set) var fromShadow: TransitionShadowView?
    private(set) var toShadow: TransitionShadowView?
    /// The sheet this transition brings up or takes down, if any.
    let sheet: SheetRole?
    /// A presenter that an over-full-screen modal leaves on screen when it is presented.
    private var keepsLeavingScreen = false
    /// The poses shown now, read by the layer animations when a frame is drawn.
    private let clock = PoseClock()
    private var animations: [(layer: Layer, animation: LayerAnimation)] = []

    /// Puts both screens in the container in the order the motion draws them. `fromCard` is what
    /// moves for the leaving screen (its view, or the holder of the sheet it is in); a sheet being
    /// presented is registered in `sheets` at once, so its controllers lay out below the status bar.
    init(_ request: TransitionRequest, choice: TransitionMotionChoice, fromCard card: View,
         sheets: inout [ObjectIdentifier: SheetPresentation]) {
        let container = request.container, size = container.bounds.size
        let fromView = request.from.view, toView = request.to.view
        if let sheet = choice.dismissedSheet {
            fromMover = sheet.holder
            toMover = sheet.card
            backdrop = sheet.backdrop
            fromOverlay = Self.overlay(in: fromView)
            toOverlay = sheet.dimming
            self.sheet = .dismissing(sheet)
            return
        }
        // A presenter left on screen (the card behind a sheet a dismissAll just took away) is
        // placed afresh, under the leaving screen when that one is on top.
        if toView.superview === container { toView.removeFromSuperview() }
        let index = container.subviews.firstIndex { $0 === card } ?? container.subviews.count
        backdrop = View(frame: Rect(origin: .zero, size: size))
        // Hero colours its container only when neither screen is over full screen
        // (HeroTransition+Start.swift: `if !toOverFullScreen && !fromOverFullScreen`); UIKit's
        // over-full-screen presentation shows the presenter, never a backdrop.
        backdrop.backgroundColor = request.keepsPresenter ? .clear : HeroTiming.containerColor
        keepsLeavingScreen = request.keepsPresenter && request.isPresenting
        container.insertSubview(backdrop, at: index)
        if card.superview !== container { container.insertSubview(card, at: index + 1) }
        fromMover = card
        fromOverlay = Self.overlay(in: fromView)
        if let sheetMotion = choice.motion as? UIKitTransitionAnimation, let geometry = sheetMotion.sheet {
            let holder = SheetPresentation.makeHolder(geometry)
            toView.frame = Rect(origin: .zero, size: geometry.frame.size)
            holder.addSubview(toView)
            container.insertSubview(holder, at: index + 2)
            toMover = holder
            let presentation = SheetPresentation(geometry: geometry, holder: holder, content: toView, backdrop: backdrop,
                                                 dimming: fromOverlay, card: card, controller: request.to.sheetPresentationController)
            sheets[ObjectIdentifier(request.to)] = presentation
            sheet = .presenting(presentation)
        } else {
            container.insertSubview(toView, at: choice.motion.fromOnTop ? index + 1 : index + 2)
            toMover = toView
            sheet = nil
        }
        toOverlay = Self.overlay(in: toView)
    }

    /// Puts the arriving screen at rest, filling the container, before its appearance callbacks
    /// run (a sheet's dismissal leaves the card where it is: it is the arriving screen).
    static func settleArrivingScreen(_ request: TransitionRequest, choice: TransitionMotionChoice) {
        guard choice.dismissedSheet == nil else { return }
        let toView = request.to.view
        toView.transform = .identity
        toView.alpha = 1
        toView.frame = Rect(origin: .zero, size: request.container.bounds.size)
    }

    /// The shadows the motion casts, each right under its mover, the same size.
    mutating func addShadows(for motion: any ScreenTransitionAnimation) {
        fromShadow = motion.fromCastsShadow ? Self.shadow(under: fromMover) : nil
        toShadow = motion.toCastsShadow ? Self.shadow(under: toMover) : nil
    }

    /// Hero moves snapshots: each screen keeps its resting layout while it moves (so does
    /// UIKit's card behind a sheet).
    func holdSafeAreas(_ hold: Bool) {
        fromMover.safeAreaIgnoresTransform = hold
        toMover.safeAreaIgnoresTransform = hold
    }

    /// Puts the poses' animations on the layers they move, each showing the pose `pose(_:)` set
    /// last (nothing before the first).
    mutating func startPosing() {
        func run(_ view: View, _ property: AnimatableProperty, _ value: @escaping (TransitionFrame) -> AnimatableValue) {
            let animation = LayerAnimation(property) { [clock] shown in clock.frame.map(value) ?? shown }
            view.layer.add(animation, forKey: "flipbook.transition." + property.keyPath)
            animations.append((view.layer, animation))
        }
        run(fromMover, .transform) { .transform($0.from.transform) }
        run(fromMover, .alpha) { .number($0.from.alpha) }
        run(fromOverlay, .alpha) { .number($0.from.overlayAlpha) }
        run(toMover, .transform) { .transform($0.to.transform) }
        run(toMover, .alpha) { .number($0.to.alpha) }
        run(toOverlay, .alpha) { .number($0.to.overlayAlpha) }
        // Only the card's corners follow the poses; a sheet's holder keeps its own radius.
        switch sheet {
        case .presenting(let sheet): run(sheet.card, .cornerRadius) { .number($0.from.cornerRadius) }
        case .dismissing(let sheet): run(sheet.card, .cornerRadius) { .number($0.to.cornerRadius) }
        case nil: break
        }
        if let fromShadow {
            run(fromShadow, .transform) { .transform($0.from.transform) }
            run(fromShadow, .alpha) { .number($0.from.shadowOpacity) }
        }
        if let toShadow {
            run(toShadow, .transform) { .transform($0.to.transform) }
            run(toShadow, .alpha) { .number($0.to.shadowOpacity) }
        }
    }

    /// Shows both screens as `frame` has them.
    func pose(_ frame: TransitionFrame) { clock.frame = frame }

    /// Takes away what the transition added and leaves the arriving screen at rest. `endFrame` is
    /// where a presented sheet's card stays; a dismissed sheet is torn down whole.
    func takeDown(leaving fromView: View, arriving toView: View, endFrame: TransitionFrame?) {
        for (layer, animation) in animations { layer.remove(animation) }
        fromShadow?.removeFromSuperview()
        toShadow?.removeFromSuperview()
        switch sheet {
        case .presenting(let sheet):
            // The presenter stays, as the card behind the sheet, until the sheet is dismissed.
            if let end = endFrame {
                sheet.card.transform = end.from.transform
                sheet.card.cornerRadius = end.from.cornerRadius
                sheet.dimming.alpha = end.from.overlayAlpha
            }
            sheet.card.alpha = 1
            toOverlay.removeFromSuperview()
            sheet.holder.transform = .identity
            sheet.holder.alpha = 1
            sheet.holder.safeAreaIgnoresTransform = false
            sheet.isSettled = true
        case .dismissing(let sheet):
            fromOverlay.removeFromSuperview()
            fromView.removeFromSuperview()
            sheet.tearDown()
        case nil:
            backdrop.removeFromSuperview()
            fromOverlay.removeFromSuperview()
            toOverlay.removeFromSuperview()
            if !keepsLeavingScreen { fromMover.removeFromSuperview() }
            for view in [fromMover, toMover] {
                view.transform = .identity
                view.alpha = 1
                view.safeAreaIgnoresTransform = false
            }
        }
        toView.transform = .identity
        toView.alpha = 1
        toView.safeAreaIgnoresTransform = false
    }

    /// Takes away what a cancelled transition added: the arriving screen leaves, the leaving one
    /// stays at rest where it was (a push or pop only; sheets are never interactive).
    func takeDownCancelled(leaving fromView: View, arriving toView: View) {
        for (layer, animation) in animations { layer.remove(animation) }
        fromShadow?.removeFromSuperview()
        toShadow?.removeFromSuperview()
        backdrop.removeFromSuperview()
        fromOverlay.removeFromSuperview()
        toOverlay.removeFromSuperview()
        toMover.removeFromSuperview()
        for view in [fromMover, toMover, fromView, toView] {
            view.transform = .identity
            view.alpha = 1
            view.safeAreaIgnoresTransform = false
        }
    }

    private static func overlay(in view: View) -> View {
        let overlay = View(frame: Rect(origin: .zero, size: view.bounds.size))
        overlay.backgroundColor = .black
        overlay.alpha = 0
        view.addSubview(overlay)
        return overlay
    }

    private static func shadow(under view: View) -> TransitionShadowView {
        let shadow = TransitionShadowView(frame: view.frame)
        shadow.alpha = 0
        if let container = view.superview, let index = container.subviews.firstIndex(where: { $0 === view }) {
            container.insertSubview(shadow, at: index)
        }
        return shadow
    }
}

/// The poses a running transition shows now: set each step, read by its layer animations.
private final class PoseClock {
    var frame: TransitionFrame?
}
