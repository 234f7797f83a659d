import FlipbookRender

/// Where the status bar's parts go, per device class, in screen points. The band is the screen's
/// top safe area (20 pt when a custom screen has none); everything is centred in it vertically.
///
/// - Notch and Dynamic Island phones (top inset above 20 on a phone-sized screen): "9:41" in
///   17 pt semibold centred in the left "ear" (the strip beside the cut-out: 162 pt notch for
///   47 pt insets, 126 pt Dynamic Island for 59/62), the icons centred as a group in the right ear.
/// - Home-button phones (20 pt bar): "9:41" in 12 pt semibold centred on the screen, signal and
///   Wi-Fi at the left edge, the battery at the right.
/// - iPad (shorter side ≥ 700 pt, 24 pt bar): "9:41" in 12 pt semibold at the left margin, the
///   icons at the right margin.
///
/// The notch: 26.8 mm wide on a 64.6 mm, 390 pt display (iPhone 13/14, as reported by Mac
/// Otakara and PhoneArena), so 162 pt; the Dynamic Island is 126 pt. The glyph sizes follow iOS
/// 16 screenshots by eye (no exact table was found): signal 17×11, Wi-Fi 15×11, battery 25×12
/// with its cap, 6 pt apart.
struct StatusBarLayout {
    enum DeviceClass { case notchPhone, homeButtonPhone, pad }

    let deviceClass: DeviceClass
    let band: Rect
    let timeFrame: Rect
    let timeAlignment: TextAlignment
    let timeFontSize: Double
    let glyphScale: Double
    let signalOrigin: Point
    let wifiOrigin: Point
    let batteryOrigin: Point

    /// Glyph sizes at scale 1 and the gap between them.
    static let signalSize = Size(width: 17, height: 11)
    static let wifiSize = Size(width: 15, height: 11)
    static let batterySize = Size(width: 25, height: 12)
    static let gap = 6.0

    init(screen: Screen) {
        let width = screen.size.width
        let top = screen.safeAreaInsets.top > 0 ? screen.safeAreaInsets.top : 20
        band = Rect(x: 0, y: 0, width: width, height: top)
        if min(screen.size.width, screen.size.height) >= 700 {
            deviceClass = .pad
        } else if top > 20 {
            deviceClass = .notchPhone
        } else {
            deviceClass = .homeButtonPhone
        }
        let midY = top / 2
        switch deviceClass {
        case .notchPhone:
            timeFontSize = 17
            glyphScale = 1
            let cutout = top >= 59 ? 126.0 : 162.0
            let ear = max(0, (width - cutout) / 2)
            timeFrame = Rect(x: 0, y: 0, width: ear, height: top)
            timeAlignment = .center
            let iconsWidth = Self.iconsWidth(scale: 1)
            let start = width - ear / 2 - iconsWidth / 2
            (signalOrigin, wifiOrigin, batteryOrigin) = Self.row(startingAt: start, midY: midY, scale: 1)
        case .homeButtonPhone:
            timeFontSize = 12
            glyphScale = 0.8
            timeFrame = Rect(x: 0, y: 0, width: width, height: top)
            timeAlignment = .center
            let row = Self.row(startingAt: 6, midY: midY, scale: 0.8)
            signalOrigin = row.0
            wifiOrigin = row.1
            batteryOrigin = Point(x: width - 6 - Self.batterySize.width * 0.8,
                                  y: midY - Self.batterySize.height * 0.8 / 2)
        case .pad:
            timeFontSize = 12
            glyphScale = 0.8
            timeFrame = Rect(x: 20, y: 0, width: max(0, width / 2 - 20), height: top)
            timeAlignment = .left
            let start = width - 20 - Self.iconsWidth(scale: 0.8)
            (signalOrigin, wifiOrigin, batteryOrigin) = Self.row(startingAt: start, midY: midY, scale: 0.8)
        }
    }

    static func iconsWidth(scale: Double) -> Double {
        (signalSize.width + wifiSize.width + batterySize.width + 2 * gap) * scale
    }

    /// Signal, Wi-Fi and battery left to right from `x`, each centred on `midY`.
    private static func row(startingAt x: Double, midY: Double, scale s: Double) -> (Point, Point, Point) {
        let signal = Point(x: x, y: midY - signalSize.height * s / 2)
        let wifiX = x + (signalSize.width + gap) * s
        let wifi = Point(x: wifiX, y: midY - wifiSize.height * s / 2)
        let batteryX = wifiX + (wifiSize.width + gap) * s
        return (signal, wifi, Point(x: batteryX, y: midY - batterySize.height * s / 2))
    }
}
