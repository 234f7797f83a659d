import Foundation
import FlipbookPipeline
import FlipbookRender
import FlipbookScene
import FlipbookSupport

/// Reads a scene file and builds it: the entry point for `flipbook render FILE` and
/// `flipbook validate`.
///
/// ```swift
/// let loaded = try SceneFileLoader.load(path: "fixtures/blog-header.json")
/// let gif = try GIFSink(url: URL(fileURLWithPath: "out/blog-header.gif"))
/// try DriveLoop().run(SceneRun(scene: loaded.scene, driver: loaded.driver), into: [gif])
/// ```
///
/// A problem found while running (an expression dividing by zero at some step) makes that
/// run throw `SceneFileProblems`, so no output is written.
public enum SceneFileLoader {
    /// A built scene file: the scene, the driver that moves it, and its name for outputs.
    ///
    /// ```swift
    /// let loaded = try SceneFileLoader.load(path: "fixtures/blog-header.json", scale: 1)
    /// print(loaded.name, loaded.fps)   // blog-header 30.0
    /// ```
    public struct Loaded {
        public let scene: Scene
        public let driver: any Driver
        /// Frames per second (the file's `fps`, 30 unless it says).
        public let fps: Double
        /// The file's name without its extension.
        public let name: String
    }

    /// Builds the scene, or throws `SceneFileProblems` listing every problem found while
    /// reading (and the first one found evaluating the first frame).
    ///
    /// ```swift
    /// let loaded = try SceneFileLoader.load(path: "header.json", device: .iPhoneSE, scale: 2)
    /// ```
    public static func load(path: String, device: Screen? = nil, scale: Double? = nil) throws -> Loaded {
        try load(path: path, traits: SceneTraits(device: device, scale: scale))
    }

    /// Builds the scene with the command line's traits over the file's own settings
    /// (`--device`, `--scale`, `--appearance`, `--direction`, `--content-size`, `--status-bar`).
    ///
    /// ```swift
    /// let dark = try SceneFileLoader.load(path: "header.json", traits: SceneTraits(appearance: .dark))
    /// ```
    public static func load(path: String, traits: SceneTraits) throws -> Loaded {
        let url = URL(fileURLWithPath: path)
        let (document, root) = try read(path)
        let log = ProblemLog(document: document)
        let folder = url.deletingLastPathComponent()
        try registerFonts(besides: folder, document: document)
        let context = SceneFileBuildContext(log: log, folder: folder, traits: traits)
        guard let (scene, driver, fps) = SceneFileBuilder(context: context).build(Node(json: root, path: "$", log: log)), log.isEmpty else {
            throw SceneFileProblems(problems: log.problems.isEmpty ? [document.problem(at: "$", "could not be built")] : log.problems)
        }
        let name = url.deletingPathExtension().lastPathComponent
        return Loaded(scene: scene, driver: driver, fps: fps, name: name)
    }

    /// Registers the font files in the scene's `fonts/` folder (FontRegistry.swift), so labels of
    /// the scene may name their families; a file refused is a problem naming it (exit 2).
    private static func registerFonts(besides folder: URL, document: SceneFileDocument) throws {
        do {
            try FontRegistry.registerFonts(inFolder: folder.appendingPathComponent("fonts", isDirectory: true), shownAs: "fonts")
        } catch let error as FontRegistrationError {
            throw SceneFileProblems(problems: [document.problem(at: "fonts", error.description)])
        } catch let error as InputFileError {
            throw SceneFileProblems(problems: [document.problem(at: "fonts", "\(error.path): \(error.reason)")])
        }
    }

