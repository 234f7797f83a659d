import Foundation
import FlipbookScene
import FlipbookSupport
import FlipbookTransitions

public extension Scene {
    /// Shows a ported view controller full screen, as a window's root view controller: its view
    /// loads (`viewDidLoad`), fills the scene and appears; the first scroll view in it, depth
    /// first, becomes the scene's scroll view unless one is set; and `DispatchQueue.main.async`
    /// work queued by the controller runs in this scene, after the step that queued it.
    ///
    /// ```swift
    /// let scene = Scene(screen: .iPhone14)
    /// scene.attach(PostListViewController())
    /// ```
    @discardableResult
    func attach(_ controller: ViewController) -> ControllerHost {
        MainQueueRouting.scene = self
        CurrentScreen.use(self)
        let host = ControllerHost(scene: self, rootViewController: controller)
        if scrollView == nil { scrollView = Self.firstScrollView(in: controller.view) }
        layout()
        return host
    }

    private static func firstScrollView(in view: View) -> ScrollView? {
        if let scroll = view as? ScrollView { return scroll }
        for sub in view.subviews { if let found = firstScrollView(in: sub) { return found } }
        return nil
    }
}

/// UIKit's `DispatchQueue.main`, for ported code: `DispatchQueue.main.async { … }` queues the
/// work on the scene the controller was attached to (`Scene.mainQueue`), which runs it once the
/// step's callbacks have returned, before the next step, as a run loop turn would. Before any
/// scene is attached, the work runs at once.
///
/// (Dispatch's own `DispatchQueue` is not re-exported by FlipbookUIKit; code that needs it
/// imports Dispatch and writes `Dispatch.DispatchQueue`.)
public enum DispatchQueue {
    public static let main = MainQueue()
}

/// `DispatchQueue.main` for ported code (see `DispatchQueue`).
public final class MainQueue: Sendable {
    /// As `DispatchQueue.main.async(execute:)`.
    public func async(execute work: @escaping () -> Void) {
        if let scene = MainQueueRouting.scene { scene.mainQueue.async(work) } else { work() }
    }

    /// As `DispatchQueue.main.asyncAfter(deadline:execute:)`: on the attached scene's clock,
    /// at the first step reaching the deadline (before any scene is attached: at once).
    ///
    /// ```swift
    /// DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { refresh.endRefreshing() }
    /// ```
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        guard let scene = MainQueueRouting.scene else { return work() }
        scene.schedule(at: max(deadline.seconds, scene.currentTime)) { work() }
    }
}

/// `DispatchTime` for ported code: a moment on the attached scene's clock, in seconds.
public struct DispatchTime: Sendable, Comparable {
    public let seconds: Double

    /// The attached scene's current time (0 before one is attached).
    public static func now() -> DispatchTime { DispatchTime(seconds: MainQueueRouting.scene?.currentTime ?? 0) }

    public static func + (time: DispatchTime, interval: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + (interval.isFinite ? interval : 0))
    }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }
}

/// The scene `DispatchQueue.main` sends work to: the last one `attach` was called on, on this
/// thread (scenes run on the thread that drives them, so a thread-local is the right scope).
enum MainQueueRouting {
    private final class WeakScene {
        weak var scene: Scene?
    }

    private static let slot = ThreadLocalObject<WeakScene, Never> { WeakScene() }

    static var scene: Scene? {
        get { slot.current().scene }
        set { slot.current().scene = newValue }
    }
}
