import FlipbookRender

/// A screenful of views and the rules that move them: what a driver advances, step by step,
/// and what becomes a `DisplayList` for each frame.
///
/// ```swift
/// let scene = Scene(screen: .iPhone14.withScale(2))
/// scene.root.addSubview(header)
/// scene.scrollView = table          // the view a scroll driver moves
/// scene.advance(to: Step(index: 0, time: 0, scrollOffset: Point(x: 0, y: -300)))
/// let list = scene.displayList()
/// ```
public final class Scene {
    public let screen: Screen
    /// Fills the screen; everything else is inside it.
    public let root: View
    /// The window's colour, behind the root view: `.systemBackground` (white, black in dark).
    public var backgroundColor: Color = .systemBackground
    /// The scroll view that scroll steps move.
    public var scrollView: ScrollView?
    /// Where a finger touches the screen in the current step, in screen points; nil when nothing
    /// touches. The driver sets it as it makes each step (`DragDriver` while a drag lasts, from
    /// the touch landing to the frame before the lift-off), and the finger annotation draws it.
    ///
    /// ```swift
    /// scene.touchLocation = Point(x: 195, y: 600)   // a custom driver's finger
    /// ```
    public var touchLocation: Point?
    /// Where the other fingers are while more than one touches (a scripted pinch's second finger);
    /// the finger annotation draws them too.
    public internal(set) var otherTouchLocations: [Point] = []
    /// Called after a step's offset is applied and before layout, like a view controller's update code.
    public var onStep: ((Scene, Step) -> Void)?
    public private(set) var currentStep: Step?
    /// Objects that live as long as the scene, as a window keeps its view controllers. Delegates
    /// and data sources are weak, as in UIKit; the scene adds each one set on its views here,
    /// so nothing is released behind the user's back. Append other objects a scene needs.
    public var controllers: [AnyObject] = []

    /// Adds `object` to `controllers` unless it is there already.
    public func keep(_ object: AnyObject) {
        if !controllers.contains(where: { $0 === object }) { controllers.append(object) }
    }

    /// The screen transition under way, if any: its kind and the views playing `from` and `to`.
    /// Set by the view controller host (FlipbookTransitions) for as long as the transition runs.
    public package(set) var screenTransition: ScreenTransitionRoles?

    /// Light or dark: which value of each semantic colour is drawn.
    public var appearance: Appearance = .light
    /// The reader's text size; fonts from `preferredFont(forTextStyle:)` follow it.
    public var contentSizeCategory: ContentSizeCategory = .large {
        didSet { if contentSizeCategory != oldValue { root.setNeedsLayoutInSubtree() } }
    }
    /// Draws the device's status bar (9:41, signal, battery) in the top safe area, so a frame
    /// passes for a screenshot. Off by default, so existing goldens hold.
    public var showsStatusBar = false

