import class Foundation.NSCoder
import FlipbookRender

/// As `UISegmentedControl` (the iOS 13+ look): a rounded grey track (`.tertiarySystemFill`)
/// with equal segments, the selected one a raised rounded plate (white, `.systemGray2`-dark in
/// dark; `selectedSegmentTintColor`) that slides to a tapped segment over
/// `SegmentedControl.slideDuration`, with hairline dividers between unselected neighbours. A lift
/// on another segment selects it and sends `.valueChanged`. Right-to-left puts segment 0 at the
/// right. Sizes CHOSEN to match iOS 13–17: 32 pt high, the track's corners 9 pt, the plate 2 pt
/// inside with 7 pt corners, titles 13 pt (semibold when selected), dividers 1 pt × 16 pt.
///
/// ```swift
/// let period = UISegmentedControl(items: ["Day", "Week", "Month"])
/// period.selectedSegmentIndex = 0
/// period.addTarget(self, action: Self.periodChanged, for: .valueChanged)
/// ```
open class SegmentedControl: Control {
    /// As `UISegmentedControl.noSegment`.
    public static let noSegment = -1
    public static let height = 32.0
    public static let trackRadius = 9.0
    public static let plateInset = 2.0
    public static let plateRadius = 7.0
    public static let titleSize = 13.0
    /// Padding each side of the widest title in the intrinsic width: CHOSEN.
    public static let titlePadding = 14.0
    public static let slideDuration = 0.25

    private var titles: [String?] = []
    private var enabledSegments: [Bool] = []
    private var labels: [Label] = []
    let plate = View()

    public var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < -1 || selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
            if selectedSegmentIndex != oldValue, !suppressPlacing { placeParts(animated: false) }
        }
    }
    public var selectedSegmentTintColor: Color? { didSet { placeParts(animated: false) } }
    /// As UIKit's: a momentary control shows no selection after the finger lifts.
    public var isMomentary = false
    public var numberOfSegments: Int { titles.count }

    /// As `init(items:)`: strings become titles (other items: untitled segments).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] { appendSegment(item as? String) }
        setUp()
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        plate.isUserInteractionEnabled = false
        plate.layer.shadowColor = .black
        plate.layer.shadowOpacity = 0.12
        plate.layer.shadowOffset = Size(width: 0, height: 3)
        plate.layer.shadowRadius = 4
        insertSubview(plate, at: 0)
        placeParts(animated: false)
    }

    private func appendSegment(_ title: String?) {
        titles.append(title)
        enabledSegments.append(true)
        let label = Label()
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        labels.append(label)
        addSubview(label)
    }

    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = max(0, min(segment, titles.count))
        appendSegment(title)
        titles.insert(titles.removeLast(), at: index)
        enabledSegments.insert(enabledSegments.removeLast(), at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
        placeParts(animated: false)
    }

    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        enabledSegments.remove(at: segment)
        labels.removeLast().removeFromSuperview()
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        invalidateIntrinsicContentSize()
        placeParts(animated: false)
    }

    public func removeAllSegments() {
        while !titles.isEmpty { removeSegment(at: titles.count - 1, animated: false) }
    }

    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        invalidateIntrinsicContentSize()
        placeParts(animated: false)
    }

    public func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard enabledSegments.indices.contains(segment) else { return }
        enabledSegments[segment] = enabled
        placeParts(animated: false)
    }
    public func isEnabledForSegment(at segment: Int) -> Bool { enabledSegments.indices.contains(segment) ? enabledSegments[segment] : false }

    open override var intrinsicContentSize: Size {
        let widest = labels.map { max(0, $0.intrinsicContentSize.width) }.max() ?? 0
        return Size(width: (Double(titles.count) * (widest + 2 * Self.titlePadding)).rounded(.up), height: Self.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts(animated: false)
    }

    /// Segment `index`'s rectangle (segment 0 at the leading edge).
    public func segmentFrame(_ index: Int) -> Rect {
        let n = max(1, titles.count), w = bounds.width / Double(n)
        let slot = effectiveLayoutDirection == .rightToLeft ? n - 1 - index : index
        return Rect(x: bounds.minX + Double(slot) * w, y: bounds.minY, width: w, height: bounds.height)
    }

    func placeParts(animated: Bool) {
        for (i, label) in labels.enumerated() where i < titles.count {
            label.text = titles[i]
            let selected = i == selectedSegmentIndex
            label.font = .systemFont(ofSize: Self.titleSize, weight: selected ? .semibold : .regular)
            label.textColor = enabledSegments[i] && isEnabled ? .label : .tertiaryLabel
            label.frame = segmentFrame(i).insetBy(dx: 4, dy: 0)
        }
        let show = selectedSegmentIndex >= 0 && selectedSegmentIndex < titles.count
        let target = show ? segmentFrame(selectedSegmentIndex).insetBy(dx: Self.plateInset, dy: Self.plateInset) : .zero
        let apply = { [self] in
            if show { plate.frame = target }
            plate.alpha = show ? 1 : 0
            plate.cornerRadius = Self.plateRadius
            plate.backgroundColor = selectedSegmentTintColor ?? Color(light: .white, dark: Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255))
        }
        if animated, scene != nil { View.animate(withDuration: Self.slideDuration, animations: apply) } else { apply() }
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        ops.append(.fill(.roundedRect(bounds, radius: Self.trackRadius), .tertiarySystemFill))
        // Dividers between neighbours neither of which is selected.
        guard titles.count > 1 else { return }
        for i in 0..<(titles.count - 1) where i != selectedSegmentIndex && i + 1 != selectedSegmentIndex {
            // The boundary between the two, whichever side segment i is on.
            let edge = min(segmentFrame(i).maxX, segmentFrame(i + 1).maxX)
            ops.append(.fill(.rect(Rect(x: edge - 0.5, y: bounds.midY - 8, width: 1, height: 16)), .separator))
        }
    }

    /// A lift on another enabled segment selects it, the plate sliding, and sends `.valueChanged`.
    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        guard let touch, isInsideForTracking(touch), !titles.isEmpty else { return }
        let p = touch.location(in: self)
        guard let index = (0..<titles.count).first(where: { segmentFrame($0).minX <= p.x && p.x < segmentFrame($0).maxX }),
              enabledSegments[index] else { return }
        if isMomentary {
            send(.valueChanged, event: event)
            return
        }
        guard index != selectedSegmentIndex else { return }
        let hadSelection = selectedSegmentIndex >= 0
        selectedSegmentIndexWithoutPlacing = index
        placeParts(animated: hadSelection)
        send(.valueChanged, event: event)
    }

    /// Sets the index without the immediate placement `didSet` does (the tap animates it).
    private var selectedSegmentIndexWithoutPlacing: Int {
        get { selectedSegmentIndex }
        set { suppressPlacing = true; selectedSegmentIndex = newValue; suppressPlacing = false }
    }
    private var suppressPlacing = false
}
