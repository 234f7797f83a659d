import FlipbookRender
import FlipbookScene

/// Built-in scene `blog-header` (seed 000): the collapsing header over a scrolling post list,
/// driven through offsetY = 0, 10 … 400 (41 frames), so frame k has header height
/// max(121, 300 − 10k). Its offsets and geometry are an acceptance oracle: keep them.
enum BlogHeaderScene {
    static let maxHeaderHeight = 300.0
    static let offsetsY: [Double] = (0...40).map { Double($0) * 10 }

    /// The post list controller of the seed: it owns the animator and forwards scrolling to it.
    final class PostListController: ScrollViewDelegate {
        let animator: BlogHeaderCollapsingAnimator
        init(animator: BlogHeaderCollapsingAnimator) { self.animator = animator }
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            animator.scrollViewDidScroll(offset: scrollView.contentOffset)
        }
    }

    static func make(scale: Double = 2, device: Screen = .iPhone14) throws -> (Scene, any Driver) {
        let screen = device.withScale(scale)
        let scene = Scene(screen: screen)
        scene.backgroundColor = .systemGroupedBackground
        let width = screen.size.width

        let list = ScrollView(frame: screen.bounds)
        list.id = "list"
        list.backgroundColor = .systemGroupedBackground
        PostListRows.make(width: width).forEach(list.addSubview)
        list.contentSize = Size(width: width, height: Double(PostListRows.count) * PostListRows.rowHeight)
        list.contentInset = EdgeInsets(top: maxHeaderHeight)

        let header = BlogHeaderView(safeTop: screen.safeAreaInsets.top,
                                    leftIcon: try ExampleAssets.image(named: "swift@3x"),
                                    rightIcon: try ExampleAssets.image(named: "apple@3x"))
        // The table is pinned to the screen and the header is drawn over it, as in the seed.
        scene.root.addSubview(list)
        scene.root.addSubview(header)
        let heightConstraint = header.pinToTop(of: scene.root, height: maxHeaderHeight)

        let controller = PostListController(animator: BlogHeaderCollapsingAnimator(headerView: header,
                                                                                  heightConstraint: heightConstraint))
        list.delegate = controller
        list.contentOffset = Point(x: 0, y: -maxHeaderHeight)
        controller.animator.scrollViewDidScroll(offset: list.contentOffset)
        scene.scrollView = list
        scene.controllers.append(controller)
        scene.layout()

        let driver = OffsetsDriver(offsets: offsetsY.map { Point(x: 0, y: $0 - maxHeaderHeight) }, fps: 30)
        return (scene, driver)
    }
}