    /// Leading and trailing point right under `.rightToLeft`, as in Arabic or Hebrew UIs.
    public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { layoutEngine.direction = layoutDirection; if layoutDirection != oldValue { root.setNeedsLayoutInSubtree() } }
    }
    /// Hears every warning once, as it happens: Auto Layout's (conflicts, ambiguity, misuse) and
    /// the scene's own (a driver that scrolls a scene with no scroll view). Unset, they are only
    /// collected in `warnings`; the command line prints them as `flipbook: warning: …`.
    public var onWarning: ((String) -> Void)? {
        didSet { layoutEngine.onWarning = onWarning }
    }
    private var sceneWarnings: [String] = []

    private func warn(_ message: String) {
        sceneWarnings.append(message)
        onWarning?(message)
    }

    /// Why the scene cannot go on, once something called `stop(with:)`.
    public private(set) var stopError: (any Error)?

    /// Stops the run: the drive loop throws `error` after the current step, so no output is
    /// written from a scene that went wrong (a scene file's expression dividing by zero).
    /// The first error is kept.
    ///
    /// ```swift
    /// scene.stop(with: SceneFileProblems(problems: [problem]))
    /// ```
    public func stop(with error: any Error) {
        if stopError == nil { stopError = error }
    }

    /// A warning from a layer built on the scene (view controllers and their transitions):
    /// collected in `warnings` and heard by `onWarning`, like the scene's own, so the command
    /// line prints it even when it was given before the render started.
    ///
    /// ```swift
    /// scene.noteWarning("presented controller 'Detail' has hero.isEnabled = false: …")
    /// ```
    public func noteWarning(_ message: String) { warn(message) }

    /// A driver's warning about how the scene is driven (a release velocity unlike the finger's):
    /// collected in `warnings` and heard by `onWarning`, like the scene's own.
    func noteDriverWarning(_ message: String) { warn(message) }

    /// A driver meant to scroll found no scroll view: said once, instead of a still animation.
    func noteMissingScrollView() {
        guard !warnedNoScrollView else { return }
        warnedNoScrollView = true
        warn("the driver scrolls, but the scene has no scroll view to move (set scene.scrollView); its frames will not scroll")
    }
    let layoutEngine: LayoutEngine

    public init(screen: Screen) {
        self.screen = screen
        root = View(frame: screen.bounds)
        root.id = "root"
        // A view controller's view on a compact-width iPhone: 16 pt side margins.
        root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        layoutEngine = LayoutEngine(screen: screen)
        root.rootOfScene = self
    }

    // MARK: Time

    /// Seconds since the first step: what animations and scroll animations run on.
    public private(set) var currentTime = 0.0
    /// Timed animations: property animators, `View.animate`, animated scrolling.
    public let animations = AnimationRunner()
    /// Work deferred to the start of the next step, the off-device `DispatchQueue.main.async`.
    public let mainQueue = StepQueue()
    /// The scroll callbacks that ran for the current step, in order (for traces and tests):
    /// those the driver triggered while producing the step (a drag's release) and those the
    /// step itself caused.
    public var stepCallbacks: [ScrollCallback] { stepTraceCallbacks.compactMap(\.scrollCallback) }
    /// Every callback of the current step in the order they ran: the scroll callbacks and the
    /// view controllers' lifecycle callbacks (viewWillAppear, viewDidLayoutSubviews …).
    public private(set) var stepTraceCallbacks: [TraceCallback] = []
    private var callbackBuffer: [TraceCallback] = []
    private var lastScrollTime: Double?
    private var warnedNoScrollView = false

    func recordCallback(_ callback: ScrollCallback) { callbackBuffer.append(.scroll(callback)) }
    /// Notes that `owner`'s lifecycle callback ran, for the step's trace.
    package func recordCallback(_ callback: ControllerCallback, of owner: String) {
        callbackBuffer.append(.controller(owner, callback))
    }

    private var scheduled: [(time: Double, work: () -> Void)] = []

    /// Runs `work` at the first step whose time reaches `time` (before that step's animations),
    /// for timeline events such as "the screen disappears at 1 s".
    ///
    /// ```swift
    /// scene.schedule(at: 1.0) { controller.viewWillDisappear(true) }
    /// ```
    public func schedule(at time: Double, _ work: @escaping () -> Void) {
        // After every entry due at the same time or earlier: work due together runs in the order it
        // was scheduled, as a run loop fires timers of one deadline.
        let index = scheduled.firstIndex { $0.time > time } ?? scheduled.endIndex
        scheduled.insert((time, work), at: index)
    }

    /// What runs once a frame, after the work due by the frame's time and before its animations move
    /// (`CADisplayLink`): see `addFrameObserver`.
    var frameObservers: [FrameObserverEntry] = []
    /// The time of the step before this one, the frame last shown (nil before the second step).
    package private(set) var previousStepTime: Double?

    /// The finger scripted touches and custom drivers move (Touches/).
    lazy var touchDelivery = TouchDelivery(scene: self)

    var isInLayout: Bool { layoutEngine.isLayingOut }

    /// Every Auto Layout warning so far, each once: conflicts broken, constants that could not
    /// be honoured, misuse.
    public var layoutWarnings: [String] { layoutEngine.warnings + root.misuseLog }

    /// Every warning so far: Auto Layout's, then the scene's own.
    public var warnings: [String] { layoutWarnings + sceneWarnings }
    /// The scene's own warnings, without Auto Layout's: fonts and symbols it drew without
    /// having them, its driver's and its transitions' (`noteWarning`).
    public var ownWarnings: [String] { sceneWarnings }

    /// Views whose position or size their constraints leave open (`hasAmbiguousLayout`).
    /// Solves small linear programs: call it in tests and `validate`, not every frame.
    public func ambiguityReport() -> [String] {
        layout()
        return layoutEngine.ambiguityReport(root: root)
    }

    /// A view's frame in screen points as the solver placed it (ignoring transforms).
    public func layoutFrame(of item: LayoutItem) -> Rect { layoutEngine.solvedRect(item) }

    /// Applies a step: runs work queued for it, moves time-driven animations to the step's time,
    /// moves the scroll view (its delegate runs), runs `onStep`, then lays out.
    public func advance(to step: Step) {
        CurrentScreen.use(self)
        previousStepTime = currentStep?.time
        currentStep = step
        currentTime = step.time
        while let first = scheduled.first, first.time <= step.time + 1e-9 {
            scheduled.removeFirst()
            first.work()
        }
        touchDelivery.clockDidAdvance(to: step.time)
        // A finger held down stays drawn, whatever the driver cleared.
        if let finger = touchDelivery.current { touchLocation = finger.rootLocation }
        runFrameObservers(at: step.time)
        let before = scrollView?.contentOffset
        animations.advance(to: step.time)
        if let offset = step.scrollOffset {
            if let scrollView {
                scrollView.contentOffset = offset
            } else {
                noteMissingScrollView()
            }
        }
        if let scrollView {
            // The indicator shows while the content moves and fades out 0.5 s after, over 0.25 s.
            if scrollView.contentOffset != before || scrollView.isDragging { lastScrollTime = step.time }
            let idle = lastScrollTime.map { step.time - $0 } ?? .infinity
            scrollView.scrollIndicatorAlpha = idle <= 0.5 ? 1 : max(0, 1 - (idle - 0.5) / 0.25)
        }
        onStep?(self, step)
        layout()
        // Work the callbacks queued runs once they have returned, before the driver's next step
        // (a setContentOffset(animated:) queued in didEndDragging stops the fling there).
        if mainQueue.hasWork {
            mainQueue.drain()
            layout()
        }
        stepTraceCallbacks = callbackBuffer
        callbackBuffer = []
        // The run loop's turn ends: its implicit transaction commits (CATransaction settings made
        // outside begin/commit end here, and their completions wait for their animations).
        Transaction.commitImplicit()
    }

    /// Solves the constraints and places constrained views, then runs `layoutSubviews` top down
    /// (see `LayoutEngine.layOut(root:)`): the one layout pass, which `layoutIfNeeded()` runs too.
    public func layout() { layoutEngine.layOut(root: root) }

    /// The frame as it stands, as an immutable value for the rasterizer.
    public func displayList() -> DisplayList {
        _ = DrawnRefusals.take()   // what another scene's snapshots left on this thread is not ours
        let list = DisplayListBuilder(screen: screen, background: backgroundColor, appearance: appearance,
                                      statusBar: showsStatusBar ? statusBarOps : []).build(root)
        resourceWarnings.check(list, warn: warn)
        for message in DrawnRefusals.take() where !sceneWarnings.contains(message) { warn(message) }
        return list
    }

    /// Fonts and symbols the scene drew without having them, each warned about once.
    private var resourceWarnings = ResourceWarnings()

    /// The status bar's ops depend on the screen alone (colours resolve later): made once.
    private lazy var statusBarOps: [DrawOp] = StatusBar(screen: screen).ops()
}
