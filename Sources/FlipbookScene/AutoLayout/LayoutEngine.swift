import FlipbookLayout
import FlipbookRender

/// Turns the active constraints of a view tree into frames, incrementally, with the Cassowary
/// solver: the Auto Layout engine of one scene.
///
/// Each pass collects what layout needs — the user's constraints, and the ones UIKit makes
/// itself (autoresizing masks, intrinsic sizes, stack views, safe area and margins guides) —
/// adds and removes only what changed, turns changed constants into edit-variable suggestions,
/// solves, and writes the frames of constrained views. A frame-placed view that a constraint
/// refers to is held where its frame says, as UIKit's autoresizing constraints do.
final class LayoutEngine {
    let solver = LayoutSolver()
    let screen: Screen
    /// Leading and trailing resolve against this; changing it re-adds every constraint.
    var direction: LayoutDirection = .leftToRight {
        didSet {
            guard direction != oldValue else { return }
            for key in entryOrder { remove(entries[key]!) }
            entries.removeAll()
            entryOrder.removeAll()
        }
    }

    /// Every constraint now in the solver, and the order they went in. Everything the engine
    /// does to the solver happens in a fixed order (tree order, then insertion order): hash
    /// order changes from run to run, and the order of pivots decides the last bits of a
    /// solution, so frames would not be byte-identical otherwise.
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var entryOrder: [ObjectIdentifier] = []
    /// Constraints whose constant or priority changed since the last pass, in the order they changed.
    private var changedConstants = OrderedConstraints()
    private var changedPriorities = OrderedConstraints()
    /// The constraints the engine makes for each item, reused so their constants can change.
    private var generated: [ObjectIdentifier: GeneratedConstraints] = [:]
    private var reported: Set<String> = []
    private(set) var warnings: [String] = []
    var onWarning: ((String) -> Void)?

    /// Edit variables hold changed constants just below required, so they never outrank a
    /// required constraint; a constant the solver could not honour is reported after the solve.
    static let editStrength = Strength(999.5)

    private struct Entry {
        let constraint: LayoutConstraint
        var solverConstraint: Constraint
        var edit: LayoutVariable?
        var direction: LayoutDirection
    }

    init(screen: Screen) { self.screen = screen }

    /// While `layOut(root:)` runs.
    var isLayingOut = false
    /// Constants or priorities changed since the last pass: the next pass has work.
    var hasPendingChanges: Bool { !changedConstants.list.isEmpty || !changedPriorities.list.isEmpty }

    func constantDidChange(_ c: LayoutConstraint) { changedConstants.insert(c) }
    func priorityDidChange(_ c: LayoutConstraint) { changedPriorities.insert(c) }

    // MARK: One pass

    /// Brings the solver up to date with the tree and applies the solution. Returns whether
    /// anything changed (another pass may then be needed: wrapping labels, safe areas).
    @discardableResult
    func layoutPass(root: View) -> Bool {
        let tree = TreeIndex(root: root)
        var desired = OrderedConstraints()
        var participants: [View] = [], participantIDs: Set<ObjectIdentifier> = []
        var guides: [LayoutGuide] = [], guideIDs: Set<ObjectIdentifier> = []

        func note(_ item: LayoutItem?) {
            guard let item else { return }
            if let guide = item as? LayoutGuide, guideIDs.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
            var view = item.owningView
            while let v = view, participantIDs.insert(ObjectIdentifier(v)).inserted {
                participants.append(v)
                view = v.superview
            }
        }
        func want(_ c: LayoutConstraint) {
            guard desired.insert(c) else { return }
            note(c.firstItem)
            note(c.secondItem)
        }

        for view in tree.views {
            for c in view.installedConstraints {
                let secondAlive = c.secondAttribute == nil || c.secondItem != nil
                guard let first = c.firstItem, tree.contains(first), secondAlive, c.secondItem.map(tree.contains) ?? true else {
                    warn("constraint \(c) refers to a view outside the scene's view tree; it is ignored")
                    continue
                }
                want(c)
            }
            if let stack = view as? StackView { stack.arrangementConstraints(direction: direction).forEach(want) }
        }
        guard !desired.list.isEmpty || !entries.isEmpty else { return false }

        // System guides follow their views; frame-placed views hold their frames.
        var g = 0
        while g < guides.count {
            for c in guideConstraints(guides[g], root: root) { want(c) }
            g += 1
        }
        var p = 0
        while p < participants.count {
            let view = participants[p]
            p += 1
            if view.translatesAutoresizingMaskIntoConstraints {
                autoresizingConstraints(view).forEach(want)
            } else {
                intrinsicConstraints(view).forEach(want)
            }
        }

        var changed = false
        // Removed first, so a replacement never conflicts with what it replaces.
        let stale = entryOrder.filter { !desired.contains($0) }
        if !stale.isEmpty {
            for key in stale { remove(entries[key]!); entries[key] = nil }
            let staleSet = Set(stale)
            entryOrder.removeAll { staleSet.contains($0) }
            changed = true
        }
        for c in changedPriorities.list where entries[ObjectIdentifier(c)] != nil {
            let key = ObjectIdentifier(c)
            remove(entries[key]!)
            entries[key] = nil
            entryOrder.removeAll { $0 == key }
            add(c)
            changed = true
        }
        changedPriorities = OrderedConstraints()
        for c in desired.list where entries[ObjectIdentifier(c)] == nil {
            add(c)
            changed = true
        }
        for c in changedConstants.list {
            let key = ObjectIdentifier(c)
            guard var entry = entries[key] else { continue }
            if suggest(c, in: &entry) { entries[key] = entry; changed = true }
        }
        changedConstants = OrderedConstraints()
        guard changed else { return false }

        solver.updateVariables()
        checkEditedConstants()
        apply(participants: participants, guides: guides)
        return true
    }

