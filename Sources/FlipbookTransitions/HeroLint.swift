import FlipbookScene

/// One finding of the hero lint: where (a view's place) and what is wrong.
public struct HeroLintWarning: Sendable, Hashable, CustomStringConvertible {
    /// The first view concerned: a scene file's JSON path, or a view's id or place in its tree.
    public var place: String
    public var message: String
    public var description: String { "\(place): \(message)" }
}

/// The "common errors" seed 003 warns about, found in view trees before a transition runs:
/// one hero id on two views of a screen (both named), one id shared by the cells of a list
/// (every cell would fly), an id on the pushed or presented screen with no partner on the
/// other, and modifiers set only on the source side of a match (the seed: set them on the
/// destination). Pure functions: they read views and change nothing.
///
/// ```swift
/// let warnings = HeroLint.screenWarnings(detail.view, screen: "Detail")
/// for w in warnings { print(w) }   // title: hero id "title-2" is on 2 views of 'Detail': title and subtitle …
/// ```
public enum HeroLint {
    /// Names a view in a warning; the default names it by its id, or its place under the screen.
    public typealias Namer = (View) -> String?

    /// Duplicate ids within one screen, and ids shared by the cells of a list.
    public static func screenWarnings(_ root: View, screen: String, name: Namer = { _ in nil }) -> [HeroLintWarning] {
        let views = heroViews(root)
        var order: [String] = []
        var byID: [String: [View]] = [:]
        for view in views {
            guard let id = view.hero.id else { continue }
            if byID[id] == nil { order.append(id) }
            byID[id, default: []].append(view)
        }
        var warnings: [HeroLintWarning] = []
        for id in order {
            guard let group = byID[id], group.count > 1 else { continue }
            let places = group.map { place($0, in: root, name: name) }
            if isListOfCells(group, root: root) {
                warnings.append(HeroLintWarning(place: places[0], message:
                    "hero id \"\(id)\" is shared by \(group.count) cells of a list on '\(screen)' (\(listed(places))): every cell "
                    + "would fly to the matching view, not only the chosen one; put the row's identity in the id (\"\(id)-{i}\")"))
            } else {
                warnings.append(HeroLintWarning(place: places[0], message:
                    "duplicate hero id \"\(id)\" on '\(screen)': \(listed(places)) all have it; Hero animates every view with the "
                    + "same id, so give each view its own"))
            }
        }
        return warnings
    }

    /// What is wrong with the ids and modifiers of one transition between two screens.
    /// `isPresenting`: a present, a push or a tab of higher index (`to` is the screen that comes
    /// in on top); ids with no partner are looked for on that upper screen only, since a list
    /// has ids for rows the detail does not show.
    public static func transitionWarnings(from: View, fromScreen: String, to: View, toScreen: String, isPresenting: Bool,
                                          name: Namer = { _ in nil }) -> [HeroLintWarning] {
        let fromViews = heroViews(from), toViews = heroViews(to)
        let fromIDs = firstByID(fromViews), toIDs = firstByID(toViews)
        let sources = Set((fromViews + toViews).flatMap { view in
            view.hero.modifiers.compactMap { modifier -> String? in
                if case .source(let id) = modifier { return id } else { return nil }
            }
        })
        var warnings: [HeroLintWarning] = []
        let (upper, upperScreen, upperRoot, lowerIDs, lowerScreen) = isPresenting
            ? (toViews, toScreen, to, fromIDs, fromScreen) : (fromViews, fromScreen, from, toIDs, toScreen)
        var seen: Set<String> = []
        for view in upper {
            guard let id = view.hero.id, seen.insert(id).inserted, lowerIDs[id] == nil, !sources.contains(id) else { continue }
            warnings.append(HeroLintWarning(place: place(view, in: upperRoot, name: name), message:
                "hero id \"\(id)\" on '\(upperScreen)' has no partner on '\(lowerScreen)': nothing flies to or from it "
                + "(check the spelling, or give the matching view on '\(lowerScreen)' the same id)"))
        }
        if isPresenting {
            for view in fromViews {
                guard let id = view.hero.id, !view.hero.modifiers.isEmpty, let partner = toIDs[id], partner.hero.modifiers.isEmpty,
                      fromIDs[id] === view else { continue }
                warnings.append(HeroLintWarning(place: place(view, in: from, name: name), message:
                    "hero modifiers of \"\(id)\" are on the source side only ('\(fromScreen)'); Hero reads them from the "
                    + "destination: set them on \(place(partner, in: to, name: name)) on '\(toScreen)'"))
            }
        }
        return warnings
    }

    /// A view's place for a warning: what `name` says, else its id, else its path of subview
    /// indices under `root` with its type (`Label at subviews[0].subviews[2]`).
    public static func place(_ view: View, in root: View, name: Namer = { _ in nil }) -> String {
        if let named = name(view) { return named }
        var steps: [String] = []
        var current = view
        while current !== root, let parent = current.superview {
            let index = parent.subviews.firstIndex { $0 === current } ?? 0
            steps.append("subviews[\(index)]")
            current = parent
        }
        let kind = String(describing: type(of: view))
        let where_ = steps.isEmpty ? "the screen's root" : steps.reversed().joined(separator: ".")
        if let id = view.id { return "\(kind) \"\(id)\" at \(where_)" }
        return "\(kind) at \(where_)"
    }

    // MARK: Helpers

    /// Views Hero would look at, in order: a view with hero.isEnabled false is skipped with its subviews.
    static func heroViews(_ root: View) -> [View] {
        var out: [View] = []
        var pending = [root]
        while let view = pending.popLast() {
            guard view.hero.isEnabled else { continue }
            out.append(view)
            pending += view.subviews.reversed()
        }
        return out
    }

    private static func firstByID(_ views: [View]) -> [String: View] {
        var out: [String: View] = [:]
        for view in views { if let id = view.hero.id, out[id] == nil { out[id] = view } }
        return out
    }

    private static func ancestors(_ view: View, root: View) -> [View] {
        var chain = [view]
        var current = view
        while current !== root, let parent = current.superview { chain.append(parent); current = parent }
        return chain.reversed()
    }

    /// Whether the views sit at the same place in sibling subtrees of the same shape (rows of
    /// a stack, a repeat or a table): each in a different child of their common ancestor, and
    /// the same types and indices from there down; inside those children, or three or more.
    private static func isListOfCells(_ group: [View], root: View) -> Bool {
        let chains = group.map { ancestors($0, root: root) }
        var common = 0
        while chains.allSatisfy({ common < $0.count && $0[common] === chains[0][common] }) { common += 1 }
        guard common > 0, chains.allSatisfy({ $0.count > common }) else { return false }
        let cells = chains.map { $0[common] }
        guard Set(cells.map { ObjectIdentifier($0) }).count == cells.count else { return false }
        func signature(_ chain: [View]) -> [String] {
            chain[common...].enumerated().map { k, view in
                let kind = String(describing: type(of: view))
                guard k > 0, let parent = view.superview else { return kind }
                return "\(kind)#\(parent.subviews.firstIndex { $0 === view } ?? -1)"
            }
        }
        let first = signature(chains[0])
        // Two look-alike siblings that carry the id themselves are more likely a slip than a list.
        guard group.count >= 3 || first.count >= 2 else { return false }
        return chains.dropFirst().allSatisfy { signature($0) == first }
    }

    private static func listed(_ places: [String]) -> String {
        let shown = places.prefix(4)
        let more = places.count > shown.count ? " and \(places.count - shown.count) more" : ""
        if shown.count == 2 { return "\(shown[0]) and \(shown[1])" }
        return shown.joined(separator: ", ") + more
    }
}
