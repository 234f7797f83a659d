import FlipbookRender

/// The layer beneath a view, as UIKit's `CALayer`: it holds the view's geometry and drawing
/// properties as *model* values (what was last set), and its running animations, keyed as Core
/// Animation keys them. `presentation()` is the layer as it is drawn at this instant, the
/// animations applied; the display list is built from it. So after
/// `View.animate(withDuration: 1) { view.alpha = 0 }`, `view.alpha` and `view.layer.opacity` read
/// 0 at once while the frame drawn shows the fade under way, as in UIKit.
///
/// ```swift
/// card.layer.cornerRadius = 12              // the same as card.cornerRadius = 12
/// card.layer.shadowOpacity = 0.3
/// View.animate(withDuration: 0.3) { card.alpha = 0 }
/// card.layer.opacity                        // 0: the model
/// card.layer.presentation()?.opacity        // 1 until the scene's clock moves
/// card.layer.animationKeys()                // ["opacity"]
///
/// let badge = CALayer()                     // a layer of its own, no view
/// badge.frame = CGRect(x: 8, y: 8, width: 20, height: 20)
/// badge.backgroundColor = UIColor.systemRed.cgColor
/// card.layer.addSublayer(badge)             // above the card's background and subviews added so far
/// ```
///
/// A view's layer's `sublayers` are its subviews' layers and the layers added to it, in one order
/// (Layer+Sublayers.swift). Kinds that draw content of their own subclass it (`ShapeLayer`,
/// `GradientLayer`); their own properties are drawn as set (not animated yet), and
/// `presentation()` copies the base layer's values only.
open class Layer {
    /// The view the layer backs (UIKit's layer delegate); nil for a presentation copy.
    public internal(set) weak var view: View?
    /// The values last set.
    var modelState: LayerState
    /// Running animations, in the order they were added (later ones see what earlier ones made).
    private var animations: [(key: String, animation: LayerAnimation)] = []

    /// Layers added to this one, with its view's subviews' layers among them once the two
    /// orders have met (Layer+Sublayers.swift); empty for most layers.
    var sublayerList: [Layer] = []
    /// The layer this one was added to (for a layer without a view).
    weak var addedTo: Layer?
    /// What the view's `draw(_:)` drew last (Layer+Display.swift).
    let drawingCache = LayerDrawing()
    /// A `UIView.transition` under way on this layer's view: the old picture and how far it is
    /// (ViewContentTransition.swift); nil when none runs.
    var contentTransition: ViewContentTransition?
    /// `CALayer.contents`: an image (`UIImage`, or its `cgImage`) drawn in the bounds above the
    /// background, placed by `contentsGravity`; other values draw nothing.
    public var contents: Any?
    /// `CALayer.contentsGravity` (`.resize` by default: stretched to the bounds).
    public var contentsGravity: ContentsGravity = .resize
    /// `CALayer.mask`: a layer whose alpha, placed in this layer's bounds coordinates, decides
    /// how much of this layer (background, content, sublayers, border, shadow) shows.
    public var mask: Layer? {
        didSet { if let mask, mask === self || mask.view != nil { self.mask = oldValue } }
    }

    init(model: LayerState) { modelState = model }

    /// Set once a display list has drawn the layer: from then on a layer of its own animates its
    /// changes implicitly (Layer+ImplicitAnimation.swift).
    var hasBeenDrawn = false

    /// A view's layer's changes inside an animation block animate, as UIKit's; a layer of its own,
    /// once drawn, animates the change implicitly as Core Animation does (Layer+ImplicitAnimation.swift).
    private func willChange(_ property: AnimatableProperty) {
        if view != nil { AnimationRecorder.willChange(self, property) } else { implicitlyAnimate(property) }
    }

    /// For the properties a view's animation blocks leave alone: only a layer of its own animates them.
    func willChangeOwnLayer(_ property: AnimatableProperty) {
        if view == nil { implicitlyAnimate(property) }
    }

    /// `CALayer()`: a layer of its own, empty, at the origin, with no size.
    public required init() { modelState = LayerState(position: .zero, bounds: .zero) }

    /// What the layer draws above its background and below its sublayers, in its bounds
    /// coordinates: nothing for a plain layer; a shape or gradient for those kinds.
    func appendContents(into ops: inout [DrawOp], state: LayerState) {}

    // MARK: Geometry

