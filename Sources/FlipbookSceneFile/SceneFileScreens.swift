import FlipbookPipeline
import FlipbookRender
import FlipbookScene
import FlipbookTransitions
import FlipbookSupport

/// What a scene file's screens, controllers and transitions add to the builder: the places of
/// views with `hero` settings (for the lint), and controllers by name.
struct SceneFileHeroState {
    var viewPlaces: [ObjectIdentifier: String] = [:]
    /// Screens and containers by name, and where each is defined.
    var controllers: [String: ViewController] = [:]
    var controllerPaths: [String: String] = [:]
    /// The container each controller was put in, so none is put in two.
    var placedIn: [String: String] = [:]
    var screenRoots: [(name: String, view: View)] = []
    var host: ControllerHost?
}

/// A screen of a scene file: its view tree, made by the builder, shown when the controller is.
final class SceneFileScreenController: ViewController {
    let screenView: View
    init(screenView: View) { self.screenView = screenView; super.init() }
    override func loadView() { setView(screenView) }
}

/// `screens` (named view trees, each with its view controller), `controllers` (navigation and tab
/// bar controllers over them) and `rootViewController`, the one a window shows:
///
/// ```json
/// "screens": {"posts": {"title": "Posts", "views": [ … ]}, "detail": {"title": "Post", "views": [ … ]}},
/// "controllers": {"nav": {"type": "navigation", "viewControllers": ["posts"], "hero": true}},
/// "rootViewController": "nav"
/// ```
extension SceneFileBuilder {
    static let screenKeys = ["title", "hero", "backgroundColor", "views", "animationTypeForPresenting", "animationTypeForDismissing",
                             "presentationStyle"]
    static let containerKeys = ["type", "viewControllers", "title", "hero", "selectedIndex", "animationTypeForPush",
                                "animationTypeForPop", "tabBarAnimationType", "animationTypeForPresenting", "animationTypeForDismissing",
                                "presentationStyle"]

    /// Builds every screen's views (ids are shared with the top-level `views`, so constraints can
    /// name them); the screen's own root view answers to the screen's name when no view took it.
    func readScreens(_ node: Node, scene: Scene, values: ValueReader) {
        guard case .object(let pairs) = node.value else { log.add(node.path, "expected an object of screens, found \(node.value.kind)"); return }
        guard !pairs.isEmpty else { log.add(node.path, "give at least one screen"); return }
        guard pairs.count <= SceneFileLimits.controllers else { log.add(node.path, "more than \(SceneFileLimits.controllers) screens"); return }
        for (name, _) in pairs {
            guard let screenNode = node.object([])?[name] else { continue }
            guard checkControllerName(name, at: screenNode.path) else { continue }
            guard let r = screenNode.object(Self.screenKeys) else { continue }
            defer { r.finish() }
            // A screen's root view counts towards the view limit like any other.
            viewCount += 1
            guard viewCount <= SceneFileLimits.views else { log.add(screenNode.path, "more than \(SceneFileLimits.views) views"); return }
            let root = View(frame: scene.screen.bounds)
            root.backgroundColor = .systemBackground   // a view controller's view, light or dark
            if let c = r["backgroundColor"] { root.backgroundColor = values.color(c) }
            for v in r.required("views")?.array ?? [] { buildViews(v, into: root, values: values) }
            let controller = SceneFileScreenController(screenView: root)
            controller.title = r["title"].flatMap(values.text)
            if let h = r["hero"]?.bool { controller.hero.isEnabled = h }
            readModalTypes(r, into: controller)
            heroFile.controllers[name] = controller
            heroFile.controllerPaths[name] = screenNode.path
            heroFile.screenRoots.append((name, root))
        }
        for (name, root) in heroFile.screenRoots where views[name] == nil && guides[name] == nil {
            root.id = name
            views[name] = root
        }
    }

