import class Foundation.NSObject

/// As `UIAction`: a closure a control runs for its events, with a title and image a button or
/// menu can show. `sender` is the control that sent it, while the handler runs.
///
/// ```swift
/// let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { action in
///     (action.sender as? UIButton)?.isSelected.toggle()
/// }
/// button.addAction(share, for: .touchUpInside)
/// ```
open class ControlAction: NSObject {
    /// As `UIAction.Identifier`: adding an action whose identifier a control already has
    /// replaces the old one, as UIKit does.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// As `UIMenuElement.State`.
    public enum State: Int, Sendable { case off, on, mixed }

    /// As `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    public var title: String
    public var subtitle: String?
    public var image: Image?
    /// The identifier given, else one unique to this action while it lives, as UIKit makes.
    public var identifier: Identifier {
        givenIdentifier ?? Identifier(rawValue: "action-\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))")
    }
    private let givenIdentifier: Identifier?
    public var discoverabilityTitle: String?
    public var attributes: Attributes
    public var state: State
    /// The control that sent the action, while its handler runs (nil otherwise).
    public internal(set) var sender: AnyObject?
    let handler: (ControlAction) -> Void

    public init(title: String = "", image: Image? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping (ControlAction) -> Void) {
        self.title = title
        self.image = image
        givenIdentifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: AnyObject?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
