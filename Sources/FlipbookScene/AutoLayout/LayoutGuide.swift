import FlipbookRender

/// A rectangle that takes part in layout without drawing, as `UILayoutGuide`: spacers, the safe
/// area, the layout margins.
///
/// ```swift
/// let upper = LayoutGuide()
/// header.addLayoutGuide(upper)
/// upper.heightAnchor.constraint(equalTo: header.heightAnchor, multiplier: 0.3).isActive = true
/// ```
public final class LayoutGuide: LayoutAnchors {
    public var identifier: String
    public private(set) weak var owningView: View?
    /// What the engine keeps this guide equal to, if it is a system guide.
    let kind: Kind
    public private(set) lazy var layoutVariables = LayoutVariables(name: layoutName)

    enum Kind { case custom, safeArea, margins, readableContent, scrollFrame, scrollContent }

    public init(identifier: String = "guide") {
        self.identifier = identifier
        kind = .custom
    }

    init(identifier: String, kind: Kind, owner: View) {
        self.identifier = identifier
        self.kind = kind
        owningView = owner
    }

    public var layoutName: String { "\(owningView?.layoutName ?? "?").\(identifier)" }

    /// The guide's rectangle in its owning view's coordinates, after layout.
    public internal(set) var layoutFrame: Rect = .zero

    func attach(to view: View) { owningView = view }
}

extension View {
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.attach(to: self)
        if !storedGuides.contains(where: { $0 === guide }) { storedGuides.append(guide) }
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        storedGuides.removeAll { $0 === guide }
    }

    public var layoutGuides: [LayoutGuide] { storedGuides.filter { $0.kind == .custom } }

    /// The part of the view that the status bar, notch and home indicator leave free.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea, "safeArea") }

    /// The view's bounds inset by `layoutMargins` (measured from the safe area by default).
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.margins, "layoutMargins") }

    /// The layout margins, narrowed about their centre to a width text reads well at, as
    /// `UIView.readableContentGuide`: 672 pt at the default text size (what UIKit measures on an
    /// iPad, https://useyourloaf.com/blog/readable-content-guides/), in proportion to the body
    /// font's size at other sizes (chosen: UIKit does not document the widths). On a phone the
    /// margins are narrower than that, so the guide is the margins guide.
    ///
    /// ```swift
    /// body.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor).isActive = true
    /// ```
    public var readableContentGuide: LayoutGuide { systemGuide(.readableContent, "readableContent") }

    func systemGuide(_ kind: LayoutGuide.Kind, _ name: String) -> LayoutGuide {
        if let guide = storedGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = LayoutGuide(identifier: name, kind: kind, owner: self)
        storedGuides.append(guide)
        return guide
    }

    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { huggingPriorities[axis] ?? 250 }
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) { huggingPriorities[axis] = priority }
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority { compressionPriorities[axis] ?? 750 }
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compressionPriorities[axis] = priority
    }
}
