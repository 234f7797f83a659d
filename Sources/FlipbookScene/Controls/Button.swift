import class Foundation.NSCoder
import FlipbookRender

/// As `UIButton`: a control with a title, an image or both, set per state (`setTitle(_:for:)`)
/// or by a `Configuration` (iOS 15: plain, gray, tinted, filled…). A tap highlights it while the
/// finger is down and runs its actions on the lift (`touchUpInside`, `primaryActionTriggered`).
///
/// ```swift
/// let login = UIButton(type: .system)
/// login.setTitle("Log in", for: .normal)
/// login.addTarget(self, action: Self.logIn, for: .touchUpInside)      // was #selector(logIn)
///
/// var config = UIButton.Configuration.filled()
/// config.title = "Continue"
/// let next = UIButton(configuration: config, primaryAction: UIAction { _ in self.showNext() })
/// ```
open class Button: Control {
    /// As `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable, CaseIterable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    }

    public let buttonType: ButtonType
    /// The label showing the title (nil text when there is none).
    public let titleLabel: Label? = Label()
    /// The label a configuration's subtitle shows in.
    public let subtitleLabel: Label? = Label()
    /// The view showing the image.
    public let imageView: ImageView? = ImageView()
    /// The spinner a configuration's `showsActivityIndicator` puts in the image's place (made when first shown).
    var activityIndicator: ActivityIndicatorView?

    /// Setting it shows the button as the configuration says; nil: the per-state titles and images.
    public var configuration: Configuration? { didSet { setNeedsUpdateConfiguration() } }
    /// Called before the button shows a new state, to change `configuration` for it
    /// (`UIButton.configurationUpdateHandler`).
    public var configurationUpdateHandler: ((Button) -> Void)?
    /// Kept for porting: Flipbook draws the image as it is under the finger.
    public var adjustsImageWhenHighlighted = true
    /// Kept for porting: Flipbook draws the image as it is when disabled.
    public var adjustsImageWhenDisabled = true

    /// Legacy layout: insets around the content (title and image), as `contentEdgeInsets`.
    public var contentEdgeInsets: EdgeInsets = .zero { didSet { invalidateContent() } }
    /// Legacy layout: moves the title without changing the button's size, as `titleEdgeInsets`.
    public var titleEdgeInsets: EdgeInsets = .zero { didSet { invalidateContent() } }
    /// Legacy layout: moves the image without changing the button's size, as `imageEdgeInsets`.
    public var imageEdgeInsets: EdgeInsets = .zero { didSet { invalidateContent() } }

    var titles: [UInt: String] = [:]
    var titleColors: [UInt: Color] = [:]
    var images: [UInt: Image] = [:]
    var backgroundImages: [UInt: Image] = [:]
    /// The look a configuration gives the current state (nil without a configuration).
    var look: ButtonLook?
    private var primaryActionToPerform: ControlAction?

