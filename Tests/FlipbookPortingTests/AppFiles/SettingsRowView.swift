// A settings row as an iOS app writes it: an SF Symbol icon, a title, a value in tabular figures
// and a disclosure chevron sized to the text. Edits for Flipbook: `import UIKit` →
// `import FlipbookUIKit`; Foundation's import is commented out until CGFloat is Foundation's.
import FlipbookUIKit
// import Foundation

final class SettingsRowView: UIView {
    let iconView = UIImageView()
    let titleLabel = UILabel()
    let valueLabel = UILabel()
    let chevronView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground

        iconView.image = UIImage(systemName: "wifi")
        iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body, scale: .medium)
        iconView.tintColor = .systemBlue

        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.text = "Wi-Fi"

        valueLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        valueLabel.textColor = .secondaryLabel

        let config = UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)
        chevronView.image = UIImage(systemName: "chevron.right", withConfiguration: config)
        chevronView.tintColor = .tertiaryLabel

        for view in [iconView, titleLabel, valueLabel, chevronView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            chevronView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            chevronView.centerYAnchor.constraint(equalTo: centerYAnchor),
            valueLabel.trailingAnchor.constraint(equalTo: chevronView.leadingAnchor, constant: -8),
            valueLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
