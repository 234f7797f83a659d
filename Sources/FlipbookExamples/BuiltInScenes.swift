import FlipbookPipeline
import FlipbookScene
import FlipbookSupport
/// A scene that ships with Flipbook: the seed documents' examples, rendered by `flipbook demo`.
///
/// ```swift
/// let (scene, driver) = try BuiltInScenes.named("blog-header")!.make(SceneTraits(scale: 2))
/// let dark = try BuiltInScenes.named("blog-header")!.make(SceneTraits(device: .iPhone16, appearance: .dark))
/// ```
public struct BuiltInScene: Sendable {
    public let name: String
    public let summary: String
    /// Builds a fresh scene with the traits set over its own (scale 2 and its device unless they
    /// say), and the driver that animates it.
    public let make: @Sendable (_ traits: SceneTraits) throws -> (Scene, any Driver)

    /// A scene built for any device: `build(scale, device)` sizes its views from the screen;
    /// the other traits are set on the built scene.
    public init(name: String, summary: String,
                build: @escaping @Sendable (_ scale: Double, _ device: Screen) throws -> (Scene, any Driver)) {
        self.name = name
        self.summary = summary
        make = { traits in
            let (scene, driver) = try build(traits.scale ?? 2, traits.device ?? .iPhone14)
            traits.apply(to: scene)
            return (scene, driver)
        }
    }

    /// A scene laid out for one device only: `--device` is refused for it (a scene sized for
    /// another screen would be drawn wrong, silently); the other traits are set on it.
    public init(name: String, summary: String, make build: @escaping @Sendable (_ scale: Double) throws -> (Scene, any Driver)) {
        self.name = name
        self.summary = summary
        make = { traits in
            if let device = traits.device {
                throw BuiltInSceneError(message: "the built-in scene '\(name)' is laid out for one device; it cannot render on \(device.name)")
            }
            let (scene, driver) = try build(traits.scale ?? 2)
            traits.apply(to: scene)
            return (scene, driver)
        }
    }
}

/// A built-in scene asked for what it cannot do (a device it was not laid out for).
public struct BuiltInSceneError: FlipbookError, Sendable {
    public var exitCode: ExitCode { .badInput }
    public let message: String
    public var description: String { message }
}

public enum BuiltInScenes {
    public static let all: [BuiltInScene] = [
        BuiltInScene(name: "blog-header",
                     summary: "Seed 000: a blog header collapses 300 → 121 pt while its post list scrolls under it",
                     build: { try BlogHeaderScene.make(scale: $0, device: $1) }),
        BuiltInScene(name: "blog-header-drag",
                     summary: "Seed 000 over a real table: a fling to the end, the bounce, and a drag back",
                     build: { try BlogHeaderDragScene.make(scale: $0, device: $1) }),
        BuiltInScene(name: "scroll-effects",
                     summary: "Seed 001: fade, property-animator move and avatar resize from a constraint collapsing 200 → 50 pt",
                     build: { try ScrollEffectsScene.make(scale: $0, device: $1) }),
        BuiltInScene(name: "dynamic-header",
                     summary: "Seed 002: a header's stack fades and hides as a grouped table scrolls, then snaps after the drag",
                     build: { try DynamicHeaderScene.make(scale: $0, device: $1) }),
        BuiltInScene(name: "large-title-image",
                     summary: "Seed 004: an image in a large-title navigation bar scales 40 → 32 pt as the bar collapses, then fades out and in",
                     build: { try LargeTitleImageScene.make(scale: $0, device: $1) }),
        BuiltInScene(name: "hero-push",
                     summary: "Seed 003: a post's avatar (on an arc) and title fly from the list row into the pushed detail, then back on pop",
                     build: { try HeroPushScene.make(scale: $0, device: $1) }),
        BuiltInScene(name: "hero-modal",
                     summary: "Seed 003: a modal pages in from below (.pageIn(direction: .up)), its header matched with a card, then pages out",
                     build: { try HeroModalScene.make(scale: $0, device: $1) }),
        BuiltInScene(name: "hero-tabs",
                     summary: "Seed 003: three tabs with .slide(direction: .left): to tab 2, then back to tab 0 the opposite way",
                     build: { try HeroTabsScene.make(scale: $0, device: $1) }),
    ]

    public static func named(_ name: String) -> BuiltInScene? { all.first { $0.name == name } }
}
