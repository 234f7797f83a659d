import Foundation
import FlipbookRender

extension TableViewCell {
    /// The standard control on a cell's trailing side, as `UITableViewCell.AccessoryType`.
    ///
    /// ```swift
    /// cell.accessoryType = .disclosureIndicator   // a grey chevron: the row opens a screen
    /// ```
    public enum AccessoryType: String, Sendable, Hashable, CaseIterable {
        case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton
    }
}

/// Draws one accessory type from strokes and circles, as UIKit's glyphs look on an iPhone:
/// the chevron (8 × 13 pt, 2 pt strokes) in the tertiary label grey, the checkmark (14 × 12 pt)
/// and the info button (a 22 pt circle with an "i") in the tint colour. Under right to left the
/// chevron points left (`chevron.forward`); the checkmark and "i" are not mirrored, as in iOS.
final class TableViewCellAccessoryView: View {
    /// `UIColor.tertiaryLabel`: (60, 60, 67) at 30 % in the light appearance, (235, 235, 245) at
    /// 30 % in the dark one — the disclosure chevron's grey. The strokes are opaque and their
    /// group carries the alpha, so the joint where they overlap is no darker than the rest, as
    /// in UIKit's single-shape glyph.
    static func chevronColor(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255) : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255)
    }
    static let chevronAlpha = 0.3
    /// The default tint, `UIColor.systemBlue` ((0, 122, 255) light, (10, 132, 255) dark): the
    /// checkmark's and the info button's colour.
    static func tintColor(_ appearance: Appearance) -> Color {
        appearance == .dark ? Color(red: 10 / 255, green: 132 / 255, blue: 1) : .systemBlue
    }
    static let chevronSize = Size(width: 8, height: 13)
    static let checkmarkSize = Size(width: 14, height: 12)
    static let infoDiameter = 22.0
    /// Between the info button and the chevron of a detail-disclosure button.
    static let infoToChevron = 12.0
    static let strokeWidth = 2.0

    private(set) var type: TableViewCell.AccessoryType = .none
    private(set) var direction: LayoutDirection = .leftToRight
    private(set) var appearance: Appearance = .light

    /// The glyph's size for `type` (zero for `.none`).
    static func size(of type: TableViewCell.AccessoryType) -> Size {
        switch type {
        case .none: .zero
        case .disclosureIndicator: chevronSize
        case .checkmark: checkmarkSize
        case .detailButton: Size(width: infoDiameter, height: infoDiameter)
        case .detailDisclosureButton: Size(width: infoDiameter + infoToChevron + chevronSize.width, height: infoDiameter)
        }
    }

    /// Rebuilds the strokes when the type, the direction or the appearance changed.
    func show(_ type: TableViewCell.AccessoryType, direction: LayoutDirection, appearance: Appearance) {
        guard type != self.type || direction != self.direction || appearance != self.appearance
                || subviews.isEmpty != (type == .none) else { return }
        self.type = type
        self.direction = direction
        self.appearance = appearance
        for sub in subviews { sub.removeFromSuperview() }
        let size = Self.size(of: type)
        // Parts are placed left to right; under right to left the whole glyph is mirrored
        // (the chevron then points left), each part keeping its own drawing.
        let rtl = direction == .rightToLeft
        func x(_ v: Double) -> Double { rtl ? size.width - v : v }
        switch type {
        case .none:
            return
        case .disclosureIndicator:
            addChevron(fromX: 0, height: size.height, x: x)
        case .checkmark:
            addCheckmark(size: size)
        case .detailButton:
            addInfoButton(atX: 0, diameter: size.height)
        case .detailDisclosureButton:
            addInfoButton(atX: rtl ? size.width - Self.infoDiameter : 0, diameter: Self.infoDiameter)
            addChevron(fromX: Self.infoDiameter + Self.infoToChevron, height: size.height, x: x)
        }
    }

    /// A chevron pointing to the trailing side in an 8 × 13 box from `x0` (left to right),
    /// centred in `height`; `x` maps left-to-right x values to the drawn ones.
    private func addChevron(fromX x0: Double, height: Double, x: (Double) -> Double) {
        let c = Self.chevronSize, inset = Self.strokeWidth / 2
        let top = (height - c.height) / 2
        let back = x(x0 + inset), tip = x(x0 + c.width - inset)
        let a = Point(x: back, y: top + inset), b = Point(x: tip, y: top + c.height / 2)
        let d = Point(x: back, y: top + c.height - inset)
        let group = View(frame: Rect(origin: .zero, size: Self.size(of: type)))
        group.alpha = Self.chevronAlpha
        addSubview(group)
        addStroke(from: a, to: b, color: Self.chevronColor(appearance), in: group)
        addStroke(from: b, to: d, color: Self.chevronColor(appearance), in: group)
    }

    private func addCheckmark(size: Size) {
        let w = Self.strokeWidth / 2
        let start = Point(x: w, y: size.height * 0.55), corner = Point(x: size.width * 0.36, y: size.height - w)
        let end = Point(x: size.width - w, y: w)
        addStroke(from: start, to: corner, color: Self.tintColor(appearance), in: self)
        addStroke(from: corner, to: end, color: Self.tintColor(appearance), in: self)
    }

    /// The circled "i" of `UIButton(type: .detailDisclosure)`: a 1.5 pt ring, a dot and a stem.
    private func addInfoButton(atX x0: Double, diameter: Double) {
        let ring = View(frame: Rect(x: x0, y: 0, width: diameter, height: diameter))
        ring.cornerRadius = diameter / 2
        ring.borderWidth = 1.5
        ring.borderColor = Self.tintColor(appearance)
        addSubview(ring)
        let dot = View(frame: Rect(x: x0 + diameter / 2 - 1.25, y: 5.5, width: 2.5, height: 2.5))
        dot.cornerRadius = 1.25
        dot.backgroundColor = Self.tintColor(appearance)
        addSubview(dot)
        let stem = View(frame: Rect(x: x0 + diameter / 2 - 1, y: 9.5, width: 2, height: 7))
        stem.cornerRadius = 0.5
        stem.backgroundColor = Self.tintColor(appearance)
        addSubview(stem)
    }

    /// A round-capped stroke from `a` to `b`: a rounded bar turned about its centre.
    private func addStroke(from a: Point, to b: Point, color: Color, in parent: View) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot() + Self.strokeWidth
        let bar = View(frame: Rect(x: (a.x + b.x) / 2 - length / 2, y: (a.y + b.y) / 2 - Self.strokeWidth / 2,
                                   width: length, height: Self.strokeWidth))
        bar.cornerRadius = Self.strokeWidth / 2
        bar.backgroundColor = color
        bar.transform = AffineTransform(rotationAngle: atan2(dy, dx))
        parent.addSubview(bar)
    }
}
