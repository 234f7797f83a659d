import Foundation
import FlipbookUIKit

// App code as an iOS project writes it; the port changed `import UIKit` and the one
// `#selector(payTapped)` to `Self.payTapped` (docs/porting.md).

final class CheckoutViewController: UIViewController {
    let payButton = UIButton(configuration: .filled())
    let helpButton = UIButton(type: .system)
    private(set) var payments = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        var config = UIButton.Configuration.filled()
        config.title = "Pay now"
        payButton.configuration = config
        payButton.accessibilityIdentifier = "pay"
        payButton.addTarget(self, action: Self.payTapped, for: .touchUpInside)

        helpButton.setTitle("Need help?", for: .normal)
        helpButton.accessibilityIdentifier = "help"

        for button in [payButton, helpButton] {
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
        }
        NSLayoutConstraint.activate([
            payButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            payButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 100),
            helpButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            helpButton.topAnchor.constraint(equalTo: payButton.bottomAnchor, constant: 40),
        ])
    }

    func payTapped() {
        payments += 1
        let receipt = ReceiptViewController()
        receipt.modalPresentationStyle = .fullScreen
        present(receipt, animated: true)
    }
}

final class ReceiptViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
    }
}
