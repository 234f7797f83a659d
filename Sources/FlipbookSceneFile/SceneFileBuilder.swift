import FlipbookRender
import FlipbookScene
import FlipbookSupport
import FlipbookTransitions

/// Turns a parsed scene file into the same objects the Swift API builds: a `Scene` with its
/// views, constraints, controllers, and a driver. Each section has its reader; this says the
/// order they run in (a section reads what earlier ones made). Every problem is logged with its
/// place; building goes on after a problem so `validate` can list them all.
///
/// ```swift
/// let context = SceneFileBuildContext(log: log, folder: folder, traits: traits)
/// if let (scene, driver, fps) = SceneFileBuilder(context: context).build(root) { … }
/// ```
struct SceneFileBuilder {
    let context: SceneFileBuildContext
    private var log: ProblemLog { context.log }

    static let topKeys = ["name", "screen", "background", "direction", "views", "guides", "constraints", "scrollView",
                          "variables", "bindings", "behaviors", "events", "driver", "fps",
                          "screens", "controllers", "rootViewController", "touches"]

    func build(_ root: Node) -> (Scene, any Driver, Double)? {
        guard let r = root.object(Self.topKeys) else { return nil }
        defer { r.finish() }
        let values = ValueReader(log: log)
        let scene = Scene(screen: SceneFileScreenReader(context: context).read(r["screen"], values: values))
        if let contentSize = context.contentSize { scene.contentSizeCategory = contentSize }
        // Named colours are semantic: the window (.systemBackground), label text (.label), tables
        // and every colour the file names draw their dark values when the scene is dark.
        scene.appearance = context.appearance
        scene.showsStatusBar = context.showsStatusBar
        if let bg = r["background"].flatMap(values.color) { scene.backgroundColor = bg }
        if let d = r["direction"] {
            scene.layoutDirection = values.choice(d, ["ltr": LayoutDirection.leftToRight, "rtl": .rightToLeft], what: "direction") ?? .leftToRight
        }
        // Before the views are built: what they read from the scene is the command line's.
        context.traits.apply(to: scene)
        let views = SceneFileViewReader(context: context)
        if let list = (r["screens"] == nil ? r.required("views") : r["views"])?.array {
            for v in list { views.build(v, into: scene.root, values: values) }
        }
        if let screens = r["screens"] { SceneFileScreensReader(context: context).read(screens, scene: scene, values: values) }
        context.views[ReservedName.root.rawValue] = scene.root
        let constraints = SceneFileConstraintReader(context: context)
        if let list = r["guides"]?.array { for g in list { constraints.readGuide(g) } }
        if let list = r["constraints"]?.array { for c in list { constraints.readConstraint(c) } }
        for (_, source) in context.tableSources { scene.controllers.append(source) }
        if let id = r["scrollView"], case .string = id.value, let name = id.string {
            if let scroll = context.views[name] as? ScrollView { scene.scrollView = scroll }
            else { context.unknownID(name, at: id.path, kind: "scroll view") }
        }
        if r["screens"] != nil { SceneFileControllersReader(context: context).install(r, scene: scene) }
        // Solving cost grows with the cube of a chain's length: refuse before the first solve.
        guard constraints.checkLayoutSize(scene, at: r["constraints"]?.path ?? r.path) else { return nil }
        scene.layout()
        // `{"collection": id, "section": n}`: a compositional section's band (SceneFileCollectionBand).
        if let band = r["scrollView"], SceneFileCollectionBand.isBand(band) { SceneFileCollectionBand.resolve(band, context: context, scene: scene) }
        for (scroll, offset) in context.initialOffsets { scroll.contentOffset = offset }
        var reader = SceneFileProgramReader(context: context)
        var program = reader.read(variables: r["variables"], bindings: r["bindings"], behaviors: r["behaviors"], events: r["events"])
        let fps = r["fps"]?.number ?? 30
        guard fps >= 1, fps <= 100 else {
            log.add("\(r.path).fps", "fps must be in 1…100")
            return nil
        }
        var taps = SceneFileTapActions(context: context, fps: fps)
        taps.resolve(into: &program, reader: reader)
        let touches = r["touches"].map { SceneFileTouchesReader(context: context).read($0, values: values) } ?? []
        guard let driverNode = r.required("driver"),
              let read = SceneFileDriverReader(context: context, fps: fps).read(driverNode) else { return nil }
        if taps.runsTransitions, !(read is TransitionDriver) {
            log.add(driverNode.path, "a control's onTap runs a transition, which only the \"transitions\" driver animates")
        }
        let driver = SceneFileStepLimit(driver: read, document: log.document, place: driverNode.path)
        // A program read with problems is incomplete: running it would only add noise.
        guard log.isEmpty else { return nil }
        let interpreter = SceneFileInterpreter(program: program, scene: scene, document: log.document)
        scene.controllers.append(interpreter)
        interpreter.attach()
        for touch in touches { touch.schedule(on: scene) }
        scene.layout()
        // Evaluating the first frame already failed: no frame of this file can be drawn, so it
        // does not load (the problem is listed with the others).
        if let stopped = scene.stopError as? SceneFileProblems {
            for problem in stopped.problems { log.add(problem.place, problem.message) }
            return nil
        }
        return (scene, driver, fps)
    }
}
