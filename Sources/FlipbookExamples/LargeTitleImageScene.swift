import FlipbookRender
import FlipbookScene

/// Built-in scene `large-title-image` (seed 004): an image in a navigation bar with a large
/// title. As the bar goes from its large (96.5 pt) to its small (44 pt) height, the image scales
/// 40 → 32 pt and moves so its right margin stays 16 pt and its bottom margin goes 12 → 6 pt;
/// then the screen "disappears" and "appears" and the image fades out and in over 0.2 s.
enum LargeTitleImageScene {
    /// The seed's constants, by name.
    enum Const {
        static let ImageSizeForLargeState = 40.0
        static let ImageRightMargin = 16.0
        static let ImageBottomMarginForLargeState = 12.0
        static let ImageBottomMarginForSmallState = 6.0
        static let ImageSizeForSmallState = 32.0
        static let NavBarHeightSmallState = 44.0
        static let NavBarHeightLargeState = 96.5
    }

    /// The seed's view controller: `moveAndResizeImage(for:)` and `showImage(_:)` are the seed's.
    final class LargeTitleController: ScrollViewDelegate {
        let navigationBar: View
        let barHeight: LayoutConstraint
        let imageView: ImageView
        let largeTitle: Label
        let smallTitle: Label

        init(navigationBar: View, barHeight: LayoutConstraint, imageView: ImageView, largeTitle: Label, smallTitle: Label) {
            self.navigationBar = navigationBar
            self.barHeight = barHeight
            self.imageView = imageView
            self.largeTitle = largeTitle
            self.smallTitle = smallTitle
        }

        func scrollViewDidScroll(_ scrollView: ScrollView) {
            // What UINavigationController does for a large title: the bar follows the content
            // down to its small height (and stretches when the content is pulled down).
            let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
            barHeight.constant = max(Const.NavBarHeightSmallState, Const.NavBarHeightLargeState - scrolled)
            navigationBar.layoutIfNeeded()
            let coeff = min(1, (navigationBar.frame.height - Const.NavBarHeightSmallState)
                / (Const.NavBarHeightLargeState - Const.NavBarHeightSmallState))
            largeTitle.alpha = max(0, coeff)
            smallTitle.alpha = coeff <= 0 ? 1 : 0
            moveAndResizeImage(for: navigationBar.frame.height)
        }

        func moveAndResizeImage(for height: Double) {
            let coeff: Double = {
                let delta = height - Const.NavBarHeightSmallState
                let heightDifferenceBetweenStates = (Const.NavBarHeightLargeState - Const.NavBarHeightSmallState)
                return delta / heightDifferenceBetweenStates
            }()
            let factor = Const.ImageSizeForSmallState / Const.ImageSizeForLargeState
            let scale: Double = {
                let sizeAddendumFactor = coeff * (1.0 - factor)
                return min(1.0, sizeAddendumFactor + factor)
            }()
            // Value of difference between icons for large and small states
            let sizeDiff = Const.ImageSizeForLargeState * (1.0 - factor) // 8.0
            let yTranslation: Double = {
                let maxYTranslation = Const.ImageBottomMarginForLargeState - Const.ImageBottomMarginForSmallState + sizeDiff
                return max(0, min(maxYTranslation, (maxYTranslation - coeff * (Const.ImageBottomMarginForSmallState + sizeDiff))))
            }()
            let xTranslation = max(0, sizeDiff - coeff * sizeDiff)
            imageView.transform = AffineTransform.identity
                .scaledBy(x: scale, y: scale)
                .translatedBy(x: xTranslation, y: yTranslation)
        }

        func viewWillDisappear(_ animated: Bool) { showImage(false) }
        func viewWillAppear(_ animated: Bool) { showImage(true) }

        private func showImage(_ show: Bool) {
            View.animate(withDuration: 0.2) {
                self.imageView.alpha = show ? 1.0 : 0.0
            }
        }
    }

    static let disappearTime = 1.2
    static let appearTime = 1.6

    /// An opaque bar's colour, light and dark (a navigation bar's standard appearance).
    static let barColor = Color(light: Color(hex: "#F9F9F9")!, dark: Color(hex: "#1D1D1D")!)

