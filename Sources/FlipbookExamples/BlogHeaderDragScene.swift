import FlipbookRender
import FlipbookScene

/// Built-in scene `blog-header-drag` (seed 000 with real scrolling): the collapsing header over
/// a table view with contentInset.top = 300, driven by a finger: a flick to the end of the list,
/// the bounce there, and a drag and flick back towards the top.
enum BlogHeaderDragScene {
    /// The seed's `PostListViewController`, now with a table's data source and delegate.
    final class PostListViewController: TableViewDataSource, TableViewDelegate {
        let headerAnimator: BlogHeaderCollapsingAnimator
        init(headerAnimator: BlogHeaderCollapsingAnimator) { self.headerAnimator = headerAnimator }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 72 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "post")
                ?? TableViewCell(style: .subtitle, reuseIdentifier: "post")
            cell.textLabel?.text = PostListRows.title(indexPath.row)
            cell.detailTextLabel?.text = PostListRows.byline(indexPath.row)
            return cell
        }

        func scrollViewDidScroll(_ scrollView: ScrollView) {
            headerAnimator.scrollViewDidScroll(offset: scrollView.contentOffset)
        }
    }

    static func make(scale: Double = 2, device: Screen = .iPhone14) throws -> (Scene, any Driver) {
        let screen = device.withScale(scale)
        let scene = Scene(screen: screen)
        let root = scene.root
        let maxHeight = BlogHeaderScene.maxHeaderHeight

        let tableView = TableView(frame: screen.bounds, style: .plain)
        tableView.id = "table"
        let header = BlogHeaderView(safeTop: screen.safeAreaInsets.top,
                                    leftIcon: try ExampleAssets.image(named: "swift@3x"),
                                    rightIcon: try ExampleAssets.image(named: "apple@3x"))
        root.addSubview(tableView)
        root.addSubview(header)
        let headerConstraint = header.pinToTop(of: root, height: maxHeight)
        let controller = PostListViewController(
            headerAnimator: BlogHeaderCollapsingAnimator(headerView: header, heightConstraint: headerConstraint))
        tableView.dataSource = controller
        tableView.delegate = controller
        scene.controllers.append(controller)
        // As the seed's setupUI: no safe-area adjustment, and room for the header above the rows.
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.contentInset = EdgeInsets(top: headerConstraint.constant, left: 0, bottom: 0, right: 0)
        tableView.contentOffset = Point(x: 0, y: -maxHeight)
        controller.headerAnimator.scrollViewDidScroll(offset: tableView.contentOffset)
        scene.scrollView = tableView
        scene.layout()

        // A hand, not a script: every release velocity is the finger's own over its last 100 ms.
        // The thumb lands, eases into a flick that lifts at ≈ 4,000 pt/s (fast enough to coast
        // to the end of the list and bounce), then, once the list rests, drags back down,
        // speeding up into a 3,000 pt/s swipe, and coasts back until the header is half open.
        let driver = DragDriver(fps: 30, gestures: [
            .wait(0.2),
            .drag([.init(by: 40, duration: 0.15, easing: .easeIn),
                   .init(by: 420, duration: 0.12, easing: .easeIn)]),
            .wait(0.4),
            .drag([.init(by: -250, duration: 0.3, easing: .easeIn),
                   .init(by: -450, duration: 0.15)]),
        ], holdFrames: 8)
        return (scene, driver)
    }
}