    /// `controllers` and `rootViewController`: containers made, the root shown in `scene`, and
    /// the hero lint told the names of screens and views.
    func installControllers(_ r: ObjectReader, scene: Scene) {
        var specs: [String: ObjectReader] = [:]
        if let node = r["controllers"] {
            if case .object(let pairs) = node.value, let o = node.object([]) {
                if pairs.count > SceneFileLimits.controllers { log.add(node.path, "more than \(SceneFileLimits.controllers) controllers") }
                for (name, _) in pairs.prefix(SceneFileLimits.controllers) {
                    guard let spec = o[name], checkControllerName(name, at: spec.path) else { continue }
                    if heroFile.controllers[name] != nil {
                        log.add(spec.path, "\"\(name)\" is already a screen; give the controller another name")
                        continue
                    }
                    guard let reader = spec.object(Self.containerKeys) else { continue }
                    specs[name] = reader
                    heroFile.controllerPaths[name] = spec.path
                }
            } else {
                log.add(node.path, "expected an object of controllers, found \(node.value.kind)")
            }
        }
        var building: Set<String> = []
        // A container that failed is not built again: each name is tried once, so a file whose
        // containers name a broken one many times over stays linear (2^n work otherwise).
        var failed: Set<String> = []
        func controller(_ name: String, at place: String) -> ViewController? {
            if let made = heroFile.controllers[name] { return made }
            if failed.contains(name) { return nil }
            guard let spec = specs[name] else {
                let known = Array(heroFile.controllerPaths.keys)
                let hint = Suggest.closest(to: name, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
                log.add(place, "unknown screen or controller \"\(name)\"\(hint)")
                return nil
            }
            guard building.insert(name).inserted else { log.add(place, "controller \"\(name)\" contains itself"); return nil }
            defer { building.remove(name) }
            let made = makeContainer(spec, name: name, child: controller)
            if let made { heroFile.controllers[name] = made } else { failed.insert(name) }
            return made
        }
        for name in specs.keys.sorted() { _ = controller(name, at: heroFile.controllerPaths[name] ?? r.path) }
        for spec in specs.values { spec.finish() }
        guard let rootNode = r.required("rootViewController"), let rootName = rootNode.string,
              let root = controller(rootName, at: rootNode.path) else { return }
        if let container = heroFile.placedIn[rootName] {
            return log.add(rootNode.path, "\"\(rootName)\" is already inside \"\(container)\"; the root must stand alone")
        }
        guard log.isEmpty else { return }
        let lint = HeroLintLog.of(scene)
        lint.viewNames = heroFile.viewPlaces
        for (name, made) in heroFile.controllers { lint.controllerNames[ObjectIdentifier(made)] = name }
        heroFile.host = ControllerHost(scene: scene, rootViewController: root)
        // Duplicates within a screen, said even for screens no transition shows.
        for (name, view) in heroFile.screenRoots {
            lint.report(HeroLint.screenWarnings(view, screen: name, name: lint.name))
        }
    }

    /// A named controller for an event (`push`, `present`, …), or nil with a problem.
    func eventController(_ node: Node) -> ViewController? {
        guard let name = node.string else { return nil }
        if let made = heroFile.controllers[name] { return made }
        let hint = Suggest.closest(to: name, in: Array(heroFile.controllers.keys)).map { "; did you mean \"\($0)\"?" } ?? ""
        log.add(node.path, "unknown screen or controller \"\(name)\"\(hint)")
        return nil
    }

    private func makeContainer(_ r: ObjectReader, name: String, child: (String, String) -> ViewController?) -> ViewController? {
        guard let typeNode = r.required("type"),
              let type = ValueReader(log: log).choice(typeNode, ["navigation": "navigation", "tabBar": "tabBar"],
                                                      what: "controller type", listing: "navigation or tabBar") else { return nil }
        guard let listNode = r.required("viewControllers"), let list = listNode.array else { return nil }
        guard !list.isEmpty else { log.add(listNode.path, "give at least one view controller"); return nil }
        var children: [ViewController] = []
        for item in list {
            guard let childName = item.string, let made = child(childName, item.path) else { continue }
            if let container = heroFile.placedIn[childName] {
                log.add(item.path, "\"\(childName)\" is already inside \"\(container)\"; a controller has one parent")
                continue
            }
            heroFile.placedIn[childName] = name
            children.append(made)
        }
        guard children.count == list.count else { return nil }
        let made: ViewController
        if type == "navigation" {
            let nav = NavigationController(rootViewController: children[0])
            if children.count > 1 { nav.setViewControllers(children, animated: false) }
            if let t = r["animationTypeForPush"].flatMap(heroAnimationType) { nav.animationTypeForPush = t }
            if let t = r["animationTypeForPop"].flatMap(heroAnimationType) { nav.animationTypeForPop = t }
            for key in ["selectedIndex", "tabBarAnimationType"] where r[key] != nil {
                log.add("\(r.path).\(key)", "\"\(key)\" belongs to a tabBar controller")
            }
            made = nav
        } else {
            let tabs = TabBarController(viewControllers: children)
            if let node = r["selectedIndex"], let index = node.int(in: SceneFileRange(0...Double(children.count - 1), whole: true)) {
                tabs.selectedIndex = index
            }
            if let t = r["tabBarAnimationType"].flatMap(heroAnimationType) { tabs.setTabBarAnimationType(t) }
            for key in ["animationTypeForPush", "animationTypeForPop"] where r[key] != nil {
                log.add("\(r.path).\(key)", "\"\(key)\" belongs to a navigation controller")
            }
            made = tabs
        }
        if let title = r["title"].flatMap(ValueReader(log: log).text) { made.title = title }
        if let h = r["hero"]?.bool { made.hero.isEnabled = h }
        readModalTypes(r, into: made)
        return made
    }

    private func readModalTypes(_ r: ObjectReader, into controller: ViewController) {
        if let t = r["animationTypeForPresenting"].flatMap(heroAnimationType) { controller.animationTypeForPresenting = t }
        if let t = r["animationTypeForDismissing"].flatMap(heroAnimationType) { controller.animationTypeForDismissing = t }
        readPresentationStyle(r, into: controller)
    }

    private func checkControllerName(_ name: String, at place: String) -> Bool {
        if name.isEmpty || name.count > 100 || name.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) {
            log.add(place, "name \"\(name)\" may contain only letters, digits, _ and - (at most 100)")
            return false
        }
        if ReservedName.contains(name) { log.add(place, "name \"\(name)\" is reserved"); return false }
        return true
    }
}
