/// Which overlays a render draws on top of every frame, for explaining an animation: the finger
/// of a drag, a time and offset badge, view outlines with their ids, the safe area, the layout
/// margins and the constraints. Empty (the default) draws nothing and leaves frames exactly as they were.
///
/// ```swift
/// var options = RenderOptions()
/// options.annotations = [.finger, .badge, .outlines]
/// try scene.render(driver, to: "out/explained.gif", options: options)
/// ```
public struct Annotations: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A translucent dot where the finger touches during a drag, with a short trail.
    public static let finger = Annotations(rawValue: 1 << 0)
    /// Top right: the step's time and the scroll offset ("0.40 s · y 120").
    public static let badge = Annotations(rawValue: 1 << 1)
    /// A thin coloured rectangle and the id of every view that has an `id`.
    public static let outlines = Annotations(rawValue: 1 << 2)
    /// Tinted bands where the status bar, notch and home indicator are.
    public static let safeArea = Annotations(rawValue: 1 << 3)
    /// Tinted bands for the root view's layout margins (inside the safe area).
    public static let margins = Annotations(rawValue: 1 << 4)
    /// The author's constraints as lines between the anchors they relate, with their constants.
    public static let constraints = Annotations(rawValue: 1 << 5)

    public static let all: Annotations = [.finger, .badge, .outlines, .safeArea, .margins, .constraints]

    /// The names the command line takes (`--annotate finger,badge`), in drawing order.
    public static let named: [(name: String, annotation: Annotations)] = [
        ("finger", .finger), ("badge", .badge), ("outlines", .outlines), ("safe-area", .safeArea), ("margins", .margins),
        ("constraints", .constraints),
    ]

    /// The annotation called `name` (as `named` spells it), or nil.
    ///
    /// ```swift
    /// Annotations(named: "safe-area")   // .safeArea
    /// Annotations(named: "all")         // .all
    /// ```
    public init?(named name: String) {
        if name == "all" { self = .all; return }
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.annotation
    }
}
