import class Foundation.NSCoder
import FlipbookRender

/// As `UIControl`: a view that tracks a finger and tells its actions about it. A finger that
/// lands highlights it (`touchDown`); moving keeps it highlighted while within
/// `TouchTiming.controlSlop` of its bounds (`touchDragInside`/`Outside`, `Enter`/`Exit`); lifting
/// there sends `touchUpInside` (and a button's `primaryActionTriggered`), elsewhere
/// `touchUpOutside`. A disabled control passes touches up to its superview, as in UIKit.
///
/// ```swift
/// final class LoginViewController: UIViewController {
///     let button = UIButton(type: .system)
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         button.addTarget(self, action: Self.loginTapped, for: .touchUpInside)   // was #selector(loginTapped)
///     }
///     func loginTapped() { present(WelcomeViewController(), animated: true) }
/// }
/// ```
open class Control: View {
    public var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    public var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Kept for porting: nothing off-device takes focus.
    public var isFocused: Bool { false }
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    public var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// `contentHorizontalAlignment` with leading and trailing resolved for the layout direction.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rtl = effectiveLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// The state the flags add up to, as `UIControl.state`.
    public var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// While a finger that landed in the control is down.
    public private(set) var isTracking = false
    /// Whether the tracked finger is within the control (with `TouchTiming.controlSlop`).
    public private(set) var isTouchInside = false

    private var registrations: [ControlActionRegistration] = []

    public override init(frame: Rect = .zero) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes: subclasses that cache
    /// their look refresh it here. Frames are drawn from the state, so nothing else is needed.
    open func stateDidChange() {}

    // MARK: Actions

    /// Runs `action` for `events`, as `UIControl.addAction(_:for:)`; one with the identifier of
    /// an action already registered for those events replaces it.
    public func addAction(_ action: ControlAction, for events: Event) {
        registrations.removeAll { if case .action(let old) = $0.kind { old.identifier == action.identifier && $0.events == events } else { false } }
        registrations.append(ControlActionRegistration(kind: .action(action), events: events))
    }

