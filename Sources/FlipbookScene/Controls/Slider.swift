import class Foundation.NSCoder
import FlipbookRender

/// As `UISlider`: a 4 pt capsule track, the part from the minimum to the thumb in the tint
/// colour, and a 28 pt white thumb with a shadow. Dragging the thumb changes `value` and sends
/// `.valueChanged` as it moves. Under right-to-left the minimum is on the right.
///
/// ```swift
/// let volume = Slider(frame: Rect(x: 20, y: 100, width: 280, height: 31))
/// volume.value = 0.3
/// volume.addAction(ControlAction(handler: { _ in print(volume.value) }), for: .valueChanged)
/// ```
open class Slider: Control {
    /// Track height. CHOSEN: 4 pt, measured on iOS 13+ screenshots (Apple does not document it).
    public static let trackHeight = 4.0
    /// Thumb diameter. CHOSEN: 28 pt, measured on iOS 13+ screenshots.
    public static let thumbDiameter = 28.0
    /// The intrinsic height. CHOSEN: 31 pt, the height Interface Builder gives a new slider.
    public static let height = 31.0
    /// How far outside the thumb a finger still grabs it. CHOSEN.
    public static let thumbGrabSlop = 10.0
    /// `setValue(_:animated: true)`'s duration. CHOSEN.
    public static let animationDuration = 0.25

    /// Clamped to `minimumValue…maximumValue`; NaN leaves the value as it was.
    public var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// As UIKit, raising the minimum above the value moves the value up.
    public var minimumValue: Float = 0 { didSet { if !minimumValue.isFinite { minimumValue = oldValue }; clampAndPlace() } }
    public var maximumValue: Float = 1 { didSet { if !maximumValue.isFinite { maximumValue = oldValue }; clampAndPlace() } }
    /// Nil: the tint colour.
    public var minimumTrackTintColor: Color? { didSet { placeParts() } }
    /// Nil: `systemFill`'s grey. CHOSEN: UIKit's unfilled track is that translucent grey.
    public var maximumTrackTintColor: Color? { didSet { placeParts() } }
    /// Nil: white.
    public var thumbTintColor: Color? { didSet { placeParts() } }
    /// As UIKit: true sends `.valueChanged` while dragging; false only when the finger lifts.
    public var isContinuous = true

    private var storedValue: Float = 0
    private let maximumTrack = View(), minimumTrack = View(), thumb = View()
    /// While dragging: the finger's x minus the thumb centre's when it landed.
    private var grabOffset = 0.0
    private var valueAtTouchDown: Float = 0

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        setUpParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        for part in [maximumTrack, minimumTrack, thumb] { part.isUserInteractionEnabled = false; addSubview(part) }
        maximumTrack.cornerRadius = Slider.trackHeight / 2
        minimumTrack.cornerRadius = Slider.trackHeight / 2
        thumb.cornerRadius = Slider.thumbDiameter / 2
        // CHOSEN: a soft shadow like iOS's thumb.
        thumb.layer.shadowColor = .black
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowOffset = Size(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        placeParts()
    }

    /// No intrinsic width; 31 pt high at every content size category (UIKit does not scale sliders).
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Slider.height) }

    /// As `UISlider.setValue(_:animated:)`: clamps, and animated, the thumb and fill move over
    /// `animationDuration`. Does not send `.valueChanged`.
    public func setValue(_ newValue: Float, animated: Bool) {
        guard !newValue.isNaN else { return }
        storedValue = clamped(newValue)
        if animated {
            View.animate(withDuration: Slider.animationDuration, animations: { [self] in placeParts() })
        } else {
            View.performWithoutAnimation { placeParts() }
        }
    }

    private func clamped(_ v: Float) -> Float { min(max(v, min(minimumValue, maximumValue)), max(minimumValue, maximumValue)) }

    private func clampAndPlace() { storedValue = clamped(storedValue); placeParts() }

    /// 0…1: where the value sits between the minimum and the maximum.
    private var fraction: Double {
        let span = Double(maximumValue) - Double(minimumValue)
        return span > 0 ? (Double(storedValue) - Double(minimumValue)) / span : 0
    }

    private var isRightToLeft: Bool { effectiveLayoutDirection == .rightToLeft }

    /// The thumb centre's x for a fraction: it travels `width − thumbDiameter`, so it never overhangs.
    private func thumbCentreX(_ fraction: Double) -> Double {
        let r = Slider.thumbDiameter / 2, travel = max(0, bounds.width - Slider.thumbDiameter)
        return isRightToLeft ? bounds.width - r - travel * fraction : r + travel * fraction
    }

    /// As `UISlider.thumbRect(forBounds:trackRect:value:)` for the current bounds.
    public func thumbRect(for value: Float) -> Rect {
        let span = Double(maximumValue) - Double(minimumValue)
        let f = span > 0 ? min(1, max(0, (Double(value) - Double(minimumValue)) / span)) : 0
        let d = Slider.thumbDiameter
        return Rect(x: thumbCentreX(f) - d / 2, y: bounds.midY - d / 2, width: d, height: d)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let h = Slider.trackHeight, y = bounds.midY - h / 2
        maximumTrack.frame = Rect(x: 0, y: y, width: bounds.width, height: h)
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        let x = thumbCentreX(fraction)
        minimumTrack.frame = isRightToLeft ? Rect(x: x, y: y, width: max(0, bounds.width - x), height: h)
                                           : Rect(x: 0, y: y, width: max(0, x), height: h)
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        thumb.frame = thumbRect(for: storedValue)
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Dragging

    // As UIKit, only a finger on the thumb (with a little slop) drags it.
    open override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
        let p = touch.location(in: self), thumbFrame = thumbRect(for: storedValue)
        let slop = Slider.thumbGrabSlop
        guard p.x >= thumbFrame.minX - slop, p.x <= thumbFrame.maxX + slop,
              p.y >= thumbFrame.minY - slop, p.y <= thumbFrame.maxY + slop else { return false }
        grabOffset = p.x - thumbFrame.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
        let travel = bounds.width - Slider.thumbDiameter
        guard travel > 0 else { return true }
        let centre = touch.location(in: self).x - grabOffset - Slider.thumbDiameter / 2
        let f = min(1, max(0, (isRightToLeft ? travel - centre : centre) / travel))
        let newValue = Float(Double(minimumValue) + f * (Double(maximumValue) - Double(minimumValue)))
        let changed = newValue != storedValue
        setValue(newValue, animated: false)
        if changed, isContinuous { send(.valueChanged, event: event) }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        if !isContinuous, storedValue != valueAtTouchDown { send(.valueChanged, event: event) }
    }
}
