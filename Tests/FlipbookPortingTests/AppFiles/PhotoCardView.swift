import FlipbookUIKit
import Foundation

/// A photo card as an app writes it: the "photo" (a sky drawn with gradient layers, so the test
/// needs no image file), a caption over a dark gradient scrim, continuous corners clipping both,
/// and a soft shadow on a container that does not clip. Ported by changing `import UIKit`.
final class PhotoCardView: UIView {
    let photo = UIView()
    private let sky = CAGradientLayer()
    private let sun = CAGradientLayer()
    private let scrim = CAGradientLayer()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 6)

        photo.layer.cornerRadius = 20
        photo.layer.cornerCurve = .continuous
        photo.layer.masksToBounds = true
        addSubview(photo)

        sky.colors = [UIColor(red: 0.16, green: 0.24, blue: 0.55, alpha: 1).cgColor,
                      UIColor(red: 0.93, green: 0.45, blue: 0.36, alpha: 1).cgColor,
                      UIColor(red: 0.99, green: 0.78, blue: 0.45, alpha: 1).cgColor]
        sky.locations = [0, 0.6, 1]
        photo.layer.addSublayer(sky)

        sun.type = .radial
        sun.colors = [UIColor(red: 1, green: 0.95, blue: 0.8, alpha: 1).cgColor, UIColor(red: 1, green: 0.9, blue: 0.7, alpha: 0).cgColor]
        sun.startPoint = CGPoint(x: 0.5, y: 0.5)
        sun.endPoint = CGPoint(x: 1, y: 1)
        photo.layer.addSublayer(sun)

        scrim.colors = [UIColor.black.withAlphaComponent(0).cgColor, UIColor.black.withAlphaComponent(0.65).cgColor]
        photo.layer.addSublayer(scrim)

        titleLabel.text = "Golden hour"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        titleLabel.textColor = .white
        subtitleLabel.text = "Seen from the pier, 6:42 pm"
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = UIColor.white.withAlphaComponent(0.85)
        photo.addSubview(titleLabel)
        photo.addSubview(subtitleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = bounds
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 20).cgPath
        sky.frame = photo.bounds
        sun.frame = CGRect(x: bounds.width * 0.55, y: bounds.height * 0.2, width: 120, height: 120)
        let captionHeight: CGFloat = 110
        scrim.frame = CGRect(x: 0, y: bounds.height - captionHeight, width: bounds.width, height: captionHeight)
        titleLabel.frame = CGRect(x: 16, y: bounds.height - 66, width: bounds.width - 32, height: 30)
        subtitleLabel.frame = CGRect(x: 16, y: bounds.height - 36, width: bounds.width - 32, height: 20)
    }
}