    // MARK: Solver bookkeeping

    private func add(_ c: LayoutConstraint) {
        guard let expr = c.solverExpression(direction: direction) else { return }
        let strength = Strength(c.priority.rawValue)
        let solverConstraint = Constraint(expr, c.relation, LinearExpression(constant: c.constant),
                                          strength: strength, identifier: c.identifier)
        do {
            if let report = try solver.addConstraintBreakingConflicts(solverConstraint) {
                warn(conflictMessage(report, adding: (solverConstraint, c)))
            }
            entries[ObjectIdentifier(c)] = Entry(constraint: c, solverConstraint: solverConstraint, edit: nil, direction: direction)
            entryOrder.append(ObjectIdentifier(c))
            c.engine = self
        } catch {
            warn("constraint \(c) could not be added: \(error)")
        }
    }

    private func remove(_ entry: Entry) {
        try? solver.removeConstraint(entry.solverConstraint)
        if let edit = entry.edit { try? solver.removeEditVariable(edit) }
        if entry.constraint.engine === self { entry.constraint.engine = nil }
    }

    /// A changed constant becomes an edit variable the first time, a suggestion after that:
    /// `first − second·m (rel) k`, with `k` suggested. No rebuild, just the dual simplex.
    private func suggest(_ c: LayoutConstraint, in entry: inout Entry) -> Bool {
        do {
            if entry.edit == nil {
                guard let expr = c.solverExpression(direction: entry.direction) else { return false }
                let k = LayoutVariable("\(c.firstItem?.layoutName ?? "?").\(c.firstAttribute.rawValue).constant")
                let replacement = Constraint(expr, c.relation, LinearExpression(k),
                                             strength: entry.solverConstraint.strength, identifier: c.identifier)
                try solver.addEditVariable(k, strength: Self.editStrength)
                try solver.suggestValue(k, c.constant)
                try solver.removeConstraint(entry.solverConstraint)
                if let report = try solver.addConstraintBreakingConflicts(replacement) {
                    warn(conflictMessage(report, adding: (replacement, c)))
                }
                entry.solverConstraint = replacement
                entry.edit = k
            } else {
                try solver.suggestValue(entry.edit!, c.constant)
            }
            return true
        } catch {
            warn("constant of \(c) could not change to \(formatPoints(c.constant)): \(error)")
            return false
        }
    }

    private func checkEditedConstants() {
        for key in entryOrder {
            guard let entry = entries[key], let k = entry.edit else { continue }
            let held = solver.value(of: k), wanted = entry.constraint.constant
            if abs(held - wanted) > 1e-6 {
                warn("""
                Unable to satisfy the new constant of \(entry.constraint) (\(formatPoints(wanted))): \
                required constraints hold it at \(formatPoints(held)).
                """)
            }
        }
    }

    // MARK: Writing frames

