import Foundation
import FlipbookScene
import FlipbookSupport

/// What the readers of a scene file's sections share while one file is built: the problem log,
/// the file's folder, the command line's traits, and what one section makes and a later one
/// names (views and guides by id, constraints by identifier, screens and controllers by name),
/// with the running counts the limits are checked against. One object per file, one thread.
///
/// ```swift
/// let context = SceneFileBuildContext(log: log, folder: folder, traits: SceneTraits(scale: 1))
/// let built = SceneFileBuilder(context: context).build(root)
/// ```
final class SceneFileBuildContext {
    let log: ProblemLog
    let folder: URL
    /// The command line's settings over the file's (`--device`, `--scale`, `--appearance` …).
    let traits: SceneTraits

    /// Views by id, and the path each id was given at.
    var views: [String: View] = [:]
    var idPaths: [String: String] = [:]
    var guides: [String: LayoutGuide] = [:]
    var constraintsByID: [String: LayoutConstraint] = [:]
    /// Sublayers by id (SceneFileLayerReader), and how many the file made, for the limit.
    var layers: [String: SceneFileNamedLayer] = [:]
    var layerCount = 0

    var viewCount = 0
    /// Repeat iterations so far, views or not: bounds the work of repeats nested in repeats.
    var expansions = 0
    var viewLimitReached = false
    /// Constraints made so far, for the limit.
    var constraintCount = 0
    /// Characters of label text so far, for the limit.
    var labelText = 0
    var labelTextLimitReached = false

    /// Made by the views, installed on the scene once every view is built.
    var tableSources: [(TableView, TableRowsSource)] = []
    var initialOffsets: [(ScrollView, Point)] = []
    /// Controls' `onTap` and recognizers' `onRecognize`, read once every view, screen and controller exists.
    var pendingTaps: [(SceneFileTrigger, Node)] = []

    /// The screen section's `"appearance"`: every named colour resolves through it.
    var appearance: Appearance = .light
    /// The screen section's `"statusBar": true`.
    var showsStatusBar = false
    /// The screen's `contentSize`: the reader's text size, set on the scene before its first layout.
    var contentSize: ContentSizeCategory?

    /// Screens, controllers and hero places (SceneFileScreensReader, SceneFileControllersReader).
    var heroFile = SceneFileHeroState()

    init(log: ProblemLog, folder: URL, traits: SceneTraits) {
        self.log = log
        self.folder = folder
        self.traits = traits
    }

    /// A view or guide id that names nothing, with the nearest known id.
    func unknownID(_ id: String, at place: String, kind: String = "view") {
        let known = Array(views.keys) + Array(guides.keys) + Array(layers.keys)
        let hint = Suggest.closest(to: id, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
        log.add(place, "unknown \(kind) id \"\(id)\"\(hint)")
    }

    /// Takes `id` for a view or a layer given at `place`: true when it is well formed, not reserved
    /// and not used before (views and layers share one namespace); otherwise a problem at `place`.
    func claimID(_ id: String, at place: String) -> Bool {
        if id.isEmpty || id.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) {
            log.add(place, "id \"\(id)\" may contain only letters, digits, _ and -")
        } else if ReservedName.contains(id) {
            log.add(place, "id \"\(id)\" is reserved")
        } else if let first = idPaths[id] {
            log.add(place, "duplicate id \"\(id)\" (first used at \(first))")
        } else {
            idPaths[id] = place
            return true
        }
        return false
    }

    /// Whether a screen's or controller's name may be used (letters, digits, _ and -, not reserved).
    func checkControllerName(_ name: String, at place: String) -> Bool {
        if name.isEmpty || name.count > 100 || name.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) {
            log.add(place, "name \"\(name)\" may contain only letters, digits, _ and - (at most 100)")
            return false
        }
        if ReservedName.contains(name) { log.add(place, "name \"\(name)\" is reserved"); return false }
        return true
    }
}
