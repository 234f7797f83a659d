import FlipbookScene

/// Where a transition happens, which decides what `.auto` means and which screen is on top.
public enum TransitionContainerKind: String, Sendable, Hashable {
    case modal, navigation, tabBar
}

/// The circumstances of one transition: the container, whether it goes in (present, push, a tab
/// of higher index) or out, and the layout direction that places `leading` and `trailing`.
///
/// ```swift
/// let push = TransitionSetting(container: .navigation, isPresenting: true)
/// ```
public struct TransitionSetting: Sendable, Hashable {
    public var container: TransitionContainerKind
    public var isPresenting: Bool
    public var layoutDirection: LayoutDirection
    /// Hero fades the outgoing screen in `.fade` only when it is not opaque (a background colour
    /// missing or with alpha below 1); an opaque one stays put under or over the incoming one.
    public var fromIsOpaque: Bool
    /// Hero's `fromOverFullScreen`/`toOverFullScreen`: the leaving (dismissed) or arriving
    /// (presented) controller is presented over full screen, so its presenter stays; a fade then
    /// leaves the presenter as it is (DefaultAnimationPreprocessor, `case .fade`).
    public var fromOverFullScreen = false
    public var toOverFullScreen = false

    public init(container: TransitionContainerKind, isPresenting: Bool,
                layoutDirection: LayoutDirection = .leftToRight, fromIsOpaque: Bool = true) {
        self.container = container
        self.isPresenting = isPresenting
        self.layoutDirection = layoutDirection
        self.fromIsOpaque = fromIsOpaque
    }
}

/// A default animation with nothing left to decide: `auto` and `selectBy` resolved, directions
/// resolved to screen edges.
public enum ResolvedHeroAnimation: Sendable, Hashable {
    case push(HeroEdge), pull(HeroEdge), cover(HeroEdge), uncover(HeroEdge)
    case slide(HeroEdge), zoomSlide(HeroEdge), pageIn(HeroEdge), pageOut(HeroEdge)
    case fade, zoom, zoomOut, none

    /// Resolves `type` as Hero's DefaultAnimationPreprocessor does: `selectBy` picks by
    /// `isPresenting` (nested ones too); `auto` becomes push in a navigation controller, slide in
    /// a tab bar controller and fade otherwise, left on the way in and right on the way out
    /// (Hero's default `forceLeftToRight` strategy).
    ///
    /// ```swift
    /// ResolvedHeroAnimation(.auto, in: TransitionSetting(container: .navigation, isPresenting: false))  // .push(.right)
    /// ```
    public init(_ type: HeroAnimationType, in setting: TransitionSetting) {
        var type = type
        while case .selectBy(let presenting, let dismissing) = type {
            type = setting.isPresenting ? presenting : dismissing
        }
        let edge: (HeroDirection) -> HeroEdge = { $0.resolved(for: setting.layoutDirection) }
        let autoEdge: HeroEdge = setting.isPresenting ? .left : .right
        switch type {
        case .auto:
            switch setting.container {
            case .navigation: self = .push(autoEdge)
            case .tabBar: self = .slide(autoEdge)
            case .modal: self = .fade
            }
        case .push(let d): self = .push(edge(d))
        case .pull(let d): self = .pull(edge(d))
        case .cover(let d): self = .cover(edge(d))
        case .uncover(let d): self = .uncover(edge(d))
        case .slide(let d): self = .slide(edge(d))
        case .zoomSlide(let d): self = .zoomSlide(edge(d))
        case .pageIn(let d): self = .pageIn(edge(d))
        case .pageOut(let d): self = .pageOut(edge(d))
        case .fade: self = .fade
        case .zoom: self = .zoom
        case .zoomOut: self = .zoomOut
        case .none, .selectBy: self = .none
        }
    }
}
