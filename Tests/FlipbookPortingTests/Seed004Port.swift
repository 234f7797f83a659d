// Seed 004 (`004_5d377c86338d9d97.txt`): an image in a navigation bar with a large title.
// The seed's Swift code as printed. Edits, also in docs/porting.md:
//   1. `import UIKit` → `import FlipbookUIKit` (implied by the seed).
//   2. Typography: the article prints “ ” quotes and – dashes (a blog's typesetting);
//      they are " and - here, as in the seed's GitHub project.
//   3. `navigationController?.navigationBar.prefersLargeTitles = true` is left out: Flipbook's
//      navigation bar has no large-title state yet (waits for: hero-match / the lead,
//      docs/porting.md), so the bar stays 44 pt and the image shows its small-state pose.
// Elided in the seed: the class line and calling setupUI() ("Не забудьте вызвать этот метод").
import FlipbookUIKit

final class LargeTitleImageViewController: UITableViewController {
    // Elided in the seed: calling setupUI().
    override func viewDidLoad() {
        super.viewDidLoad()
        setupUI()
    }

    // For the test.
    var imageViewForTests: UIImageView { imageView }

// MARK: - The seed, as printed

private let imageView = UIImageView(image: UIImage(named: "image_name"))

/// WARNING: Change these constants according to your project's design

private struct Const {

    /// Image height/width for Large NavBar state

    static let ImageSizeForLargeState: CGFloat = 40

    /// Margin from right anchor of safe area to right anchor of Image

    static let ImageRightMargin: CGFloat = 16

    /// Margin from bottom anchor of NavBar to bottom anchor of Image for Large NavBar state

    static let ImageBottomMarginForLargeState: CGFloat = 12

    /// Margin from bottom anchor of NavBar to bottom anchor of Image for Small NavBar state

    static let ImageBottomMarginForSmallState: CGFloat = 6

    /// Image height/width for Small NavBar state

    static let ImageSizeForSmallState: CGFloat = 32

    /// Height of NavBar for Small state. Usually it's just 44

    static let NavBarHeightSmallState: CGFloat = 44

    /// Height of NavBar for Large state. Usually it's just 96.5 but if you have a custom font for
/// the title, please make sure to edit this value since it changes the height for Large state of NavBar

    static let NavBarHeightLargeState: CGFloat = 96.5

}

private func setupUI() {

    // Left out (edit 3): navigationController?.navigationBar.prefersLargeTitles = true

    title = "Large Title"

    // Initial setup for image for Large NavBar state since the the screen always has Large NavBar once it gets opened

    guard let navigationBar = self.navigationController?.navigationBar else { return }

    navigationBar.addSubview(imageView)

    imageView.layer.cornerRadius = Const.ImageSizeForLargeState / 2

    imageView.clipsToBounds = true

    imageView.translatesAutoresizingMaskIntoConstraints = false

    NSLayoutConstraint.activate([

        imageView.rightAnchor.constraint(equalTo: navigationBar.rightAnchor, constant: -Const.ImageRightMargin),

        imageView.bottomAnchor.constraint(equalTo: navigationBar.bottomAnchor, constant: -Const.ImageBottomMarginForLargeState),

        imageView.heightAnchor.constraint(equalToConstant: Const.ImageSizeForLargeState),

        imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor)

        ])

}

private func moveAndResizeImage(for height: CGFloat) {

    let coeff: CGFloat = {

        let delta = height - Const.NavBarHeightSmallState

        let heightDifferenceBetweenStates = (Const.NavBarHeightLargeState - Const.NavBarHeightSmallState)

        return delta / heightDifferenceBetweenStates

    }()

    let factor = Const.ImageSizeForSmallState / Const.ImageSizeForLargeState

    let scale: CGFloat = {

        let sizeAddendumFactor = coeff * (1.0 - factor)

        return min(1.0, sizeAddendumFactor + factor)

    }()

    // Value of difference between icons for large and small states

    let sizeDiff = Const.ImageSizeForLargeState * (1.0 - factor) // 8.0

    let yTranslation: CGFloat = {

        /// This value = 14. It equals to difference of 12 and 6 (bottom margin for large and small states). Also it adds 8.0 (size difference when the image gets smaller size)

        let maxYTranslation = Const.ImageBottomMarginForLargeState - Const.ImageBottomMarginForSmallState + sizeDiff

        return max(0, min(maxYTranslation, (maxYTranslation - coeff * (Const.ImageBottomMarginForSmallState + sizeDiff))))

    }()

    let xTranslation = max(0, sizeDiff - coeff * sizeDiff)

    imageView.transform = CGAffineTransform.identity

        .scaledBy(x: scale, y: scale)

        .translatedBy(x: xTranslation, y: yTranslation)

}

override func scrollViewDidScroll(_ scrollView: UIScrollView) {

    guard let height = navigationController?.navigationBar.frame.height else { return }

    moveAndResizeImage(for: height)

}

override func viewWillDisappear(_ animated: Bool) {

    super.viewWillDisappear(animated)

    showImage(false)

}

override func viewWillAppear(_ animated: Bool) {

    super.viewWillAppear(animated)

    showImage(true)

}

/// Show or hide the image from NavBar while going to next screen or back to initial screen

///

/// - Parameter show: show or hide the image from NavBar

private func showImage(_ show: Bool) {

    UIView.animate(withDuration: 0.2) {

        self.imageView.alpha = show ? 1.0 : 0.0

    }

}
}
