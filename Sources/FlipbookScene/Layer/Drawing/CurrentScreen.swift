import FlipbookRender
import FlipbookSupport

/// The scale a renderer's default format takes: the screen of the scene this thread last
/// attached or advanced (UIKit takes the main screen's), else 1. Per thread, as scenes are driven.
package enum CurrentScreen {
    private final class WeakScene { weak var scene: Scene? }
    private static let slot = ThreadLocalObject<WeakScene, Never> { WeakScene() }

    package static func use(_ scene: Scene) { slot.current().scene = scene }
    static var scale: Double { slot.current().scene?.screen.scale ?? 1 }
    /// That scene's appearance (light when none): what a renderer's tinted images resolve for.
    static var appearance: Appearance { slot.current().scene?.appearance ?? .light }
}
