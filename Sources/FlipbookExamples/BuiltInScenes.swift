import FlipbookScene
/// A scene that ships with Flipbook: the seed documents' examples, rendered by `flipbook demo`.
///
/// ```swift
/// let (scene, driver) = try BuiltInScenes.named("blog-header")!.make(2)
/// ```
public struct BuiltInScene: Sendable {
    public let name: String
    public let summary: String
    /// Builds a fresh scene at the given pixel scale, and the driver that animates it.
    public let make: @Sendable (_ scale: Double) throws -> (Scene, any Driver)
}

public enum BuiltInScenes {
    public static let all: [BuiltInScene] = [
        BuiltInScene(name: "blog-header",
                     summary: "Seed 000: a blog header collapses 300 → 121 pt while its post list scrolls under it",
                     make: { try BlogHeaderScene.make(scale: $0) }),
        BuiltInScene(name: "blog-header-drag",
                     summary: "Seed 000 over a real table: a fling to the end, the bounce, and a drag back",
                     make: { try BlogHeaderDragScene.make(scale: $0) }),
        BuiltInScene(name: "scroll-effects",
                     summary: "Seed 001: fade, property-animator move and avatar resize from a constraint collapsing 200 → 50 pt",
                     make: { try ScrollEffectsScene.make(scale: $0) }),
        BuiltInScene(name: "dynamic-header",
                     summary: "Seed 002: a header's stack fades and hides as a grouped table scrolls, then snaps after the drag",
                     make: { try DynamicHeaderScene.make(scale: $0) }),
        BuiltInScene(name: "large-title-image",
                     summary: "Seed 004: an image in a large-title navigation bar scales 40 → 32 pt as the bar collapses, then fades out and in",
                     make: { try LargeTitleImageScene.make(scale: $0) }),
        BuiltInScene(name: "hero-push",
                     summary: "Seed 003: a post's avatar (on an arc) and title fly from the list row into the pushed detail, then back on pop",
                     make: { try HeroPushScene.make(scale: $0) }),
        BuiltInScene(name: "hero-modal",
                     summary: "Seed 003: a modal pages in from below (.pageIn(direction: .up)), its header matched with a card, then pages out",
                     make: { try HeroModalScene.make(scale: $0) }),
        BuiltInScene(name: "hero-tabs",
                     summary: "Seed 003: three tabs with .slide(direction: .left): to tab 2, then back to tab 0 the opposite way",
                     make: { try HeroTabsScene.make(scale: $0) }),
    ]

    public static func named(_ name: String) -> BuiltInScene? { all.first { $0.name == name } }
}
