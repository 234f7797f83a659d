import class Foundation.NSCoder
import FlipbookRender
import FlipbookScene
import FlipbookTransitions

/// Built-in scene `hero-modal` (seed 003): a screen presents a modal with `.pageIn(direction:
/// .up)` — the modal slides up over the screen, which shrinks to 0.7 under a dim — holds, then a
/// plain dismiss uses the opposite, `.pageOut(direction: .down)`. The card on the first screen
/// (hero id `card`) grows into the modal's header.
enum HeroModalScene {
    static let presentTime = 0.3
    static let dismissTime = 1.3
    static let duration = 2.1

    static func make(scale: Double = 2, device: Screen = .iPhone14) throws -> (Scene, any Driver) {
        let screen = device.withScale(scale)
        let scene = Scene(screen: screen)
        let home = HomeController(screen: screen)
        let host = ControllerHost(scene: scene, rootViewController: home)
        let modal = ModalController(screen: screen)
        modal.hero.isEnabled = true
        let driver = TransitionDriver(host: host, fps: 30, events: [
            TransitionEvent(at: presentTime, .present(modal, animation: .pageIn(direction: .up))),
            TransitionEvent(at: dismissTime, .dismiss(animation: nil)),
        ], duration: duration)
        return (scene, driver)
    }

    static let cardColor = Color(hex: "#3D8BFD")!

    final class HomeController: ViewController {
        let screen: Screen
        init(screen: Screen) {
            self.screen = screen
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            let width = screen.size.width, top = screen.safeAreaInsets.top
            view.backgroundColor = Color(white: 0.95)
            let heading = Label(frame: Rect(x: 16, y: top + 16, width: width - 32, height: 40))
            heading.text = "Inicio"
            heading.font = .systemFont(ofSize: 34, weight: .bold)
            view.addSubview(heading)
            let card = View(frame: Rect(x: 16, y: top + 72, width: width - 32, height: 120))
            card.backgroundColor = cardColor
            card.cornerRadius = 16
            card.hero.id = "card"
            view.addSubview(card)
            let caption = Label(frame: Rect(x: 16, y: top + 208, width: width - 32, height: 22))
            caption.text = "Pulsa la tarjeta para abrir el detalle"
            caption.textColor = .systemGray
            view.addSubview(caption)
        }
    }

    final class ModalController: ViewController {
        let screen: Screen
        init(screen: Screen) {
            self.screen = screen
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            let width = screen.size.width
            let header = View(frame: Rect(x: 0, y: 0, width: width, height: 260))
            header.backgroundColor = cardColor
            header.hero.id = "card"
            view.addSubview(header)
            let title = Label(frame: Rect(x: 16, y: 276, width: width - 32, height: 36))
            title.text = "Detalle modal"
            title.font = .systemFont(ofSize: 28, weight: .bold)
            title.hero.modifiers = [.fade, .translate(x: 0, y: 24)]
            view.addSubview(title)
        }
    }
}
