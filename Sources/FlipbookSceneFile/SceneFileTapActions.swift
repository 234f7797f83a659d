import FlipbookScene
import FlipbookTransitions

/// What a control's `onTap` does, read once every view, screen and controller exists: a
/// transition (`{"action": "present", "controller": "detail"}`, the keys of a transitions
/// event without `at`), or changes to views (`{"set": [bindings]}`, `{"animate": {…}}`, an
/// event without `at`). Either runs when the tap lifts inside the control.
///
/// ```json
/// {"type": "button", "title": "More", "onTap": {"animate": {"duration": 0.3, "set": [{"view": "details", "alpha": 1}]}}}
/// ```
struct SceneFileTapActions {
    let context: SceneFileBuildContext
    let fps: Double
    private var log: ProblemLog { context.log }

    /// Whether some `onTap` runs a transition (which only the transitions driver animates).
    private(set) var runsTransitions = false

    mutating func resolve(into program: inout SceneFileProgram, reader: SceneFileProgramReader) {
        for (trigger, node) in context.pendingTaps {
            if Self.names(node).contains("action") {
                guard let o = node.object(SceneFileDriverReader.eventKeys.filter { $0 != "at" }) else { continue }
                defer { o.finish() }
                guard let action = SceneFileDriverReader(context: context, fps: fps).readAction(o) else { continue }
                guard let host = context.heroFile.host else {
                    log.add(node.path, "a tap that runs a transition needs \"screens\" and a \"rootViewController\"")
                    continue
                }
                runsTransitions = true
                trigger.register { host.perform(action) }
            } else if let event = reader.readEvent(node, timed: false) {
                program.tapEvents.append((trigger, event))
            }
        }
    }

    private static func names(_ node: Node) -> [String] {
        guard case .object(let members) = node.value else { return [] }
        return members.map(\.key)
    }
}
