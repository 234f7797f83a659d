import class Foundation.NSCoder
import FlipbookRender

/// As `UISwitch`: a 51×31 pt capsule track with a 27 pt round knob that sits on the trailing
/// side when on. A tap toggles it (the knob slides and the track colour fades on the scene's
/// clock) and sends `.valueChanged`. Under right-to-left the on side is the left.
///
/// ```swift
/// let wifi = Switch()
/// wifi.setOn(true, animated: false)
/// wifi.addAction(ControlAction(handler: { _ in print(wifi.isOn) }), for: .valueChanged)
/// ```
open class Switch: Control {
    /// 51×31 pt: the frame UIKit gives every switch (view dump of `UISwitch()`,
    /// http://c4ios.com/tutorials/hacking-uiswitch: "frame = (0 0; 51 31)").
    public static let size = Size(width: 51, height: 31)
    /// The knob's diameter: 31 − 2 × 2 pt inset (measured on iOS screenshots; CHOSEN from that measurement).
    public static let knobDiameter = 27.0
    /// The gap between knob and track edge. CHOSEN (measured 2 pt on iOS screenshots).
    public static let knobInset = 2.0
    /// How long the knob slides. CHOSEN: UIKit's toggle takes about a quarter second.
    public static let toggleDuration = 0.25

    /// The off track: `systemFill`'s grey in light and dark. CHOSEN (UIKit draws a translucent grey).
    public static let offTrackColor = Color.systemFill

    public private(set) var isOn = false
    /// Nil: `.systemGreen`, as `UISwitch.onTintColor`'s default.
    public var onTintColor: Color? { didSet { placeParts() } }
    /// Nil: white, as `UISwitch.thumbTintColor`'s default.
    public var thumbTintColor: Color? { didSet { placeParts() } }

    private let track = View()
    private let knob = View()

    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Switch.size))
        setUpParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        for part in [track, knob] { part.isUserInteractionEnabled = false; addSubview(part) }
        track.cornerRadius = Switch.size.height / 2
        knob.cornerRadius = Switch.knobDiameter / 2
        // The knob's soft drop shadow. CHOSEN values that match iOS screenshots by eye.
        knob.layer.shadowColor = .black
        knob.layer.shadowOpacity = 0.2
        knob.layer.shadowOffset = Size(width: 0, height: 3)
        knob.layer.shadowRadius = 4
        placeParts()
    }

    /// 51×31 pt whatever the content size category: UIKit does not scale switches.
    open override var intrinsicContentSize: Size { Switch.size }

    /// As `UISwitch.setOn(_:animated:)`: animated, the knob slides over `toggleDuration`.
    /// Does not send `.valueChanged` (UIKit sends it only for the user's taps).
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
        if animated {
            View.animate(withDuration: Switch.toggleDuration, animations: { [self] in placeParts() })
        } else {
            View.performWithoutAnimation { placeParts() }
        }
    }

    /// The knob's frame for a state, in the switch's bounds: leading when off, trailing when on.
    public func knobFrame(on: Bool) -> Rect {
        let d = Switch.knobDiameter, inset = Switch.knobInset
        let trailing = on != (effectiveLayoutDirection == .rightToLeft)
        let x = trailing ? bounds.width - inset - d : inset
        return Rect(x: x, y: (bounds.height - d) / 2, width: d, height: d)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        track.frame = bounds
        track.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : Switch.offTrackColor
        knob.frame = knobFrame(on: isOn)
        knob.backgroundColor = thumbTintColor ?? .white
    }

    // A lift inside toggles, before `touchUpInside` goes out, as UIKit orders them.
    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        guard let touch, isInsideForTracking(touch) else { return }
        setOn(!isOn, animated: true)
        send(.valueChanged, event: event)
    }
}
