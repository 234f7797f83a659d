import FlipbookRender

/// What the command line sets on a scene over its own settings (`--device`, `--scale`,
/// `--appearance`, `--direction`, `--content-size`, `--status-bar`, or one variant of
/// `--variants`): nil leaves the scene's own value. The screen is chosen before the scene is
/// built (views are sized from it); the rest is set on the built scene with `apply(to:)`.
///
/// ```swift
/// let traits = SceneTraits(device: .iPhone16, appearance: .dark)
/// let scene = Scene(screen: traits.screen(default: .iPhone14.withScale(2)))   // 393×852 pt at 2x
/// traits.apply(to: scene)                                                     // scene.appearance == .dark
/// ```
public struct SceneTraits: Sendable, Hashable {
    /// The device's size and safe area; the scale stays the scene's (or `scale`).
    public var device: Screen?
    public var scale: Double?
    public var appearance: Appearance?
    public var layoutDirection: LayoutDirection?
    public var contentSizeCategory: ContentSizeCategory?
    public var showsStatusBar: Bool?
    /// Portrait or landscape (`--orientation`): turns the device, or the scene's own screen.
    public var orientation: Orientation?

    public init(device: Screen? = nil, scale: Double? = nil, appearance: Appearance? = nil,
                layoutDirection: LayoutDirection? = nil, contentSizeCategory: ContentSizeCategory? = nil,
                showsStatusBar: Bool? = nil, orientation: Orientation? = nil) {
        self.device = device; self.scale = scale; self.appearance = appearance
        self.layoutDirection = layoutDirection; self.contentSizeCategory = contentSizeCategory
        self.showsStatusBar = showsStatusBar; self.orientation = orientation
    }

    /// True when nothing is overridden.
    public var isEmpty: Bool { self == SceneTraits() }

    /// The screen to build the scene on: the device (if set) at the scene's scale and held the
    /// scene's way, then `scale`, then turned to `orientation`.
    public func screen(default screen: Screen) -> Screen {
        let sized = device.map { $0.withScale(screen.scale).rotated(to: screen.orientation) } ?? screen
        let scaled = scale.map { sized.withScale($0) } ?? sized
        return orientation.map { scaled.rotated(to: $0) } ?? scaled
    }

    /// Sets every trait that is not nil on the scene (all but the screen, fixed at `Scene.init`).
    public func apply(to scene: Scene) {
        if let appearance { scene.appearance = appearance }
        if let layoutDirection { scene.layoutDirection = layoutDirection }
        if let contentSizeCategory { scene.contentSizeCategory = contentSizeCategory }
        if let showsStatusBar { scene.showsStatusBar = showsStatusBar }
    }

    /// These traits with `other`'s set values on top.
    public func merging(_ other: SceneTraits) -> SceneTraits {
        SceneTraits(device: other.device ?? device, scale: other.scale ?? scale,
                    appearance: other.appearance ?? appearance,
                    layoutDirection: other.layoutDirection ?? layoutDirection,
                    contentSizeCategory: other.contentSizeCategory ?? contentSizeCategory,
                    showsStatusBar: other.showsStatusBar ?? showsStatusBar,
                    orientation: other.orientation ?? orientation)
    }
}
