import Foundation
import FlipbookScene

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

    /// The scene, its driver and frame rate; `scale` and `device` override the file's screen.
    func make(scale: Double?, device: Screen?) throws -> (Scene, any Driver, Double) {
        switch self {
        case .builtIn(let scene):
            if device != nil { throw UsageError(message: "--device applies to scene files; built-in scenes have their own device") }
            let (built, driver) = try scene.make(scale ?? 2)
            return (built, driver, scene.fps)
        case .file(let path):
            let loaded = try SceneFileLoader.load(path: path, device: device, scale: scale)
            return (loaded.scene, loaded.driver, loaded.fps)
        }
    }
}
