import FlipbookScene
/// What a scene file may ask for, so no file can exhaust memory or time.
///
/// ```swift
/// SceneFileLimits.steps    // 10000, the drive loop's own limit
/// SceneFileLimits.seconds  // 600
/// ```
public enum SceneFileLimits {
    /// Bytes of JSON.
    public static let fileBytes = 4 << 20
    /// Points per side of the screen (at 3x that is 12,288 pixels, under the rasterizer's 16,384).
    public static let screenSide = 4096.0
    /// Views in the tree, repeats included.
    public static let views = 5000
    /// Steps a driver may produce: the drive loop's one limit, which every run obeys.
    public static let steps = DriveLoop.stepLimit
    /// Seconds a timeline or a drag may last.
    public static let seconds = 600.0
    /// Rows of a table.
    public static let tableRows = 100_000
}
