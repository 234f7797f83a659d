import class Foundation.NSCoder
import FlipbookRender

/// Lays out a row or a column of views with constraints, as `UIStackView`: hidden arranged
/// views collapse and take no spacing.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [blue, green, yellow])
/// stack.axis = .vertical
/// stack.spacing = 16
/// stack.distribution = .fillEqually
/// yellow.isHidden = true        // the stack closes the gap at the next layout
/// ```
open class StackView: View {
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, Sendable, CaseIterable {
        /// `top` and `bottom` in a horizontal stack are `leading` and `trailing` here, as in UIKit.
        case fill, leading, trailing, center, firstBaseline, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public private(set) var arrangedSubviews: [View] = []
    public var axis: LayoutAxis = .horizontal
    public var spacing = 0.0
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    /// Arrange inside the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false

    private var cached: (signature: [AnyHashable], constraints: [LayoutConstraint])?

    public init(arrangedSubviews views: [View] = []) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging the view; as in UIKit, it stays a subview until removed from it.
    public func removeArrangedSubview(_ view: View) { arrangedSubviews.removeAll { $0 === view } }

    /// The constraints that arrange the visible views, rebuilt only when the arrangement changed.
    func arrangementConstraints(direction: LayoutDirection) -> [LayoutConstraint] {
        let visible = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        var signature: [AnyHashable] = [axis, spacing, distribution, alignment, isLayoutMarginsRelativeArrangement, direction]
        signature += visible.map { ObjectIdentifier($0) as AnyHashable }
        if distribution == .fillProportionally { signature += visible.map { AnyHashable(mainLength($0.intrinsicContentSize)) } }
        if let cached, cached.signature == signature { return cached.constraints }
        storedGuides.removeAll { $0.identifier.hasPrefix("stack-") }
        let made = StackArrangement(stack: self, views: visible).constraints()
        cached = (signature, made)
        return made
    }

    func mainLength(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
}

/// The constraints UIStackView makes, for one arrangement.
private struct StackArrangement {
    let stack: StackView
    let views: [View]

    private var container: LayoutItem { stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack }
    private var horizontal: Bool { stack.axis == .horizontal }
    private var leadingEdge: LayoutAttribute { horizontal ? .leading : .top }
    private var trailingEdge: LayoutAttribute { horizontal ? .trailing : .bottom }
    private var length: LayoutAttribute { horizontal ? .width : .height }
    private var center: LayoutAttribute { horizontal ? .centerX : .centerY }
    private var crossLeading: LayoutAttribute { horizontal ? .top : .leading }
    private var crossTrailing: LayoutAttribute { horizontal ? .bottom : .trailing }
    private var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }
    private var crossLength: LayoutAttribute { horizontal ? .height : .width }

    private func c(_ a: LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: LayoutItem?, _ ba: LayoutAttribute?,
                   m: Double = 1, k: Double = 0, p: LayoutPriority = .required, _ name: String) -> LayoutConstraint {
        LayoutConstraint(a, aa, r, b, ba, multiplier: m, constant: k, priority: p, origin: .stack, identifier: "stack-\(name)")
    }

    func constraints() -> [LayoutConstraint] {
        guard let first = views.first, let last = views.last else {
            // An empty stack has no size of its own along either axis, as in UIKit.
            return [c(stack, length, .equal, nil, nil, p: 25, "empty"), c(stack, crossLength, .equal, nil, nil, p: 25, "empty")]
        }
        var out: [LayoutConstraint] = []
        out.append(c(first, leadingEdge, .equal, container, leadingEdge, "edge"))
        out.append(c(last, trailingEdge, .equal, container, trailingEdge, "edge"))
        out += alongAxis()
        for view in views { out += acrossAxis(view) }
        return out
    }

    private func alongAxis() -> [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        let spacing = stack.spacing
        for (a, b) in zip(views, views.dropFirst()) {
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                out.append(c(b, leadingEdge, .equal, a, trailingEdge, k: spacing, "spacing"))
            case .equalSpacing, .equalCentering:
                out.append(c(b, leadingEdge, .greaterThanOrEqual, a, trailingEdge, k: spacing, "spacing"))
            }
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for v in views.dropFirst() { out.append(c(v, length, .equal, views[0], length, "fill-equally")) }
        case .fillProportionally:
            // Lengths in proportion to the views' intrinsic lengths (as close as 999 allows).
            let sizes = views.map { max(0, stack.mainLength($0.intrinsicContentSize)) }
            if let base = sizes.first, base > 0, sizes.allSatisfy({ $0 > 0 }) {
                for (v, s) in zip(views, sizes).dropFirst() {
                    out.append(c(v, length, .equal, views[0], length, m: s / base, p: 999, "fill-proportionally"))
                }
            }
        case .equalSpacing:
            // Every gap equals the first one; a spacer guide per gap, as UIStackView makes.
            let gaps = zip(views, views.dropFirst()).map { pair -> LayoutGuide in
                let g = LayoutGuide(identifier: "stack-gap")
                stack.addLayoutGuide(g)
                return g
            }
            out += pinGaps(gaps)
        case .equalCentering:
            // Centres equally spaced: every centre-to-centre distance equals the first.
            let gaps = zip(views, views.dropFirst()).map { _ -> LayoutGuide in
                let g = LayoutGuide(identifier: "stack-centering")
                stack.addLayoutGuide(g)
                return g
            }
            for (i, g) in gaps.enumerated() {
                out.append(c(g, leadingEdge, .equal, views[i], center, "centering"))
                out.append(c(g, trailingEdge, .equal, views[i + 1], center, "centering"))
                out.append(c(g, crossLength, .equal, nil, nil, "centering"))
                out.append(c(g, crossLeading, .equal, container, crossLeading, "centering"))
                if i > 0 { out.append(c(g, length, .equal, gaps[0], length, p: 999, "centering")) }
            }
        }
        return out
    }