    private func apply(participants: [View], guides: [LayoutGuide]) {
        for view in participants where !view.translatesAutoresizingMaskIntoConstraints {
            let r = solvedRect(view)
            let origin = view.superview.map { solvedRect($0).origin } ?? .zero
            let newCenter = Point(x: r.midX - origin.x, y: r.midY - origin.y)
            guard view.center != newCenter || view.bounds.size != r.size else { continue }
            if view.center != newCenter { view.center = newCenter }
            if view.bounds.size != r.size { view.bounds.size = r.size }
            // In UIKit the superview's layoutSubviews is what moves a constrained subview, so
            // its controller hears viewWillLayoutSubviews/viewDidLayoutSubviews again.
            view.superview?.setNeedsLayout()
        }
        for guide in guides {
            guard let owner = guide.owningView else { continue }
            let r = solvedRect(guide), o = solvedRect(owner).origin
            guide.layoutFrame = Rect(x: r.minX - o.x, y: r.minY - o.y, width: r.width, height: r.height)
            if guide.kind == .scrollContent, let scroll = owner as? ScrollView, scroll.contentSize != r.size {
                scroll.contentSize = r.size
            }
        }
    }

    /// The solved rectangle in screen points, its edges rounded to device pixels as UIKit's
    /// engine rounds them (so 299.99999999999994 is 300, and edges land on pixels).
    func solvedRect(_ item: LayoutItem) -> Rect {
        let v = item.layoutVariables
        let scale = max(1, screen.scale)
        func snap(_ x: Double) -> Double { (x * scale).rounded() / scale }
        let x0 = solver.value(of: v.minX), y0 = solver.value(of: v.minY)
        let x1 = x0 + solver.value(of: v.width), y1 = y0 + solver.value(of: v.height)
        return Rect(x: snap(x0), y: snap(y0), width: snap(x1) - snap(x0), height: snap(y1) - snap(y0))
    }

    // MARK: Constraints UIKit makes itself

    private final class GeneratedConstraints {
        var autoresizing: [LayoutConstraint] = []
        var intrinsic: [LayoutAttribute: [LayoutConstraint]] = [:]
        var guide: [LayoutConstraint] = []
    }

    private func generatedFor(_ item: AnyObject) -> GeneratedConstraints {
        if let g = generated[ObjectIdentifier(item)] { return g }
        let g = GeneratedConstraints()
        generated[ObjectIdentifier(item)] = g
        return g
    }

    /// Holds a frame-placed view where its frame (centre and bounds) puts it.
    private func autoresizingConstraints(_ view: View) -> [LayoutConstraint] {
        let g = generatedFor(view)
        let x = view.center.x - view.bounds.width / 2, y = view.center.y - view.bounds.height / 2
        if g.autoresizing.isEmpty {
            let parent = view.superview
            g.autoresizing = [
                LayoutConstraint(view, .left, .equal, parent, parent == nil ? nil : .left, constant: x, origin: .autoresizing),
                LayoutConstraint(view, .top, .equal, parent, parent == nil ? nil : .top, constant: y, origin: .autoresizing),
                LayoutConstraint(view, .width, .equal, nil, nil, constant: view.bounds.width, origin: .autoresizing),
                LayoutConstraint(view, .height, .equal, nil, nil, constant: view.bounds.height, origin: .autoresizing),
            ]
            g.autoresizing.forEach { $0.identifier = "autoresizing" }
        } else {
            for (c, value) in zip(g.autoresizing, [x, y, view.bounds.width, view.bounds.height]) { c.constant = value }
        }
        return g.autoresizing
    }

    /// Hugging (size ≤ content) and compression resistance (size ≥ content), per axis.
    private func intrinsicConstraints(_ view: View) -> [LayoutConstraint] {
        let size = view.intrinsicContentSize
        let g = generatedFor(view)
        var result: [LayoutConstraint] = []
        for (attribute, axis, value) in [(LayoutAttribute.width, LayoutAxis.horizontal, size.width),
                                         (LayoutAttribute.height, LayoutAxis.vertical, size.height)] {
            guard value != View.noIntrinsicMetric, value >= 0 else { g.intrinsic[attribute] = nil; continue }
            let hug = view.contentHuggingPriority(for: axis), resist = view.contentCompressionResistancePriority(for: axis)
            if let pair = g.intrinsic[attribute], pair[0].priority == hug, pair[1].priority == resist {
                pair.forEach { $0.constant = value }
                result += pair
            } else {
                let pair = [LayoutConstraint(view, attribute, .lessThanOrEqual, nil, nil, constant: value, priority: hug,
                                             origin: .intrinsic, identifier: "content-hugging"),
                            LayoutConstraint(view, attribute, .greaterThanOrEqual, nil, nil, constant: value, priority: resist,
                                             origin: .intrinsic, identifier: "compression-resistance")]
                g.intrinsic[attribute] = pair
                result += pair
            }
        }
        return result
    }

