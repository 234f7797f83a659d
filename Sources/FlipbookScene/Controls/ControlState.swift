/// As `UIControl.State`: what a control looks like it is doing; looks (a button's title colour,
/// an image) are set per state, and the raw values are UIKit's (UIControl.h).
///
/// ```swift
/// button.setTitleColor(.white, for: .normal)
/// button.setTitleColor(.systemGray, for: [.selected, .highlighted])
/// ```
public extension Control {
    struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// As `UIControl.ContentHorizontalAlignment`.
    enum ContentHorizontalAlignment: Int, Sendable, CaseIterable {
        case center, left, right, fill, leading, trailing
    }

    /// As `UIControl.ContentVerticalAlignment`.
    enum ContentVerticalAlignment: Int, Sendable, CaseIterable {
        case center, top, bottom, fill
    }
}
