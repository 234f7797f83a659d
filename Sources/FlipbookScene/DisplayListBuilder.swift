import FlipbookRender

/// Walks a view tree, back to front, into draw ops: one group per visible view with its absolute
/// transform, opacity and clip; background, content, subviews, then border inside it.
struct DisplayListBuilder {
    let screen: Screen
    let background: Color

    func build(_ root: View) -> DisplayList {
        var ops: [DrawOp] = []
        ops.reserveCapacity(64)
        append(root, parentTransform: .identity, into: &ops)
        return DisplayList(size: screen.size, scale: screen.scale, background: background, ops: ops)
    }

    private func append(_ view: View, parentTransform: AffineTransform, into ops: inout [DrawOp]) {
        // UIKit skips hidden views and views too transparent to see.
        guard !view.isHidden, view.alpha > 0 else { return }
        // The root's "superview" is the screen itself.
        let transform = view.transformToSuperview.concatenating(parentTransform)
        let bounds = view.bounds
        let outline: Shape = view.cornerRadius > 0 ? .roundedRect(bounds, radius: view.cornerRadius) : .rect(bounds)

        ops.append(.beginGroup(Group(transform: transform, opacity: view.alpha,
                                     clip: view.clipsToBounds ? outline : nil)))
        if let shadow = view.shadowOp(outline: outline) { ops.append(shadow) }
        if let bg = view.backgroundColor, bg.alpha > 0 { ops.append(.fill(outline, bg)) }
        view.drawContent(into: &ops)
        for sub in view.subviews { append(sub, parentTransform: transform, into: &ops) }
        if let scroll = view as? ScrollView { ops += scroll.indicatorOps() }
        if view.borderWidth > 0, view.borderColor.alpha > 0 {
            let w = view.borderWidth
            let inner = bounds.insetBy(dx: w / 2, dy: w / 2)
            let path: Shape = view.cornerRadius > 0 ? .roundedRect(inner, radius: max(0, view.cornerRadius - w / 2)) : .rect(inner)
            ops.append(.stroke(path, view.borderColor, width: w))
        }
        ops.append(.endGroup)
    }
}
