import FlipbookRender

/// As `UIButton.Configuration` (iOS 15): what a button shows and how, as a value. The styles
/// (`plain()`, `gray()`, `tinted()`, `filled()`, `borderless()` and the bordered ones) differ in
/// the colours they derive from `baseForegroundColor`/`baseBackgroundColor` (the tint colour when
/// nil) for each state; `ButtonLook` holds those rules and the sizes.
///
/// ```swift
/// var config = UIButton.Configuration.filled()
/// config.title = "Continue"
/// config.image = UIImage(systemName: "arrow.right")
/// config.imagePlacement = .trailing
/// config.imagePadding = 8
/// config.cornerStyle = .capsule
/// let button = UIButton(configuration: config, primaryAction: UIAction { _ in next() })
/// ```
public extension Button {
    struct Configuration {
        /// Which of UIKit's styles this configuration was made from.
        public enum Style: String, Sendable, CaseIterable {
            case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// As `UIButton.Configuration.Size`: the insets, fonts and corners it implies (`ButtonLook`).
        public enum Size: String, Sendable, CaseIterable { case mini, small, medium, large }

        /// As `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: String, Sendable, CaseIterable {
            /// The background's `cornerRadius` as it is.
            case fixed
            /// The size's radius, scaled with Dynamic Type (the default).
            case dynamic
            case small, medium, large
            /// Half the height.
            case capsule
        }

        /// As `UIButton.Configuration.TitleAlignment`, for a title with a subtitle.
        public enum TitleAlignment: String, Sendable, CaseIterable { case automatic, leading, center, trailing }

        /// As `UIBackgroundConfiguration`'s colours and corner, the part a button uses.
        public struct Background {
            public var backgroundColor: Color?
            public var cornerRadius: Double = 0
            public var strokeColor: Color?
            public var strokeWidth: Double = 0
            public init() {}
            /// As `UIBackgroundConfiguration.clear()`.
            public static func clear() -> Background { Background() }
        }

        public let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: Image?
        /// Where the image sits against the title: `.leading` (the default), `.trailing`, `.top`, `.bottom`.
        public var imagePlacement: DirectionalRectEdge = .leading
        /// Between the image and the title (0 by default, as UIKit).
        public var imagePadding: Double = 0
        /// Between the title and the subtitle (0 by default, as UIKit).
        public var titlePadding: Double = 0
        /// Nil: the size's insets (`ButtonLook.contentInsets`).
        public var contentInsets: DirectionalEdgeInsets {
            get { givenInsets ?? ButtonLook.contentInsets(for: buttonSize) }
            set { givenInsets = newValue }
        }
        private var givenInsets: DirectionalEdgeInsets?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var baseForegroundColor: Color?
        public var baseBackgroundColor: Color?
        public var background = Background()
        public var titleAlignment: TitleAlignment = .automatic
        /// The symbol configuration for a symbol `image`.
        public var preferredSymbolConfigurationForImage: SymbolConfiguration?
        /// A spinning activity indicator in the image's place, in the foreground colour, as
        /// UIKit shows a button that is busy (`showsActivityIndicator`).
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The configuration as `button` shows it in its current state (colours resolved), as
        /// `UIButton.Configuration.updated(for:)`.
        public func updated(for button: Button) -> Configuration {
            var copy = self
            let look = ButtonLook(configuration: self, button: button)
            copy.baseForegroundColor = look.foreground
            copy.background.backgroundColor = look.background
            return copy
        }
    }
}

/// As `NSDirectionalRectEdge`, for `imagePlacement`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
