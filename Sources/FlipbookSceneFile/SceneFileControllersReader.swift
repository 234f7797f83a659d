import FlipbookPipeline
import FlipbookRender
import FlipbookScene
import FlipbookTransitions
import FlipbookSupport

/// The `controllers` section (navigation and tab bar controllers over the screens, and over
/// each other) and `rootViewController`, the one the window shows; the hero lint is told every
/// screen's and view's name.
///
/// ```json
/// "controllers": {"nav": {"type": "navigation", "viewControllers": ["posts"], "hero": true}},
/// "rootViewController": "nav"
/// ```
struct SceneFileControllersReader {
    let context: SceneFileBuildContext
    private var log: ProblemLog { context.log }
    private var values: ValueReader { ValueReader(log: context.log) }

    static let containerKeys = ["type", "viewControllers", "title", "hero", "selectedIndex", "animationTypeForPush",
                                "animationTypeForPop", "tabBarAnimationType", "animationTypeForPresenting", "animationTypeForDismissing",
                                "presentationStyle", "transitionStyle"]

    /// `controllers` and `rootViewController`: containers made, the root shown in `scene`, and
    /// the hero lint told the names of screens and views.
    func install(_ r: ObjectReader, scene: Scene) {
        var specs: [String: ObjectReader] = [:]
        if let node = r["controllers"] {
            if case .object(let pairs) = node.value, let o = node.object([]) {
                if pairs.count > SceneFileLimits.controllers { log.add(node.path, "more than \(SceneFileLimits.controllers) controllers") }
                for name in pairs.prefix(SceneFileLimits.controllers).map(\.key) {
                    guard let spec = o[name], context.checkControllerName(name, at: spec.path) else { continue }
                    if context.heroFile.controllers[name] != nil {
                        log.add(spec.path, "\"\(name)\" is already a screen; give the controller another name")
                        continue
                    }
                    guard let reader = spec.object(Self.containerKeys) else { continue }
                    specs[name] = reader
                    context.heroFile.controllerPaths[name] = spec.path
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
            if let made = context.heroFile.controllers[name] { return made }
            if failed.contains(name) { return nil }
            guard let spec = specs[name] else {
                let known = Array(context.heroFile.controllerPaths.keys)
                let hint = Suggest.closest(to: name, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
                log.add(place, "unknown screen or controller \"\(name)\"\(hint)")
                return nil
            }
            guard building.insert(name).inserted else { log.add(place, "controller \"\(name)\" contains itself"); return nil }
            defer { building.remove(name) }
            let made = makeContainer(spec, name: name, child: controller)
            if let made {
                made.sceneFileName = name
                context.heroFile.controllers[name] = made
            } else { failed.insert(name) }
            return made
        }
        for name in specs.keys.sorted() { _ = controller(name, at: context.heroFile.controllerPaths[name] ?? r.path) }
        for spec in specs.values { spec.finish() }
        guard let rootNode = r.required("rootViewController"), let rootName = rootNode.string,
              let root = controller(rootName, at: rootNode.path) else { return }
        if let container = context.heroFile.placedIn[rootName] {
            return log.add(rootNode.path, "\"\(rootName)\" is already inside \"\(container)\"; the root must stand alone")
        }
        guard log.isEmpty else { return }
        let lint = HeroLintLog.of(scene)
        lint.viewNames = context.heroFile.viewPlaces
        for (name, made) in context.heroFile.controllers { lint.controllerNames[ObjectIdentifier(made)] = name }
        context.heroFile.host = ControllerHost(scene: scene, rootViewController: root)
        // Duplicates within a screen, said even for screens no transition shows.
        for (name, view) in context.heroFile.screenRoots {
            lint.report(HeroLint.screenWarnings(view, screen: name, name: lint.name))
        }
    }

    private func makeContainer(_ r: ObjectReader, name: String, child: (String, String) -> ViewController?) -> ViewController? {
        guard let typeNode = r.required("type"),
              let type = values.choice(typeNode, ["navigation": "navigation", "tabBar": "tabBar"],
                                                      what: "controller type", listing: "navigation or tabBar") else { return nil }
        guard let listNode = r.required("viewControllers"), let list = listNode.array else { return nil }
        guard !list.isEmpty else { log.add(listNode.path, "give at least one view controller"); return nil }
        var children: [ViewController] = []
        for item in list {
            guard let childName = item.string, let made = child(childName, item.path) else { continue }
            if let container = context.heroFile.placedIn[childName] {
                log.add(item.path, "\"\(childName)\" is already inside \"\(container)\"; a controller has one parent")
                continue
            }
            context.heroFile.placedIn[childName] = name
            children.append(made)
        }
        guard children.count == list.count else { return nil }
        let made: ViewController
        if type == "navigation" {
            let nav = NavigationController(rootViewController: children[0])
            if children.count > 1 { nav.setViewControllers(children, animated: false) }
            if let t = r["animationTypeForPush"].flatMap(values.heroAnimationType) { nav.animationTypeForPush = t }
            if let t = r["animationTypeForPop"].flatMap(values.heroAnimationType) { nav.animationTypeForPop = t }
            for key in ["selectedIndex", "tabBarAnimationType"] where r[key] != nil {
                log.add("\(r.path).\(key)", "\"\(key)\" belongs to a tabBar controller")
            }
            made = nav
        } else {
            let tabs = TabBarController(viewControllers: children)
            if let node = r["selectedIndex"], let index = node.int(in: SceneFileRange(0...Double(children.count - 1), whole: true)) {
                tabs.selectedIndex = index
            }
            if let t = r["tabBarAnimationType"].flatMap(values.heroAnimationType) { tabs.setTabBarAnimationType(t) }
            for key in ["animationTypeForPush", "animationTypeForPop"] where r[key] != nil {
                log.add("\(r.path).\(key)", "\"\(key)\" belongs to a navigation controller")
            }
            made = tabs
        }
        if let title = r["title"].flatMap(values.text) { made.title = title }
        if let h = r["hero"]?.bool { made.hero.isEnabled = h }
        values.readModalTypes(r, into: made)
        return made
    }
}