    static func make(scale: Double = 2, device: Screen = .iPhone14) throws -> (Scene, any Driver) {
        let screen = device.withScale(scale)
        let scene = Scene(screen: screen)
        scene.backgroundColor = .systemBackground
        let root = scene.root

        let list = ScrollView(frame: screen.bounds)
        list.id = "list"
        list.backgroundColor = .systemBackground
        PostListRows.make(width: screen.size.width).forEach(list.addSubview)
        list.contentSize = Size(width: screen.size.width, height: Double(PostListRows.count) * PostListRows.rowHeight)
        list.contentInset = EdgeInsets(top: Const.NavBarHeightLargeState)
        // The bar here is a view, not a UINavigationBar that would add to the safe area, so the
        // indicator is told to start below it, where UIKit's would.
        list.verticalScrollIndicatorInsets = EdgeInsets(top: Const.NavBarHeightLargeState)
        root.addSubview(list)

        // The bar sits below the status bar; a band behind the status bar matches it.
        let statusBand = View()
        statusBand.id = "statusBar"
        statusBand.backgroundColor = LargeTitleImageScene.barColor
        statusBand.translatesAutoresizingMaskIntoConstraints = false
        let bar = View()
        bar.id = "navigationBar"
        bar.backgroundColor = LargeTitleImageScene.barColor
        bar.clipsToBounds = true
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(statusBand)
        root.addSubview(bar)

        let largeTitle = Label(), smallTitle = Label()
        largeTitle.id = "largeTitle"; smallTitle.id = "smallTitle"
        largeTitle.text = "Large Title"; smallTitle.text = "Large Title"
        largeTitle.font = .boldSystemFont(ofSize: 34)
        smallTitle.font = .systemFont(ofSize: 17, weight: .semibold)
        smallTitle.alpha = 0
        let imageView = ImageView(image: try ExampleAssets.image(named: "avatar@3x"))
        imageView.id = "image"
        imageView.cornerRadius = Const.ImageSizeForLargeState / 2
        imageView.clipsToBounds = true
        for v in [largeTitle, smallTitle, imageView] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(v)
        }
        let separator = View()
        separator.id = "barSeparator"
        separator.backgroundColor = .opaqueSeparator
        separator.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(separator)

        let barHeight = bar.heightAnchor.constraint(equalToConstant: Const.NavBarHeightLargeState)
        barHeight.identifier = "navigationBar.height"
        LayoutConstraint.activate([
            statusBand.topAnchor.constraint(equalTo: root.topAnchor),
            statusBand.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            statusBand.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            statusBand.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            barHeight,
            largeTitle.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
            largeTitle.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            smallTitle.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
            smallTitle.centerYAnchor.constraint(equalTo: bar.topAnchor, constant: Const.NavBarHeightSmallState / 2),
            // The seed's constraints for the image.
            imageView.rightAnchor.constraint(equalTo: bar.rightAnchor, constant: -Const.ImageRightMargin),
            imageView.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -Const.ImageBottomMarginForLargeState),
            imageView.heightAnchor.constraint(equalToConstant: Const.ImageSizeForLargeState),
            imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor),
            separator.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
        ])

        let controller = LargeTitleController(navigationBar: bar, barHeight: barHeight, imageView: imageView,
                                              largeTitle: largeTitle, smallTitle: smallTitle)
        list.delegate = controller
        scene.controllers.append(controller)
        scene.scrollView = list
        scene.layout()
        list.contentOffset = list.minContentOffset
        scene.schedule(at: disappearTime) { controller.viewWillDisappear(true) }
        scene.schedule(at: appearTime) { controller.viewWillAppear(true) }

        let driver = DragDriver(fps: 30, gestures: [
            .wait(0.2),
            // The finger stops for 0.1 s before it lifts, so it releases at rest (no coast).
            .drag([.init(by: 90, duration: 0.6), .init(by: 0, duration: 0.1)]),
            .wait(1.1),
        ], holdFrames: 4)
        return (scene, driver)
    }
}
