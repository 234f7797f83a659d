// An author header as an iOS app writes it: the brand font the app ships, scaled with Dynamic
// Type, a bold handle from the body style's descriptor, and a fallback for a font that is missing.
// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`; Foundation's import is commented
// out until CGFloat is Foundation's (the geometry work).
import FlipbookUIKit
// import Foundation

final class AuthorHeaderView: UIView {
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let bioLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground

        let brand = UIFont(name: "FlipbookTestSans-Regular", size: 28) ?? .systemFont(ofSize: 28, weight: .semibold)
        nameLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: brand)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textColor = .label

        let body = UIFont.preferredFont(forTextStyle: .body)
        if let bold = body.fontDescriptor.withSymbolicTraits(.traitBold) {
            handleLabel.font = UIFont(descriptor: bold, size: 0)
        }
        handleLabel.textColor = .secondaryLabel

        // Not every project ships Avenir; the app falls back to the system italic.
        bioLabel.font = UIFont(name: "Avenir-BookOblique", size: 15) ?? .italicSystemFont(ofSize: 15)
        bioLabel.numberOfLines = 0

        for label in [nameLabel, handleLabel, bioLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: topAnchor, constant: 24),
            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -20),
            handleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            handleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.topAnchor.constraint(equalTo: handleLabel.bottomAnchor, constant: 8),
            bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, handle: String, bio: String) {
        nameLabel.text = name
        handleLabel.text = handle
        bioLabel.text = bio
    }
}
