import FlipbookLayout
import FlipbookRender
import FlipbookScene

/// Reads a scene file's variables, bindings, behaviours and events into a `SceneFileProgram`.
/// Every expression is parsed and every name it reads is checked against the one name table
/// (`SceneFileNames`); each problem is logged at its JSON path and reading goes on, so
/// `validate` lists them all. A program read with problems is never run.
struct SceneFileProgramReader {
    /// The view and constraint ids bindings and behaviours name.
    let context: SceneFileBuildContext
    var names: SceneFileNames
    var log: ProblemLog { context.log }

    init(context: SceneFileBuildContext) {
        self.context = context
        names = SceneFileNames(views: context.views, constraints: context.constraintsByID)
    }

    mutating func read(variables: Node?, bindings: Node?, behaviors: Node?, events: Node?) -> SceneFileProgram {
        let variables = (variables?.array ?? []).compactMap { readVariable($0) }
        return SceneFileProgram(variables: variables,
                                bindings: (bindings?.array ?? []).compactMap { readBinding($0) },
                                behaviors: (behaviors?.array ?? []).compactMap { readBehavior($0) },
                                events: readEvents(events))
    }

    /// The file's events, each repeated as it asks, within the limit on occurrences.
    private func readEvents(_ node: Node?) -> [SceneFileProgram.Event] {
        var all: [SceneFileProgram.Event] = []
        for item in node?.array ?? [] {
            guard let event = readEvent(item) else { continue }
            let made = event.occurrences
            guard all.count + made.count <= SceneFileLimits.eventOccurrences else {
                log.add(item.path, "the events would happen more than \(SceneFileLimits.eventOccurrences) times, repeats counted")
                break
            }
            all += made
        }
        return all
    }

    // MARK: Variables

    private mutating func readVariable(_ node: Node) -> SceneFileProgram.Variable? {
        guard let r = node.object(["name", "value", "track"]) else { return nil }
        defer { r.finish() }
        guard let nameNode = r.required("name"), let name = nameNode.string else { return nil }
        guard name.first?.isLetter == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            log.add(nameNode.path, "a variable name is letters, digits and _, starting with a letter")
            return nil
        }
        if context.views[name] != nil || ReservedName.contains(name) {
            log.add(nameNode.path, "\"\(name)\" is already a view id or a reserved name")
            return nil
        }
        // The value reads only the variables above; the name is known below even when its
        // value has a problem, so one mistake is reported once, not at every use.
        let value = readSource(r, valueKey: "value")
        names.define(variable: name)
        return value.map { SceneFileProgram.Variable(name: name, value: $0) }
    }

    // MARK: Expressions

    /// The expression at `node` (a string, or a plain number), parsed and with every name bound.
    func expression(_ node: Node, in scope: SceneFileNames.Scope = .plain) -> SceneFileExpression? {
        let parsed: ValueExpression
        do {
            if case .number = node.value, let n = node.number {
                parsed = try ValueExpression.parse(formatNumber(n))
            } else {
                guard let text = node.string else { return nil }
                parsed = try ValueExpression.parse(text)
            }
        } catch {
            log.add(node.path, "\(error)")
            return nil
        }
        return names.bind(parsed, at: node.path, in: scope, log: log)
    }

    /// `"to"` (or a variable's `"value"`): an expression; or `"track"`: keyframes over an input.
    func readSource(_ r: ObjectReader, valueKey: String) -> SceneFileProgram.ValueSource? {
        let valueNode = r[valueKey], trackNode = r["track"]
        if valueNode != nil, trackNode != nil {
            log.add(r.path, "give \"\(valueKey)\" or \"track\", not both")
            return nil
        }
        if let valueNode { return expression(valueNode).map { .expression($0) } }
        guard let trackNode else {
            log.add(r.path, "needs \"\(valueKey)\" (an expression) or \"track\" (keyframes)")
            return nil
        }
        return readTrack(trackNode).map { .track($0) }
    }

    private func readTrack(_ node: Node) -> SceneFileProgram.Track? {
        guard let t = node.object(["input", "keys", "curve"]) else { return nil }
        defer { t.finish() }
        let input = t.required("input").flatMap { expression($0) }
        guard let keyNodes = t.required("keys")?.array else { return nil }
        var keys: [(input: Double, value: Double)] = []
        for k in keyNodes {
            guard let pair = k.numbers(2) else { continue }
            if let last = keys.last, pair[0] <= last.input {
                log.add(k.path, "keyframe inputs must increase")
                continue
            }
            keys.append((pair[0], pair[1]))
        }
        var curve: any TimingCurve = CubicBezierCurve.linear
        if let c = t["curve"] {
            curve = ValueReader(log: log).choice(c, AnimationCurve.byName, what: "curve")?.timingCurve ?? CubicBezierCurve.linear
        }
        guard let input else { return nil }
        guard keys.count >= 2 else {
            log.add(node.path, "a track needs at least two keyframes")
            return nil
        }
        return SceneFileProgram.Track(input: input, keys: keys, curve: curve)
    }
}
