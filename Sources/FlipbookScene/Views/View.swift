import class Foundation.NSCoder
import FlipbookRender

/// A rectangle on screen with UIKit's geometry and layer properties: the base of every view.
///
/// As in UIKit, a view is placed by `center` and sized by `bounds`; `frame` is derived from
/// them (and from `transform`, which turns the view about its centre). `bounds.origin` shifts
/// what the subviews show, which is how scrolling works. Every view is backed by a `Layer`
/// (`view.layer`), which holds these values; the view's properties read and write through to it.
///
/// ```swift
/// let card = View(frame: Rect(x: 16, y: 100, width: 200, height: 120))
/// card.backgroundColor = .white
/// card.cornerRadius = 12
/// card.transform = AffineTransform(scaleX: 0.5, y: 0.5)   // shrinks about its centre
/// root.addSubview(card)
/// ```
open class View: NSObject {
    /// Names the view in traces, goldens and messages (as `accessibilityIdentifier` does in tests).
    public var id: String?
    /// Hero's view options: id for matching across a transition, modifiers, isEnabled.
    public var hero = HeroViewProperties()
    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []

    /// The layer beneath the view: it holds the view's model values and runs its animations
    /// (`layer.presentation()` is what is drawn while they run).
    public private(set) var layer: Layer

