import FlipbookScene

/// A bar that shows bar button items (the navigation bar, a toolbar): told when one changes.
protocol BarItemsOwner: AnyObject {
    func itemsDidChange()
}

extension BarButtonItem {
    /// The control a bar shows for this item, one recipe for every bar: its custom view, else a
    /// system button with its image or title (the `.add` plus drawn as a glyph, returned so the
    /// bar can centre it), wired to `trigger(from:)`.
    func makeBarView(in bar: any BarItemsOwner) -> (view: View, glyph: BarGlyphView?) {
        owner = bar
        if let custom = customView {
            view = custom
            control = custom as? Control
            return (custom, nil)
        }
        let button = Button(type: .system)
        var glyph: BarGlyphView?
        if isSpace { button.isUserInteractionEnabled = false }
        if systemItem == .add, image == nil {
            // No `plus` symbol file: the glyph is drawn, the button sized to it.
            let mark = BarGlyphView(.plus)
            let side = BarGlyphView.size(of: .plus)
            button.contentEdgeInsets = EdgeInsets(top: side.height / 2, left: side.width / 2, bottom: side.height / 2, right: side.width / 2)
            button.addSubview(mark)
            glyph = mark
        } else if let image {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(title, for: .normal)
        }
        button.titleLabel?.font = style == .done ? NavigationBarMetrics.doneItemFont : NavigationBarMetrics.itemFont
        if let tintColor { button.tintColor = tintColor }
        button.isEnabled = isEnabled
        button.addAction(ControlAction(title: title ?? "") { [weak self, weak button] _ in
            guard let self, let button else { return }
            self.trigger(from: button)
        }, for: .touchUpInside)
        view = button
        control = button
        return (button, glyph)
    }
}
