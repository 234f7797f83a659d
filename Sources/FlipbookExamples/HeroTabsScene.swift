import class Foundation.NSCoder
import FlipbookRender
import FlipbookScene
import FlipbookTransitions

/// Built-in scene `hero-tabs` (seed 003): a tab bar controller with three tabs and
/// `setTabBarAnimationType(.slide(direction: .left))`: selecting tab 2 slides the screens left;
/// going back to tab 0 (a lower index) uses the opposite, a slide to the right.
enum HeroTabsScene {
    static let firstSwitch = 0.3
    static let secondSwitch = 1.2
    static let duration = 1.9

    static func make(scale: Double = 2, device: Screen = .iPhone14) throws -> (Scene, any Driver) {
        let screen = device.withScale(scale)
        let scene = Scene(screen: screen)
        let tabs = TabBarController(viewControllers: [
            TabController(screen: screen, title: "Inicio", color: Color(hex: "#F05138")!),
            TabController(screen: screen, title: "Buscar", color: Color(hex: "#34C759")!),
            TabController(screen: screen, title: "Perfil", color: Color(hex: "#AF52DE")!),
        ])
        tabs.hero.isEnabled = true
        tabs.setTabBarAnimationType(.slide(direction: .left))
        let host = ControllerHost(scene: scene, rootViewController: tabs)
        let driver = TransitionDriver(host: host, fps: 30, events: [
            TransitionEvent(at: firstSwitch, .selectTab(2)),
            TransitionEvent(at: secondSwitch, .selectTab(0)),
        ], duration: duration)
        return (scene, driver)
    }

    /// A tab: a coloured banner with the tab's name.
    final class TabController: ViewController {
        let color: Color

        let screen: Screen
        init(screen: Screen, title: String, color: Color) {
            self.screen = screen
            self.color = color
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            let width = screen.size.width, top = screen.safeAreaInsets.top
            let banner = View(frame: Rect(x: 16, y: top + 16, width: width - 32, height: 180))
            banner.backgroundColor = color
            banner.cornerRadius = 20
            view.addSubview(banner)
            let name = Label(frame: Rect(x: 32, y: top + 140, width: width - 64, height: 40))
            name.text = title ?? ""
            name.font = .systemFont(ofSize: 34, weight: .bold)
            name.textColor = .white
            view.addSubview(name)
        }
    }
}
