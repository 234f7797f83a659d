import FlipbookLayout
import FlipbookRender

/// A relation between two attributes, `first = second × multiplier + constant`, with a priority:
/// `NSLayoutConstraint` without the prefix. Changing `constant` of an active constraint re-solves
/// incrementally at the next layout (an edit variable, not a rebuilt system).
///
/// ```swift
/// let height = header.heightAnchor.constraint(equalToConstant: 300)
/// height.identifier = "header.height"
/// LayoutConstraint.activate([height, header.topAnchor.constraint(equalTo: root.topAnchor)])
/// height.constant = 121            // as scrollViewDidScroll does
/// ```
public final class LayoutConstraint: CustomStringConvertible {
    public private(set) weak var firstItem: LayoutItem?
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public private(set) weak var secondItem: LayoutItem?
    public let secondAttribute: LayoutAttribute?
    public let multiplier: Double
    /// Names the constraint in conflict reports, as `NSLayoutConstraint.identifier`.
    public var identifier: String?

    public var constant: Double {
        didSet {
            guard constant != oldValue else { return }
            engine?.constantDidChange(self)
            AnimationRecorder.constantDidChange(self)
        }
    }

    /// As in UIKit, an active constraint cannot move between required and optional.
    public var priority: LayoutPriority = .required {
        didSet {
            if isActive, priority.isRequired != oldValue.isRequired {
                priority = oldValue
                owner?.reportMisuse("cannot change the priority of active constraint \(self) between required and optional")
            } else if priority != oldValue {
                engine?.priorityDidChange(self)
            }
        }
    }

    /// The view that holds the constraint while it is active (the first item's view).
    weak var owner: View?
    /// The engine that has the constraint in its solver.
    weak var engine: LayoutEngine?
    /// Constraints the engine makes itself (autoresizing, intrinsic size, stack views) say so.
    let origin: Origin

    enum Origin: String { case user, autoresizing, intrinsic, stack, guide }

    /// A constraint between nothing, as `NSLayoutConstraint()`: the placeholder app code keeps
    /// in a property until the real one is made (`var heightConstraint = NSLayoutConstraint()`).
    /// Activating it does nothing (UIKit throws): with no view it has nowhere to be installed.
    ///
    /// ```swift
    /// private var heightConstraint = NSLayoutConstraint()
    /// // in viewDidLoad:
    /// heightConstraint = header.heightAnchor.constraint(equalToConstant: 300)
    /// heightConstraint.isActive = true
    /// ```
    public convenience init() {
        self.init(nil, .width, .equal, nil, nil, origin: .user)
    }

    public convenience init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute?, multiplier: Double = 1,
                            constant: Double = 0) {
        self.init(item, attribute, relation, toItem, secondAttribute, multiplier: multiplier, constant: constant, origin: .user)
    }

    init(_ item: LayoutItem?, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ toItem: LayoutItem?,
         _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0,
         priority: LayoutPriority = .required, origin: Origin, identifier: String? = nil) {
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = toItem == nil ? nil : (secondAttribute ?? attribute)
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        self.identifier = identifier
    }

    /// Active constraints take part in layout. Activating installs the constraint on its first
    /// item's view; the scene's engine picks it up at the next layout.
    public var isActive: Bool {
        get { owner != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                guard let view = firstItem?.owningView else { return }
                owner = view
                view.installedConstraints.append(self)
            } else {
                owner?.installedConstraints.removeAll { $0 === self }
                owner = nil
            }
            let change = newValue ? 1 : -1
            firstItem?.owningView?.activeConstraintReferences += change
            secondItem?.owningView?.activeConstraintReferences += change
        }
    }

    public static func activate(_ constraints: [LayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    public static func deactivate(_ constraints: [LayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    /// `title.leading >= header.leading + 16 @750`, as a person writes it.
    public var description: String {
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(firstItem?.layoutName ?? "<gone>").\(firstAttribute.rawValue) \(relation.symbol) "
        if let secondItem, let secondAttribute {
            text += "\(secondItem.layoutName).\(secondAttribute.rawValue)"
            if multiplier != 1 { text += " * \(formatPoints(multiplier))" }
            if constant > 0 { text += " + \(formatPoints(constant))" }
            if constant < 0 { text += " - \(formatPoints(-constant))" }
        } else {
            text += formatPoints(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// The solver's form: `first − (second × multiplier + constant)`, with the constant kept
    /// apart so it can become an edit variable.
    func solverExpression(direction: LayoutDirection) -> LinearExpression? {
        guard let firstItem else { return nil }
        var expr = firstItem.expression(for: firstAttribute, direction: direction)
        if let secondItem, let secondAttribute {
            expr = expr - multiplier * secondItem.expression(for: secondAttribute, direction: direction)
        }
        return expr
    }
}

/// Deactivates every constraint with one item inside `subtree` and one in `rest` (the hierarchy
/// the subtree just left).
func deactivateConstraintsCrossing(from subtree: View, in rest: View) {
    let subtreeViews = TreeIndex(root: subtree).views
    // Most removals (table cells scrolling away) involve no constraint at all: skip the scan.
    guard subtreeViews.contains(where: { $0.activeConstraintReferences > 0 }) else { return }
    let inside = Set(subtreeViews.map(ObjectIdentifier.init))
    func isInside(_ item: LayoutItem?) -> Bool? {
        guard let view = item?.owningView else { return nil }
        return inside.contains(ObjectIdentifier(view))
    }
    for tree in [TreeIndex(root: subtree), TreeIndex(root: rest)] {
        for view in tree.views {
            for c in view.installedConstraints {
                guard let a = isInside(c.firstItem), let b = isInside(c.secondItem) else { continue }
                if a != b { c.isActive = false }
            }
        }
    }
}

extension View {
    /// Reports API misuse the way UIKit logs it, without trapping.
    func reportMisuse(_ message: String) {
        var root: View = self
        while let parent = root.superview { root = parent }
        root.misuseLog.append(message)
    }
}
