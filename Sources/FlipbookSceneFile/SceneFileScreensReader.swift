import class Foundation.NSCoder
import FlipbookPipeline
import FlipbookRender
import FlipbookScene
import FlipbookTransitions

/// A screen of a scene file: its view tree, made by the builder, shown when the controller is.
final class SceneFileScreenController: ViewController {
    let screenView: View
    init(screenView: View) { self.screenView = screenView; super.init(nibName: nil, bundle: nil) }
    override func loadView() { setView(screenView) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

}

/// The `screens` section: named view trees, each with its view controller; `controllers` and
/// `rootViewController` (SceneFileControllersReader) put them in containers and a window:
///
/// ```json
/// "screens": {"posts": {"title": "Posts", "views": [ … ]}, "detail": {"title": "Post", "views": [ … ]}},
/// "controllers": {"nav": {"type": "navigation", "viewControllers": ["posts"], "hero": true}},
/// "rootViewController": "nav"
/// ```
struct SceneFileScreensReader {
    let context: SceneFileBuildContext
    private var log: ProblemLog { context.log }

    static let screenKeys = ["title", "hero", "backgroundColor", "views", "animationTypeForPresenting", "animationTypeForDismissing",
                             "presentationStyle", "transitionStyle"]
    /// Builds every screen's views (ids are shared with the top-level `views`, so constraints can
    /// name them); the screen's own root view answers to the screen's name when no view took it.
    func read(_ node: Node, scene: Scene, values: ValueReader) {
        guard case .object(let pairs) = node.value else { log.add(node.path, "expected an object of screens, found \(node.value.kind)"); return }
        guard !pairs.isEmpty else { log.add(node.path, "give at least one screen"); return }
        guard pairs.count <= SceneFileLimits.controllers else { log.add(node.path, "more than \(SceneFileLimits.controllers) screens"); return }
        for name in pairs.map(\.key) {
            guard let screenNode = node.object([])?[name] else { continue }
            guard context.checkControllerName(name, at: screenNode.path) else { continue }
            guard let r = screenNode.object(Self.screenKeys) else { continue }
            defer { r.finish() }
            // A screen's root view counts towards the view limit like any other. Past the limit the
            // screen is still made, empty, so the controllers and events naming it find it: the
            // file's one problem is the limit, said once, not a screen called unknown.
            context.viewCount += 1
            if context.viewCount > SceneFileLimits.views { SceneFileViewReader(context: context).refuseMoreViews(at: screenNode.path) }
            let root = View(frame: scene.screen.bounds)
            root.backgroundColor = .systemBackground   // a view controller's view, light or dark
            if let c = r["backgroundColor"] { root.backgroundColor = values.color(c) }
            let views = SceneFileViewReader(context: context)
            for v in r.required("views")?.array ?? [] { views.build(v, into: root, values: values) }
            let controller = SceneFileScreenController(screenView: root)
            controller.title = r["title"].flatMap(values.text)
            if let h = r["hero"]?.bool { controller.hero.isEnabled = h }
            values.readModalTypes(r, into: controller)
            controller.sceneFileName = name
            context.heroFile.controllers[name] = controller
            context.heroFile.controllerPaths[name] = screenNode.path
            context.heroFile.screenRoots.append((name, root))
        }
        for (name, root) in context.heroFile.screenRoots where context.views[name] == nil && context.guides[name] == nil {
            root.id = name
            context.views[name] = root
        }
    }
}
