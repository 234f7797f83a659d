import FlipbookRender
import FlipbookScene

/// Seed 000's `BlogHeaderCollapsingAnimator`, ported: the header's height follows the table's
/// offset, and the title size, the schedule line's alpha and the icons' scale follow the height.
///
/// The formulas are the seed's (see shared/seeds/INDEX.md):
/// height = max(minHeight, maxHeight − offsetY), offsetY = contentOffset.y + maxHeight;
/// scale = height / maxHeight; font = max(22, 40·scale);
/// alpha = 1 − (1 − scale) / (1 − minHeight/maxHeight); icon = max(70·scale, 45) / 70.
final class BlogHeaderCollapsingAnimator {
    static let minHeight = 121.0
    enum TitleLabel { static let maxFontSize = 40.0, minFontSize = 22.0 }
    enum Icon { static let minSize = 45.0, maxSize = 70.0 }

    private let headerView: BlogHeaderView
    private let heightConstraint: LayoutConstraint
    private let maxHeaderHeight: Double

    /// The header is drawn expanded at first, so its height constraint's constant is the maximum.
    init(headerView: BlogHeaderView, heightConstraint: LayoutConstraint) {
        self.headerView = headerView
        self.heightConstraint = heightConstraint
        maxHeaderHeight = heightConstraint.constant
    }

    func scrollViewDidScroll(offset: Point) {
        let offsetY = offset.y + maxHeaderHeight
        let currentHeight = max(Self.minHeight, maxHeaderHeight - offsetY)
        heightConstraint.constant = currentHeight

        let scaleFactor = currentHeight / maxHeaderHeight
        updateTitleLabelFontSize(using: scaleFactor)
        updateScheduleLabelAlpha(using: scaleFactor)
        updateIconSize(using: scaleFactor)
    }

    private func updateTitleLabelFontSize(using scaleFactor: Double) {
        let size = max(TitleLabel.minFontSize, scaleFactor * TitleLabel.maxFontSize)
        headerView.titleLabel.font = headerView.titleLabel.font.withSize(size)
    }

    private func updateScheduleLabelAlpha(using scaleFactor: Double) {
        headerView.scheduleLabel.alpha = makeAlphaFactor(using: scaleFactor)
    }

    private func makeAlphaFactor(using scaleFactor: Double) -> Double {
        let totalReductionFactor = Self.minHeight / maxHeaderHeight
        let triggerValue = 1.0
        guard scaleFactor < triggerValue else { return 1 }
        let totalRangeAffectingAlpha = triggerValue - totalReductionFactor
        let offsetFromTrigger = triggerValue - scaleFactor
        return 1 - offsetFromTrigger / totalRangeAffectingAlpha
    }

    private func updateIconSize(using scaleFactor: Double) {
        let s = makeIconScaleFactor(for: scaleFactor)
        headerView.leftIconView.transform = AffineTransform(scaleX: s, y: s)
        headerView.rightIconView.transform = AffineTransform(scaleX: s, y: s)
    }

    private func makeIconScaleFactor(for scaleFactor: Double) -> Double {
        guard scaleFactor < 1 else { return 1 }
        return max(scaleFactor * Icon.maxSize, Icon.minSize) / Icon.maxSize
    }
}
