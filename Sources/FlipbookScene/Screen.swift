import FlipbookRender

/// The device a scene renders for: its size in points, pixel scale and safe-area insets.
///
/// ```swift
/// let phone = Screen.iPhone14          // 390×844 pt, 3x, notch: safe area top 47, bottom 34
/// let doc = Screen.iPhone14.withScale(2)
/// let pad = Screen.preset(named: "ipad-10")   // 820×1180 pt, 2x
/// ```
public struct Screen: Sendable, Hashable {
    public var name: String
    public var size: Size
    public var scale: Double
    public var safeAreaInsets: EdgeInsets
    /// Which way the device is held: `size` and `safeAreaInsets` are already the ones for it
    /// (`Screen+Orientation.swift` turns a preset with `landscape`).
    public var orientation: Orientation

    public init(name: String, size: Size, scale: Double, safeAreaInsets: EdgeInsets, orientation: Orientation = .portrait) {
        self.name = name; self.size = size; self.scale = scale; self.safeAreaInsets = safeAreaInsets
        self.orientation = orientation
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    public func withScale(_ scale: Double) -> Screen {
        Screen(name: name, size: size, scale: scale, safeAreaInsets: safeAreaInsets, orientation: orientation)
    }

    // The presets: portrait, full screen, as UIKit reports them on the device (UIScreen.bounds,
    // UIScreen.scale, the root view's safeAreaInsets). Sources: Apple's HIG device table
    // (developer.apple.com/design/human-interface-guidelines, "Device screen sizes and orientations");
    // 59/34 on a Dynamic Island iPhone printed from viewDidLayoutSubviews
    // (csl.cool/2023/09/15/ios-dev/ios-layout-adaptation); 440×956 @3x for the 16 Pro Max
    // (screenstack.voostack.com/blog/iphone-16-pro-max-screenshot-size-2026-guide); iPads
    // (hacknicity.medium.com, "How iPad apps adapt…"). Scene files and --device render at
    // scale 2 unless they say otherwise; `scale` here is the device's own.

    /// A phone with a home button and a 20 pt status bar (iPhone SE 2nd and 3rd generation, 8).
    public static let iPhoneSE = Screen(name: "iphone-se", size: Size(width: 375, height: 667), scale: 2,
                                        safeAreaInsets: EdgeInsets(top: 20))
    /// A phone with a notch (iPhone 12–14).
    public static let iPhone14 = Screen(name: "iphone-14", size: Size(width: 390, height: 844), scale: 3,
                                        safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    /// A phone with the Dynamic Island (iPhone 14 Pro, 15, 15 Pro).
    public static let iPhone15 = Screen(name: "iphone-15", size: Size(width: 393, height: 852), scale: 3,
                                        safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    /// The iPhone 16: the iPhone 15's screen.
    public static let iPhone16 = Screen(name: "iphone-16", size: Size(width: 393, height: 852), scale: 3,
                                        safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
    /// The largest iPhone 16: 6.9", thinner bezels, a 62 pt top inset.
    public static let iPhone16ProMax = Screen(name: "iphone-16-pro-max", size: Size(width: 440, height: 956), scale: 3,
                                              safeAreaInsets: EdgeInsets(top: 62, bottom: 34))
    /// iPad (10th generation), 10.9": no home button, so a 24 pt status bar and the 20 pt home indicator.
    public static let iPad10 = Screen(name: "ipad-10", size: Size(width: 820, height: 1180), scale: 2,
                                      safeAreaInsets: EdgeInsets(top: 24, bottom: 20))

    /// Every preset, by the name scene files' `"device"` and `--device` use.
    public static let presets: [Screen] = [.iPhoneSE, .iPhone14, .iPhone15, .iPhone16, .iPhone16ProMax, .iPad10]

    /// The names, for messages: "iphone-se, iphone-14, …".
    public static var presetNames: String { presets.map(\.name).joined(separator: ", ") }

    /// The preset with this name, nil when there is none.
    public static func preset(named name: String) -> Screen? { presets.first { $0.name == name } }
}
