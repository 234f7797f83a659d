import class Foundation.NSObject
import FlipbookScene

/// As `UIBarButtonItem`: a button a navigation bar (or toolbar) shows, by title, image, a
/// system item or a custom view. The bar makes a control for it; a tap on that control runs
/// the item's `primaryAction`, then its target-action, as UIKit's do.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Self.addTapped)
/// navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: Self.edit)
/// ```
open class BarButtonItem: NSObject {
    /// As `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable { case plain, bordered, done }

    /// As `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The word UIKit shows for a text item (English), nil for a symbol item.
        var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }

        /// The SF Symbol UIKit draws for a symbol item (iOS 13+ bars draw these symbols).
        var symbolName: String? {
            switch self {
                        case .compose: return "square.and.pencil"
            case .reply: return "arrowshape.turn.up.left"
            case .action: return "square.and.arrow.up"
            case .organize: return "folder"
            case .bookmarks: return "book"
            case .search: return "magnifyingglass"
            case .refresh: return "arrow.clockwise"
            case .stop: return "xmark"
            case .camera: return "camera"
            case .trash: return "trash"
            case .play: return "play.fill"
            case .pause: return "pause.fill"
            case .rewind: return "backward.fill"
            case .fastForward: return "forward.fill"
            case .pageCurl: return "doc"
            case .close: return "xmark.circle.fill"
            default: return nil
            }
        }

        /// UIKit draws Done and Save in the bold (done) style.
        var style: Style { self == .done || self == .save ? .done : .plain }
    }

    public var title: String? { didSet { owner?.itemsDidChange() } }
    public var image: Image? { didSet { owner?.itemsDidChange() } }
    public var style: Style = .plain { didSet { owner?.itemsDidChange() } }
    public var customView: View? { didSet { owner?.itemsDidChange() } }
    public var isEnabled = true { didSet { control?.isEnabled = isEnabled } }
    public var tintColor: Color? { didSet { owner?.itemsDidChange() } }
    /// A fixed space's width (`.fixedSpace`); else the width UIKit sizes the item to when non-zero.
    public var width = 0.0 { didSet { owner?.itemsDidChange() } }
    /// As `UIBarButtonItem.primaryAction`: runs on a tap, before the target-action.
    public var primaryAction: ControlAction? { didSet { owner?.itemsDidChange() } }
    public private(set) var systemItem: SystemItem?
    /// As `target`: held weakly, as UIKit does.
    public weak var target: AnyObject?
    private var perform: ((BarButtonItem, AnyObject?) -> Void)?

    /// The control the bar made for this item (its custom view, else a button), while the item
    /// is in a bar. UIKit keeps it private; it is public here so a scripted tap can aim at it:
    /// `scene.tap(.view(item.view!), at: 0.5)`.
    public internal(set) weak var view: View?
    weak var control: Control?
    /// The bar showing it, told when a property changes.
    weak var owner: (any BarItemsOwner)?

    public override init() { super.init() }

    public convenience init(title: String?, style: Style, target: AnyObject?, action: ((AnyObject) -> () -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        setAction(target, action)
    }

    public convenience init(image: Image?, style: Style, target: AnyObject?, action: ((AnyObject) -> () -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        setAction(target, action)
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ((AnyObject) -> () -> Void)?) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        // The plus is drawn by the bar (BarGlyphView); the others are symbols, drawn from the
        // project's symbol files.
        self.image = systemItem == .add ? nil : systemItem.symbolName.flatMap { Image(systemName: $0) }
        self.style = systemItem.style
        setAction(target, action)
    }

    /// The typed form: `action: Self.addTapped` where `addTapped` is a method of the target's class.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        setTypedAction(target, action)
    }

    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style, target: nil, action: nil)
        setTypedAction(target, action)
    }

    public convenience init<Target: AnyObject>(image: Image?, style: Style, target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(image: image, style: style, target: nil, action: nil)
        setTypedAction(target, action)
    }

    /// As iOS 14's `init(systemItem:primaryAction:menu:)`.
    public convenience init(systemItem: SystemItem, primaryAction: ControlAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// As iOS 14's `init(title:image:primaryAction:menu:)`.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: ControlAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// As `UIBarButtonItem.flexibleSpace()`.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    /// As `UIBarButtonItem.fixedSpace(_:)`.
    public static func fixedSpace(_ width: Double) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    private func setAction(_ target: AnyObject?, _ action: ((AnyObject) -> () -> Void)?) {
        self.target = target
        guard let action else { return }
        perform = { _, target in if let target { action(target)() } }
    }

    private func setTypedAction<Target: AnyObject>(_ target: Target, _ action: @escaping (Target) -> () -> Void) {
        self.target = target
        perform = { _, given in if let found = given as? Target { action(found)() } }
    }

    /// What a tap on the item's control does: the primary action, then the target-action.
    func trigger(from sender: Control) {
        if let primaryAction { sender.sendAction(primaryAction) }
        perform?(self, target)
    }

    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
