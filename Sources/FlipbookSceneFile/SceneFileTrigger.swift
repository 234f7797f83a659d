import FlipbookScene

/// What makes a scene file's `onTap` or `onRecognize` run: a control's lift inside it, or a
/// gesture recognizer recognizing (a tap or swipe on `.ended`, a long press on `.began`).
struct SceneFileTrigger {
    /// Adds `work` to what the control or recognizer runs.
    let register: (@escaping () -> Void) -> Void

    static func control(_ control: Control) -> SceneFileTrigger {
        SceneFileTrigger { work in control.addAction(ControlAction { _ in work() }, for: control.eventsForTouchUpInside) }
    }

    /// A switch, page control, segmented or refresh control sending `.valueChanged`.
    static func valueChanged(_ control: Control) -> SceneFileTrigger {
        SceneFileTrigger { work in control.addAction(ControlAction { _ in work() }, for: .valueChanged) }
    }

    static func gesture(_ gesture: GestureRecognizer) -> SceneFileTrigger {
        SceneFileTrigger { work in
            gesture.addHandler { g in
                if g.state == .ended && !g.isContinuous || g.state == .began && g.isContinuous { work() }
            }
        }
    }
}
