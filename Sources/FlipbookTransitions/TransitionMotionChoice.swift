import FlipbookScene

/// Which motion a transition request gets: UIKit's sheet motion once a sheet is involved
/// (whatever Hero says), Hero's (`HeroTransitionAnimation`), or UIKit's own
/// (`UIKitTransitionAnimation`) when Hero is off for the transition.
///
/// ```swift
/// let choice = TransitionMotionChoice(request, sheets: host.sheets, scene: scene)
/// choice.motion.duration    // 0.35 for Hero's push
/// ```
struct TransitionMotionChoice {
    let motion: any ScreenTransitionAnimation
    /// The sheet a dismissal takes down, when the leaving screen is in one.
    let dismissedSheet: SheetPresentation?
    /// Whether Hero animates it (and so plans matched and modified views).
    let usesHero: Bool
    /// Why the transition does not animate as asked, when it does not.
    let warning: String?

    init(_ request: TransitionRequest, sheets: [ObjectIdentifier: SheetPresentation], scene: Scene?) {
        let size = request.container.bounds.size
        let direction = scene?.layoutDirection ?? .leftToRight
        let animated = request.type != .none
        var dismissedSheet: SheetPresentation?, usesHero = false, warning: String?
        if request.kind == .modal, !request.isPresenting, let sheet = sheets[ObjectIdentifier(request.from)] {
            // It slides down from the detent it rests at.
            motion = UIKitTransitionAnimation(.sheetDismiss, sheet: sheet.geometry, layoutDirection: direction, animated: animated)
            dismissedSheet = sheet
        } else if request.kind == .modal, request.isPresenting, !request.heroEnabled, request.to.modalPresentationStyle.isSheet {
            motion = UIKitTransitionAnimation(.sheetPresent, sheet: Self.restingSheet(request, scene: scene),
                                              layoutDirection: direction, animated: animated)
        } else if !request.heroEnabled, animated {
            if let kind = Self.uikitKind(request) {
                motion = UIKitTransitionAnimation(kind, containerSize: size, layoutDirection: direction,
                                                  presenterStays: request.keepsPresenter)
                if request.kind == .modal { warning = (request.isPresenting ? request.to : request.from).modalTransitionStyle.drawn.warning }
            } else {
                warning = "\(request.owner) has hero.isEnabled = false: the transition from \(request.from.messageName) "
                    + "to \(request.to.messageName) is not animated, as UIKit switches tabs without animation "
                    + "(set hero.isEnabled = true, as SDOSHero requires)"
                motion = HeroTransitionAnimation(.none, setting: TransitionSetting(container: request.kind, isPresenting: request.isPresenting),
                                                 containerSize: size)
            }
        } else {
            // Hero's test (DefaultAnimationPreprocessor, `case .fade`): `!fromView.isOpaque ||
            // (fromView.backgroundColor?.alphaComponent ?? 1) < 1`; no background counts as opaque.
            let fromView = request.from.view
            let opaque = fromView.isOpaque && (fromView.backgroundColor?.alpha ?? 1) >= 1
            var setting = TransitionSetting(container: request.kind, isPresenting: request.isPresenting,
                                            layoutDirection: direction, fromIsOpaque: opaque)
            if request.kind == .modal {
                setting.fromOverFullScreen = request.from.modalPresentationStyle.keepsPresenter
                setting.toOverFullScreen = request.to.modalPresentationStyle.keepsPresenter
            }
            motion = HeroTransitionAnimation(request.heroEnabled ? request.type : .none, setting: setting, containerSize: size)
            usesHero = true
        }
        self.dismissedSheet = dismissedSheet
        self.usesHero = usesHero
        self.warning = warning
    }

    /// Where a sheet being presented comes to rest: at the detent its sheet presentation
    /// controller selects. The view is loaded first, so detents set in `viewDidLoad` count.
    static func restingSheet(_ request: TransitionRequest, scene: Scene?) -> SheetGeometry {
        let size = request.container.bounds.size
        let insets = scene?.screen.safeAreaInsets ?? .zero
        _ = request.to.view
        guard let controller = request.to.sheetPresentationController else {
            return SheetGeometry(containerSize: size, safeAreaTop: insets.top)
        }
        return controller.geometry(containerSize: size, safeArea: insets)
    }

    /// UIKit's own transition for a request Hero does not animate; nil for a tab switch, which
    /// UIKit does not animate.
    static func uikitKind(_ request: TransitionRequest) -> UIKitTransitionAnimation.Kind? {
        switch request.kind {
        case .navigation: return request.isPresenting ? .push : .pop
        case .modal:
            let style = (request.isPresenting ? request.to : request.from).modalTransitionStyle.drawn.style
            if style == .crossDissolve { return request.isPresenting ? .dissolveIn : .dissolveOut }
            return request.isPresenting ? .coverVertical : .uncoverVertical
        case .tabBar: return nil
        }
    }
}

extension ViewController {
    /// How messages name the controller: its title in quotes, else its type.
    var messageName: String { title.map { "'\($0)'" } ?? String(describing: type(of: self)) }
}
