import FlipbookScene

/// The background every bar draws, one mechanism for the navigation bar, the toolbar and the tab
/// bar: the standard look's fill, the scroll-edge look's fill over it (cross-faded by how far
/// the content is from the bar's edge) and the hairline along the edge that meets the content.
/// It makes three plain views; the bar adds them where its drawing order wants them.
final class BarBackground {
    let standard = View(frame: .zero)
    let edge = View(frame: .zero)
    let hairline = View(frame: .zero)
    /// Which edge of the bar meets the content: the bottom for a navigation bar, the top for a
    /// toolbar or a tab bar.
    let hairlineAtTop: Bool

    init(hairlineAtTop: Bool) { self.hairlineAtTop = hairlineAtTop }

    /// Puts the two looks and the hairline at the back of `bar`, under its items.
    func install(in bar: View) {
        for v in [standard, edge, hairline] { bar.addSubview(v) }
    }

    /// Shows `standard` at `progress` 1 and `edge` at 0, cross-faded between.
    func apply(standard look: BarAppearance, edge edgeLook: BarAppearance, progress: Double) {
        let p = progress.isFinite ? min(1, max(0, progress)) : 1
        standard.backgroundColor = Self.fill(look.fills)
        edge.backgroundColor = Self.fill(edgeLook.fills)
        standard.alpha = p
        edge.alpha = 1 - p
        let line = p >= 0.5 ? look.shadowColor : edgeLook.shadowColor
        hairline.backgroundColor = line
        hairline.isHidden = line == nil || line == .clear
    }

    /// Fills `bounds`; the hairline is a third of a point inside the meeting edge (as Flipbook
    /// has drawn it; UIKit hangs it just outside).
    func layout(in bounds: Rect) {
        standard.frame = bounds
        edge.frame = bounds
        let y = hairlineAtTop ? 0 : bounds.height - 1.0 / 3
        hairline.frame = Rect(x: 0, y: y, width: bounds.width, height: 1.0 / 3)
    }

    /// The top fill of a stack of fills (the material, then a colour over it): a clear colour over
    /// the material leaves the material.
    static func fill(_ fills: [Color]) -> Color? {
        fills.last(where: { $0 != .clear }) ?? fills.last
    }
}
