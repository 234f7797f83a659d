import FlipbookScene

/// A sheet on screen, kept by `ControllerHost` from the end of its presentation to the end of
/// its dismissal: the rounded view holding the sheet's screen, the black behind the card, the
/// dimming inside the presenter, and what the card changed on the presenter (to put back).
final class SheetPresentation {
    let geometry: SheetGeometry
    /// Clips the sheet's screen to its rounded top corners; it reaches `cornerRadius` below the
    /// screen's bottom so only the top corners show.
    let holder: View
    let backdrop: View
    /// Black, inside the presenter's view, at the card's dimming.
    let dimming: View
    /// What becomes the card: the presenter's view, or the holder of a sheet it is itself in.
    let card: View
    private let savedCornerRadius: Double
    private let savedClips: Bool

    init(geometry: SheetGeometry, holder: View, backdrop: View, dimming: View, card: View) {
        self.geometry = geometry
        self.holder = holder
        self.backdrop = backdrop
        self.dimming = dimming
        self.card = card
        savedCornerRadius = card.cornerRadius
        savedClips = card.clipsToBounds
        card.clipsToBounds = true
    }

    /// The holder for a sheet screen of `geometry` (a 10 pt radius, clipping).
    static func makeHolder(_ geometry: SheetGeometry) -> View {
        let frame = geometry.frame
        let holder = View(frame: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + SheetGeometry.cornerRadius))
        holder.cornerRadius = SheetGeometry.cornerRadius
        holder.clipsToBounds = true
        return holder
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