    private func pinGaps(_ gaps: [LayoutGuide]) -> [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        for (i, g) in gaps.enumerated() {
            out.append(c(g, leadingEdge, .equal, views[i], trailingEdge, "gap"))
            out.append(c(g, trailingEdge, .equal, views[i + 1], leadingEdge, "gap"))
            out.append(c(g, crossLength, .equal, nil, nil, "gap"))
            out.append(c(g, crossLeading, .equal, container, crossLeading, "gap"))
            if i > 0 { out.append(c(g, length, .equal, gaps[0], length, "gap")) }
        }
        return out
    }

    private func acrossAxis(_ v: View) -> [LayoutConstraint] {
        switch stack.alignment {
        case .fill:
            return [c(v, crossLeading, .equal, container, crossLeading, "fill"),
                    c(v, crossTrailing, .equal, container, crossTrailing, "fill")]
        case .leading:
            return [c(v, crossLeading, .equal, container, crossLeading, "leading"),
                    c(v, crossTrailing, .lessThanOrEqual, container, crossTrailing, "leading"), hugCross(v)]
        case .trailing:
            return [c(v, crossTrailing, .equal, container, crossTrailing, "trailing"),
                    c(v, crossLeading, .greaterThanOrEqual, container, crossLeading, "trailing"), hugCross(v)]
        case .center:
            return [c(v, crossCenter, .equal, container, crossCenter, "center"),
                    c(v, crossLeading, .greaterThanOrEqual, container, crossLeading, "center"),
                    c(v, crossTrailing, .lessThanOrEqual, container, crossTrailing, "center"), hugCross(v)]
        case .firstBaseline, .lastBaseline:
            // Baselines exist across a horizontal stack only; a vertical one aligns as fill.
            guard horizontal else {
                return [c(v, crossLeading, .equal, container, crossLeading, "fill"),
                        c(v, crossTrailing, .equal, container, crossTrailing, "fill")]
            }
            let baseline: LayoutAttribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            var out = [c(v, crossLeading, .greaterThanOrEqual, container, crossLeading, "baseline"),
                       c(v, crossTrailing, .lessThanOrEqual, container, crossTrailing, "baseline"), hugCross(v)]
            if v !== views[0] { out.append(c(v, baseline, .equal, views[0], baseline, "baseline")) }
            return out
        }
    }

    /// Keeps the stack no thicker than its thickest view when nothing else sets its thickness
    /// (UIStackView's low "canvas fit" constraints).
    private func hugCross(_ v: View) -> LayoutConstraint {
        c(v, crossLength, .equal, container, crossLength, p: 49, "canvas-fit")
    }
}
