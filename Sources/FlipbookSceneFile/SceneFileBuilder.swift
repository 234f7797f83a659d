import Foundation
import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// Turns a parsed scene file into the same objects the Swift API builds: a `Scene` with its
/// views, constraints, controllers, and a driver. Every problem is logged with its place;
/// building goes on after a problem so `validate` can list them all.
final class SceneFileBuilder {
    let log: ProblemLog
    let folder: URL
    var views: [String: View] = [:]
    var idPaths: [String: String] = [:]
    var viewCount = 0
    /// Repeat iterations so far, views or not: bounds the work of repeats nested in repeats.
    var expansions = 0
    var viewLimitReached = false
    /// Constraints made so far, for the limit.
    var constraintCount = 0
    /// Characters of label text so far, for the limit.
    var labelText = 0
    var labelTextLimitReached = false
    var tableSources: [(TableView, TableRowsSource)] = []
    var initialOffsets: [(ScrollView, Point)] = []
    var constraintsByID: [String: LayoutConstraint] = [:]
    var guides: [String: LayoutGuide] = [:]
    /// The screen section's `"appearance"`: every named colour resolves through it.
    var appearance: Appearance = .light
    /// The screen section's `"statusBar": true`.
    var showsStatusBar = false
    /// The screen's `contentSize`: the reader's text size, set on the scene before its first layout.
    var contentSize: ContentSizeCategory?
    /// The command line's settings over the file's (`--device`, `--scale`, `--appearance` …).
    var traits = SceneTraits()
    /// Screens, controllers and hero places (SceneFileScreens.swift).
    var heroFile = SceneFileHeroState()

    static let topKeys = ["name", "screen", "background", "direction", "views", "guides", "constraints", "scrollView",
                          "variables", "bindings", "behaviors", "events", "driver", "fps",
                          "screens", "controllers", "rootViewController"]

    init(log: ProblemLog, folder: URL) {
        self.log = log
        self.folder = folder
    }

    func build(_ root: Node) -> (Scene, any Driver, Double)? {
        guard let r = root.object(Self.topKeys) else { return nil }
        defer { r.finish() }
        let values = ValueReader(log: log)
        let screen = readScreen(r["screen"], values: values)
        let scene = Scene(screen: screen)
        if let contentSize { scene.contentSizeCategory = contentSize }
        // Named colours are semantic: the window (.systemBackground), label text (.label), tables
        // and every colour the file names draw their dark values when the scene is dark.
        scene.appearance = appearance
        scene.showsStatusBar = showsStatusBar
        if let bg = r["background"].flatMap(values.color) { scene.backgroundColor = bg }
        if let d = r["direction"] {
            scene.layoutDirection = values.choice(d, ["ltr": LayoutDirection.leftToRight, "rtl": .rightToLeft], what: "direction") ?? .leftToRight
        }
        // Before the views are built: what they read from the scene is the command line's.
        traits.apply(to: scene)
        if let list = (r["screens"] == nil ? r.required("views") : r["views"])?.array {
            for v in list { buildViews(v, into: scene.root, values: values) }
        }
        if let screens = r["screens"] { readScreens(screens, scene: scene, values: values) }
        views[ReservedName.root.rawValue] = scene.root
        if let list = r["guides"]?.array { for g in list { readGuide(g) } }
        if let list = r["constraints"]?.array {
            for c in list { readConstraint(c, scene: scene) }
        }
        for (table, source) in tableSources { scene.controllers.append(source); _ = table }
        if let id = r["scrollView"] {
            if let name = id.string {
                if let scroll = views[name] as? ScrollView { scene.scrollView = scroll }
                else { unknownID(name, at: id.path, kind: "scroll view") }
            }
        }
        if r["screens"] != nil { installControllers(r, scene: scene) }
        // Solving cost grows with the cube of a chain's length: refuse before the first solve.
        guard checkLayoutSize(scene, at: r["constraints"]?.path ?? r.path) else { return nil }
        scene.layout()
        for (scroll, offset) in initialOffsets { scroll.contentOffset = offset }
        var reader = SceneFileProgramReader(log: log, builder: self)
        let program = reader.read(variables: r["variables"], bindings: r["bindings"], behaviors: r["behaviors"], events: r["events"])
        let fps = r["fps"]?.number ?? 30
        guard fps >= 1, fps <= 100 else {
            log.add("\(r.path).fps", "fps must be in 1…100")
            return nil
        }
        guard let driverNode = r.required("driver"), let read = readDriver(driverNode, fps: fps) else { return nil }
        let driver = SceneFileStepLimit(driver: read, file: log.file, place: driverNode.path)
        // A program read with problems is incomplete: running it would only add noise.
        guard log.isEmpty else { return nil }
        let interpreter = SceneFileInterpreter(program: program, scene: scene, file: log.file)
        scene.controllers.append(interpreter)
        interpreter.attach()
        scene.layout()
        // Evaluating the first frame already failed: no frame of this file can be drawn, so it
        // does not load (the problem is listed with the others).
        if let stopped = scene.stopError as? SceneFileProblems {
            for problem in stopped.problems { log.add(problem.place, problem.message) }
            return nil
        }
        return (scene, driver, fps)
    }

