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
    /// The window's colour, behind the root view.
    public var backgroundColor: Color = .white
    /// The scroll view that scroll steps move.
    public var scrollView: ScrollView?
    /// Called after a step's offset is applied and before layout, like a view controller's update code.
    public var onStep: ((Scene, Step) -> Void)?
    public private(set) var currentStep: Step?
    /// Objects that live as long as the scene: delegates are weak, as in UIKit, so the
    /// controllers that own the animators are kept here, as a window keeps its view controllers.
    public var controllers: [AnyObject] = []

    public init(screen: Screen) {
        self.screen = screen
        root = View(frame: screen.bounds)
        root.id = "root"
    }

    /// Applies a step: moves the scroll view (its delegate runs), runs `onStep`, then lays out.
    public func advance(to step: Step) {
        currentStep = step
        if let offset = step.scrollOffset { scrollView?.contentOffset = offset }
        onStep?(self, step)
        layout()
    }

    /// Lays out every view that needs it, top down.
    public func layout() { root.layoutIfNeeded() }

    /// The frame as it stands, as an immutable value for the rasterizer.
    public func displayList() -> DisplayList {
        DisplayListBuilder(screen: screen, background: backgroundColor).build(root)
    }
}
