import FlipbookRender

/// Built-in scene `scroll-effects` (seed 001): a list under a collapsing area whose constraint
/// constant goes 200 → 50 as the user scrolls, the content held still until it has collapsed,
/// and an avatar whose height constraint follows the constant (width == height × 1.0, centred,
/// top to the safe area). Driven by a finger moving 10 pt a frame for 30 frames.
enum ScrollEffectsScene {
    static let minConstraintConstant = 50.0
    static let maxConstraintConstant = 200.0

    /// The seed's view controller: its `scrollViewDidScroll` is the seed's, line for line.
    final class ScrollEffectsController: ScrollViewDelegate {
        let animatedConstraint: LayoutConstraint
        let avatarHeightConstraint: LayoutConstraint
        private var previousContentOffsetY: Double
        /// What the seed shows in a progress view: 0 expanded … 1 collapsed.
        private(set) var animationCompletionPercent = 0.0

        init(animatedConstraint: LayoutConstraint, avatarHeightConstraint: LayoutConstraint, startOffsetY: Double) {
            self.animatedConstraint = animatedConstraint
            self.avatarHeightConstraint = avatarHeightConstraint
            previousContentOffsetY = startOffsetY
        }

        func scrollViewDidScroll(_ scrollView: ScrollView) {
            let currentContentOffsetY = scrollView.contentOffset.y
            let scrollDiff = currentContentOffsetY - previousContentOffsetY
            // The top edge where the bounce starts.
            let bounceBorderContentOffsetY = -scrollView.contentInset.top
            let contentMovesUp = scrollDiff > 0 && currentContentOffsetY > bounceBorderContentOffsetY
            let contentMovesDown = scrollDiff < 0 && currentContentOffsetY < bounceBorderContentOffsetY

            let currentConstraintConstant = animatedConstraint.constant
            var newConstraintConstant = currentConstraintConstant
            if contentMovesUp {
                newConstraintConstant = max(currentConstraintConstant - scrollDiff, minConstraintConstant)
            } else if contentMovesDown {
                newConstraintConstant = min(currentConstraintConstant - scrollDiff, maxConstraintConstant)
            }
            // Change the height and hold the scroll still, only while the constant changes.
            if newConstraintConstant != currentConstraintConstant {
                animatedConstraint.constant = newConstraintConstant
                scrollView.contentOffset.y = previousContentOffsetY
            }
            animationCompletionPercent = (maxConstraintConstant - animatedConstraint.constant)
                / (maxConstraintConstant - minConstraintConstant)
            if newConstraintConstant != avatarHeightConstraint.constant {
                avatarHeightConstraint.constant = animatedConstraint.constant
            }
            previousContentOffsetY = scrollView.contentOffset.y
        }
    }

    static func make(scale: Double = 2) throws -> (Scene, any Driver) {
        let screen = Screen.iPhone14.withScale(scale)
        let scene = Scene(screen: screen)
        scene.backgroundColor = .white
        let root = scene.root

        let list = ScrollView()
        list.id = "list"
        list.backgroundColor = .systemGroupedBackground
        list.translatesAutoresizingMaskIntoConstraints = false
        PostListRows.make(width: screen.size.width).forEach(list.addSubview)
        list.contentSize = Size(width: screen.size.width, height: Double(PostListRows.count) * PostListRows.rowHeight)
        root.addSubview(list)

        let avatar = ImageView(image: try Image.builtIn(named: "avatar@3x"))
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
                                                 avatarHeightConstraint: avatarHeightConstraint,
                                                 startOffsetY: list.contentOffset.y)
        list.delegate = controller
        scene.controllers.append(controller)
        scene.scrollView = list
        scene.layout()

        let deltas = [Point.zero] + Array(repeating: Point(x: 0, y: 10), count: 30)
        return (scene, DeltasDriver(deltas: deltas, fps: 30))
    }
}
