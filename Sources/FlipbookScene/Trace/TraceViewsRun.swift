import FlipbookPipeline
import FlipbookRender
import FlipbookSupport

/// A `SceneRun` whose trace records only some views (`--trace-views header,title`): the step,
/// scroll state and callbacks as always, and of the views only those with the given ids, so a
/// golden trace or a pull request's diff holds just what a test is about. Everything else —
/// steps, display lists, frames — is the run's own.
///
/// An id that names no view at any step of the run is a mistake (a typo, a renamed view): the run
/// fails at its end with `UnknownTraceView` (exit 2), and nothing is written, since the drive loop
/// aborts every output when its source throws. Ids are checked over the whole run, not the first
/// step, because views come and go (a view a timeline event adds). Views inside table cells are
/// traced under their table, not by id: naming one says so.
///
/// ```swift
/// let run = TraceViewsRun(SceneRun(scene: scene, driver: driver), views: ["header", "title"])
/// try DriveLoop().run(run, into: [TraceSink(url: URL(fileURLWithPath: "header.jsonl"))])
/// ```
public struct TraceViewsRun: StepSource {
    public private(set) var run: SceneRun
    public let views: Set<String>
    /// The requested ids not yet seen in the scene, in the order given.
    private var unseen: [String]
    /// Every id seen so far, for the suggestion.
    private var seen: Set<String> = []

    /// `views` in the order the user gave them (the first unknown one is the one named).
    public init(_ run: SceneRun, views: [String]) {
        self.run = run
        self.views = Set(views)
        var once = Set<String>()
        unseen = views.filter { once.insert($0).inserted }
    }

    public var framesPerSecond: Double { run.framesPerSecond }

    public mutating func advance() throws -> Step? {
        guard let step = try run.advance() else {
            if let missing = unseen.first {
                let inCell = TreeIndex(root: run.scene.root).views.contains { $0.id == missing }
                throw UnknownTraceView(id: missing, known: seen.sorted(), insideTableCell: inCell)
            }
            return nil
        }
        if !unseen.isEmpty {
            let ids = StepTrace.ids(in: run.scene)
            seen.formUnion(ids)
            unseen.removeAll { ids.contains($0) }
        }
        return step
    }

    public func displayList() -> DisplayList { run.displayList() }

    public func traceLine(for step: Step) -> String { StepTrace.line(for: step, in: run.scene, views: views) }
}

/// `--trace-views` named an id that no view of the scene has: exit 2, with the nearest id.
///
/// ```swift
/// UnknownTraceView(id: "heade", known: ["header", "title"]).description
/// // "--trace-views: no view has the id 'heade'; did you mean 'header'?"
/// ```
public struct UnknownTraceView: FlipbookError, Equatable {
    public let id: String
    /// The ids the scene's views had during the run, sorted.
    public let known: [String]
    /// The id belongs to a view inside a table cell, which the trace lists under its table.
    public let insideTableCell: Bool

    public init(id: String, known: [String], insideTableCell: Bool = false) {
        self.id = id
        self.known = known
        self.insideTableCell = insideTableCell
    }

    public var exitCode: ExitCode { .badInput }

    public var description: String {
        if insideTableCell {
            return "--trace-views: '\(id)' is inside a table cell; cells are traced by index path under their table: name the table's id"
        }
        let hint = Suggest.closest(to: id, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return "--trace-views: no view has the id '\(id)'\(hint)"
    }
}
