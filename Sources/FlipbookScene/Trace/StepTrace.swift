import FlipbookPipeline
import FlipbookRender

/// One record per step for `--trace` and the golden `trace.jsonl`: the step, the scene's
/// scroll view (offset, insets, velocity, what it is doing), the scroll callbacks that ran, and
/// every view with an id: its frame in window points, alpha, transform, isHidden; a label's text
/// and font; a table's visible cells by index path. docs/trace-format.md is the reference and
/// docs/trace.schema.json the schema of a line.
///
/// Keys always come in the same order and views in tree order (cells by index path), numbers are
/// rounded to 0.01, so a change to a scene changes only the numbers it moved and traces diff as
/// text.
///
/// ```
/// // blog-header-drag with --trace-views title, the step in which the finger lifts:
/// {"index":15,"time":0.5,"offset":[0,-40],"scroll":{"contentSize":[390,2880],"inset":[300,0,0,0],"adjustedInset":[300,0,0,0],"velocity":[0,866.67],"dragging":false,"decelerating":true,"animating":false,"release":{"velocity":[0,5200],"target":[0,2036]}},"callbacks":["scrollViewDidScroll","scrollViewWillEndDragging","scrollViewDidEndDragging","scrollViewWillBeginDecelerating"],"views":{"title":{"frame":[16,44,358,50],"alpha":1,"transform":[1,0,0,1,0,0],"hidden":false,"text":"AlexandreFreire","font":{"family":"system-ui","size":22,"weight":"bold"}}}}
/// ```
public enum StepTrace {
    /// The record for `step`, which `scene` has just applied. With `views`, only the views with
    /// those ids are recorded (the step, scroll state and callbacks always are).
    public static func record(for step: Step, in scene: Scene, views ids: Set<String>? = nil) -> TraceRecord {
        var views: [TraceRecord.View] = []
        var written = Set<String>()
        for view in tracedViews(in: scene) {
            guard let id = view.id ?? view.accessibilityIdentifier, ids?.contains(id) ?? true, written.insert(id).inserted else { continue }
            views.append(entry(view, id: id))
        }
        let scrollView = scene.scrollView
        return TraceRecord(index: step.index, time: step.time, offset: scrollView?.contentOffset,
                           scroll: scrollView.map { scrollState($0, step: step) },
                           callbacks: scene.stepTraceCallbacks.map(\.name), views: views,
                           transition: scene.screenTransition.map { roles in
                               TraceRecord.Transition(kind: roles.kind.rawValue, from: roles.from.id ?? roles.from.accessibilityIdentifier,
                                                      to: roles.to.id ?? roles.to.accessibilityIdentifier)
                           })
    }

    /// The record's line of JSON (`record(for:in:views:).jsonLine`), as `trace.jsonl` has it.
    public static func line(for step: Step, in scene: Scene, views ids: Set<String>? = nil) -> String {
        record(for: step, in: scene, views: ids).jsonLine
    }

    /// The views a trace records, given ids, in the order it records them: depth first, each view
    /// before its subviews, subviews back to front. A table's cells and what is inside them are
    /// left out here: the table's entry lists them by index path, which reuse does not reorder.
    static func tracedViews(in scene: Scene) -> [View] {
        var list: [View] = []
        var stack = [scene.root]
        while let v = stack.popLast() {
            if v is TableViewCell, v.superview is TableView { continue }
            list.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return list
    }

    /// Every id a trace of the scene's current state could record.
    static func ids(in scene: Scene) -> Set<String> {
        Set(tracedViews(in: scene).compactMap { $0.id ?? $0.accessibilityIdentifier })
    }

    private static func scrollState(_ scrollView: ScrollView, step: Step) -> TraceRecord.Scroll {
        let velocity = scrollView.traceState.velocity(at: step, offset: scrollView.contentOffset)
        let release = scrollView.traceState.release(at: step).map { TraceRecord.Release(velocity: $0.velocity, target: $0.target) }
        return TraceRecord.Scroll(contentSize: scrollView.contentSize, inset: scrollView.contentInset,
                                  adjustedInset: scrollView.adjustedContentInset, velocity: velocity,
                                  dragging: scrollView.isDragging, decelerating: scrollView.isDecelerating,
                                  animating: scrollView.isScrollAnimating, release: release)
    }

    /// A view's entry: geometry, then what its kind adds (a label's text and font, a table's cells).
    private static func entry(_ view: View, id: String) -> TraceRecord.View {
        TraceRecord.View(id: id, geometry: geometry(view), text: (view as? Label).map(text),
                         cells: (view as? TableView).map(cells), animations: animations(of: view))
    }

    /// What runs on the view's layer and on the layers added beneath it (not its subviews':
    /// they are traced under their own ids), depth first; nil when nothing does.
    private static func animations(of view: View) -> [TraceRecord.Animation]? {
        var found: [TraceRecord.Animation] = []
        func walk(_ layer: Layer, path: [Int]) {
            for (key, keyPath) in layer.tracedAnimations {
                found.append(TraceRecord.Animation(key: key, keyPath: keyPath, sublayer: path.isEmpty ? nil : path))
            }
            for (index, sublayer) in (layer.sublayers ?? []).enumerated() where sublayer.view == nil {
                walk(sublayer, path: path + [index])
            }
        }
        walk(view.layer, path: [])
        return found.isEmpty ? nil : found
    }

    /// The frame before the view's own transform (as `UIView.frame` is defined only without
    /// one), placed in window points by its ancestors — their transforms and scroll offsets
    /// included, as the bounding box when they rotate it.
    private static func geometry(_ view: View) -> TraceRecord.Geometry {
        // What the frame shows: the presentation values of running animations, as the display
        // list is built from them (the model already holds where an animation ends).
        let drawn = view.layer.presentationState
        let local = Rect(x: drawn.position.x - drawn.bounds.width / 2, y: drawn.position.y - drawn.bounds.height / 2,
                         width: drawn.bounds.width, height: drawn.bounds.height)
        let frame = view.superview.map { $0.presentationTransformToRoot.apply(to: local) } ?? local
        return TraceRecord.Geometry(frame: frame, alpha: drawn.opacity, transform: drawn.transform, hidden: drawn.isHidden)
    }

    /// `family` is `system-ui` for the system font, as `Font.family` names it.
    private static func text(_ label: Label) -> TraceRecord.Text {
        TraceRecord.Text(text: label.shownText, font: TraceRecord.Font(family: label.font.family, size: label.font.size,
                                                                  weight: label.font.weight.rawValue))
    }

    /// The cells on screen, by section then row, each with its geometry and the labels inside it
    /// (tree order), so a row's content can be asserted without ids on reused cells.
    private static func cells(of table: TableView) -> [TraceRecord.Cell] {
        table.visibleCellsByIndexPath.sorted { ($0.key.section, $0.key.row) < ($1.key.section, $1.key.row) }
            .map { indexPath, cell in
                TraceRecord.Cell(section: indexPath.section, row: indexPath.row, geometry: geometry(cell),
                                 labels: labels(in: cell).map(text))
            }
    }

    private static func labels(in view: View) -> [Label] {
        var found: [Label] = []
        var stack = [view]
        while let v = stack.popLast() {
            if let label = v as? Label { found.append(label) }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return found
    }
}
