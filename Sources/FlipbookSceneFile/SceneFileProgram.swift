import FlipbookRender
import FlipbookScene

/// A scene file's code, read and checked once: the variables and bindings evaluated at every
/// step, the behaviours that answer the scroll view's delegate calls, and the events run at
/// given times. It is a value that never changes; `SceneFileInterpreter` runs it.
///
/// ```swift
/// var reader = SceneFileProgramReader(context: context)
/// let program = reader.read(variables: r["variables"], bindings: r["bindings"],
///                           behaviors: r["behaviors"], events: r["events"])
/// let interpreter = SceneFileInterpreter(program: program, scene: scene, document: log.document)
/// ```
struct SceneFileProgram {
    /// A name given to a number, evaluated in file order at every step.
    struct Variable {
        let name: String
        let value: ValueSource
    }

    /// Where a number comes from: an expression, or a keyframe track over one.
    enum ValueSource {
        case expression(SceneFileExpression)
        case track(Track)

        /// Where a problem with its value is reported.
        var place: String {
            switch self {
            case .expression(let expression): expression.place
            case .track(let track): track.input.place
            }
        }
    }

    /// Keyframes `(input, value)` with inputs increasing (at least two), eased by `curve`.
    struct Track {
        let input: SceneFileExpression
        let keys: [(input: Double, value: Double)]
        let curve: any TimingCurve
    }

    /// What a binding sets: a number-valued property, or a transform built from operations.
    enum Binding {
        case number(NumberTarget, ValueSource)
        case transform(View, [TransformOperation])
        /// `ID.layer.property` (SceneFileLayerBinding.swift).
        case layer(SceneFileLayerBinding)
    }

    /// The number-valued things a binding may set.
    enum NumberTarget {
        case constant(LayoutConstraint)
        case alpha(View), hidden(View), fontSize(Label), cornerRadius(View)
        /// A page control's `currentPage`, rounded to the nearest page.
        case currentPage(PageControl)
    }

    /// One step of `identity.scaledBy(…).translatedBy(…).rotated(…)`, in UIKit's order.
    enum TransformOperation {
        case scale(SceneFileExpression, SceneFileExpression)
        case translate(SceneFileExpression, SceneFileExpression)
        case rotate(SceneFileExpression)
    }

    /// The seeds' delegate logic that formulas alone cannot say.
    enum Behavior {
        /// Seed 001: while a constraint's constant can absorb the scroll it does, and the
        /// content is held still.
        case holdWhileCollapsing(constraint: LayoutConstraint, min: Double, max: Double)
        /// Seed 002: where the content lands when the finger lifts.
        case snapAfterDrag(SnapAfterDrag)
    }

    /// On release the proposed target may be rewritten (`releaseTarget`, which reads `target`);
    /// when the finger lifts, the first rule whose `below` the measure is under scrolls,
    /// animated, to its offset.
    struct SnapAfterDrag {
        let measure: SceneFileExpression
        let releaseTarget: SceneFileExpression?
        let rules: [(below: Double, to: Double)]
    }

    /// Bindings applied at a time: animated with `View.animate` when `animation` is given, else
    /// at once.
    struct Event {
        let time: Double
        let animation: SceneFileEventAnimation?
        let changes: [Binding]
        /// `"every"`/`"times"`: the same event again `times − 1` more times, `every` s apart (a
        /// repeating `Timer` in app code).
        var repeats: (every: Double, times: Int)?
        /// `"coreAnimation"`: an animation added to a view's layer instead of bindings.
        var layerAnimation: SceneFileLayerAnimation?

        /// The event at each of its times.
        var occurrences: [Event] {
            guard let (every, times) = repeats else { return [self] }
            return (0..<times).map {
                Event(time: time + Double($0) * every, animation: animation, changes: changes, layerAnimation: layerAnimation)
            }
        }
    }

    let variables: [Variable]
    let bindings: [Binding]
    let behaviors: [Behavior]
    let events: [Event]
    /// Changes a control or recognizer makes when tapped (`onTap`/`onRecognize` with `set` or `animate`).
    var tapEvents: [(trigger: SceneFileTrigger, event: Event)] = []
}
