import FlipbookScene

/// What a view's modifiers ask of it in one transition (Hero's `HeroTargetState`): the state at
/// the far end — the one an appearing view starts from and a disappearing one ends in — and how
/// it gets there. Matching and `source` add the other view's geometry to it.
///
/// ```swift
/// let state = HeroTargetState(modifiers: [.fade, .translate(x: 0, y: 40), .delay(0.1)])
/// state.opacity      // 0
/// state.transform    // a translation by (0, 40)
/// ```
public struct HeroTargetState: Sendable, Hashable {
    public var opacity: Double?
    /// The centre, in the transition container's points.
    public var position: Point?
    public var size: Size?
    public var transform: AffineTransform?
    public var cornerRadius: Double?
    public var backgroundColor: Color?
    public var zPosition: Double?
    public var delay = 0.0
    /// Nil: Hero's distance-based duration; `.infinity`: the longest animation's.
    public var duration: Double?
    public var timing: CubicBezierCurve?
    public var spring: SpringCurve?
    public var arc: Double?
    public var cascade: Cascade?
    public var source: String?
    public var usesGlobalCoordinates = false
    /// Nil when not set; true when all descendants' modifiers are ignored, false for direct subviews.
    public var ignoreSubviewModifiers: Bool?

    public struct Cascade: Sendable, Hashable {
        public var delta: Double
        public var direction: HeroCascadeDirection
        public var delayMatchedViews: Bool
    }

    public init(modifiers: [HeroModifier] = []) {
        for modifier in modifiers { apply(modifier) }
    }

    /// Folds one modifier in, as Hero's modifier closures do: a later one of a kind wins, and
    /// scale, translate and rotate compose onto the transform so far (applied before it).
    public mutating func apply(_ modifier: HeroModifier) {
        switch modifier {
        case .fade: opacity = 0
        case .position(let p): position = p
        case .size(let s): size = s
        case let .scale(x, y): transform = AffineTransform(scaleX: x, y: y).concatenating(transform ?? .identity)
        case let .translate(x, y): transform = AffineTransform(translationX: x, y: y).concatenating(transform ?? .identity)
        case .rotate(let angle): transform = AffineTransform(rotationAngle: angle).concatenating(transform ?? .identity)
        case .cornerRadius(let r): cornerRadius = r
        case .opacity(let o): opacity = o
        case .zPosition(let z): zPosition = z
        case .delay(let d): delay = d.isFinite ? max(0, d) : 0
        case .duration(let d): duration = d.isNaN ? nil : max(0, d)
        case let .timingFunction(x1, y1, x2, y2): timing = CubicBezierCurve(x1, y1, x2, y2)
        case let .spring(stiffness, damping):
            // A spring that never settles (no stiffness or no damping) has no duration: ignored.
            if stiffness.isFinite, stiffness > 0, damping.isFinite, damping > 0 {
                spring = SpringCurve(stiffness: stiffness, damping: damping)
            }
        case .arc(let intensity): arc = intensity.isFinite ? intensity : nil
        case let .cascade(delta, direction, delayMatchedViews):
            cascade = Cascade(delta: delta.isFinite ? max(0, delta) : 0, direction: direction, delayMatchedViews: delayMatchedViews)
        case .source(let id): source = id
        case .useGlobalCoordinateSpace: usesGlobalCoordinates = true
        case .ignoreSubviewModifiers(let recursive): ignoreSubviewModifiers = recursive
        case .autolayout: break   // snapshots keep their laid-out frame anyway
        }
    }

    /// Whether Hero animates the view at all (HeroCoreAnimationViewContext.canAnimate): some
    /// property has a far-end value.
    public var canAnimate: Bool {
        opacity != nil || position != nil || size != nil || transform != nil || cornerRadius != nil || backgroundColor != nil
    }
}
