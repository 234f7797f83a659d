import FlipbookRender

/// iOS's status bar as a screenshot shows it: "9:41", cellular bars, Wi-Fi and a full battery,
/// black in light appearance and white in dark (`Color.label`, resolved where it is drawn).
/// The scene draws it over everything when `Scene.showsStatusBar` is on, inside the screen's top
/// safe area, laid out for the device class (`StatusBarLayout`); not on an iPhone in landscape.
///
/// ```swift
/// let ops = StatusBar(screen: .iPhone14).ops()   // appended after the views' ops
/// ```
struct StatusBar {
    let screen: Screen

    /// Black on light, white on dark.
    static let ink = Color.label

    func ops() -> [DrawOp] {
        // An iPhone in landscape shows no status bar (iOS 13+; `Screen.hidesStatusBar`), so
        // `showsStatusBar` draws nothing there; an iPad keeps its 24 pt bar.
        guard !screen.hidesStatusBar else { return [] }
        let layout = StatusBarLayout(screen: screen)
        var ops: [DrawOp] = [.beginGroup(Group(transform: .identity))]
        ops.append(.text(TextRun(text: "9:41", font: .systemFont(ofSize: layout.timeFontSize, weight: .semibold),
                                 color: Self.ink, frame: layout.timeFrame, alignment: layout.timeAlignment)))
        let g = layout.glyphScale
        ops += StatusBarGlyphs.signal(at: layout.signalOrigin, scale: g, color: Self.ink)
        ops += StatusBarGlyphs.wifi(at: layout.wifiOrigin, scale: g, color: Self.ink)
        ops += StatusBarGlyphs.battery(at: layout.batteryOrigin, scale: g, color: Self.ink)
        ops.append(.endGroup)
        return ops
    }
}
