import FlipbookScene
/// What a scene file may ask for, so no file can exhaust memory or time. The one home of these
/// numbers: docs/limits.md is their table, with the worst case measured under them.
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
    /// Views in the tree, repeats included: counted while repeats expand, and expansion stops
    /// at the first view past it.
    public static let views = 2000
    /// Constraints written in the file (a visual format line counts each it makes).
    public static let constraints = 1200
    /// Constraints the solver holds: those written, plus four for each view Auto Layout places
    /// (its intrinsic size or its place in a stack). Solving cost grows with the cube of a
    /// chain's length; docs/limits.md has the worst chain under this, measured.
    public static let layoutConstraints = 1200
    /// Steps a driver may produce: the drive loop's one limit, which every run obeys.
    public static let steps = DriveLoop.stepLimit
    /// Seconds a timeline or a drag may last.
    public static let seconds = 600.0
    /// Screens, and containers over them, a file may name (containers name each other, so this
    /// also bounds how deep building them recurses).
    public static let controllers = 100
    /// Events of a `transitions` driver.
    public static let transitionEvents = 1000
    /// How often one of `events` repeats (`times`), and how many occurrences the file's events
    /// make together: each applies its bindings (and starts an animation) at its time.
    public static let eventRepeats = 1000
    public static let eventOccurrences = 10_000
    /// Keyframes of one event's `"keyframes"`, and values of one `"coreAnimation"`'s `"values"`.
    /// CHOSEN: a keyframe sequence of app code has a handful; a thousand keeps every step's
    /// search through them short.
    public static let keyframes = 1000
    /// A `"coreAnimation"`'s `repeatCount`. CHOSEN: repeats cost nothing per repeat (the clock
    /// wraps), but a count this size already outlasts any scene (600 s at 0.01 s a cycle is 60,000).
    public static let animationRepeats = 100_000.0
    /// A `transitions` driver's events × the file's views: each event matches and plans every
    /// view of the screens it joins (about 0.1 ms a view in a debug build). CHOSEN so the worst
    /// file plans in seconds: 25 events over 2,000 views, or 1,000 over 50 (docs/limits.md).
    public static let transitionViewEvents = 50_000
    /// A `transitions` driver's frames × the file's views: every frame lays out and draws them,
    /// flights included. CHOSEN with `transitionViewEvents` so the worst file validates in
    /// seconds: 50 frames of 2,000 views, or 1,000 frames of 100 (docs/limits.md).
    public static let transitionViewFrames = 100_000
    /// Rows of a table.
    public static let tableRows = 100_000
    /// Items of a collection view, in all (CHOSEN as a table's rows: only visible items are made;
    /// docs/limits.md has the step cost measured at this count).
    public static let collectionItems = 100_000
    /// Sections of a collection view (CHOSEN: a flow layout walks its sections every prepare).
    public static let collectionSections = 1000
    /// A collection's `"updates"` (CHOSEN, as an event's repeats).
    public static let collectionUpdates = 1000
    /// Views one cell, header or footer template makes (CHOSEN: a card of a dozen views is usual).
    public static let collectionTemplateViews = 50
    /// Template views that can be on screen at once: cells that fit a 4,096 pt screen × the views
    /// each makes (CHOSEN so the worst frame builds as many views as the file limit's ten times over).
    public static let collectionViewsOnScreen = 20_000
    /// The least side of an item (CHOSEN: 8 pt, so the cells on screen are bounded).
    public static let collectionItemSide = 8.0
    /// Characters (Unicode scalars) of one label's or row's text: layout measures it at every step.
    public static let textLength = 10_000
    /// Characters of all labels' text together, repeats included.
    public static let labelTextTotal = 50_000
    /// A label's `lines`.
    public static let labelLines = 10_000
    /// Font sizes, in points.
    public static let fontSize = 0.1...1000.0
    /// The size of any coordinate, length or constant, in points.
    public static let points = 1_000_000.0
}
