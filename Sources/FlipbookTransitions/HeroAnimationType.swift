import FlipbookScene

/// Which way a default animation moves, as Hero names it. `leading` and `trailing` follow the
/// scene's layout direction (left and right under left-to-right, swapped under right-to-left).
///
/// ```swift
/// let type = HeroAnimationType.push(direction: .leading)
/// type.reversed()        // .pull(direction: .trailing)
/// ```
public enum HeroDirection: String, Sendable, Hashable, CaseIterable {
    case left, right, up, down, leading, trailing

    /// The direction pointing the other way (what `reversed()` gives the way back).
    public var opposite: HeroDirection {
        switch self {
        case .left: .right
        case .right: .left
        case .up: .down
        case .down: .up
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// One of the four screen edges: `leading`/`trailing` resolved for `layoutDirection`.
    public func resolved(for layoutDirection: LayoutDirection) -> HeroEdge {
        switch self {
        case .left: .left
        case .right: .right
        case .up: .up
        case .down: .down
        case .leading: layoutDirection == .leftToRight ? .left : .right
        case .trailing: layoutDirection == .leftToRight ? .right : .left
        }
    }
}

/// A direction on screen, after `leading`/`trailing` are resolved.
public enum HeroEdge: String, Sendable, Hashable, CaseIterable {
    case left, right, up, down
}

/// The default transition animations Hero offers (`HeroDefaultAnimationType`), which SDOSHero
/// passes through: what a present, dismiss, push, pop or tab switch looks like.
///
/// ```swift
/// controller.animationTypeForPresenting = .pageIn(direction: .up)
/// controller.animationTypeForDismissing = .pageIn(direction: .up).oppositeAnimationType   // .pageOut(.down)
/// ```
public indirect enum HeroAnimationType: Sendable, Hashable {
    /// Push in a navigation controller, slide in a tab bar controller, fade otherwise.
    case auto
    case push(direction: HeroDirection)
    case pull(direction: HeroDirection)
    case cover(direction: HeroDirection)
    case uncover(direction: HeroDirection)
    case slide(direction: HeroDirection)
    case zoomSlide(direction: HeroDirection)
    case pageIn(direction: HeroDirection)
    case pageOut(direction: HeroDirection)
    case fade
    case zoom
    case zoomOut
    /// `presenting` on the way in (present, push, a tab of higher index), `dismissing` on the way out.
    case selectBy(presenting: HeroAnimationType, dismissing: HeroAnimationType)
    /// No animation: the new screen replaces the old one at once.
    case none

    /// `presenting` on the way in and its reverse on the way out.
    public static func autoReverse(presenting: HeroAnimationType) -> HeroAnimationType {
        .selectBy(presenting: presenting, dismissing: presenting.reversed())
    }

    /// The animation that undoes this one (Hero's `reversed()` table): push ↔ pull, cover ↔
    /// uncover, pageIn ↔ pageOut with the opposite direction; slide and zoomSlide keep their kind
    /// and turn around; zoom ↔ zoomOut; auto, fade, none and selectBy stay as they are.
    public func reversed() -> HeroAnimationType {
        switch self {
        case .push(let d): .pull(direction: d.opposite)
        case .pull(let d): .push(direction: d.opposite)
        case .cover(let d): .uncover(direction: d.opposite)
        case .uncover(let d): .cover(direction: d.opposite)
        case .slide(let d): .slide(direction: d.opposite)
        case .zoomSlide(let d): .zoomSlide(direction: d.opposite)
        case .pageIn(let d): .pageOut(direction: d.opposite)
        case .pageOut(let d): .pageIn(direction: d.opposite)
        case .zoom: .zoomOut
        case .zoomOut: .zoom
        case .auto, .fade, .none, .selectBy: self
        }
    }

    /// SDOSHero's name for `reversed()`.
    public var oppositeAnimationType: HeroAnimationType { reversed() }
}
