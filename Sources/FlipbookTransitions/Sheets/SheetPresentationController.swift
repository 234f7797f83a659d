import FlipbookScene

/// How a controller presented as a sheet rests, as `UISheetPresentationController` (iOS 15/16):
/// its detents and the selected one, the grabber, the dimming, the corner radius. Read it from
/// `ViewController.sheetPresentationController` before or after presenting; changes made after
/// the sheet is on screen apply at once, or on UIKit's sheet spring inside `animateChanges`
/// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller).
///
/// ```swift
/// let detail = DetailViewController()
/// if let sheet = detail.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(detail, animated: true)                 // rises to the medium detent
/// detail.sheetPresentationController?.animateChanges {
///     detail.sheetPresentationController?.selectedDetentIdentifier = .large
/// }
/// ```
///
/// A finger dragging the sheet (with more than one detent) moves it between its smallest and
/// largest detents and, on lifting, lets it settle at the detent nearest to where its speed
/// would carry it (SheetPresentation+Drag.swift).
///
/// Accepted and kept but without effect here: `prefersScrollingExpandsWhenScrolledToEdge`
/// (scrolling the sheet's content never resizes it here), `prefersEdgeAttachedInCompactHeight`
/// and `widthFollowsPreferredContentSizeWhenEdgeAttached` (Flipbook draws portrait phones only).
public final class SheetPresentationController {
    public typealias Detent = SheetDetent

    /// The controller this sheet presents.
    public private(set) weak var presentedViewController: ViewController?
    /// As `UISheetPresentationControllerDelegate`: told when a drag on the sheet moves it to
    /// another detent (`sheetPresentationControllerDidChangeSelectedDetentIdentifier`; the app's
    /// own changes are not reported, as in UIKit).
    public weak var delegate: SheetPresentationControllerDelegate?