    /// A button of a type, as `UIButton(type:)`: `.system` titles draw in the tint colour.
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        setUpContentViews()
        if type == .close || type == .detailDisclosure || type == .infoLight || type == .infoDark || type == .contactAdd {
            frame = Rect(origin: .zero, size: ButtonGlyph.size(for: type))
        }
    }

    /// As `UIButton(type:primaryAction:)`: the action runs on `primaryActionTriggered`, and its
    /// title and image become the button's.
    public convenience init(type: ButtonType = .system, primaryAction: ControlAction?) {
        self.init(type: type)
        adopt(primaryAction)
    }

    /// As `UIButton(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: ControlAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        adopt(primaryAction)
    }

    /// As `UIButton(frame:)`: a `.custom` button (white titles, no tint), as UIKit makes it.
    public override init(frame: Rect = .zero) {
        buttonType = .custom
        super.init(frame: frame)
        setUpContentViews()
    }

    /// As `UIButton(frame:primaryAction:)`.
    public convenience init(frame: Rect, primaryAction: ControlAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        setUpContentViews()
    }

    private func setUpContentViews() {
        for view in [imageView as View?, titleLabel, subtitleLabel].compactMap({ $0 }) {
            // As in UIKit: the parts of a button never take the touch from it.
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        titleLabel?.font = Self.legacyTitleFont
        titleLabel?.lineBreakMode = .byTruncatingMiddle
        subtitleLabel?.isHidden = true
    }

    private func adopt(_ action: ControlAction?) {
        guard let action else { return }
        primaryActionToPerform = action
        if configuration != nil {
            if configuration?.title == nil, !action.title.isEmpty { configuration?.title = action.title }
            if configuration?.image == nil, let image = action.image { configuration?.image = image }
        } else {
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
        }
        addAction(action, for: .primaryActionTriggered)
    }

    /// A legacy title's font: the system font at 15 pt, what `UIButton(type:)` measures on iOS 7+
    /// (CHOSEN from that measurement: Apple documents no default).
    public static let legacyTitleFont = Font.systemFont(ofSize: 15)

    // MARK: Per-state content (legacy API)

    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        invalidateContent()
    }
    public func title(for state: State) -> String? { titles[state.rawValue] ?? (state == .normal ? nil : titles[0]) }
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        invalidateContent()
    }
    public func titleColor(for state: State) -> Color? { titleColors[state.rawValue] ?? titleColors[0] ?? defaultTitleColor(for: state) }
    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        invalidateContent()
    }
    public func image(for state: State) -> Image? { images[state.rawValue] ?? images[0] }
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state.rawValue] = image
        invalidateContent()
    }
    public func backgroundImage(for state: State) -> Image? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    /// The title of the current state, as UIKit falls back: the exact state, then selected or
    /// disabled alone, then normal.
    public var currentTitle: String? {
        configuration.map(\.title) ?? Self.lookUp(titles, state)
    }
    public var currentTitleColor: Color { Self.lookUp(titleColors, state) ?? defaultTitleColor(for: state) }
    public var currentImage: Image? { configuration.map(\.image) ?? Self.lookUp(images, state) }
    public var currentBackgroundImage: Image? { Self.lookUp(backgroundImages, state) }

    static func lookUp<Value>(_ table: [UInt: Value], _ state: State) -> Value? {
        if let exact = table[state.rawValue] { return exact }
        for partial in [State.selected, .disabled, .highlighted] where state.contains(partial) {
            if let value = table[partial.rawValue] { return value }
        }
        return table[0]
    }

    /// A `.system` button's title is the tint colour (grey when disabled: CHOSEN `.systemGray`);
    /// a `.custom` button's is white, as UIKit makes them.
    func defaultTitleColor(for state: State) -> Color {
        guard buttonType != .custom else { return .white }
        return state.contains(.disabled) ? .systemGray : tintColor ?? View.defaultTintColor
    }

    // MARK: Configuration updates

    /// As `UIButton.setNeedsUpdateConfiguration()`: the next layout asks the update handler and
    /// shows the configuration again.
    public func setNeedsUpdateConfiguration() { invalidateContent() }

    /// As `UIButton.updateConfiguration()`: called before the button shows a new state.
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    open override func stateDidChange() {
        super.stateDidChange()
        invalidateContent()
    }

    func invalidateContent() {
        contentIsCurrent = false
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
    private var contentIsCurrent = false

    /// Sends `primaryActionTriggered` with `touchUpInside`, as UIKit's buttons do.
    open override var eventsForTouchUpInside: Event { [.touchUpInside, .primaryActionTriggered] }

    // MARK: Layout and drawing

    open override var intrinsicContentSize: Size {
        refreshContent()
        return ButtonContentLayout(button: self).intrinsicSize
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshContent()
        ButtonContentLayout(button: self).place()
    }

    /// Puts the state's title, colours and image into the content views (once per change).
    func refreshContent() {
        guard !contentIsCurrent else { return }
        contentIsCurrent = true
        if configuration != nil { updateConfiguration() }
        ButtonContentLayout.fill(self)
    }

    open override func drawContent(into ops: inout [DrawOp]) {
        if let image = currentBackgroundImage {
            ops.append(.image(image.ref, rect: bounds, mode: .scaleToFill))
        }
        if let look, let configuration {
            // The radius is taken at the size drawn: a capsule follows the height layout gave.
            let category = scene?.contentSizeCategory ?? .large
            let radius = ButtonLook.cornerRadius(configuration, category: category, height: bounds.height)
            let shape = Shape.roundedRect(bounds, radius: min(radius, min(bounds.width, bounds.height) / 2))
            if let background = look.background { ops.append(.fill(shape, background)) }
            if let stroke = look.stroke {
                let inset = bounds.insetBy(dx: stroke.width / 2, dy: stroke.width / 2)
                ops.append(.stroke(.roundedRect(inset, radius: max(0, radius - stroke.width / 2)), stroke.color, width: stroke.width))
            }
        }
        ButtonGlyph.draw(for: self, into: &ops)
    }
}