    /// Where the layer's centre is in its superlayer (a view's `center`).
    public var position: Point {
        get { modelState.position }
        set { willChange(.center); modelState.position = newValue }
    }
    /// Its own coordinates: the origin shifts what sublayers show (scrolling), the size is its size.
    public var bounds: Rect {
        get { modelState.bounds }
        set {
            willChange(.bounds)
            let resized = newValue.size != modelState.bounds.size
            modelState.bounds = newValue
            if resized { view?.setNeedsLayout() }
        }
    }
    /// The layer's extent in its superlayer: the bounding box of the transformed bounds. Setting it
    /// (meaningful when the transform is identity) sets `position` (the anchor point's place in
    /// it) and `bounds.size`.
    public var frame: Rect {
        get { modelState.frame }
        set {
            position = modelState.position(filling: newValue)
            bounds.size = newValue.size
        }
    }
    /// The point of the bounds (in unit coordinates) placed at `position`, about which the
    /// transform turns; (0.5, 0.5) by default. Changing it moves the layer, not `position`.
    public var anchorPoint: Point {
        get { modelState.anchorPoint }
        set { modelState.anchorPoint = newValue }
    }
    /// Siblings draw in order of `zPosition` (larger above), ties in `sublayers` order.
    public var zPosition: Double {
        get { modelState.zPosition }
        set { modelState.zPosition = newValue }
    }
    /// `CALayer.affineTransform()`: the transform about the centre.
    public func affineTransform() -> AffineTransform { modelState.transform }
    /// `CALayer.setAffineTransform(_:)`.
    public func setAffineTransform(_ transform: AffineTransform) {
        willChange(.transform)
        modelState.transform = transform
        modelState.transform3D = nil
    }

    // MARK: Drawing