    /// The file's bytes through the one JSON reader; a file that cannot be read, or is not
    /// JSON, is one problem at its line and column.
    private static func read(_ path: String) throws -> (SceneFileDocument, JSONNode) {
        let unread = SceneFileDocument(file: path, root: nil)
        let bytes: [UInt8]
        do {
            // A regular file only (a FIFO or device is refused before it is opened), size-limited.
            bytes = try InputFile.read(path, limit: SceneFileLimits.fileBytes)
        } catch let error as InputFileError {
            throw SceneFileProblems(problems: [unread.problem(at: "file", error.reason)])
        }
        do {
            let root = try JSONReader.read(bytes, limit: SceneFileLimits.fileBytes)
            return (SceneFileDocument(file: path, root: root), root)
        } catch {
            var lines = JSONLineTracker()
            let at = lines.position(of: error.offset, in: bytes)
            var message = "malformed JSON: \(error.message)"
            if let earlier = error.earlier {
                let first = lines.position(of: earlier, in: bytes)
                message += " (first given at line \(first.line), column \(first.column))"
            }
            throw SceneFileProblems(problems: [SceneFileError(file: path, place: "line \(at.line), column \(at.column)",
                                                              message: message, position: at)])
        }
    }

    /// What `validate` prints: the problems that stop `render` (exit 2), and the warnings it
    /// prints and renders anyway, as UIKit logs a conflict and breaks a constraint.
    public struct Check: Sendable {
        public var problems: [SceneFileError]
        public var warnings: [SceneFileError]
    }

    /// Everything `validate` checks: the file loads (every name every expression reads is
    /// known), and every step's expressions evaluate — the scene is driven through the same drive
    /// loop `render` uses, into a sink that keeps nothing (each step's display list is built,
    /// nothing is drawn), so a problem that stops `render` is listed here (and nothing `render`
    /// accepts is refused). Conflicting constraints, views left ambiguous and fonts or symbols
    /// the scene lacks are warnings: `render` prints them and goes on, as UIKit does.
    ///
    /// ```swift
    /// let check = SceneFileLoader.check(path: "fixtures/blog-header.json")
    /// for problem in check.problems { print(problem) }   // … $.bindings[0].to: unknown reference …
    /// for warning in check.warnings { print(warning) }   // … constraints: Unable to simultaneously …
    /// ```
    public static func check(path: String) -> Check {
        let loaded: Loaded
        do {
            loaded = try load(path: path)
        } catch let problems as SceneFileProblems {
            return Check(problems: problems.problems, warnings: [])
        } catch {
            return Check(problems: [SceneFileError(file: path, place: "$", message: "\(error)")], warnings: [])
        }
        var stopped: [SceneFileError] = []
        do {
            try DriveLoop().run(SceneRun(scene: loaded.scene, driver: loaded.driver), into: [DisplayListCheckSink()])
        } catch let problems as SceneFileProblems {
            stopped = problems.problems
        } catch {
            stopped = [SceneFileError(file: path, place: "$.driver", message: "\(error)")]
        }
        var warnings: [SceneFileError] = []
        for warning in loaded.scene.layoutWarnings {
            warnings.append(SceneFileError(file: path, place: "constraints", message: warning))
        }
        for line in loaded.scene.ambiguityReport() {
            warnings.append(SceneFileError(file: path, place: "constraints", message: line))
        }
        let lint = heroLintWarnings(loaded.scene, file: path)
        warnings += lint
        // The scene's own warnings (fonts, symbols, drivers, transitions), as render prints
        // them; a Hero lint warning the host also noted on the scene is listed once, with its place.
        let linted = Set(lint.map { "hero: \($0.place): \($0.message)" })   // as HeroLintLog notes them
        for warning in loaded.scene.ownWarnings where !linted.contains(warning) {
            let place = warning.hasPrefix("font ") ? "fonts" : warning.hasPrefix("symbol ") ? "symbols" : "scene"
            warnings.append(SceneFileError(file: path, place: place, message: warning))
        }
        return Check(problems: stopped, warnings: warnings)
    }

    /// The problems of `check(path:)`: exactly what stops `render`.
    ///
    /// ```swift
    /// for problem in SceneFileLoader.validate(path: "fixtures/blog-header.json") { print(problem) }
    /// ```
    public static func validate(path: String) -> [SceneFileError] { check(path: path).problems }
}
