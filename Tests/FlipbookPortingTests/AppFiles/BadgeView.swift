// An app file as written for iOS: a pill-shaped count badge that sizes itself with
// sizeThatFits/sizeToFit and places its label in layoutSubviews, and a profile header that
// uses it beside an avatar, inserting a ring below the avatar.
// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`; `import Foundation` waits for
// Foundation's CGFloat (a comment until then).
// import Foundation
import FlipbookUIKit

final class BadgeView: UIView {
    private let label = UILabel()
    private let padding = UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8)
    private(set) var layoutPasses = 0

    var labelForTests: UILabel { label }

    var count: Int = 0 {
        didSet {
            label.text = count > 99 ? "99+" : "\(count)"
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.intrinsicContentSize
        let height = text.height + padding.top + padding.bottom
        // Never narrower than tall: one digit is a circle.
        return CGSize(width: max(height, text.width + padding.left + padding.right), height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        label.frame = CGRect(x: padding.left, y: padding.top,
                             width: bounds.width - padding.left - padding.right,
                             height: bounds.height - padding.top - padding.bottom)
        layer.cornerRadius = bounds.height / 2
    }
}

final class ProfileHeaderView: UIView {
    let avatarView = UIView()
    let ringView = UIView()
    let badgeView = BadgeView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarView.backgroundColor = .systemIndigo
        ringView.backgroundColor = .systemYellow
        addSubview(avatarView)
        addSubview(badgeView)
        insertSubview(ringView, belowSubview: avatarView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarView.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
        avatarView.layer.cornerRadius = 40
        ringView.frame = avatarView.frame.insetBy(dx: -4, dy: -4)
        ringView.layer.cornerRadius = ringView.bounds.width / 2
        badgeView.sizeToFit()
        badgeView.frame.origin = CGPoint(x: avatarView.frame.maxX - badgeView.bounds.width / 2, y: avatarView.frame.minY)
    }
}
