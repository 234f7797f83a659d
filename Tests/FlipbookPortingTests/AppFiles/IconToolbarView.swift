// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import FlipbookUIKit
import Foundation

/// A row of toolbar buttons whose icons are template images, tinted by the row's `tintColor`
/// (inherited by every button and image view inside), with one brand icon kept in its own
/// colours by `.alwaysOriginal` and one image tinted for good by `withTintColor`.
final class IconToolbarView: UIView {
    let buttons: [UIButton]
    let badgeView: UIImageView
    let brandView: UIImageView
    let warningView: UIImageView

    /// A glyph drawn in black on clear: an app's template asset.
    static func glyph(_ kind: Int) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { _ in
            UIColor.black.setFill()
            switch kind {
            case 0: UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 18, height: 18)).fill()
            case 1: UIBezierPath(roundedRect: CGRect(x: 2, y: 4, width: 18, height: 14), cornerRadius: 3).fill()
            default:
                let p = UIBezierPath()
                p.move(to: CGPoint(x: 11, y: 1)); p.addLine(to: CGPoint(x: 21, y: 21)); p.addLine(to: CGPoint(x: 1, y: 21)); p.close()
                p.fill()
            }
        }
    }

    /// The brand mark: red and green halves, to be shown as they are.
    static let brand: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { context in
        UIColor.systemRed.setFill(); context.fill(CGRect(x: 0, y: 0, width: 11, height: 22))
        UIColor.systemGreen.setFill(); context.fill(CGRect(x: 11, y: 0, width: 11, height: 22))
    }

    override init(frame: CGRect) {
        buttons = (0..<3).map { i in
            let b = UIButton(type: .system)
            b.setImage(IconToolbarView.glyph(i).withRenderingMode(.alwaysTemplate), for: .normal)
            return b
        }
        badgeView = UIImageView(image: IconToolbarView.glyph(0).withRenderingMode(.alwaysTemplate))
        brandView = UIImageView(image: IconToolbarView.brand.withRenderingMode(.alwaysOriginal))
        warningView = UIImageView(image: IconToolbarView.glyph(2).withTintColor(.systemOrange))
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        tintColor = .systemPink
        for (i, b) in buttons.enumerated() {
            b.frame = CGRect(x: 8 + 44 * CGFloat(i), y: 0, width: 44, height: 44)
            addSubview(b)
        }
        badgeView.frame = CGRect(x: 155, y: 11, width: 22, height: 22)
        badgeView.tintColor = .systemBlue      // its own tint wins over the row's
        brandView.frame = CGRect(x: 189, y: 11, width: 22, height: 22)
        warningView.frame = CGRect(x: 223, y: 11, width: 22, height: 22)
        [badgeView, brandView, warningView].forEach(addSubview)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