    // MARK: Layout size

    /// Whether the layout is small enough to solve in seconds: the constraints the file writes,
    /// plus four for every view Auto Layout places (its intrinsic size, or its place in a stack,
    /// are constraints the solver holds too), within `SceneFileLimits.layoutConstraints`.
    private func checkLayoutSize(_ scene: Scene, at place: String) -> Bool {
        var placed = 0
        var pending = [scene.root]
        while let view = pending.popLast() {
            if !view.translatesAutoresizingMaskIntoConstraints || view.superview is StackView { placed += 1 }
            pending += view.subviews
        }
        let total = constraintCount + 4 * placed
        guard total > SceneFileLimits.layoutConstraints else { return true }
        log.add(place, "the layout needs \(total) constraints (\(constraintCount) written, 4 for each of \(placed) views "
                + "placed by Auto Layout); the limit is \(SceneFileLimits.layoutConstraints)")
        return false
    }

    // MARK: Screen

    private func readScreen(_ node: Node?, values: ValueReader) -> Screen {
        var screen = Screen.iPhone14.withScale(2)
        if let node, let r = node.object(["device", "size", "scale", "safeArea", "appearance", "contentSize", "statusBar"]) {
            defer { r.finish() }
            if let d = r["device"], let name = d.string {
                if let preset = Screen.preset(named: name) {
                    screen = preset.withScale(2)
                } else {
                    let hint = Suggest.closest(to: name, in: Screen.presets.map(\.name)).map { "did you mean \"\($0)\"? " } ?? ""
                    log.add(d.path, "unknown device \"\(name)\"; \(hint)the devices are \(Screen.presetNames)")
                }
            }
            if let s = r["size"], let size = s.numbers(2) {
                if size.allSatisfy({ $0 >= 1 && $0 <= SceneFileLimits.screenSide }) {
                    screen = Screen(name: "custom", size: Size(width: size[0], height: size[1]), scale: screen.scale, safeAreaInsets: .zero)
                } else {
                    log.add(s.path, "screen sides must be in 1…\(Int(SceneFileLimits.screenSide)) points")
                }
            }
            if let s = r["scale"], let scale = s.number {
                if [1.0, 2, 3].contains(scale) { screen = screen.withScale(scale) } else { log.add(s.path, "scale must be 1, 2 or 3") }
            }
            if let a = r["safeArea"].flatMap(values.insets) {
                screen = Screen(name: screen.name, size: screen.size, scale: screen.scale, safeAreaInsets: a)
            }
            if let c = r["contentSize"] {
                contentSize = values.choice(c, ContentSizeCategory.byName, what: "content size")
            }
            if let a = r["appearance"], let name = a.string {
                if let parsed = Appearance(rawValue: name) { appearance = parsed }
                else { log.add(a.path, "appearance must be \"light\" or \"dark\"") }
            }
            if let on = r.bool("statusBar") { showsStatusBar = on }
        }
        return traits.screen(default: screen)
    }

    // MARK: Guides and constraints

