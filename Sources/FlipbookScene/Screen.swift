import FlipbookRender

/// The device a scene renders for: its size in points, pixel scale and safe-area insets.
///
/// ```swift
/// let phone = Screen.iPhone14          // 390×844 pt, 3x, notch: safe area top 47, bottom 34
/// let doc = Screen.iPhone14.withScale(2)
/// ```
public struct Screen: Sendable, Hashable {
    public var name: String
    public var size: Size
    public var scale: Double
    public var safeAreaInsets: EdgeInsets

    public init(name: String, size: Size, scale: Double, safeAreaInsets: EdgeInsets) {
        self.name = name; self.size = size; self.scale = scale; self.safeAreaInsets = safeAreaInsets
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }

    public func withScale(_ scale: Double) -> Screen {
        Screen(name: name, size: size, scale: scale, safeAreaInsets: safeAreaInsets)
    }

    /// A phone with a notch (iPhone 12–14).
    public static let iPhone14 = Screen(name: "iphone-14", size: Size(width: 390, height: 844), scale: 3,
                                        safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    /// A phone with a home button and a 20 pt status bar.
    public static let iPhoneSE = Screen(name: "iphone-se", size: Size(width: 375, height: 667), scale: 2,
                                        safeAreaInsets: EdgeInsets(top: 20))

    public static let presets: [Screen] = [.iPhone14, .iPhoneSE]
}
