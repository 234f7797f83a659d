import FlipbookScene

/// A sheet on screen, kept by `ControllerHost` from the start of its presentation to the end of
/// its dismissal: the rounded view holding the sheet's screen, the black behind the card, the
/// dimming inside the presenter, what the card changed on the presenter (to put back), and the
/// detent it rests at (`geometry`), which `SheetPresentationController` changes.
final class SheetPresentation {
    /// Where the sheet rests now (its detent's geometry); the running transition's end.
    var geometry: SheetGeometry
    /// Clips the sheet's screen to its rounded top corners; it reaches `cornerRadius` below the
    /// screen's bottom so only the top corners show.
    let holder: View
    /// The sheet's screen: the presented controller's view, the holder's first subview.
    let content: View
    let backdrop: View
    /// Black, inside the presenter's view, at the card's dimming.
    let dimming: View
    /// What becomes the card: the presenter's view, or the holder of a sheet it is itself in.
    let card: View
    /// The app's settings for the sheet (detents, grabber, ...), nil for a controller without one.
    let controller: SheetPresentationController?
    /// The grabber over the sheet's top, while `prefersGrabberVisible`.
    private(set) var grabber: View?
    /// False while the presentation's transition still runs.
    var isSettled = false
    /// The pan that drags the sheet between its detents (SheetPresentation+Drag.swift), once
    /// it has more than one.
    var dragPan: PanGestureRecognizer?
    /// The sheet's height when the drag began.
    var dragStartHeight: Double?
    private let savedCornerRadius: Double
    private let savedClips: Bool

    init(geometry: SheetGeometry, holder: View, content: View, backdrop: View, dimming: View, card: View,
         controller: SheetPresentationController?) {
        self.geometry = geometry
        self.holder = holder
        self.content = content
        self.backdrop = backdrop
        self.dimming = dimming
        self.card = card
        self.controller = controller
        savedCornerRadius = card.cornerRadius
        savedClips = card.clipsToBounds
        card.clipsToBounds = true
        controller?.presentation = self
        showGrabber(controller?.prefersGrabberVisible ?? false)
        if let controller { installDrag(controller) }
    }

    /// The holder for a sheet screen of `geometry` (its corner radius, clipping).
    static func makeHolder(_ geometry: SheetGeometry) -> View {
        let holder = View(frame: holderFrame(geometry))
        holder.cornerRadius = geometry.sheetCornerRadius
        holder.clipsToBounds = true
        return holder
    }

    private static func holderFrame(_ geometry: SheetGeometry) -> Rect {
        let frame = geometry.frame
        return Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + geometry.sheetCornerRadius)
    }

    /// Moves the sheet to what `controller` now asks (detent, dimming, radius, grabber): on
    /// UIKit's sheet spring when `animated` (`View.animate` with damping 1 over
    /// `UIKitTiming.duration`, the curve of `UIKitTiming.curve`), else at once. A presentation
    /// still running is finished first, so the change starts from the sheet at rest.
    func settle(at controller: SheetPresentationController, animated: Bool) {
        if !isSettled { controller.presentedViewController?.hostRef?.finishRunningTransition() }
        guard holder.superview != nil else { return }
        let new = controller.geometry(containerSize: geometry.containerSize, safeArea: safeArea)
        showGrabber(controller.prefersGrabberVisible)
        installDrag(controller)
        guard new != geometry else { return }
        geometry = new
        place(height: new.height, pose: new.cardPose, animated: animated)
    }

    /// The screen's safe area the sheet was presented under.
    var safeArea: EdgeInsets { EdgeInsets(top: geometry.safeAreaTop, bottom: geometry.safeAreaBottom) }

    /// Sets the sheet `height` tall (its content laid out at that height) over the presenter
    /// at `pose`, on the sheet spring when `animated`.
    func place(height: Double, pose: TransitionPose, animated: Bool) {
        let size = geometry.containerSize, radius = geometry.sheetCornerRadius
        let changes = { [self] in
            holder.frame = Rect(x: 0, y: size.height - height, width: size.width, height: height + radius)
            holder.cornerRadius = radius
            content.frame = Rect(x: 0, y: 0, width: size.width, height: height)
            card.transform = pose.transform
            card.cornerRadius = pose.cornerRadius
            dimming.alpha = pose.overlayAlpha
            content.layoutIfNeeded()
        }
        if animated {
            View.animate(withDuration: UIKitTiming.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                         options: [], animations: changes)
        } else {
            View.performWithoutAnimation(changes)
        }
    }

    private func showGrabber(_ visible: Bool) {
        if visible, grabber == nil {
            let made = SheetGrabber.make(width: geometry.containerSize.width)
            holder.addSubview(made)
            grabber = made
        } else if !visible, let shown = grabber {
            shown.removeFromSuperview()
            grabber = nil
        }
    }

    /// Takes the sheet off the screen and gives the presenter back its own look.
    func tearDown() {
        holder.removeFromSuperview()
        backdrop.removeFromSuperview()
        dimming.removeFromSuperview()
        card.transform = .identity
        card.alpha = 1
        card.cornerRadius = savedCornerRadius
        card.clipsToBounds = savedClips
        card.safeAreaIgnoresTransform = false
        if controller?.presentation === self { controller?.presentation = nil }
    }
}

/// What a running transition does to a sheet.
enum SheetRole {
    case presenting(SheetPresentation)
    case dismissing(SheetPresentation)
}

extension ControllerHost {
    /// Before one transition dismisses a chain of presented controllers (`presented` up to
    /// `top`): the sheets in between leave at once, and `top`'s own sheet too unless it rests on
    /// `presenter` (then it slides down as usual); the rest is one transition from `top`.
    func tearDownSheets(below top: ViewController, from presented: ViewController, presenter: ViewController) {
        var c: ViewController? = presented
        while let current = c, current !== top {
            sheets.removeValue(forKey: ObjectIdentifier(current))?.tearDown()
            c = current.presentedViewController
        }
        if let sheet = sheets[ObjectIdentifier(top)], sheet.card !== presenter.view {
            sheets[ObjectIdentifier(top)] = nil
            sheet.tearDown()
            if let scene, top.isViewLoaded {
                top.view.frame = scene.root.bounds
                scene.root.addSubview(top.view)
            }
        }
    }

    /// The screen's safe area for a controller shown at the top level: in a sheet, nothing on
    /// top (the sheet starts below the status bar) and the home indicator's inset at the bottom.
    func topLevelSafeAreaInsets(for controller: ViewController) -> EdgeInsets {
        var insets = scene?.screen.safeAreaInsets ?? .zero
        if sheets[ObjectIdentifier(controller)] != nil { insets.top = 0 }
        return insets
    }
}
