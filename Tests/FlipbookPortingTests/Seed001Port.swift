// Seed 001 (`001_12ec188fff27e2b9.txt`): fade, move and resize driven by a collapsing constraint.
// The seed's Swift code as printed; its fragments are put where the article says they go (the
// fade, the coordinates and the avatar lines inside `scrollViewDidScroll`). Edits, also in
// docs/porting.md:
//   1. `import UIKit` → `import FlipbookUIKit` (implied by the seed).
// Elided in the seed: the controller's class line and its view properties (declared below,
// marked), the image view inside CoordinatesChangeView, and building the screen
// (`Seed001Attach`).
import FlipbookUIKit

// MARK: - The seed, as printed

class CoordinatesChangeView: UIView {
    var animationCompletionPercentage: Double = 0 {
        didSet { animator.fractionComplete = animationCompletionPercentage }
    }

	private let side: CGFloat = 60

	private lazy var animator = UIViewPropertyAnimator(duration: 0.1, curve: .easeIn) { [weak self] in
        guard let self else { return }

        self.imageView.transform = CGAffineTransform(translationX: self.side - self.bounds.width, y: 0)
    }
}

final class ScrollEffectsViewController: UIViewController, UIScrollViewDelegate {
    // Elided in the seed: the views and the previous offset.
    let listView = UIScrollView()
    let progressView = UIProgressView(progressViewStyle: .default)
    let fadeView = UIView()
    let coordinateChangeView = CoordinatesChangeView()
    let avatarImageView = UIImageView()
    private var previousContentOffsetY: CGFloat = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        setupAvatarView()
        attachToScene()
    }

private let minConstraintConstant: CGFloat = 50
private let maxConstraintConstant: CGFloat = 200

private var animatedConstraint: NSLayoutConstraint?
private var avatarHeightConstraint: NSLayoutConstraint?

private func setupAvatarView() {
	view.addSubview(avatarImageView)
        
    avatarHeightConstraint = avatarImageView.heightAnchor.constraint(equalToConstant: maxConstraintConstant)
        
    NSLayoutConstraint.activate([
		avatarHeightConstraint!,
        avatarImageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor, multiplier: 1.0),
        avatarImageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
	])
}

func scrollViewDidScroll(_ scrollView: UIScrollView) {
	let currentContentOffsetY = scrollView.contentOffset.y
    let scrollDiff = currentContentOffsetY - previousContentOffsetY

    // Верхняя граница начала bounce эффекта
    let bounceBorderContentOffsetY = -scrollView.contentInset.top

    let contentMovesUp = scrollDiff > 0 && currentContentOffsetY > bounceBorderContentOffsetY
    let contentMovesDown = scrollDiff < 0 && currentContentOffsetY < bounceBorderContentOffsetY

    let currentConstraintConstant = animatedConstraint!.constant
    var newConstraintConstant = currentConstraintConstant

    if contentMovesUp {
		// Уменьшаем константу констрэйнта
        newConstraintConstant = max(currentConstraintConstant - scrollDiff, minConstraintConstant)
    } else if contentMovesDown {
        // Увеличиваем константу констрэйнта
        newConstraintConstant = min(currentConstraintConstant - scrollDiff, maxConstraintConstant)
    }

    // Меняем высоту и запрещаем скролл, только в случае изменения константы
    if newConstraintConstant != currentConstraintConstant {
		animatedConstraint?.constant = newConstraintConstant
        scrollView.contentOffset.y = previousContentOffsetY
    }

// Меняем высоту аватара, только в случае изменения константы
if newConstraintConstant != avatarHeightConstraint!.constant {
	avatarHeightConstraint?.constant = currentConstraintConstant
}

    // Процент завершения анимации
    let animationCompletionPercent = (maxConstraintConstant - currentConstraintConstant) / (maxConstraintConstant - minConstraintConstant)
    progressView.progress = Float(animationCompletionPercent)
fadeView.alpha = animationCompletionPercent
coordinateChangeView.animationCompletionPercentage = animationCompletionPercent

    previousContentOffsetY = scrollView.contentOffset.y
}
}

// MARK: - Attaching to a scene (the screen the article's project builds)

extension CoordinatesChangeView {
    /// The moving image, elided in the seed: a 60 pt square at the view's trailing edge.
    var imageView: UIImageView {
        if let made = subviews.first as? UIImageView { return made }
        let made = UIImageView(frame: CGRect(x: bounds.width - 60, y: 0, width: 60, height: 60))
        made.backgroundColor = .orange
        made.accessibilityIdentifier = "movingImage"
        addSubview(made)
        return made
    }
}

extension ScrollEffectsViewController {
    fileprivate func attachToScene() {
        for (v, name) in [(listView, "list"), (progressView, "progress"), (fadeView, "fade"),
                          (coordinateChangeView, "coordinates")] as [(UIView, String)] {
            v.accessibilityIdentifier = name
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        avatarImageView.accessibilityIdentifier = "avatar"
        avatarImageView.backgroundColor = .purple
        avatarImageView.translatesAutoresizingMaskIntoConstraints = false
        fadeView.backgroundColor = .green
        fadeView.alpha = 0
        listView.backgroundColor = .lightGray
        listView.contentSize = CGSize(width: 390, height: 3000)
        listView.delegate = self
        let top = listView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: maxConstraintConstantForAttach)
        animatedConstraint = top
        NSLayoutConstraint.activate([
            top,
            listView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            listView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            listView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            progressView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            progressView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            progressView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            coordinateChangeView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            coordinateChangeView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            coordinateChangeView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            coordinateChangeView.heightAnchor.constraint(equalToConstant: 60),
            fadeView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            fadeView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            fadeView.widthAnchor.constraint(equalToConstant: 60),
            fadeView.heightAnchor.constraint(equalToConstant: 60),
        ])
    }

    var maxConstraintConstantForAttach: CGFloat { 200 }
    var animatedConstraintForTests: NSLayoutConstraint { animatedConstraint! }
}
