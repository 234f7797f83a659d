import FlipbookRender

/// What Xcode's view debugger shows: every view with an `id` outlined by a thin coloured
/// rectangle around its frame on screen, its id in small text at the top-left corner.
enum ViewOutlines {
    /// Neighbouring views get different colours; the n-th outlined view takes the n-th colour.
    static let palette: [Color] = [.systemBlue, .systemRed, .systemGreen,
                                   Color(red: 1, green: 149 / 255, blue: 0),        // orange
                                   Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255),  // purple
                                   Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)]  // teal
    static let lineWidth = 1.0
    static let font = Font.systemFont(ofSize: 9, weight: .medium)

    static func ops(for scene: Scene, measurer: TextMeasurer?) -> [DrawOp] {
        var outlines: [DrawOp] = [], labels: [DrawOp] = []
        var placed: [Rect] = []
        var n = 0
        // The root is the screen itself: its outline would only frame the canvas.
        for view in TreeIndex(root: scene.root).views where view !== scene.root {
            guard let id = view.id ?? view.accessibilityIdentifier, isShown(view) else { continue }
            let frame = view.presentationFrameInRoot
            guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else { continue }
            let color = palette[n % palette.count]
            n += 1
            // Inside the frame, so the line covers the frame's own edge pixels.
            let half = lineWidth / 2
            let line = frame.width > lineWidth && frame.height > lineWidth ? frame.insetBy(dx: half, dy: half) : frame
            outlines.append(.stroke(.rect(line), color, width: lineWidth))
            let pill = LabelPill(id, font: font, textColor: .white, fill: color, measurer: measurer)
            let spot = pill.spot(at: frame.origin, avoiding: placed)
            placed.append(spot)
            labels += pill.ops(at: spot.origin)
        }
        // Labels above every outline, so no line crosses a name.
        return outlines + labels
    }

    /// What the display list draws: no hidden or fully transparent view or ancestor.
    static func isShown(_ view: View) -> Bool {
        var v: View? = view
        while let current = v {
            if current.isHidden || current.alpha <= 0 { return false }
            v = current.superview
        }
        return true
    }
}
