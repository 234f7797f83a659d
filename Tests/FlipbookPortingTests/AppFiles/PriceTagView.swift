// A price tag as a shop app writes one: the old price struck through in grey, the new one bold
// in red, raised a little, in one attributed label; a badge with a text shadow.
// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import FlipbookUIKit
import Foundation

final class PriceTagView: UIView {
    let priceLabel = UILabel()
    let badgeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        priceLabel.translatesAutoresizingMaskIntoConstraints = false
        badgeLabel.translatesAutoresizingMaskIntoConstraints = false
        badgeLabel.backgroundColor = .systemRed
        badgeLabel.textAlignment = .center
        addSubview(priceLabel)
        addSubview(badgeLabel)
        NSLayoutConstraint.activate([
            priceLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            priceLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            badgeLabel.leadingAnchor.constraint(equalTo: priceLabel.trailingAnchor, constant: 12),
            badgeLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            badgeLabel.widthAnchor.constraint(equalToConstant: 64),
            badgeLabel.heightAnchor.constraint(equalToConstant: 28),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(oldPrice: String, newPrice: String, discount: String) {
        let text = NSMutableAttributedString(string: oldPrice, attributes: [
            .font: UIFont.systemFont(ofSize: 17),
            .foregroundColor: UIColor.systemGray,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue,
            .strikethroughColor: UIColor.systemGray,
        ])
        text.append(NSAttributedString(string: "  "))
        text.append(NSAttributedString(string: newPrice, attributes: [
            .font: UIFont.boldSystemFont(ofSize: 24),
            .foregroundColor: UIColor.systemRed,
            .baselineOffset: 2,
        ]))
        priceLabel.attributedText = text

        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 2)
        shadow.shadowBlurRadius = 2
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.6)
        badgeLabel.attributedText = NSAttributedString(string: discount, attributes: [
            .font: UIFont.boldSystemFont(ofSize: 15),
            .foregroundColor: UIColor.white,
            .shadow: shadow,
        ])
    }
}
