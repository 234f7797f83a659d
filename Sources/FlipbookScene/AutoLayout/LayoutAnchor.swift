/// One attribute of one layout item, to build constraints from, as `NSLayoutAnchor`.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
///     avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
///     avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1.0),
/// ])
/// ```
public class LayoutAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: LayoutRelation, to other: LayoutAnchor?, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                         attribute: other?.attribute, multiplier: multiplier, constant: constant)
    }
}

/// Left, right, leading, trailing, centre X.
public final class LayoutXAxisAnchor: LayoutAnchor {
    public func constraint(equalTo other: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, to: other, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, to: other, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, to: other, constant: constant)
    }
}

/// Top, bottom, centre Y, baselines.
public final class LayoutYAxisAnchor: LayoutAnchor {
    public func constraint(equalTo other: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, to: other, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, to: other, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, to: other, constant: constant)
    }
}

/// Width and height: comparable to each other, to a multiple, or to a constant.
public final class LayoutDimension: LayoutAnchor {
    public func constraint(equalToConstant c: Double) -> LayoutConstraint { make(.equal, to: nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint { make(.greaterThanOrEqual, to: nil, constant: c) }
    public func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint { make(.lessThanOrEqual, to: nil, constant: c) }

    public func constraint(equalTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.equal, to: other, multiplier: multiplier, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, to: other, multiplier: multiplier, constant: constant)
    }
    public func constraint(lessThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, to: other, multiplier: multiplier, constant: constant)
    }
}

/// The anchors every view and layout guide has.
public protocol LayoutAnchors: LayoutItem {}

extension LayoutAnchors {
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View: LayoutAnchors {
    /// The first line's baseline for labels; the bottom edge for other views.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
