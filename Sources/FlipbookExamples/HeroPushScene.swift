import class Foundation.NSCoder
import FlipbookRender
import FlipbookScene
import FlipbookTransitions

/// Built-in scene `hero-push` (seed 003): a navigation controller with Hero enabled shows a
/// "Posts" list; row 2 is tapped and a detail is pushed with `.push(direction: .left)`. Its large
/// avatar (hero id `avatar-2`, `.arc(intensity: 1)`) and title (`title-2`) fly from the row's;
/// the body fades in from 40 pt lower. Then a plain pop: the history rule pulls it to the right.
enum HeroPushScene {
    static let tapTime = 0.3
    static let popTime = 1.3
    static let duration = 2.1
    static let row = 2

    static func make(scale: Double = 2, device: Screen = .iPhone14) throws -> (Scene, any Driver) {
        let screen = device.withScale(scale)
        let scene = Scene(screen: screen)
        let list = PostsController(screen: screen)
        let nav = NavigationController(rootViewController: list)
        nav.hero.isEnabled = true
        let host = ControllerHost(scene: scene, rootViewController: nav)
        let detail = PostDetailController(screen: screen, row: row, avatarColor: list.avatarColor(row))
        let driver = TransitionDriver(host: host, fps: 30, events: [
            TransitionEvent(at: tapTime, .perform { _ in list.highlight(row) }),
            TransitionEvent(at: tapTime, .push(detail, animation: .push(direction: .left))),
            TransitionEvent(at: popTime, .pop(animation: nil)),
        ], duration: duration)
        return (scene, driver)
    }

    /// Below the status bar and the navigation bar.
    static func top(_ screen: Screen) -> Double { screen.safeAreaInsets.top + NavigationBarView.height }

    /// The list: blog-header's post rows, each avatar and title with a hero id.
    final class PostsController: ViewController {
        private var rows: [View] = []

        let screen: Screen
        init(screen: Screen) {
            self.screen = screen
            super.init(nibName: nil, bundle: nil)
            title = "Posts"
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            let width = screen.size.width
            let top = HeroPushScene.top(screen)
            rows = PostListRows.make(width: width).prefix(10).enumerated().map { i, row in
                row.frame.origin.y += top
                row.subviews[0].hero.id = "avatar-\(i)"
                row.subviews[1].hero.id = "title-\(i)"
                view.addSubview(row)
                return row
            }
        }

        func avatarColor(_ i: Int) -> Color? { _ = view; return rows[i].subviews[0].backgroundColor }

        /// The tapped row's grey, as a table cell's selection.
        func highlight(_ i: Int) { rows[i].backgroundColor = Color(white: 0.85) }

        /// Back on screen, the selection is cleared (UITableViewController's
        /// clearsSelectionOnViewWillAppear), before the pop's snapshots are taken.
        override func viewWillAppear(_ animated: Bool) {
            for row in rows { row.backgroundColor = .white }
        }
    }

    /// The post: a large avatar, the title in a larger font, and the body.
    final class PostDetailController: ViewController {
        let row: Int
        let avatarColor: Color?

        let screen: Screen
        init(screen: Screen, row: Int, avatarColor: Color?) {
            self.screen = screen
            self.row = row
            self.avatarColor = avatarColor
            super.init(nibName: nil, bundle: nil)
            title = "Post"
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            let width = screen.size.width
            let top = HeroPushScene.top(screen)
            let avatar = View(frame: Rect(x: (width - 160) / 2, y: top + 24, width: 160, height: 160))
            avatar.cornerRadius = 32
            avatar.backgroundColor = avatarColor
            avatar.hero.id = "avatar-\(row)"
            avatar.hero.modifiers = [.arc(intensity: 1)]
            view.addSubview(avatar)

            let title = Label(frame: Rect(x: 16, y: top + 204, width: width - 32, height: 30))
            title.text = PostListRows.title(row)
            title.font = .systemFont(ofSize: 22, weight: .bold)
            title.hero.id = "title-\(row)"
            view.addSubview(title)

            let body = Label(frame: Rect(x: 16, y: top + 256, width: width - 32, height: 200))
            body.numberOfLines = 0
            body.font = .systemFont(ofSize: 17)
            body.textColor = Color(white: 0.2)
            body.text = "Auto Layout resuelve las restricciones de cada vista en cada pasada. "
                + "Cuando una animación cambia una constante, la vista se mueve con ella: "
                + "aquí, la cabecera crece y el título la sigue sin sorpresas."
            body.hero.modifiers = [.fade, .translate(x: 0, y: 40)]
            body.id = "body"
            view.addSubview(body)
        }
    }
}