    /// A system guide is its view's bounds inset by the safe area (and margins, and a readable
    /// width); a scroll view's frame guide is its frame, which moves with the content offset in
    /// the coordinates its content is laid out in; its content guide starts at the content's origin.
    private func guideConstraints(_ guide: LayoutGuide, root: View) -> [LayoutConstraint] {
        guard guide.kind != .custom, let view = guide.owningView else { return [] }
        if guide.kind == .scrollContent, let scroll = view as? ScrollView { return contentGuideConstraints(guide, scroll) }
        var insets = EdgeInsets()
        var origin = Point.zero
        switch guide.kind {
        case .safeArea: insets = safeAreaInsets(of: view, root: root)
        case .margins, .readableContent:
            let m = view.layoutMargins, s = view.insetsLayoutMarginsFromSafeArea ? safeAreaInsets(of: view, root: root) : .zero
            insets = EdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
            if guide.kind == .readableContent {
                let excess = view.bounds.width - insets.left - insets.right - Self.readableWidth(view.scene?.contentSizeCategory ?? .large)
                if excess > 0 { insets.left += excess / 2; insets.right += excess / 2 }
            }
        case .scrollFrame: origin = view.bounds.origin
        case .custom, .scrollContent: return []
        }
        let g = generatedFor(guide)
        let values = [origin.x + insets.left, origin.y + insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)]
        if g.guide.isEmpty {
            g.guide = [
                LayoutConstraint(guide, .left, .equal, view, .left, constant: values[0], origin: .guide),
                LayoutConstraint(guide, .top, .equal, view, .top, constant: values[1], origin: .guide),
                LayoutConstraint(guide, .width, .equal, view, .width, constant: values[2], origin: .guide),
                LayoutConstraint(guide, .height, .equal, view, .height, constant: values[3], origin: .guide),
            ]
            g.guide.forEach { $0.identifier = guide.identifier }
        } else {
            for (c, v) in zip(g.guide, values) { c.constant = v }
        }
        return g.guide
    }

    /// The content guide's origin is the content's; its size is what the content constrained to
    /// it needs, and becomes `contentSize` (as UIKit derives it). Left open, it keeps the
    /// `contentSize` set by hand, the weakest wish there is.
    private func contentGuideConstraints(_ guide: LayoutGuide, _ scroll: ScrollView) -> [LayoutConstraint] {
        let g = generatedFor(guide)
        let size = scroll.contentSize
        if g.guide.isEmpty {
            g.guide = [
                LayoutConstraint(guide, .left, .equal, scroll, .left, origin: .guide),
                LayoutConstraint(guide, .top, .equal, scroll, .top, origin: .guide),
                LayoutConstraint(guide, .width, .equal, nil, nil, constant: size.width, priority: LayoutPriority(1), origin: .guide),
                LayoutConstraint(guide, .height, .equal, nil, nil, constant: size.height, priority: LayoutPriority(1), origin: .guide),
            ]
            g.guide.forEach { $0.identifier = guide.identifier }
        } else {
            g.guide[2].constant = size.width
            g.guide[3].constant = size.height
        }
        return g.guide
    }

    /// Chosen: 672 pt at the Large text size (UIKit's measured readable width), in proportion to
    /// the body font's size, no wider than at XXXL.
    static func readableWidth(_ category: ContentSizeCategory) -> Double {
        let capped = min(category, .extraExtraExtraLarge)
        return (672 * FontTextStyle.body.pointSize(for: capped) / FontTextStyle.body.pointSize(for: .large)).rounded()
    }

    /// As `UIView.safeAreaInsets`: the root's come from the device; any other view's are the
    /// part of its superview's unsafe edges it overlaps ("if a view is entirely within the safe
    /// area of its superview, the edge insets … are 0"), from its frame as last laid out (a pass
    /// that moves it re-runs). A view controller's view adds what its controller adds (the bars
    /// of its container, `additionalSafeAreaInsets`).
    func safeAreaInsets(of view: View, root: View) -> EdgeInsets {
        let added = view.viewOwner?.safeAreaInsetsAddedToView ?? .zero
        guard view !== root, let parent = view.superview else { return screen.safeAreaInsets + added }
        let outer = parent.frameInRootForSafeArea, p = safeAreaInsets(of: parent, root: root)
        let f = view.frameInRootForSafeArea
        let w = max(0, f.width), h = max(0, f.height)
        func cover(_ band: Double, _ depth: Double, _ limit: Double) -> Double { band > 0 ? min(limit, max(0, depth)) : 0 }
        let overlap = EdgeInsets(top: cover(p.top, outer.minY + p.top - f.minY, h),
                                 left: cover(p.left, outer.minX + p.left - f.minX, w),
                                 bottom: cover(p.bottom, f.maxY - (outer.maxY - p.bottom), h),
                                 right: cover(p.right, f.maxX - (outer.maxX - p.right), w))
        return overlap + added
    }

    // MARK: Reports

    /// Views placed by constraints whose position or size the constraints do not determine.
    func ambiguityReport(root: View) -> [String] {
        var messages: [String] = []
        for view in TreeIndex(root: root).views where !view.translatesAutoresizingMaskIntoConstraints && !view.isHidden {
            guard view.storedLayoutVariables != nil,
                  entries.values.contains(where: { $0.constraint.firstItem === view || $0.constraint.secondItem === view })
            else { continue }
            let v = view.layoutVariables
            let ambiguous = Set(solver.ambiguousVariables(v.all).map { ObjectIdentifier($0) })
            guard !ambiguous.isEmpty else { continue }
            var what: [String] = []
            if ambiguous.contains(ObjectIdentifier(v.minX)) { what.append("horizontal position") }
            if ambiguous.contains(ObjectIdentifier(v.minY)) { what.append("vertical position") }
            if ambiguous.contains(ObjectIdentifier(v.width)) { what.append("width") }
            if ambiguous.contains(ObjectIdentifier(v.height)) { what.append("height") }
            messages.append("ambiguous layout: '\(view.layoutName)' has an ambiguous \(what.joined(separator: ", "))")
        }
        return messages
    }

    /// UIKit's console message, with each constraint as the user wrote it.
    private func conflictMessage(_ report: ConflictReport, adding new: (Constraint, LayoutConstraint)) -> String {
        var mine = Dictionary(entryOrder.map { (ObjectIdentifier(entries[$0]!.solverConstraint), entries[$0]!.constraint) },
                              uniquingKeysWith: { a, _ in a })
        mine[ObjectIdentifier(new.0)] = new.1
        func describe(_ c: Constraint) -> String { mine[ObjectIdentifier(c)]?.description ?? c.description }
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want.\n(\n"
        text += report.conflictingConstraints.map { "    \"\(describe($0))\"" }.joined(separator: ",\n")
        text += "\n)\nWill attempt to recover by breaking constraint\n    \"\(describe(report.brokenConstraint))\""
        return text
    }

    func warn(_ message: String) {
        guard reported.insert(message).inserted else { return }
        warnings.append(message)
        onWarning?(message)
    }
}

/// Constraints in the order they were first inserted, without repeats.
struct OrderedConstraints {
    private(set) var list: [LayoutConstraint] = []
    private var members: Set<ObjectIdentifier> = []

    @discardableResult
    mutating func insert(_ c: LayoutConstraint) -> Bool {
        guard members.insert(ObjectIdentifier(c)).inserted else { return false }
        list.append(c)
        return true
    }
    func contains(_ key: ObjectIdentifier) -> Bool { members.contains(key) }
}

/// The views of a tree, in order, with a membership test.
struct TreeIndex {
    let views: [View]
    private let members: Set<ObjectIdentifier>

    init(root: View) {
        var list: [View] = []
        var stack = [root]
        while let v = stack.popLast() {
            list.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        views = list
        members = Set(list.map { ObjectIdentifier($0) })
    }

    func contains(_ item: LayoutItem) -> Bool {
        guard let view = item.owningView else { return false }
        return members.contains(ObjectIdentifier(view))
    }
}
