// A confirmation dialog as iOS apps present one: over full screen with a cross-dissolve, a
// translucent black background through which the list behind stays visible, a white card.
// Edits for Flipbook: `import UIKit` → `import FlipbookUIKit`.
import FlipbookUIKit
import Foundation

final class ConfirmDeleteViewController: UIViewController {
    private let card = UIView()
    private let message = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 14
        card.translatesAutoresizingMaskIntoConstraints = false
        message.text = "Delete this photo?"
        message.font = .systemFont(ofSize: 17, weight: .semibold)
        message.textAlignment = .center
        message.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        card.addSubview(message)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            card.widthAnchor.constraint(equalToConstant: 270),
            card.heightAnchor.constraint(equalToConstant: 140),
            message.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            message.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ])
    }
}

/// The screen the dialog is presented over: a teal photo and a caption, logging its appearance
/// callbacks (an over-full-screen presentation must not send any).
final class PhotoDetailViewController: UIViewController {
    var appearanceLog: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let photo = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        photo.backgroundColor = UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
        view.addSubview(photo)
        let caption = UILabel(frame: CGRect(x: 16, y: 420, width: 358, height: 30))
        caption.text = "Harbour at dawn"
        view.addSubview(caption)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); appearanceLog.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); appearanceLog.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); appearanceLog.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); appearanceLog.append("viewDidDisappear") }

    func confirmDelete() {
        present(ConfirmDeleteViewController(), animated: true)
    }
}
