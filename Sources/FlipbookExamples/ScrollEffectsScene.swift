import class Foundation.NSCoder
import FlipbookRender
import FlipbookScene

/// Built-in scene `scroll-effects` (seed 001): a list under a collapsing area whose constraint
/// constant goes 200 → 50 as the user scrolls, the content held still until it has collapsed,
/// and the seed's three effects driven by the completion percent: a view fading in
/// (alpha = percent), an image moved by a property animator (.easeIn, fractionComplete =
/// percent, which scrubs linearly as UIKit does) to the translation (side − width, 0), and an avatar whose height constraint follows
/// the constant (width == height × 1.0, centred, top to the safe area). Driven by a finger
/// moving 10 pt a frame for 30 frames.
enum ScrollEffectsScene {
    static let minConstraintConstant = 50.0
    static let maxConstraintConstant = 200.0

    /// The seed's `CoordinatesChangeView`: an image at the right edge that a paused property
    /// animator moves to the left edge as the percent is scrubbed.
    final class CoordinatesChangeView: View {
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        var animationCompletionPercentage: Double = 0 {
            didSet { animator.fractionComplete = animationCompletionPercentage }
        }
        let side = 60.0
        let imageView = View()

        private lazy var animator = PropertyAnimator(duration: 0.1, curve: .easeIn) { [weak self] in
            guard let self else { return }
            self.imageView.transform = AffineTransform(translationX: self.side - self.bounds.width, y: 0)
        }

        init() {
            super.init(frame: .zero)
            id = "coordinates"
            imageView.id = "movingImage"
            imageView.backgroundColor = Color(hex: "#FF9F0A")!
            imageView.cornerRadius = 12
            imageView.translatesAutoresizingMaskIntoConstraints = false
            addSubview(imageView)
            LayoutConstraint.activate([
                imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
                imageView.topAnchor.constraint(equalTo: topAnchor),
                imageView.widthAnchor.constraint(equalToConstant: side),
                imageView.heightAnchor.constraint(equalToConstant: side),
            ])
        }
    }

    /// The seed's view controller: the collapse is `HoldWhileCollapsing` (the seed's
    /// scrollViewDidScroll, shared with scene files), then the seed's three effects.
    final class ScrollEffectsController: ScrollViewDelegate {
        let animatedConstraint: LayoutConstraint
        let avatarHeightConstraint: LayoutConstraint
        let fadeView: View
        let coordinateChangeView: CoordinatesChangeView
        private let hold: HoldWhileCollapsing
        /// What the seed shows in a progress view: 0 expanded … 1 collapsed.
        private(set) var animationCompletionPercent = 0.0

        init(animatedConstraint: LayoutConstraint, avatarHeightConstraint: LayoutConstraint, fadeView: View,
             coordinateChangeView: CoordinatesChangeView, startOffsetY: Double) {
            self.animatedConstraint = animatedConstraint
            self.avatarHeightConstraint = avatarHeightConstraint
            self.fadeView = fadeView
            self.coordinateChangeView = coordinateChangeView
            hold = HoldWhileCollapsing(constraint: animatedConstraint, minConstant: minConstraintConstant,
                                       maxConstant: maxConstraintConstant, startOffsetY: startOffsetY)
        }

        func scrollViewDidScroll(_ scrollView: ScrollView) {
            // The seed's collapse: the constant absorbs the scroll while the content is held.
            hold.scrollViewDidScroll(scrollView)
            // Animation completion percent.
            animationCompletionPercent = (maxConstraintConstant - animatedConstraint.constant)
                / (maxConstraintConstant - minConstraintConstant)
            fadeView.alpha = animationCompletionPercent
            coordinateChangeView.animationCompletionPercentage = animationCompletionPercent
            // The avatar's height is the collapsing constant (INDEX.md's formula; the seed's snippet
            // assigns the constant from before this step's change, a one-frame lag we do not copy).
            if animatedConstraint.constant != avatarHeightConstraint.constant {
                avatarHeightConstraint.constant = animatedConstraint.constant
            }
        }
    }

    static func make(scale: Double = 2, device: Screen = .iPhone14) throws -> (Scene, any Driver) {
        let screen = device.withScale(scale)
        let scene = Scene(screen: screen)
        scene.backgroundColor = .white
        let root = scene.root

        let list = ScrollView()
        list.id = "list"
        list.backgroundColor = .systemGroupedBackground
        list.translatesAutoresizingMaskIntoConstraints = false
        PostListRows.make(width: screen.size.width).forEach(list.addSubview)
        list.contentSize = Size(width: screen.size.width, height: Double(PostListRows.count) * PostListRows.rowHeight)

        // The strip the animator's image crosses, and the square that fades in where it started.
        let coordinates = CoordinatesChangeView()
        coordinates.translatesAutoresizingMaskIntoConstraints = false
        let fadeView = View()
        fadeView.id = "fade"
        fadeView.backgroundColor = Color(hex: "#34C759")!
        fadeView.cornerRadius = 12
        fadeView.alpha = 0
        fadeView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(coordinates)
        root.addSubview(fadeView)
        root.addSubview(list)
        LayoutConstraint.activate([
            coordinates.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            coordinates.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            coordinates.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            coordinates.heightAnchor.constraint(equalToConstant: coordinates.side),
            fadeView.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            fadeView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            fadeView.widthAnchor.constraint(equalToConstant: coordinates.side),
            fadeView.heightAnchor.constraint(equalTo: fadeView.widthAnchor),
        ])

        let avatar = ImageView(image: try ExampleAssets.image(named: "avatar@3x"))
        avatar.id = "avatar"
        avatar.contentMode = .scaleAspectFit
        avatar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(avatar)

        // The list starts below the collapsing area: this is the seed's animated constraint.
        let animatedConstraint = list.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor,
                                                           constant: maxConstraintConstant)
        animatedConstraint.identifier = "collapsing"
        let avatarHeightConstraint = avatar.heightAnchor.constraint(equalToConstant: maxConstraintConstant)
        avatarHeightConstraint.identifier = "avatar.height"
        LayoutConstraint.activate([
            animatedConstraint,
            list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: root.bottomAnchor),

            avatarHeightConstraint,
            avatar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1.0),
            avatar.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        ])

        let controller = ScrollEffectsController(animatedConstraint: animatedConstraint,
                                                 avatarHeightConstraint: avatarHeightConstraint, fadeView: fadeView,
                                                 coordinateChangeView: coordinates, startOffsetY: list.contentOffset.y)
        list.delegate = controller
        scene.controllers.append(controller)
        scene.scrollView = list
        scene.layout()

        let deltas = [Point.zero] + Array(repeating: Point(x: 0, y: 10), count: 30)
        return (scene, DeltasDriver(deltas: deltas, fps: 30))
    }
}
