import FlipbookScene

/// The bar's part of a push or pop: the old items leave and the new ones arrive as UIKit moves
/// them. On a push the old title slides left into the new back button's place and fades, the
/// new title comes in from the right, and the back button slides from the old title's place;
/// a pop runs it the other way. Bar button items cross-fade in place, and the bar's height moves
/// between the two screens' (a large title to an inline one).
///
/// UIKit does not publish these motions. CHOSEN from screen recordings of iOS 17: the new title
/// starts half the bar's width to the right; the old content is gone by 60 % of the way, the
/// new fades in from 20 %; all of it on the screens' own curve (`UIKitTiming.curve`).
struct BarContentTransition {
    struct Mover {
        let view: View
        /// Where it starts (arriving) or ends (leaving), as a shift from its place at rest.
        let shift: Double
        let isLeaving: Bool
    }
    var movers: [Mover]
    let startHeight: Double
    var progress = 0.0
    /// The views that only exist for the transition (the old ones), taken away at its end.
    let leaving: [View]

    static func leavingAlpha(_ p: Double) -> Double { max(0, 1 - p / 0.6) }
    static func arrivingAlpha(_ p: Double) -> Double { min(1, max(0, (p - 0.2) / 0.8)) }
}

extension NavigationBarView {
    /// Shows `top` as a push (or pop) does: the old items stay, leaving, while the new arrive.
    func beginContentTransition(top: NavigationItem?, back: NavigationItem?, largeTitle: Bool, isPush: Bool) {
        endContentTransition()
        layoutIfNeeded()
        let startHeight = currentHeight
        // The old content, kept out of the rebuild.
        let oldTitle = Self.copy(of: titleLabel)
        let oldLarge = Self.copy(of: largeTitleLabel)
        let oldBack = backButton, oldItems = leftViews + rightViews, oldTitleView = titleView
        backButton = nil; backChevron = nil; leftViews = []; rightViews = []; titleView = nil
        if let oldTitle { addSubview(oldTitle) }
        if let oldLarge { largeTitleClip.addSubview(oldLarge) }
        show(top: top, back: back, largeTitle: largeTitle)
        layoutIfNeeded()

        let w = bounds.width
        let lead = BarGlyphView.size(of: .backChevron).width + NavigationBarMetrics.backTitleGap
        var movers: [BarContentTransition.Mover] = []
        let oldTitleX = oldTitle.map { $0.frame.minX + Self.textInset(of: $0) } ?? w / 2
        let newTitleX = titleLabel.frame.minX + Self.textInset(of: titleLabel)
        if isPush {
            let backTitleX = backButton.map { $0.frame.minX + lead } ?? NavigationBarMetrics.backChevronInset + lead
            if let oldTitle { movers.append(.init(view: oldTitle, shift: backTitleX - oldTitleX, isLeaving: true)) }
            movers.append(.init(view: titleView ?? titleLabel, shift: w / 2, isLeaving: false))
            if let backButton { movers.append(.init(view: backButton, shift: oldTitleX - (backButton.frame.minX + lead), isLeaving: false)) }
            if let oldBack { movers.append(.init(view: oldBack, shift: 0, isLeaving: true)) }
        } else {
            if let oldTitle { movers.append(.init(view: oldTitle, shift: w / 2, isLeaving: true)) }
            let oldBackTitleX = oldBack.map { $0.frame.minX + lead } ?? newTitleX
            movers.append(.init(view: titleView ?? titleLabel, shift: oldBackTitleX - newTitleX, isLeaving: false))
            if let oldBack { movers.append(.init(view: oldBack, shift: newTitleX - oldBackTitleX, isLeaving: true)) }
            if let backButton { movers.append(.init(view: backButton, shift: 0, isLeaving: false)) }
        }
        // Large titles move with their screens: the new one from the far side, the old one away.
        if let oldLarge { movers.append(.init(view: oldLarge, shift: isPush ? -w * UIKitTiming.parallax : w, isLeaving: true)) }
        movers.append(.init(view: largeTitleLabel, shift: isPush ? w : -w * UIKitTiming.parallax, isLeaving: false))
        for v in oldItems { movers.append(.init(view: v, shift: 0, isLeaving: true)) }
        if let oldTitleView { movers.append(.init(view: oldTitleView, shift: 0, isLeaving: true)) }
        for v in leftViews + rightViews { movers.append(.init(view: v, shift: 0, isLeaving: false)) }
        let leaving: [View] = [oldTitle, oldLarge, oldBack, oldTitleView].compactMap { $0 } + oldItems
        for v in leaving { if v.superview == nil { addSubview(v) } }
        contentTransition = BarContentTransition(movers: movers, startHeight: startHeight, leaving: leaving)
        showContentTransition(at: 0)
    }

    /// Poses the movers `progress` (0…1, already on the screens' curve) of the way.
    func showContentTransition(at progress: Double) {
        guard var moving = contentTransition else { return }
        let p = min(max(progress.isFinite ? progress : 1, 0), 1)
        moving.progress = p
        contentTransition = moving
        for m in moving.movers {
            let dx = m.isLeaving ? m.shift * p : m.shift * (1 - p)
            m.view.transform = AffineTransform(translationX: dx, y: 0)
            m.view.alpha = m.isLeaving ? BarContentTransition.leavingAlpha(p) : BarContentTransition.arrivingAlpha(p)
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Takes the old content away and leaves the new at rest.
    func endContentTransition() {
        guard let moving = contentTransition else { return }
        contentTransition = nil
        for m in moving.movers where !m.isLeaving {
            m.view.transform = .identity
            m.view.alpha = 1
        }
        for v in moving.leaving { v.removeFromSuperview() }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// A still copy of a title label, where it is now; nil when it shows nothing.
    private static func copy(of label: Label) -> Label? {
        guard !label.isHidden, label.alpha > 0, let text = label.attributedText, text.string.isEmpty == false else { return nil }
        let copy = Label(frame: label.frame)
        copy.attributedText = text
        copy.textAlignment = label.textAlignment
        copy.alpha = label.alpha
        return copy
    }

    /// Where a label's text starts inside it (centred text in a wider label).
    private static func textInset(of label: Label) -> Double {
        guard label.textAlignment == .center else { return 0 }
        return max(0, (label.bounds.width - label.intrinsicContentSize.width) / 2)
    }
}
