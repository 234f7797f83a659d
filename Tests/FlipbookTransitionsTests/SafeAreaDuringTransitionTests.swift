import XCTest
import FlipbookScene
@testable import FlipbookTransitions

/// Hero animates snapshots, so a screen's layout does not change while it moves: content pinned
/// to the safe area stays where it is inside the moving screen.
final class SafeAreaDuringTransitionTests: XCTestCase {
    final class Pinned: ViewController {
        let label = Label(frame: .zero)
        override func viewDidLoad() {
            label.text = "Pinned"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            PinToSafeArea.activate(label, to: view)
        }
    }

    func testContentPinnedToTheSafeAreaKeepsItsPlaceWhileTheScreenMoves() {
        let scene = Scene(screen: Screen(name: "test", size: Size(width: 390, height: 844), scale: 1,
                                         safeAreaInsets: EdgeInsets(top: 47, bottom: 34)))
        let root = ViewController()
        let host = ControllerHost(scene: scene, rootViewController: root)
        let modal = Pinned()
        modal.hero.isEnabled = true
        var driver = TransitionDriver(host: host, fps: 20, events: [TransitionEvent(at: 0, .present(modal, animation: .pageIn(direction: .up)))])
        var tops: [Double] = []
        while let step = driver.next(scene) {
            scene.advance(to: step)
            tops.append(modal.label.frame.minY)   // in the modal's own coordinates
        }
        XCTAssertEqual(tops.first, 47, "at rest after the transition too: the safe area's top")
        XCTAssertTrue(tops.allSatisfy { $0 == 47 }, "\(tops)")
    }
}

/// The two constraints the test needs, kept out of the test body.
enum PinToSafeArea {
    static func activate(_ label: View, to view: View) {
        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
    }
}
