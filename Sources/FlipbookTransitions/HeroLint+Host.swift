import FlipbookScene

/// Where the hero lint's findings go in a scene: kept by the scene (`Scene.keep`), it names
/// views and screens (a scene file gives their JSON paths and screen names) and says each
/// finding once, to `Scene.noteWarning`, however many transitions find it again.
///
/// ```swift
/// let log = HeroLintLog.of(scene)
/// log.viewNames[ObjectIdentifier(avatar)] = "$.screens.detail.views[0]"
/// ```
public final class HeroLintLog {
    /// Names for views (their places in a file); views not here are named by `HeroLint.place`.
    public var viewNames: [ObjectIdentifier: String] = [:]
    /// Names for controllers (a scene file's screen names); else their title or type.
    public var controllerNames: [ObjectIdentifier: String] = [:]
    /// Every finding so far, in order, each once.
    public private(set) var warnings: [HeroLintWarning] = []
    private var said: Set<HeroLintWarning> = []
    private weak var scene: Scene?

    init(scene: Scene) { self.scene = scene }

    /// The scene's log, made and kept by the scene on first use.
    public static func of(_ scene: Scene) -> HeroLintLog {
        if let log = scene.controllers.lazy.compactMap({ $0 as? HeroLintLog }).first { return log }
        let log = HeroLintLog(scene: scene)
        scene.keep(log)
        return log
    }

    public func name(_ view: View) -> String? { viewNames[ObjectIdentifier(view)] }

    /// Says each new finding once (to the scene's warnings, as `hero: place: message`).
    public func report(_ findings: [HeroLintWarning]) {
        for finding in findings where said.insert(finding).inserted {
            warnings.append(finding)
            scene?.noteWarning("hero: \(finding)")
        }
    }
}

extension ControllerHost {
    /// The lint of both screens and of their match, at the start of a transition (one call in
    /// `runTransition`). Transitions that do not animate are not linted: nothing flies.
    func lintHeroes(_ request: TransitionRequest) {
        guard let scene, request.heroEnabled, request.type != .none else { return }
        let log = HeroLintLog.of(scene)
        func screenName(_ controller: ViewController) -> String {
            log.controllerNames[ObjectIdentifier(controller)] ?? controller.title ?? String(describing: type(of: controller))
        }
        let from = request.from.view, to = request.to.view
        let fromName = screenName(request.from), toName = screenName(request.to)
        log.report(HeroLint.screenWarnings(from, screen: fromName, name: log.name)
                   + HeroLint.screenWarnings(to, screen: toName, name: log.name)
                   + HeroLint.transitionWarnings(from: from, fromScreen: fromName, to: to, toScreen: toName,
                                                 isPresenting: request.isPresenting, name: log.name))
    }
}