    /// Group opacity, 0…1 (a view's `alpha`).
    public var opacity: Float {
        get { Float(modelState.opacity) }
        set { setOpacity(Double(newValue)) }
    }
    /// The view's `alpha` keeps its own precision (a `Double`) rather than passing through `Float`.
    func setOpacity(_ opacity: Double) {
        willChange(.alpha)
        modelState.opacity = opacity
    }
    public var isHidden: Bool {
        get { modelState.isHidden }
        set { modelState.isHidden = newValue }
    }
    public var backgroundColor: Color? {
        get { modelState.backgroundColor }
        set { willChange(.backgroundColor); modelState.backgroundColor = newValue }
    }
    public var cornerRadius: Double {
        get { modelState.cornerRadius }
        set { willChange(.cornerRadius); modelState.cornerRadius = newValue }
    }
    /// Which corners `cornerRadius` rounds (`CACornerMask`; all by default).
    public var maskedCorners: RectCorners {
        get { modelState.maskedCorners }
        set { modelState.maskedCorners = newValue }
    }
    /// `.circular` (the default) or iOS's `.continuous` corners (`CornerCurve` cites the shape).
    public var cornerCurve: CornerCurve {
        get { modelState.cornerCurve }
        set { modelState.cornerCurve = newValue }
    }
    /// Drawn inside the bounds, above the content and the sublayers ("composited above the
    /// receiver's contents and sublayers": developer.apple.com/documentation/quartzcore/calayer/borderwidth).
    public var borderWidth: Double {
        get { modelState.borderWidth }
        set { willChangeOwnLayer(.borderWidth); modelState.borderWidth = newValue }
    }
    /// Nil (as in UIKit) draws no border.
    public var borderColor: Color? {
        get { modelState.borderColor }
        set { willChangeOwnLayer(.borderColor); modelState.borderColor = newValue ?? .clear }
    }
    /// Clips the content and sublayers to the (rounded) bounds; as in UIKit it also clips the
    /// shadow away. A view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { modelState.masksToBounds }
        set { modelState.masksToBounds = newValue }
    }
    public var shadowColor: Color? {
        get { modelState.shadow.color }
        set { willChangeOwnLayer(.shadowColor); modelState.shadow.color = newValue }
    }
    /// 0…1; 0 (the default) draws no shadow.
    public var shadowOpacity: Float {
        get { Float(modelState.shadow.opacity) }
        set { willChangeOwnLayer(.shadowOpacity); modelState.shadow.opacity = Double(newValue) }
    }
    public var shadowOffset: Size {
        get { modelState.shadow.offset }
        set { willChangeOwnLayer(.shadowOffset); modelState.shadow.offset = newValue }
    }
    /// The blur radius in points (a Gaussian of σ = radius/2).
    public var shadowRadius: Double {
        get { modelState.shadow.radius }
        set { willChangeOwnLayer(.shadowRadius); modelState.shadow.radius = newValue }
    }
    /// The shadow's shape in the bounds; nil (the default) shadows what the layer and its
    /// sublayers draw, as UIKit does: text casts a text-shaped shadow, a transparent view none.
    /// That content is taken within the bounds (plus the blur).
    /// The path's value is copied when set, as Core Animation copies it.
    public var shadowPath: GraphicsPath? {
        get { modelState.shadow.path.map { GraphicsPath(shape: $0) } }
        set { modelState.shadow.path = newValue?.shape }
    }

    // MARK: Model and presentation

    /// The layer itself: it holds the model values (`CALayer.model()`).
    public func model() -> Layer { self }

    /// A copy of the layer as drawn now, its running animations applied (`CALayer.presentation()`);
    /// the copy does not change afterwards.
    public func presentation() -> Layer? { Layer(model: presentationState) }

    /// Maps the layer's bounds coordinates to its superlayer's as drawn now (a snapshot drawn
    /// where its view is on screen).
    package var presentationTransformToSuperlayer: AffineTransform { presentationState.transformToSuperlayer }

    /// The values drawn now: the model with every running animation applied, in order.
    var presentationState: LayerState {
        guard !animations.isEmpty else { return modelState }
        var state = modelState
        for (_, animation) in animations {
            animation.property.write(animation.value(animation.property.read(state)), to: &state)
        }
        return state
    }

    /// Sets one property's model value as an animator leaves it, without animating the change.
    func setModel(_ value: AnimatableValue, for property: AnimatableProperty) {
        let size = modelState.bounds.size
        property.write(value, to: &modelState)
        if modelState.bounds.size != size { view?.setNeedsLayout() }
    }

    // MARK: Animations

    /// The keys of the running animations, in the order they were added; nil when none runs (as
    /// `CALayer.animationKeys()`).
    public func animationKeys() -> [String]? {
        let keys = animations.map(\.key) + (contentTransition == nil ? [] : [transitionAnimationKey])
        return keys.isEmpty ? nil : keys
    }

    /// The animations the step trace lists: each key (a group's parts under the group's) with the
    /// key path it moves, in the order added, one entry per pair. Flipbook's own poses of a
    /// screen transition (keys `flipbook.…`) are left out: the trace names the transition itself.
    var tracedAnimations: [(key: String, keyPath: String)] {
        var seen = Set<String>()
        var list: [(key: String, keyPath: String)] = []
        for (key, animation) in animations where !key.hasPrefix("flipbook.") {
            let base = key.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? key
            let path = animation.namedKeyPath ?? animation.property.keyPath
            if seen.insert(base + "\u{0}" + path).inserted { list.append((base, path)) }
        }
        return list
    }

    /// Runs `animation` on the layer under `key`, replacing one already under that key, as
    /// `CALayer.add(_:forKey:)` does.
    package func add(_ animation: LayerAnimation, forKey key: String) {
        let replaced = animations.filter { $0.key == key }
        animations.removeAll { $0.key == key }
        animations.append((key, animation))
        replaced.forEach { $0.animation.onRemoved?() }
    }

    /// Runs `animation` beside those already running on its property, under `key` or, when that
    /// is taken, `key-2`, `key-3` … (CHOSEN names), as UIKit adds its additive animations.
    package func addBeside(_ animation: LayerAnimation, key: String) {
        var name = key, n = 1
        while animations.contains(where: { $0.key == name }) { n += 1; name = "\(key)-\(n)" }
        animations.append((name, animation))
    }

    /// Stops the animation under `key`: the layer shows its model value again.
    public func removeAnimation(forKey key: String) {
        if key == transitionAnimationKey { contentTransition?.cancel() }
        let removed = animations.filter { $0.key == key }
        animations.removeAll { $0.key == key }
        removed.forEach { $0.animation.onRemoved?() }
    }

    /// Stops `animation` if it still runs here (a later one under its key may have replaced it).
    package func remove(_ animation: LayerAnimation) { animations.removeAll { $0.animation === animation } }

    public func removeAllAnimations() {
        let removed = animations
        animations = []
        removed.forEach { $0.animation.onRemoved?() }
        // A view transition is Core Animation's `CATransition` on the layer: removed with the rest.
        contentTransition?.cancel()
    }
}
