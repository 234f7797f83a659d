import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// The `views` section (and each screen's): the view tree, every view kind of the Swift API,
/// with ids, repeats (`{"repeat": {"count": 3}, "view": {…}}` with `i` in scope) and the
/// properties every view has; each kind's own keys are read by `SceneFileViewKinds`.
///
/// ```json
/// "views": [{"id": "card", "frame": [16, 100, 343, 120], "cornerRadius": 12,
///            "subviews": [{"id": "title", "type": "label", "text": "Hello"}]}]
/// ```
struct SceneFileViewReader {
    let context: SceneFileBuildContext
    var log: ProblemLog { context.log }

    static let commonKeys = ["id", "type", "frame", "autolayout", "backgroundColor", "alpha", "hidden", "cornerRadius",
                             "borderWidth", "borderColor", "clipsToBounds", "subviews", "repeat", "layoutMargins",
                             "huggingH", "huggingV", "compressionH", "compressionV", "hero", "gestures",
                             "layer", "sublayers"]

    /// Views described by `node` (one, or several when it repeats), added to `parent`.
    func build(_ node: Node, into parent: View, values: ValueReader) {
        // Past the view limit nothing more is built or even visited: repeats nested in repeats
        // would otherwise go on iterating long after every view they make is refused.
        guard !context.viewLimitReached else { return }
        // A repeat expands its template with `i` = 0, 1, …
        if case .object(let pairs) = node.value, pairs.has("repeat") {
            guard let r = node.object(["repeat", "view"]) else { return }
            defer { r.finish() }
            guard let spec = r.required("repeat")?.object(["count", "as"]), let template = r.required("view") else { return }
            defer { spec.finish() }
            guard let count = spec.required("count")?.number else { return }
            let name = spec.string("as") ?? "i"
            guard count >= 0, count <= Double(SceneFileLimits.views), count == count.rounded() else {
                log.add("\(r.path).repeat.count", "count must be a whole number in 0…\(SceneFileLimits.views)")
                return
            }
            for i in 0..<Int(count) {
                // Every expansion counts, views or not, so a repeat of empty repeats ends too.
                context.expansions += 1
                guard context.expansions <= SceneFileLimits.views * 2, !context.viewLimitReached else {
                    refuseMoreViews(at: "\(r.path).repeat.count")
                    return
                }
                var inner = values
                inner.scope[name] = Double(i)
                if name != "i" { inner.scope["i"] = Double(i) }
                build(template, into: parent, values: inner)
            }
            return
        }
        guard case .object(let pairs) = node.value else {
            log.add(node.path, "expected a view object, found \(node.value.kind)")
            return
        }
        let type = pairs[key: "type"].flatMap { node -> String? in
            if case .string(let s) = node.value { return s } else { return nil }
        } ?? "view"
        guard let extra = SceneFileViewKinds.keysByType[type] else {
            let hint = Suggest.closest(to: type, in: Array(SceneFileViewKinds.keysByType.keys)).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add("\(node.path).type", "unknown view type \"\(type)\"\(hint)")
            return
        }
        // A key of another kind ("rows" on a scroll view) is named as that kind's.
        let others = ObjectReader.OtherKinds(kind: type, noun: "view", keys: SceneFileViewKinds.keysByType.filter { $0.key != type })
        guard let r = node.object(Self.commonKeys + extra, otherKinds: others) else { return }
        defer { r.finish() }
        context.viewCount += 1
        guard context.viewCount <= SceneFileLimits.views else { return refuseMoreViews(at: node.path) }
        let view = SceneFileViewKinds(context: context).make(type, r, values: values)
        if let idNode = r["id"], let id = values.text(idNode), context.claimID(id, at: idNode.path) {
            view.id = id
            context.views[id] = view
        }
        if let f = r["frame"], let rect = values.numbers(f, count: 4, in: .points) {
            guard rect[2] >= 0, rect[3] >= 0 else { log.add(f.path, "width and height must not be negative"); return }
            view.frame = Rect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
        }
        if let a = r.bool("autolayout") { view.translatesAutoresizingMaskIntoConstraints = !a }
        if let c = r["backgroundColor"] { view.backgroundColor = values.color(c) }
        if let a = r["alpha"].flatMap(values.number) { view.alpha = min(1, max(0, a)) }
        if let h = r.bool("hidden") { view.isHidden = h }
        if let c = r["cornerRadius"].flatMap({ values.number($0, in: .points) }) { view.cornerRadius = max(0, c) }
        if let w = r["borderWidth"].flatMap({ values.number($0, in: .points) }) { view.borderWidth = max(0, w) }
        if let c = r["borderColor"].flatMap(values.color) { view.borderColor = c }
        if let c = r.bool("clipsToBounds") { view.clipsToBounds = c }
        if let m = r["layoutMargins"].flatMap(values.insets) { view.layoutMargins = m }
        if let h = r["hero"] { readHero(h, into: view, values: values) }
        if let g = r["gestures"] { SceneFileGestures(context: context).read(g, onto: view, values: values) }
        for (key, axis, hug) in [("huggingH", LayoutAxis.horizontal, true), ("huggingV", .vertical, true),
                                 ("compressionH", .horizontal, false), ("compressionV", .vertical, false)] {
            guard let p = r[key].flatMap({ values.number($0, in: .priority) }) else { continue }
            if hug { view.setContentHuggingPriority(LayoutPriority(Float(p)), for: axis) }
            else { view.setContentCompressionResistancePriority(LayoutPriority(Float(p)), for: axis) }
        }
        parent.addSubview(view)
        if let subviews = r["subviews"]?.array {
            for sub in subviews {
                build(sub, into: view, values: values)
            }
        }
        // Sublayers after the subviews, so they draw above them (as app code adds them once the
        // views exist); the view's own layer properties go over what its kind set.
        let layers = SceneFileLayerReader(context: context, values: values)
        if let l = r["layer"] { layers.readLayer(l, of: view) }
        if let s = r["sublayers"] { layers.readSublayers(s, of: view) }
        if let stack = view as? StackView {
            // A stack arranges its subviews, in order.
            for sub in stack.subviews { stack.addArrangedSubview(sub) }
        }
    }

    /// Says once that the file has too many views, and stops building any more.
    func refuseMoreViews(at place: String) {
        guard !context.viewLimitReached else { return }
        context.viewLimitReached = true
        log.add(place, "more than \(SceneFileLimits.views) views (repeats included)")
    }
}
