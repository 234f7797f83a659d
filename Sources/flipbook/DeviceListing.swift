import FlipbookRender
import FlipbookScene

/// What `flipbook devices` prints: each preset in portrait and in landscape, its size in
/// points, its scale and the safe area UIKit reports (`Screen+Orientation.swift`).
///
/// ```
/// iphone-14          portrait   390×844 pt @3x  safe area top 47, bottom 34
///                    landscape  844×390 pt @3x  safe area left 47, bottom 21, right 47
/// ```
enum DeviceListing {
    static func lines() -> [String] {
        let width = Screen.presets.map(\.name.count).max() ?? 0
        return Screen.presets.flatMap { screen in
            Orientation.allCases.enumerated().map { i, orientation in
                let held = screen.rotated(to: orientation)
                let name = (i == 0 ? screen.name : "").padding(toLength: width + 2, withPad: " ", startingAt: 0)
                let size = "\(number(held.size.width))×\(number(held.size.height)) pt @\(number(held.scale))x"
                return name + orientation.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
                    + size.padding(toLength: 18, withPad: " ", startingAt: 0) + insets(held.safeAreaInsets)
            }
        }
    }

    private static func insets(_ e: EdgeInsets) -> String {
        let parts = [("top", e.top), ("left", e.left), ("bottom", e.bottom), ("right", e.right)].filter { $0.1 != 0 }
        return parts.isEmpty ? "no safe-area insets" : "safe area " + parts.map { "\($0.0) \(number($0.1))" }.joined(separator: ", ")
    }

    private static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