    /// As `UIControl.removeAction(_:for:)`.
    public func removeAction(_ action: ControlAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// As `UIControl.removeAction(identifiedBy:for:)`.
    public func removeAction(identifiedBy identifier: ControlAction.Identifier, for events: Event) {
        registrations = registrations.compactMap { registration in
            guard case .action(let action) = registration.kind, action.identifier == identifier else { return registration }
            let left = registration.events.subtracting(events)
            return left.isEmpty ? nil : ControlActionRegistration(kind: registration.kind, events: left)
        }
    }

    /// Target–action with the one edit Linux needs: `#selector(tapped)` becomes `Self.tapped`
    /// (an unbound method of the target's type). The target is held weakly, as UIKit does; a nil
    /// target is looked for up the responder chain when the action is sent (the first superview,
    /// or view controller owning one, of the method's type), as UIKit's nil-targeted actions.
    ///
    /// ```swift
    /// button.addTarget(self, action: Self.closeTapped, for: .touchUpInside)
    /// ```
    public func addTarget<Target>(_ target: AnyObject?, action: @escaping (Target) -> () -> Void, for events: Event) {
        addTargetRegistration(target, events) { control, given, _ in
            guard let found: Target = control.resolveTarget(given) else { return }
            action(found)()
        }
    }

    /// Target–action for a method with the sender: `#selector(tapped(_:))` becomes `Self.tapped`
    /// for `func tapped(_ sender: UIButton)`. A sender of another type skips the call.
    public func addTarget<Target, Sender>(_ target: AnyObject?, action: @escaping (Target) -> (Sender) -> Void, for events: Event) {
        addTargetRegistration(target, events) { control, given, _ in
            guard let found: Target = control.resolveTarget(given), let sender = control as? Sender else { return }
            action(found)(sender)
        }
    }

    /// Target–action for a method with the sender and the event: `tapped(_:for:)`.
    public func addTarget<Target, Sender>(_ target: AnyObject?, action: @escaping (Target) -> (Sender, TouchEvent?) -> Void,
                                          for events: Event) {
        addTargetRegistration(target, events) { control, given, event in
            guard let found: Target = control.resolveTarget(given), let sender = control as? Sender else { return }
            action(found)(sender, event)
        }
    }

    /// `call` gets the target (nil: none was given) when the action is sent; the registration
    /// holds it weakly, and one whose target is gone sends nothing.
    private func addTargetRegistration(_ target: AnyObject?, _ events: Event,
                                       _ call: @escaping (Control, AnyObject?, TouchEvent?) -> Void) {
        let hadTarget = target != nil
        let box = WeakTarget(target)
        registrations.append(ControlActionRegistration(kind: .target(box, { [box] control, event in
            let object = box.object
            guard !hadTarget || object != nil else { return }
            call(control, object, event)
        }), events: events))
    }

    /// The given target as the method's type, or with none, the first object up the responder
    /// chain of that type: this control, its superviews, and the controllers whose views they are.
    func resolveTarget<Target>(_ given: AnyObject?) -> Target? {
        if let given { return given as? Target }
        var view: View? = self
        while let current = view {
            if let found = current as? Target { return found }
            if let owner = current.viewOwner, let found = owner as? Target { return found }
            view = current.superview
        }
        return nil
    }

    /// As `UIControl.removeTarget(_:action:for:)`: every action of `target` (nil: of every
    /// target) for `events`. Selectors cannot be compared off-device, so `action` is not
    /// looked at: all of the target's actions for those events go.
    public func removeTarget(_ target: AnyObject?, action: Any? = nil, for events: Event) {
        registrations = registrations.compactMap { registration in
            guard case .target(let weak, _) = registration.kind, target == nil || weak.object === target else { return registration }
            let left = registration.events.subtracting(events)
            return left.isEmpty ? nil : ControlActionRegistration(kind: registration.kind, events: left)
        }
    }

    /// The events some action or target is registered for, as `UIControl.allControlEvents`.
    public var allControlEvents: Event { registrations.reduce(into: []) { $0.formUnion($1.events) } }

    /// Runs every action registered for any of `events`, in the order they were added, as
    /// `UIControl.sendActions(for:)`.
    ///
    /// ```swift
    /// toggle.isOn = true
    /// toggle.sendActions(for: .valueChanged)
    /// ```
    public func sendActions(for events: Event) { send(events, event: nil) }

    /// Runs one action with this control as its sender, as `UIControl.sendAction(_:)`.
    public func sendAction(_ action: ControlAction) { action.perform(sender: self) }

    /// Event by event in UIKit's bit order (`touchUpInside` before `primaryActionTriggered`),
    /// each event's actions in the order they were added; an action registered for several of
    /// the events runs once. CHOSEN: Apple documents no order between events sent together.
    func send(_ events: Event, event: TouchEvent?) {
        // A snapshot: an action may add or remove others while it runs.
        let snapshot = registrations
        var ran = Set<Int>()
        for bit in 0..<32 {
            let single = Event(rawValue: 1 << UInt(bit))
            guard events.contains(single) else { continue }
            for (index, registration) in snapshot.enumerated() where registration.events.contains(single) && !ran.contains(index) {
                ran.insert(index)
                switch registration.kind {
                case .action(let action): action.perform(sender: self)
                case .target(_, let call): call(self, event)
                }
            }
        }
    }

    // MARK: Tracking (UIControl's overridable steps)

    /// The finger landed; return false to stop tracking it.
    open func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }
    /// The finger moved; return false to stop tracking it.
    open func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }
    /// The finger lifted (before `touchUpInside`/`touchUpOutside` are sent).
    open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}
    /// The touch was cancelled.
    open func cancelTracking(with event: TouchEvent?) {}

    /// The events a lift inside sends: `touchUpInside`; a button adds `primaryActionTriggered`.
    open var eventsForTouchUpInside: Event { .touchUpInside }

    /// Whether `touch` is inside for tracking: the bounds grown by `TouchTiming.controlSlop`.
    func isInsideForTracking(_ touch: Touch) -> Bool {
        let p = touch.location(in: self), slop = TouchTiming.controlSlop
        return p.x >= bounds.minX - slop && p.x < bounds.maxX + slop && p.y >= bounds.minY - slop && p.y < bounds.maxY + slop
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        send(events, event: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        let inside = isInsideForTracking(touch)
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isTouchInside = false
        send(inside ? eventsForTouchUpInside : .touchUpOutside, event: event)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard isEnabled else { return super.touchesCancelled(touches, with: event) }
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        send(.touchCancel, event: event)
    }
}

/// One registration: an action or a target's method, and the events it is for.
struct ControlActionRegistration {
    enum Kind {
        case action(ControlAction)
        case target(WeakTarget, (Control, TouchEvent?) -> Void)
    }
    let kind: Kind
    let events: Control.Event
}

/// A target held weakly, as UIKit holds a control's targets.
final class WeakTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
