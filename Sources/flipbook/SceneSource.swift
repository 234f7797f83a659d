import Foundation
import Flipbook
import FlipbookExamples
import FlipbookRender
import FlipbookSceneFile
import FlipbookSupport

/// What `render` draws: a built-in scene by name, or a scene file by path.
enum SceneSource {
    case builtIn(BuiltInScene)
    case file(String)

    init(_ argument: String) throws {
        if argument.hasSuffix(".json") || argument.contains("/") {
            self = .file(argument)
        } else if let scene = BuiltInScenes.named(argument) {
            self = .builtIn(scene)
        } else if FileManager.default.fileExists(atPath: argument) {
            self = .file(argument)
        } else {
            let hint = Suggest.closest(to: argument, in: BuiltInScenes.all.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "no built-in scene or scene file named '\(argument)'\(hint) (see 'flipbook list')")
        }
    }

    var name: String {
        switch self {
        case .builtIn(let scene): scene.name
        case .file(let path): URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        }
    }

    /// The scene and its driver, with `traits` (the command line's `--scale`, `--device`,
    /// `--appearance` …) over the scene's own settings.
    func make(_ traits: SceneTraits) throws -> (Scene, any Driver) {
        // Every command that renders a scene makes it here first: refuse before any work when the
        // text would not be set in Inter (exit 1, the environment), rather than differ from goldens.
        try ProjectFonts.check()
        switch self {
        case .builtIn(let scene):
            return try scene.make(traits)
        case .file(let path):
            let loaded = try SceneFileLoader.load(path: path, traits: traits)
            return (loaded.scene, loaded.driver)
        }
    }
}
