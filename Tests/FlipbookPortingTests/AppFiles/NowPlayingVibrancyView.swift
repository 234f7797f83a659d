// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import FlipbookUIKit
import Foundation

/// A "now playing" card: album colours behind a material blur, and the title and the
/// progress track drawn with vibrancy, as Music's mini player does.
final class NowPlayingVibrancyView: UIView {
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let titleVibrancy: UIVisualEffectView
    let trackVibrancy: UIVisualEffectView
    let titleLabel = UILabel()
    let track = UIView()

    override init(frame: CGRect) {
        let blur = blurView.effect as! UIBlurEffect
        titleVibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
        trackVibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .fill))
        super.init(frame: frame)
        // The "album art": bold colour blocks.
        let colours: [UIColor] = [.systemPink, .systemYellow, .systemTeal, .systemPurple]
        for (i, c) in colours.enumerated() {
            let block = UIView(frame: CGRect(x: CGFloat(i) * frame.width / 4, y: 0, width: frame.width / 4, height: frame.height))
            block.backgroundColor = c
            addSubview(block)
        }
        blurView.frame = CGRect(x: 16, y: 20, width: frame.width - 32, height: frame.height - 40)
        blurView.layer.cornerRadius = 14
        blurView.clipsToBounds = true
        addSubview(blurView)
        titleVibrancy.frame = blurView.bounds
        blurView.contentView.addSubview(titleVibrancy)
        titleLabel.text = "Night Drive"
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        titleLabel.textColor = .white     // vibrancy draws it in the style's colour
        titleLabel.frame = CGRect(x: 16, y: 14, width: 200, height: 28)
        titleVibrancy.contentView.addSubview(titleLabel)
        trackVibrancy.frame = blurView.bounds
        blurView.contentView.addSubview(trackVibrancy)
        track.frame = CGRect(x: 16, y: blurView.bounds.height - 20, width: blurView.bounds.width - 32, height: 6)
        track.backgroundColor = .black
        track.layer.cornerRadius = 3
        trackVibrancy.contentView.addSubview(track)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
