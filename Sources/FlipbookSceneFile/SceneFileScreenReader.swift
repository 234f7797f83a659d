import FlipbookScene
import FlipbookSupport

/// The `screen` section: a device or a size, its orientation, the scale, safe area, appearance,
/// text size and status bar; the command line's traits win over what the file says.
/// `"orientation": "landscape"` turns the device (its sides swapped, its landscape safe area,
/// `Screen.landscape`); a `safeArea` given too is taken as written, for the turned screen.
///
/// ```json
/// "screen": {"device": "iphone-14", "orientation": "landscape", "scale": 2, "appearance": "dark"}
/// ```
struct SceneFileScreenReader {
    let context: SceneFileBuildContext
    private var log: ProblemLog { context.log }

    static let keys = ["device", "orientation", "size", "scale", "safeArea", "appearance", "contentSize", "statusBar"]

    func read(_ node: Node?, values: ValueReader) -> Screen {
        var screen = Screen.iPhone14.withScale(2)
        if let node, let r = node.object(Self.keys) {
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
            if let o = r["orientation"], let name = o.string {
                if let orientation = Orientation(rawValue: name) { screen = screen.rotated(to: orientation) }
                else { log.add(o.path, "orientation must be \"portrait\" or \"landscape\", not \"\(name)\"") }
            }
            if let s = r["scale"], let scale = s.number {
                if [1.0, 2, 3].contains(scale) { screen = screen.withScale(scale) } else { log.add(s.path, "scale must be 1, 2 or 3") }
            }
            if let a = r["safeArea"].flatMap(values.insets) {
                screen = Screen(name: screen.name, size: screen.size, scale: screen.scale, safeAreaInsets: a, orientation: screen.orientation)
            }
            if let c = r["contentSize"] {
                context.contentSize = values.choice(c, ContentSizeCategory.byName, what: "content size")
            }
            if let a = r["appearance"], let name = a.string {
                if let parsed = Appearance(rawValue: name) { context.appearance = parsed }
                else { log.add(a.path, "appearance must be \"light\" or \"dark\"") }
            }
            if let on = r.bool("statusBar") { context.showsStatusBar = on }
        }
        return context.traits.screen(default: screen)
    }
}