    /// The layer's `position`.
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The layer's `bounds`; a new size asks for layout.
    public var bounds: Rect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    /// Applied about the centre, after layout: it changes what you see, not `center` or `bounds`.
    public var transform: AffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// Group opacity: the view and its subviews are composited once at this alpha (the layer's `opacity`).
    public var alpha: Double {
        get { layer.modelState.opacity }
        set { layer.setOpacity(newValue) }
    }
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }
    public var cornerRadius: Double {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
    /// Drawn inside the bounds, above the content and the subviews, as `CALayer` draws it.
    public var borderWidth: Double {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }
    public var borderColor: Color {
        get { layer.modelState.borderColor }
        set { layer.modelState.borderColor = newValue }
    }
    /// Clips the view's content and subviews to its (rounded) bounds (the layer's `masksToBounds`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// UIKit's `isOpaque`: a promise that the view fills its bounds with opaque content. It
    /// changes nothing drawn; Hero reads it to decide whether a matched pair cross-fades.
    /// True by default (https://developer.apple.com/documentation/uikit/uiview/isopaque). False
    /// for labels and image views: CHOSEN, as Apple documents no default of their own and their
    /// initializers clear it on a device (Hero's cross-fade of matched labels depends on it).
    ///
    /// ```swift
    /// card.isOpaque = false     // a matched card now cross-fades with its partner
    /// ```
    public var isOpaque: Bool {
        get { opaqueSetting ?? type(of: self).isOpaqueByDefault }
        set { opaqueSetting = newValue }
    }
    private var opaqueSetting: Bool?
    /// `isOpaque` until it is set.
    open class var isOpaqueByDefault: Bool { true }
    /// Measures the safe area of this view and its subviews as if `transform` were identity, as
    /// for a snapshot moving on screen: a screen in a view-controller transition keeps the layout
    /// it has at rest while it slides or scales (content pinned to the safe area stays put).
    public var safeAreaIgnoresTransform = false
    /// UIKit's `accessibilityIdentifier`; names the view in traces and layout messages when it has no `id`.
    public var accessibilityIdentifier: String?
    /// The tint set on this view itself; `tintColor` (View+TintColor.swift) inherits when nil.
    var ownTintColor: Color?

    private var needsLayout = true
    /// The view controller whose view this is: it hears `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews` around this view's `layoutSubviews`, and adds to its safe area.
    package weak var viewOwner: (any ViewOwner)?
    /// Lays out this tree while it is in no scene (`layoutIfNeeded()` in `viewDidLoad`); dropped
    /// when the tree joins another view, whose layout then takes over.
    var detachedLayoutEngine: LayoutEngine?
    /// The screen this tree is about to be shown on (set by its view controller), for the pixel
    /// grid of a layout made before it is on screen.
    package var screenToJoin: Screen?

    // MARK: Auto Layout state (see AutoLayout/)

    /// As in UIKit: a view placed by its frame gets constraints that hold that frame when other
    /// constraints refer to it. Set it to false to place the view with constraints.
    public var translatesAutoresizingMaskIntoConstraints = true
    /// Active constraints installed on this view (their first item is this view or its guide).
    public internal(set) var installedConstraints: [LayoutConstraint] = []
    var storedLayoutVariables: LayoutVariables?
    /// How many active constraints name this view (or one of its guides) as an item.
    var activeConstraintReferences = 0
    var storedGuides: [LayoutGuide] = []
    /// Set on a scene's root view; every other view finds its scene through its root.
    weak var rootOfScene: Scene?
    /// Delegates and data sources set before the view was on a scene (see `keepAlive`).
    private var keptUntilOnScene: [AnyObject] = []
    /// Messages about API misuse, kept on the root view for the scene to report.
    var misuseLog: [String] = []
    var huggingPriorities: [LayoutAxis: LayoutPriority] = [:]
    var compressionPriorities: [LayoutAxis: LayoutPriority] = [:]
    /// Space the layout margins guide keeps from the edges (UIKit's default, 8 pt).
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// As in UIKit, margins are measured from the safe area by default.
    public var insetsLayoutMarginsFromSafeArea = true

    public init(frame: Rect = .zero) {
        layer = Layer(model: LayerState(position: frame.center, bounds: Rect(origin: .zero, size: frame.size)))
        super.init()
        adoptLayerClass()
        layer.view = self
    }

    /// UIKit's archive initializer, so that `required init?(coder: NSCoder) { super.init(coder: coder) }`
    /// compiles as app code writes it. There are no nibs or storyboards off-device: the view starts
    /// as `View(frame: .zero)` would.
    /// `UIView()`: a zero frame, through `init(frame:)` as UIKit's, so a subclass that overrides
    /// `init(frame:)` and `init?(coder:)` is made with `BadgeView()` too.
    public override convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        layer = Layer(model: LayerState(position: .zero, bounds: .zero))
        super.init()
        adoptLayerClass()
        layer.view = self
    }

    /// The class of the view's layer, as `UIView.layerClass`: override to back a view with a
    /// `CAGradientLayer` or `CAShapeLayer` (`override class var layerClass: AnyClass { CAGradientLayer.self }`).
    open class var layerClass: AnyClass { Layer.self }

    /// Swaps the plain layer made first for one of `layerClass`, with the same values (the class
    /// is only known once `self` is).
    private func adoptLayerClass() {
        guard let kind = Self.layerClass as? Layer.Type, kind != Layer.self else { return }
        let chosen = kind.init()
        chosen.modelState = layer.modelState
        layer = chosen
    }

    /// The view's extent in its superview's coordinates: the bounding box of the transformed
    /// bounds, as UIKit reports it. Setting it (meaningful when `transform` is identity) sets
    /// `center` and `bounds.size`.
    public var frame: Rect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the existing subviews, moving it from any previous superview.
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "addSubview would create a cycle")
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.detachedLayoutEngine = nil
        setNeedsLayout()
        if let scene { view.handOverKeptObjects(to: scene) }
    }

    /// Keeps an object a weak property of this view points to (a delegate, a data source) alive
    /// as long as the view's scene: off-device no app holds the controllers, so a weak delegate
    /// would vanish behind the user's back. Held by the view until it joins a scene.
    func keepAlive(_ object: AnyObject?) {
        guard let object else { return }
        if let scene { scene.keep(object) } else { keptUntilOnScene.append(object) }
    }

    private func handOverKeptObjects(to scene: Scene) {
        for object in keptUntilOnScene { scene.keep(object) }
        keptUntilOnScene = []
        for sub in subviews { sub.handOverKeptObjects(to: scene) }
    }

    /// As in UIKit, constraints between this subtree and the rest of the old hierarchy are
    /// deactivated; constraints inside the subtree stay.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        var oldRoot = parent
        while let up = oldRoot.superview { oldRoot = up }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        deactivateConstraintsCrossing(from: self, in: oldRoot)
    }

    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    /// Moves `view` behind its siblings, as `UIView.sendSubviewToBack(_:)`.
    ///
    /// ```swift
    /// card.sendSubviewToBack(backgroundImageView)
    /// ```
    public func sendSubviewToBack(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// Swaps the subviews at two indexes, as `UIView.exchangeSubview(at:withSubviewAt:)`.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Takes `view` out of its superview and back in at `index` without the constraint
    /// bookkeeping of a real move, for measuring it in a scene of its own (View+Fitting.swift).
    func detachForMeasuring() -> (home: View, index: Int)? {
        guard let home = superview, let index = home.subviews.firstIndex(where: { $0 === self }) else { return nil }
        home.subviews.remove(at: index)
        superview = nil
        return (home, index)
    }

    func attachAfterMeasuring(to home: View, at index: Int) {
        home.subviews.insert(self, at: min(index, home.subviews.count))
        superview = home
    }

    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v { if current === view { return true }; v = current.superview }
        return false
    }

    /// The first view in this subtree (this view included) whose `id` is `id`.
    public func viewWithID(_ id: String) -> View? {
        if self.id == id { return self }
        for sub in subviews { if let found = sub.viewWithID(id) { return found } }
        return nil
    }

    // MARK: Layout

    /// Marks the view for layout at the next pass (the next step, or the next `layoutIfNeeded()`).
    open func setNeedsLayout() { needsLayout = true }

    /// Whether the next pass runs this view's `layoutSubviews` (`setNeedsLayout()` was called,
    /// or its size changed).
    ///
    /// ```swift
    /// badge.count = 12
    /// badge.needsLayoutPass      // true until the next layoutIfNeeded() or step
    /// ```
    public var needsLayoutPass: Bool { needsLayout }

    /// Lays out now, as UIKit's `layoutIfNeeded`: constraints solved, then `layoutSubviews` of
    /// each view that needs it, top down. In a scene, the whole scene, so constraint changes
    /// inside an animation block animate the frames; in a tree not yet on screen (a controller's
    /// view in `viewDidLoad`), that tree, against its own frame.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     NSLayoutConstraint.activate(pagerConstraints)
    ///     view.layoutIfNeeded()
    ///     let pageWidth = pager.frame.width     // 390 on an iPhone 14, not 0
    /// }
    /// ```
    public func layoutIfNeeded() {
        if let scene {
            if scene.isInLayout { layoutSubtreeIfNeeded() } else { scene.layout() }
        } else {
            var top = self
            while let up = top.superview { top = up }
            let engine = top.detachedLayoutEngine ?? LayoutEngine(screen: Screen(
                name: "detached", size: top.bounds.size, scale: top.screenToJoin?.scale ?? 1, safeAreaInsets: .zero))
            top.detachedLayoutEngine = engine
            engine.layOut(root: top)
        }
        AnimationRecorder.didLayOut()
    }

    /// Runs `layoutSubviews` here if needed, then in every subview, top down. A controller's
    /// view tells its controller before and after, as UIKit's `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews`.
    func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            if let owner = viewOwner {
                scene?.recordCallback(.viewWillLayoutSubviews, of: owner.traceName)
                owner.viewWillLayoutSubviews()
            }
            layoutSubviews()
            if let owner = viewOwner {
                scene?.recordCallback(.viewDidLayoutSubviews, of: owner.traceName)
                owner.viewDidLayoutSubviews()
            }
        }
        for sub in subviews { sub.layoutSubtreeIfNeeded() }
    }

    /// Whether this view or one below it waits for `layoutSubviews`.
    func subtreeNeedsLayout() -> Bool {
        needsLayout || subviews.contains { $0.subtreeNeedsLayout() }
    }

    /// Override to place subviews by frame, as in UIKit. Called when the bounds size changed or
    /// `setNeedsLayout()` was called.
    open func layoutSubviews() {}

    /// The size that fits the view's content within `size`, as `UIView.sizeThatFits(_:)`. The
    /// default returns the view's current size, as UIKit documents
    /// (https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)); override it to
    /// measure your content. `sizeToFit()` applies it.
    ///
    /// ```swift
    /// override func sizeThatFits(_ size: CGSize) -> CGSize {
    ///     CGSize(width: size.width, height: 24 + titleLabel.intrinsicContentSize.height)
    /// }
    /// ```
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin, as `UIView.sizeToFit()`.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: fitted)
    }

    /// Whether touches reach this view and its subviews (`hitTest(_:with:)` skips it when false).
    ///
    /// ```swift
    /// overlay.isUserInteractionEnabled = false   // taps go through to the list below
    /// ```
    public var isUserInteractionEnabled = true

    /// Whether `point` (in this view's bounds coordinates) is inside it, as
    /// `UIView.point(inside:with:)`: inside `bounds`. Override it to widen or shape a target.
    /// The `event` is always nil off-device; the parameter keeps UIKit's signature.
    open func point(inside point: Point, with event: TouchEvent?) -> Bool {
        point.x >= bounds.minX && point.x < bounds.maxX && point.y >= bounds.minY && point.y < bounds.maxY
    }

    /// The deepest view under `point` (in this view's bounds coordinates), front to back, as
    /// `UIView.hitTest(_:with:)`: hidden views, views with `isUserInteractionEnabled` off and
    /// views with alpha below 0.01 are skipped, and a subview is reached only inside its
    /// superview (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
    ///
    /// ```swift
    /// let tapped = scene.root.hitTest(CGPoint(x: 40, y: 120), with: nil)
    /// ```
    open func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            guard let toSub = sub.transformToSuperview.inverse else { continue }
            if let hit = sub.hitTest(toSub.apply(to: point), with: event) { return hit }
        }
        return self
    }

    // MARK: Gesture recognizers

    /// The recognizers attached with `addGestureRecognizer(_:)`, as `UIView.gestureRecognizers`.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestures.isEmpty ? nil : attachedGestures }
        set {
            for g in attachedGestures { g.view = nil }
            attachedGestures = []
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }
    private var attachedGestures: [GestureRecognizer] = []

    /// Attaches `gesture`: it watches touches that land in this view or its subviews.
    ///
    /// ```swift
    /// let pan = UIPanGestureRecognizer(target: self, action: Self.dragged)
    /// card.addGestureRecognizer(pan)
    /// ```
    public func addGestureRecognizer(_ gesture: GestureRecognizer) {
        gesture.view?.removeGestureRecognizer(gesture)
        attachedGestures.append(gesture)
        gesture.view = self
        if let delegate = gesture.delegate { keepAlive(delegate) }
    }

    public func removeGestureRecognizer(_ gesture: GestureRecognizer) {
        attachedGestures.removeAll { $0 === gesture }
        if gesture.view === self { gesture.view = nil }
    }

    /// Whether `gestureRecognizer` (attached to this view) may begin, as
    /// `UIView.gestureRecognizerShouldBegin(_:)`: yes unless overridden.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    // MARK: Touches (UIResponder)

    /// A finger landed in this view (the deepest one `hitTest` found), as
    /// `UIResponder.touchesBegan(_:with:)`. Unless overridden, the touch goes up the responder
    /// chain to the superview, as UIKit's default does; one that leaves the root unhandled is
    /// a tap on nothing that reacts (`Scene.warnings` names it).
    ///
    /// ```swift
    /// override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    ///     backgroundColor = .systemGray5      // pressed look
    /// }
    /// ```
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        forwardTouches(touches, event) { $0.touchesBegan(touches, with: event) }
    }

    /// The finger moved (`UIResponder.touchesMoved(_:with:)`); forwarded up unless overridden.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
        forwardTouches(touches, event) { $0.touchesMoved(touches, with: event) }
    }

    /// The finger lifted (`UIResponder.touchesEnded(_:with:)`); forwarded up unless overridden.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        forwardTouches(touches, event) { $0.touchesEnded(touches, with: event) }
    }

    /// The system took the touch away, e.g. a scroll view began dragging
    /// (`UIResponder.touchesCancelled(_:with:)`); forwarded up unless overridden.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        forwardTouches(touches, event) { $0.touchesCancelled(touches, with: event) }
    }

    /// UIKit's next responder for a view is its superview; past the root, nobody handled it.
    private func forwardTouches(_ touches: Set<Touch>, _ event: TouchEvent?, _ send: (View) -> Void) {
        if let superview { send(superview) } else { scene?.touchDelivery.touchFellThrough() }
    }

    /// As `UIView.invalidateIntrinsicContentSize()`: the next layout pass reads
    /// `intrinsicContentSize` again (it reads it at every pass; this asks for the pass).
    ///
    /// ```swift
    /// badge.count = 12
    /// badge.invalidateIntrinsicContentSize()
    /// ```
    open func invalidateIntrinsicContentSize() { setNeedsLayout() }

    /// The size the view's content wants (text, an image), or `noIntrinsicMetric` per axis.
    /// Auto Layout turns it into hugging and compression-resistance constraints.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// The scene this view is on screen in, if any.
    public var scene: Scene? {
        var v = self
        while let parent = v.superview { v = parent }
        return v.rootOfScene
    }

    /// The part of this view the status bar, notch and home indicator cover, from its current
    /// frame on screen (zero off screen), as `UIView.safeAreaInsets`.
    public var safeAreaInsets: EdgeInsets {
        guard let scene else { return .zero }
        return scene.layoutEngine.safeAreaInsets(of: self, root: scene.root)
    }

    // MARK: Geometry between views

    /// Maps a point in this view's bounds coordinates to its superview's coordinates.
    public var transformToSuperview: AffineTransform { layer.modelState.transformToSuperlayer }

    /// Maps this view's bounds coordinates to the root's (the screen's) coordinates.
    public var transformToRoot: AffineTransform { transformToRoot { $0.transformToSuperview } }

    /// `transformToRoot` as drawn now: through every layer's presentation (running animations
    /// applied), for what a frame shows rather than the model values.
    package var presentationTransformToRoot: AffineTransform {
        transformToRoot { $0.layer.presentationTransformToSuperlayer }
    }

    /// `frameInRoot` as drawn now (`presentationTransformToRoot` over the presented bounds):
    /// where an overlay about the view belongs while an animation moves it.
    package var presentationFrameInRoot: Rect {
        presentationTransformToRoot.apply(to: layer.presentationState.bounds)
    }

    /// The steps from this view up to (not including) the root, each view's `step` in turn.
    private func transformToRoot(_ step: (View) -> AffineTransform) -> AffineTransform {
        var t = AffineTransform.identity
        var v: View? = self
        while let current = v, let parent = current.superview {
            t = t.concatenating(step(current))
            v = parent
        }
        return t
    }

    /// The view's bounds as a box in screen points (the root's coordinates).
    public var frameInRoot: Rect { transformToRoot.apply(to: bounds) }

    /// `frameInRoot` without the transforms of views that set `safeAreaIgnoresTransform`.
    var frameInRootForSafeArea: Rect {
        var t = AffineTransform.identity
        var v: View? = self
        while let current = v, let parent = current.superview {
            let step = current.safeAreaIgnoresTransform
                ? AffineTransform(translationX: current.center.x - current.bounds.minX - current.bounds.width / 2,
                                  y: current.center.y - current.bounds.minY - current.bounds.height / 2)
                : current.transformToSuperview
            t = t.concatenating(step)
            v = parent
        }
        return t.apply(to: bounds)
    }

    // MARK: Drawing

    /// Override to draw the view's own content between its background and its subviews, in
    /// bounds coordinates (a label's text, an image view's image).
    open func drawContent(into ops: inout [DrawOp]) {}

    /// Override to draw the view's content with Core Graphics calls into
    /// `UIGraphicsGetCurrentContext()`, as `UIView.draw(_:)`: run once, kept, and run again
    /// after `setNeedsDisplay()` (Layer/Drawing/Layer+Display.swift).
    open func draw(_ rect: Rect) {}
}
