import class Foundation.NSCoder
import FlipbookRender

/// As `UISwitch`: a 51×31 pt track with a 27 pt knob 2 pt inside it, green when on
/// (`onTintColor`, `.systemGreen` by default) and grey when off. A tap toggles it with the knob
/// sliding and the track's colour changing over `Switch.toggleDuration`, then sends
/// `.valueChanged`; while the finger is down the knob stretches towards the middle. Under
/// right-to-left the switch is mirrored (on: the knob at the left), as UIKit mirrors it.
///
/// ```swift
/// let wifi = UISwitch()
/// wifi.isOn = true
/// wifi.addTarget(self, action: Self.wifiChanged, for: .valueChanged)
/// ```
open class Switch: Control {
    /// UIKit's size, which `init(frame:)` keeps whatever frame it is given
    /// (https://developer.apple.com/documentation/uikit/uiswitch: "the switch's size is fixed").
    public static let size = Size(width: 51, height: 31)
    /// The knob's diameter and its inset from the track's edge: measured on iOS 13–17 (CHOSEN).
    public static let knobDiameter = 27.0
    public static let knobInset = 2.0
    /// How far the knob stretches while touched: CHOSEN (7 pt, as iOS 13+ looks).
    public static let pressedStretch = 7.0
    /// The knob's slide: CHOSEN 0.25 s, ease in-out (UIKit's is a spring of about that length).
    public static let toggleDuration = 0.25
    /// The off track: #E9E9EB light, #39393D dark, as measured (CHOSEN; close to secondarySystemFill).
    public static let offTrackColor = Color(light: Color(red: 233 / 255, green: 233 / 255, blue: 235 / 255),
                                            dark: Color(red: 57 / 255, green: 57 / 255, blue: 61 / 255))

    public private(set) var isOnValue = false
    public var isOn: Bool {
        get { isOnValue }
        set { setOn(newValue, animated: false) }
    }
    public var onTintColor: Color? { didSet { placeParts(animated: false) } }
    public var thumbTintColor: Color? { didSet { placeParts(animated: false) } }

    let track = View()
    let knob = View()

    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Self.size))
        setUpParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        for part in [track, knob] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        knob.layer.shadowColor = .black
        knob.layer.shadowOpacity = 0.2
        knob.layer.shadowOffset = Size(width: 0, height: 3)
        knob.layer.shadowRadius = 4
        placeParts(animated: false)
    }

    open override var intrinsicContentSize: Size { Self.size }
    open override func sizeThatFits(_ size: Size) -> Size { Self.size }

    /// As `setOn(_:animated:)`: animated, the knob slides on the scene's clock.
    public func setOn(_ on: Bool, animated: Bool) {
        isOnValue = on
        placeParts(animated: animated)
    }

    open override func stateDidChange() {
        super.stateDidChange()
        placeParts(animated: true)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts(animated: false)
    }

    /// The track fills the switch; the knob sits at the on or off end (stretched while pressed).
    func placeParts(animated: Bool) {
        let b = Rect(origin: .zero, size: Self.size)
        let rtl = effectiveLayoutDirection == .rightToLeft
        let knobAtRight = isOnValue != rtl
        let width = Self.knobDiameter + (isHighlighted ? Self.pressedStretch : 0)
        let x = knobAtRight ? b.maxX - Self.knobInset - width : b.minX + Self.knobInset
        let knobFrame = Rect(x: x, y: Self.knobInset, width: width, height: Self.knobDiameter)
        let trackColor = isOnValue ? (onTintColor ?? .systemGreen) : Self.offTrackColor
        let apply = { [self] in
            track.frame = b
            track.cornerRadius = b.height / 2
            track.backgroundColor = trackColor
            knob.frame = knobFrame
            knob.cornerRadius = Self.knobDiameter / 2
            knob.backgroundColor = thumbTintColor ?? .white
        }
        if animated, scene != nil {
            View.animate(withDuration: Self.toggleDuration, animations: apply)
        } else {
            apply()
        }
        alpha = isEnabled ? 1 : 0.5
    }

    /// A lift inside toggles the switch, animated, and sends `.valueChanged` (before the
    /// `touchUpInside` the control sends next).
    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        guard let touch, isInsideForTracking(touch) else { return }
        isOnValue.toggle()
        placeParts(animated: true)
        send(.valueChanged, event: event)
    }
}
