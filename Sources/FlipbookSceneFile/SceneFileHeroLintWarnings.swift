import FlipbookScene
import FlipbookTransitions

extension SceneFileLoader {
    /// The hero lint's findings for `validate`: every screen's, and every transition's the dry run
    /// started, each at the place of the first view it names.
    static func heroLintWarnings(_ scene: Scene, file: String) -> [SceneFileError] {
        guard let log = scene.controllers.lazy.compactMap({ $0 as? HeroLintLog }).first else { return [] }
        return log.warnings.map { SceneFileError(file: file, place: $0.place, message: $0.message) }
    }
}