    /// "The array of heights where a sheet can rest", smallest to largest; the default is
    /// `[.large()]`, and an empty array counts as that ("This array must contain at least one element").
    public var detents: [Detent] = [.large()] { didSet { changed() } }
    /// The detent the sheet rests at; nil: "the sheet displays at the smallest detent you
    /// specify in detents" (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier).
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { changed() } }
    /// "The largest detent that doesn't dim the view underneath the sheet"; nil dims at all detents.
    /// At or below it the presenter is neither dimmed nor shrunk into the card.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { changed() } }
    /// Shows the grabber, the small capsule at the sheet's top (`SheetGrabber`). Default false.
    public var prefersGrabberVisible = false { didSet { changed() } }
    /// The sheet's top corners' radius; nil is the system's 10 pt. Non-finite counts as nil,
    /// negative as 0, more than half the screen's width as half of it.
    public var preferredCornerRadius: Double? { didSet { changed() } }
    /// Accepted (default true, as UIKit's); no effect: scrolling the content never resizes the sheet here.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Accepted (default false); no effect, as Flipbook draws portrait phones only.
    public var prefersEdgeAttachedInCompactHeight = false
    /// Accepted (default false); no effect, as Flipbook draws portrait phones only.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// The sheet on screen, while this controller's sheet is presented.
    weak var presentation: SheetPresentation?
    /// How many `animateChanges` blocks are running: changes inside wait for the outermost to end.
    private var pendingAnimation = 0

    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }

    /// Runs `changes` and moves the sheet to what they set on UIKit's sheet spring (the 0.5 s
    /// critically damped spring of the presentation): the sheet's frame, its content laid out at
    /// the new height, the presenter's card and dimming. Outside it, changes are a cut.
    ///
    /// ```swift
    /// sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    /// ```
    public func animateChanges(_ changes: () -> Void) {
        pendingAnimation += 1
        changes()
        pendingAnimation -= 1
        if pendingAnimation == 0 { presentation?.settle(at: self, animated: true) }
    }

    /// As UIKit's iOS 16 `invalidateDetents()`: resolves the custom detents again (say, after
    /// what their resolvers read changed). Inside `animateChanges` it animates.
    public func invalidateDetents() { changed() }

    private func changed() {
        guard pendingAnimation == 0 else { return }
        presentation?.settle(at: self, animated: false)
    }

    /// Where the sheet rests in a container of `size` under a screen whose safe area is `insets`:
    /// the selected detent (else the smallest) resolved, the card only at full height, the
    /// dimming unless at or below `largestUndimmedDetentIdentifier`.
    func geometry(containerSize size: Size, safeArea insets: EdgeInsets) -> SheetGeometry {
        let all = stops(containerSize: size, safeArea: insets)
        return (all.first { $0.identifier == selectedDetentIdentifier } ?? all[0]).geometry
    }

    /// Every active detent's resting geometry, smallest first (never empty: no active detent
    /// counts as the large one).
    func stops(containerSize size: Size, safeArea insets: EdgeInsets) -> [(identifier: Detent.Identifier, geometry: SheetGeometry)] {
        let large = SheetGeometry(containerSize: size, safeAreaTop: insets.top, safeAreaBottom: insets.bottom,
                                  height: .infinity, showsCard: true, isDimmed: true)
        let context = SheetDetentContext(maximumDetentValue: large.maximumDetentValue, bottomInset: large.safeAreaBottom)
        var resolved = (detents.isEmpty ? [.large()] : detents).compactMap { detent in
            detent.resolvedValue(in: context).map { (detent.identifier, $0) }
        }
        if resolved.isEmpty { resolved = [(.large, context.maximumDetentValue)] }
        let maximum = context.maximumDetentValue
        let undimmed = largestUndimmedDetentIdentifier.flatMap { id in
            resolved.first { $0.0 == id }?.1
                ?? (id == .large ? maximum : id == .medium ? Detent.medium().resolvedValue(in: context) : nil)
        }
        return resolved.sorted { $0.1 < $1.1 }.map { identifier, value in
            let dimmed = undimmed.map { value > $0 } ?? true
            return (identifier, SheetGeometry(containerSize: size, safeAreaTop: insets.top, safeAreaBottom: insets.bottom,
                                              height: value + large.safeAreaBottom, showsCard: dimmed && value >= maximum,
                                              isDimmed: dimmed, cornerRadius: preferredCornerRadius))
        }
    }

    /// The user's drag chose `identifier`: recorded without moving the sheet again (the drag
    /// moves it), and the delegate told when it differs from the detent the drag began at.
    func userSelected(_ identifier: Detent.Identifier, previous: Detent.Identifier?) {
        let changedDetent = identifier != previous
        pendingAnimation += 1
        selectedDetentIdentifier = identifier
        pendingAnimation -= 1
        if changedDetent { delegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }
}

/// As `UISheetPresentationControllerDelegate`.
public protocol SheetPresentationControllerDelegate: AnyObject {
    /// "Tells the delegate when the sheet's selected detent changes" by the user's hand: after a
    /// drag on the sheet ends at another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {}
}

extension ViewController {
    /// The sheet this controller is (or will be) presented in, as UIKit's: made on first use
    /// while `modalPresentationStyle` is a sheet style (`.automatic`, which is a page sheet
    /// here, `.pageSheet` or `.formSheet`), nil otherwise ("If modalPresentationStyle has a value
    /// other than pageSheet or formSheet", https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller)
    /// and while Hero presents it (full screen).
    ///
    /// ```swift
    /// detail.sheetPresentationController?.detents = [.medium(), .large()]
    /// ```
    public var sheetPresentationController: SheetPresentationController? {
        guard modalPresentationStyle.isSheet, !hero.isEnabled else { return nil }
        if let madeSheetPresentationController { return madeSheetPresentationController }
        let made = SheetPresentationController(presentedViewController: self)
        madeSheetPresentationController = made
        return made
    }
}
