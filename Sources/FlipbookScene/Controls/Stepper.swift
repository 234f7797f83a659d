import class Foundation.NSCoder
import FlipbookRender

/// As `UIStepper` (iOS 13+ look): a 94×32 pt rounded grey capsule split into a minus half
/// and a plus half by a thin divider. A tap on a half steps `value` by `stepValue` (wrapping
/// past the ends if `wraps`) and sends `.valueChanged`. The minus half is leading, so it is on
/// the right under right-to-left.
///
/// ```swift
/// let guests = Stepper()
/// guests.minimumValue = 1; guests.maximumValue = 8
/// guests.addAction(ControlAction(handler: { _ in print(guests.value) }), for: .valueChanged)
/// ```
open class Stepper: Control {
    /// 94×32 pt: UIStepper's fixed size on iOS 13+ (issue 28's measurement; 94×29 before iOS 13).
    public static let size = Size(width: 94, height: 32)
    /// Corner radius. CHOSEN: 8 pt, measured on iOS 13+ screenshots.
    public static let cornerRadius = 8.0
    /// The divider: 1 pt wide, 18 pt tall, centred. CHOSEN from screenshots.
    public static let dividerSize = Size(width: 1, height: 18)
    /// The minus and plus bars: 14 pt long, 2 pt thick. CHOSEN from screenshots.
    public static let glyphLength = 14.0, glyphThickness = 2.0

    /// Clamped to `minimumValue…maximumValue`; NaN leaves it unchanged.
    public var value: Double = 0 { didSet { if value.isNaN { value = oldValue }; value = clamped(value) } }
    /// As UIKit: 0…100 by 1 unless set. Values that are not finite are refused (kept as they were).
    public var minimumValue: Double = 0 { didSet { if !minimumValue.isFinite { minimumValue = oldValue }; value = clamped(value) } }
    public var maximumValue: Double = 100 { didSet { if !maximumValue.isFinite { maximumValue = oldValue }; value = clamped(value) } }
    /// Must be above 0, as UIKit requires; other values are refused.
    public var stepValue: Double = 1 { didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = oldValue } } }
    /// Past the maximum goes to the minimum and back, as `UIStepper.wraps`.
    public var wraps = false
    /// Kept for porting: holding a half does not repeat here.
    public var autorepeat = true
    /// As UIKit: true sends `.valueChanged` at once.
    public var isContinuous = true

    /// Which half the finger landed on: -1 minus, +1 plus.
    private var pressedDirection = 0

    public override init(frame: Rect = .zero) {
        super.init(frame: Rect(origin: frame.origin, size: Stepper.size))
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// 94×32 pt at every content size category: UIKit does not scale steppers.
    open override var intrinsicContentSize: Size { Stepper.size }

    private func clamped(_ v: Double) -> Double { min(max(v, min(minimumValue, maximumValue)), max(minimumValue, maximumValue)) }

    /// The half a point in the stepper's bounds is on: -1 for minus, +1 for plus.
    private func direction(at p: Point) -> Int {
        let leftHalf = p.x < bounds.midX
        return leftHalf == (effectiveLayoutDirection == .leftToRight) ? -1 : 1
    }

    /// The value one step in `direction`, with `wraps` and the bounds applied.
    private func stepped(_ direction: Int) -> Double {
        let next = value + Double(direction) * stepValue
        if next > maximumValue { return wraps ? minimumValue : maximumValue }
        if next < minimumValue { return wraps ? maximumValue : minimumValue }
        return next
    }

    open override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
        pressedDirection = direction(at: touch.location(in: self))
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        defer { pressedDirection = 0 }
        guard let touch, isInsideForTracking(touch), pressedDirection != 0 else { return }
        let old = value
        value = stepped(pressedDirection)
        if value != old { send(.valueChanged, event: event) }
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        // The track: `tertiarySystemFill`-like grey. CHOSEN: systemFill's grey (measured close).
        ops.append(.fill(.roundedRect(bounds, radius: Stepper.cornerRadius), .systemFill))
        let d = Stepper.dividerSize
        ops.append(.fill(.rect(Rect(x: bounds.midX - d.width / 2, y: bounds.midY - d.height / 2, width: d.width, height: d.height)),
                         .systemGray3))
        let rtl = effectiveLayoutDirection == .rightToLeft
        let minusX = rtl ? bounds.width * 0.75 : bounds.width * 0.25, plusX = rtl ? bounds.width * 0.25 : bounds.width * 0.75
        let atMinimum = !wraps && value <= minimumValue, atMaximum = !wraps && value >= maximumValue
        let ink = Color.label, dim = Color.tertiaryLabel
        let l = Stepper.glyphLength, t = Stepper.glyphThickness, y = bounds.midY
        ops.append(.fill(.rect(Rect(x: minusX - l / 2, y: y - t / 2, width: l, height: t)), atMinimum ? dim : ink))
        let plus = atMaximum ? dim : ink
        ops.append(.fill(.rect(Rect(x: plusX - l / 2, y: y - t / 2, width: l, height: t)), plus))
        ops.append(.fill(.rect(Rect(x: plusX - t / 2, y: y - l / 2, width: t, height: l)), plus))
    }
}
