import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// Bindings: `{"set": "constraint:ID" | "ID.property", "to": expression | "track": {…}}`, or
/// `{"set": "ID.transform", "ops": [{"scale": …}, {"translate": [x, y]}, {"rotate": …}]}`.
extension SceneFileProgramReader {
    static let constraintTargetPrefix = "constraint:"
    static let properties = ["alpha", "hidden", "fontSize", "cornerRadius", "transform", "currentPage"]

    func readBinding(_ node: Node) -> SceneFileProgram.Binding? {
        guard let r = node.object(["set", "to", "track", "ops"]) else { return nil }
        defer { r.finish() }
        guard let setNode = r.required("set"), let target = setNode.string else { return nil }
        if target.hasPrefix(Self.constraintTargetPrefix) {
            let id = String(target.dropFirst(Self.constraintTargetPrefix.count))
            guard let constraint = context.constraintsByID[id] else {
                log.add(setNode.path, "no constraint with identifier \"\(id)\" (give one with #\(id) at the end of a constraint)"
                        + constraintHint(id))
                return nil
            }
            return readNumberBinding(.constant(constraint), r)
        }
        let parts = target.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            log.add(setNode.path, "expected \"view.property\" or \"constraint:identifier\", found \"\(target)\"")
            return nil
        }
        if parts[1].hasPrefix("layer.") {
            return readLayerBinding(parts[0], String(parts[1].dropFirst("layer.".count)), r, at: setNode.path)
        }
        guard let view = context.views[parts[0]] else {
            context.unknownID(parts[0], at: setNode.path)
            return nil
        }
        switch parts[1] {
        case "transform": return readTransform(view, r)
        case "alpha": return readNumberBinding(.alpha(view), r)
        case "hidden": return readNumberBinding(.hidden(view), r)
        case "cornerRadius": return readNumberBinding(.cornerRadius(view), r)
        case "fontSize":
            guard let label = view as? Label else {
                log.add(setNode.path, "\"\(parts[0])\" is not a label; fontSize needs one")
                return nil
            }
            return readNumberBinding(.fontSize(label), r)
        case "currentPage":
            guard let dots = view as? PageControl else {
                log.add(setNode.path, "\"\(parts[0])\" is not a page control; currentPage needs one")
                return nil
            }
            return readNumberBinding(.currentPage(dots), r)
        default:
            let hint = Suggest.closest(to: parts[1], in: Self.properties).map { "; did you mean \"\($0)\"?" } ?? ""
            log.add(setNode.path, "\"\(parts[1])\" is not a property bindings can set\(hint)")
            return nil
        }
    }

    /// "; did you mean …?" for a misspelt constraint identifier, or nothing.
    func constraintHint(_ id: String) -> String {
        Suggest.closest(to: id, in: context.constraintsByID.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    private func readNumberBinding(_ target: SceneFileProgram.NumberTarget, _ r: ObjectReader) -> SceneFileProgram.Binding? {
        if let ops = r["ops"] {
            log.add(ops.path, "\"ops\" belongs to a transform binding; this one takes \"to\" or \"track\"")
        }
        return readSource(r, valueKey: "to").map { .number(target, $0) }
    }

    private func readTransform(_ view: View, _ r: ObjectReader) -> SceneFileProgram.Binding? {
        for key in ["to", "track"] {
            if let extra = r[key] { log.add(extra.path, "a transform binding takes \"ops\", not \"\(key)\"") }
        }
        guard let list = r.required("ops")?.array else { return nil }
        var operations: [SceneFileProgram.TransformOperation] = []
        for node in list {
            guard let o = node.object(["scale", "translate", "rotate"]) else { continue }
            defer { o.finish() }
            // One operation per object: the list, not an object's keys, gives their order.
            guard o.keys.count == 1 else {
                log.add(node.path, "an operation is one of {\"scale\": …}, {\"translate\": [x, y]} or {\"rotate\": …}")
                continue
            }
            if let s = o["scale"] {
                if case .array = s.value {
                    if let (x, y) = readPair(s, what: "scale") { operations.append(.scale(x, y)) }
                } else if let e = expression(s) {
                    operations.append(.scale(e, e))
                }
            } else if let t = o["translate"] {
                if let (x, y) = readPair(t, what: "translate") { operations.append(.translate(x, y)) }
            } else if let a = o["rotate"], let e = expression(a) {
                operations.append(.rotate(e))
            }
        }
        return .transform(view, operations)
    }

    /// `[x, y]`: two expressions.
    private func readPair(_ node: Node, what: String) -> (SceneFileExpression, SceneFileExpression)? {
        guard let pair = node.array else { return nil }
        guard pair.count == 2 else {
            log.add(node.path, "\(what) takes [x, y]")
            return nil
        }
        let x = expression(pair[0]), y = expression(pair[1])
        guard let x, let y else { return nil }
        return (x, y)
    }
}
