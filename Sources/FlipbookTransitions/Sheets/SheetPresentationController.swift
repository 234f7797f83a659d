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
/// Accepted and kept but without effect here: `prefersScrollingExpandsWhenScrolledToEdge` (Flipbook
/// has no drag on the sheet, so scrolling never resizes it), `prefersEdgeAttachedInCompactHeight`
/// and `widthFollowsPreferredContentSizeWhenEdgeAttached` (Flipbook draws portrait phones only).
public final class SheetPresentationController {
    public typealias Detent = SheetDetent

    /// The controller this sheet presents.
    public private(set) weak var presentedViewController: ViewController?
    /// As `UISheetPresentationControllerDelegate`. Flipbook does not drag sheets, so
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier` (sent for the user's
    /// changes, not the app's) is never called here.
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
    /// Accepted (default true, as UIKit's); no effect, as nothing drags the sheet here.
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
        let large = SheetGeometry(containerSize: size, safeAreaTop: insets.top, safeAreaBottom: insets.bottom,
                                  height: .infinity, showsCard: true, isDimmed: true)
        let context = SheetDetentContext(maximumDetentValue: large.maximumDetentValue, bottomInset: large.safeAreaBottom)
        let resolved = (detents.isEmpty ? [.large()] : detents).compactMap { detent in
            detent.resolvedValue(in: context).map { (detent.identifier, $0) }
        }
        let maximum = context.maximumDetentValue
        let selected = resolved.first { $0.0 == selectedDetentIdentifier }?.1 ?? resolved.map(\.1).min() ?? maximum
        let undimmed = largestUndimmedDetentIdentifier.flatMap { id in
            resolved.first { $0.0 == id }?.1
                ?? (id == .large ? maximum : id == .medium ? Detent.medium().resolvedValue(in: context) : nil)
        }
        let dimmed = undimmed.map { selected > $0 } ?? true
        return SheetGeometry(containerSize: size, safeAreaTop: insets.top, safeAreaBottom: insets.bottom,
                             height: selected + large.safeAreaBottom, showsCard: dimmed && selected >= maximum,
                             isDimmed: dimmed, cornerRadius: preferredCornerRadius)
    }
}

/// As `UISheetPresentationControllerDelegate`.
public protocol SheetPresentationControllerDelegate: AnyObject {
    /// "Tells the delegate when the sheet's selected detent changes" by the user's hand; never
    /// called here, as Flipbook does not drag sheets.
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
