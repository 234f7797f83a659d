import FlipbookRender

/// As `UIUserInterfaceSizeClass`: how much room an axis has.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified, compact, regular
}

/// As `UITraitCollection`, the part bars and adaptive layouts read: the size classes of the
/// screen a view is on. From Apple's HIG size-class table ("Layout", Device size classes,
/// https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes;
/// the per-model table copied at https://www.baolei.org/iOS-size-class-study-a1f01c7cfe0a4fd4a6d750bcde6cdb36):
/// every iPhone in portrait is compact width, regular height; in landscape compact height, and
/// regular width only on the Plus and Max models (414 pt wide and more in portrait: "iPhone 12
/// Pro Max … Regular width (926), compact height", "iPhone 12 Pro … Compact width (844), compact
/// height"); an iPad, full screen, is regular both ways.
///
/// ```swift
/// Screen.iPhone14.landscape.traitCollection.verticalSizeClass        // .compact
/// Screen.iPhone16ProMax.landscape.traitCollection.horizontalSizeClass // .regular
/// override func viewWillLayoutSubviews() {
///     stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
/// }
/// ```
public struct TraitCollection: Sendable, Hashable {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass

    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified, verticalSizeClass: UserInterfaceSizeClass = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}

extension Screen {
    /// The size classes of a full-screen app on this screen (see `TraitCollection`).
    public var traitCollection: TraitCollection {
        if isPad { return TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular) }
        let portraitWidth = min(size.width, size.height)
        switch orientation {
        case .portrait:
            return TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        case .landscape:
            // The Plus and Max phones: 414 pt wide and more in portrait (the 16 Pro is 402).
            return TraitCollection(horizontalSizeClass: portraitWidth >= 414 ? .regular : .compact, verticalSizeClass: .compact)
        }
    }
}

extension Scene {
    /// The size classes of this scene's screen.
    public var traitCollection: TraitCollection { screen.traitCollection }
}

extension View {
    /// As `UIView.traitCollection`: the size classes of the screen the view is on (unspecified
    /// before it is in a scene).
    public var traitCollection: TraitCollection { (scene?.screen ?? screenToJoin)?.traitCollection ?? TraitCollection() }
}
