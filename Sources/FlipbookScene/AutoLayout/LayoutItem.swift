import FlipbookLayout
import FlipbookRender

/// Something constraints can position: a view or a layout guide. Its four solver variables are
/// its left, top, width and height in layout space (screen points, ignoring transforms and
/// scroll offsets, as Auto Layout's alignment rects do).
public protocol LayoutItem: AnyObject {
    var layoutVariables: LayoutVariables { get }
    /// The view whose hierarchy this item lives in (a guide's owning view).
    var owningView: View? { get }
    /// Names the item in constraint descriptions and conflict reports.
    var layoutName: String { get }
}

/// The solver variables of one layout item, made on first use.
public final class LayoutVariables {
    public let minX: LayoutVariable
    public let minY: LayoutVariable
    public let width: LayoutVariable
    public let height: LayoutVariable

    init(name: String) {
        minX = LayoutVariable("\(name).minX")
        minY = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    var all: [LayoutVariable] { [minX, minY, width, height] }
}

extension LayoutItem {
    /// The linear expression for an attribute. Leading and trailing under right-to-left run on a
    /// mirrored x axis (negated), so `a.leading == b.leading + 16` puts `a` 16 pt from `b`'s right.
    func expression(for attribute: LayoutAttribute, direction: LayoutDirection) -> LinearExpression {
        let v = layoutVariables
        switch attribute {
        case .left: return LinearExpression(v.minX)
        case .right: return v.minX + v.width
        case .top: return LinearExpression(v.minY)
        case .bottom: return v.minY + v.height
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return v.minX + 0.5 * v.width
        case .centerY: return v.minY + 0.5 * v.height
        case .leading: return direction == .leftToRight ? LinearExpression(v.minX) : -(v.minX + v.width)
        case .trailing: return direction == .leftToRight ? v.minX + v.width : -v.minX
        case .firstBaseline, .lastBaseline:
            // Text sits centred in a label: its baseline is at top + height/2 + a measured offset.
            // Views without text have their baseline at the bottom, as in UIKit.
            if let label = self as? Label, let offset = label.baselineOffsetFromCenter(last: attribute == .lastBaseline) {
                return v.minY + 0.5 * v.height + offset
            }
            return v.minY + v.height
        }
    }
}

extension View: LayoutItem {
    public var layoutVariables: LayoutVariables {
        if let existing = storedLayoutVariables { return existing }
        let made = LayoutVariables(name: layoutName)
        storedLayoutVariables = made
        return made
    }
    public var owningView: View? { self }
    public var layoutName: String { id ?? accessibilityIdentifier ?? "\(type(of: self)):\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xFFFF, radix: 16))" }
}
