import class Foundation.NSObject
import FlipbookRender

/// As `UIGestureRecognizer`: watches the touches of its view (and the view's subviews), moves
/// through UIKit's states, and calls its targets' actions on every change but to `.failed`:
/// `.began`, `.changed`, `.ended` (`.recognized` for discrete gestures such as a tap), `.cancelled`.
/// It sees each touch before the view does; once it recognizes, the view's touches are
/// cancelled (`cancelsTouchesInView`) and the scene's other recognizers fail unless a delegate
/// lets them recognize together.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: Self.cardTapped)   // was #selector(cardTapped(_:))
/// tap.numberOfTapsRequired = 2
/// card.addGestureRecognizer(tap)
/// ```
open class GestureRecognizer: NSObject {
    /// As `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's end.
        public static let recognized = State.ended
    }

    /// The current state. Subclasses move it as UIKit's do (`UIGestureRecognizerSubclass`);
    /// `.began`/`.ended` from `.possible` are checked with the delegate and the other
    /// recognizers first (`GestureArena`).
    public var state: State {
        get { storedState }
        set { arena?.request(newValue, for: self) ?? apply(newValue) }
    }
    private var storedState: State = .possible

    public weak var delegate: GestureRecognizerDelegate? { didSet { if let delegate { view?.keepAlive(delegate) } } }
    public var isEnabled = true
    /// The view it is attached to.
    public internal(set) weak var view: View?
    /// Once recognized, the view's touches are cancelled (`touchesCancelled`), as UIKit's default.
    public var cancelsTouchesInView = true
    /// Kept for porting: the view gets its touches as they happen, whatever this says.
    public var delaysTouchesBegan = false
    /// Kept for porting: the view gets its touches as they happen, whatever this says.
    public var delaysTouchesEnded = true
    public var name: String?

    private var actions: [(target: WeakTarget, call: (GestureRecognizer, AnyObject?) -> Void)] = []
    /// Recognizers that must fail before this one may recognize (`require(toFail:)`).
    var mustFail: [WeakGesture] = []
    /// The touches it is following, in the root's coordinates.
    var trackedTouches: [Touch] = []
    /// The scene's arena while a touch is down (nil: changes apply at once).
    weak var arena: GestureArena?

    public override init() { super.init() }

    /// `init(target:action:)` with the one edit Linux needs: `#selector(handlePan(_:))` becomes
    /// `Self.handlePan` for `func handlePan(_ gesture: UIPanGestureRecognizer)`. A nil target is
    /// looked for up the view's responder chain when the action is sent.
    public convenience init<Target, Sender>(target: AnyObject?, action: @escaping (Target) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// `init(target:action:)` for an action method without the recognizer.
    public convenience init<Target>(target: AnyObject?, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// As `addTarget(_:action:)`.
    public func addTarget<Target, Sender>(_ target: AnyObject?, action: @escaping (Target) -> (Sender) -> Void) {
        actions.append((WeakTarget(target), { gesture, given in
            guard let found: Target = gesture.resolveTarget(given), let sender = gesture as? Sender else { return }
            action(found)(sender)
        }))
    }

    public func addTarget<Target>(_ target: AnyObject?, action: @escaping (Target) -> () -> Void) {
        actions.append((WeakTarget(target), { gesture, given in
            guard let found: Target = gesture.resolveTarget(given) else { return }
            action(found)()
        }))
    }

    /// Runs `handler` at every change that sends actions: for callers that are not a target
    /// with a method (the scene-file reader's `onRecognize`).
    package func addHandler(_ handler: @escaping (GestureRecognizer) -> Void) {
        actions.append((WeakTarget(nil), { gesture, _ in handler(gesture) }))
    }

    /// As `removeTarget(_:action:)`: every action of `target` (nil: all of them).
    public func removeTarget(_ target: AnyObject?, action: Any? = nil) {
        actions.removeAll { target == nil || $0.target.object === target }
    }

    /// As `require(toFail:)`: this recognizer waits for `other` to fail before it recognizes
    /// (a single tap that waits for the double tap).
    public func require(toFail other: GestureRecognizer) { mustFail.append(WeakGesture(other)) }

    /// Where the touches are (their centroid) in `view`'s coordinates (nil: the screen's).
    open func location(in view: View?) -> Point {
        guard !trackedTouches.isEmpty else { return lastLocation.map { Self.convert($0, to: view) } ?? .zero }
        let sum = trackedTouches.reduce(Point.zero) { Point(x: $0.x + $1.rootLocation.x, y: $0.y + $1.rootLocation.y) }
        let n = Double(trackedTouches.count)
        return Self.convert(Point(x: sum.x / n, y: sum.y / n), to: view)
    }
    /// Where the last touch was when it lifted: `location(in:)` in an `.ended` action.
    var lastLocation: Point?

    public var numberOfTouches: Int { trackedTouches.count }

    static func convert(_ point: Point, to view: View?) -> Point {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    // MARK: Subclass steps (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { state = .cancelled }
    /// Back to `.possible` once every touch has lifted and the gesture is over.
    open func reset() {}
    /// Whether this recognizer, recognizing, stops `other`: yes, as UIKit's default.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, recognizing, stops this one: yes, as UIKit's default.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Whether the gesture sends actions as it changes (pan, long press) or once (tap, swipe).
    open var isContinuous: Bool { false }

    /// The scene's clock moved while the finger is down or the gesture waits (a long press's
    /// delay, a tap waiting for its second tap).
    func clockDidAdvance(to time: Double) {}
    /// Still `.possible` with no finger down, waiting for the next touch (a double tap between taps).
    var isWaitingBetweenTouches: Bool { false }

    // MARK: State changes

    /// Sets the state and sends the actions, without asking anyone.
    func apply(_ newState: State) {
        storedState = newState
        switch newState {
        case .began, .changed, .ended, .cancelled:
            for entry in actions { entry.call(self, entry.target.object) }
        case .possible, .failed:
            break
        }
    }

    /// Back to `.possible` for the next touch (UIKit resets after `.ended`, `.cancelled`, `.failed`).
    func resetIfOver() {
        guard storedState != .possible, storedState != .began, storedState != .changed else { return }
        storedState = .possible
        trackedTouches = []
        reset()
    }

    /// The given target as the method's type, or up the view's responder chain.
    func resolveTarget<Target>(_ given: AnyObject?) -> Target? {
        if let given { return given as? Target }
        var current = view
        while let v = current {
            if let found = v as? Target { return found }
            if let owner = v.viewOwner, let found = owner as? Target { return found }
            current = v.superview
        }
        return nil
    }
}

/// A recognizer held weakly (`require(toFail:)` does not keep the other alive).
struct WeakGesture {
    weak var gesture: GestureRecognizer?
    init(_ gesture: GestureRecognizer) { self.gesture = gesture }
}
