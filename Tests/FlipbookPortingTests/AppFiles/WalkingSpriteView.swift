// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import FlipbookUIKit
import Foundation

/// A sprite animated from a sprite sheet, as games and loaders do: the sheet is the layer's
/// `contents`, and `contentsRect` picks one frame of four laid side by side. A speech bubble
/// beside it stretches a small image by `contentsCenter`, keeping its rounded corners.
final class WalkingSpriteView: UIView {
    static let frameColors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]

    /// Four 16×16 frames, each a different colour with a dot where the foot is.
    static let sheet: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 64, height: 16), format: format).image { context in
            for (i, color) in frameColors.enumerated() {
                color.setFill()
                UIBezierPath(roundedRect: CGRect(x: 16 * CGFloat(i) + 2, y: 1, width: 12, height: 14), cornerRadius: 4).fill()
                UIColor.white.setFill()
                context.fill(CGRect(x: 16 * CGFloat(i) + 3 + 2 * CGFloat(i), y: 10, width: 3, height: 3))
            }
        }
    }()

    /// A 12×12 rounded bubble with 5-point corners, to stretch.
    static let bubble: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in
        UIColor.systemGray.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 12, height: 12), cornerRadius: 5).fill()
        UIColor.white.setFill()
        UIBezierPath(rect: CGRect(x: 5, y: 5, width: 2, height: 2)).fill()
    }

    let sprite = UIView()
    let bubbleView = UIView()

    var frameIndex = 0 {
        didSet { sprite.layer.contentsRect = CGRect(x: 0.25 * CGFloat(frameIndex % 4), y: 0, width: 0.25, height: 1) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        sprite.frame = CGRect(x: 20, y: 20, width: 48, height: 48)
        sprite.layer.contents = WalkingSpriteView.sheet.cgImage
        sprite.layer.contentsGravity = .resizeAspect
        sprite.layer.contentsRect = CGRect(x: 0, y: 0, width: 0.25, height: 1)
        addSubview(sprite)
        bubbleView.frame = CGRect(x: 90, y: 24, width: 120, height: 40)
        bubbleView.layer.contents = WalkingSpriteView.bubble.cgImage
        bubbleView.layer.contentsCenter = CGRect(x: 5.0 / 12, y: 5.0 / 12, width: 2.0 / 12, height: 2.0 / 12)
        addSubview(bubbleView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
