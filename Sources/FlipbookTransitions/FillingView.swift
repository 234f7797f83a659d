import FlipbookScene

/// A view whose subviews all fill it: where a container keeps its children's root views (and,
/// during a transition, the black backdrop behind them). Frames only: transitions move the
/// children with transforms, which layout leaves alone.
final class FillingView: View {
    override func layoutSubviews() {
        for sub in subviews { sub.frame = Rect(origin: .zero, size: bounds.size) }
    }
}