    private func readGuide(_ node: Node) {
        guard let r = node.object(["id", "owner"]) else { return }
        defer { r.finish() }
        guard let id = r.required("id")?.string, let ownerNode = r.required("owner"), let ownerID = ownerNode.string else { return }
        guard let owner = views[ownerID] else { return unknownID(ownerID, at: ownerNode.path, kind: "view") }
        if views[id] != nil || guides[id] != nil { return log.add("\(r.path).id", "duplicate id \"\(id)\"") }
        let guide = LayoutGuide(identifier: id)
        owner.addLayoutGuide(guide)
        guides[id] = guide
    }

    func unknownID(_ id: String, at place: String, kind: String = "view") {
        let known = Array(views.keys) + Array(guides.keys)
        let hint = Suggest.closest(to: id, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
        log.add(place, "unknown \(kind) id \"\(id)\"\(hint)")
    }

    private func readConstraint(_ node: Node, scene: Scene) {
        guard let text = node.string else { return }
        let specs: [ConstraintSpec]
        let isVisualFormat = text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
        do {
            specs = isVisualFormat ? try ConstraintSpec.parseVisualFormat(text) : [try ConstraintSpec.parse(text)]
        } catch {
            return log.add(node.path, "\(error)")
        }
        for spec in specs {
            constraintCount += 1
            guard constraintCount <= SceneFileLimits.constraints else {
                if constraintCount == SceneFileLimits.constraints + 1 {
                    log.add(node.path, "more than \(SceneFileLimits.constraints) constraints")
                }
                return
            }
            if let problem = SceneFileRange.points.check(spec.constant) {
                log.add(node.path, "the constant \(problem)")
                continue
            }
            if let problem = SceneFileRange.factor.check(spec.multiplier) {
                log.add(node.path, "the multiplier \(problem)")
                continue
            }
            guard let made = makeConstraint(spec, at: node.path, superviewFor: specs) else { continue }
            if let id = spec.identifier {
                if constraintsByID[id] != nil { log.add(node.path, "duplicate constraint identifier \"\(id)\"") }
                constraintsByID[id] = made
            }
            made.isActive = true
        }
    }

    private func item(_ name: String, guide: String?, at place: String, superview: View?) -> LayoutItem? {
        let base: LayoutItem?
        switch ReservedName(rawValue: name) {
        case .superview: base = superview
        case .safeArea: return views[ReservedName.root.rawValue]?.safeAreaLayoutGuide
        case .margins: return views[ReservedName.root.rawValue]?.layoutMarginsGuide
        default: base = views[name] ?? guides[name]
        }
        guard let found = base else {
            unknownID(name, at: place)
            return nil
        }
        guard let guide else { return found }
        guard let view = found as? View else {
            log.add(place, "\"\(name)\" is a guide; only views have a \(guide) guide")
            return nil
        }
        return guide == "safeArea" ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
    }

    private func makeConstraint(_ spec: ConstraintSpec, at place: String, superviewFor group: [ConstraintSpec]) -> LayoutConstraint? {
        // In the Visual Format Language `superview` is the parent of the views the format names.
        let named = group.flatMap { [$0.firstItem, $0.secondItem].compactMap { $0 } }.filter { $0 != ReservedName.superview.rawValue }
        let parent = named.lazy.compactMap { self.views[$0]?.superview }.first
        guard let first = item(spec.firstItem, guide: spec.firstGuide, at: place, superview: parent),
              let firstAttribute = LayoutAttribute(rawValue: spec.firstAttribute) else { return nil }
        var second: LayoutItem?
        var secondAttribute: LayoutAttribute?
        if let name = spec.secondItem {
            guard let found = item(name, guide: spec.secondGuide, at: place, superview: parent) else { return nil }
            second = found
            secondAttribute = spec.secondAttribute.flatMap(LayoutAttribute.init(rawValue:)) ?? firstAttribute
        }
        let relation = spec.relation
        // Views a constraint places are laid out by constraints, as in UIKit code that sets
        // translatesAutoresizingMaskIntoConstraints = false before constraining a view.
        if spec.firstItem != ReservedName.superview.rawValue, let view = first as? View, view.superview != nil {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let constraint = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                          attribute: secondAttribute, multiplier: spec.multiplier, constant: spec.constant)
        if let p = spec.priority { constraint.priority = LayoutPriority(p) }
        constraint.identifier = spec.identifier
        return constraint
    }
}
