import XCTest
import FlipbookUIKit

/// App code written against UIKit's control names compiles and behaves: target–action with
/// `Self.method` (the one Linux edit), `setOn(_:animated:)`, `setValue(_:animated:)` and the
/// stepper's limits, as https://developer.apple.com/documentation/uikit/uiswitch,
/// .../uislider and .../uistepper describe them.
final class UIKitControlNamesTests: XCTestCase {
    private final class SettingsScreen {
        let notifications = UISwitch()
        let brightness = UISlider(frame: Rect(x: 0, y: 0, width: 200, height: 31))
        let copies = UIStepper()
        var log: [String] = []

        init() {
            notifications.addTarget(self, action: Self.notificationsChanged, for: .valueChanged)
            copies.addTarget(self, action: Self.copiesChanged, for: .valueChanged)
        }
        func notificationsChanged(_ sender: UISwitch) { log.append("notifications \(sender.isOn)") }
        func copiesChanged(_ sender: UIStepper) { log.append("copies \(Int(sender.value))") }
    }

    func testPortedSettingsScreenUsesTheUIKitNames() {
        let screen = SettingsScreen()
        screen.notifications.setOn(true, animated: false)
        screen.notifications.sendActions(for: .valueChanged)
        XCTAssertEqual(screen.log, ["notifications true"])
        XCTAssertEqual(screen.notifications.intrinsicContentSize, Size(width: 51, height: 31))
        screen.brightness.setValue(2, animated: false)
        XCTAssertEqual(screen.brightness.value, 1, "UISlider clamps to maximumValue (1 by default)")
        screen.copies.minimumValue = 1
        XCTAssertEqual(screen.copies.value, 1, "raising the minimum raises the value")
        XCTAssertEqual(screen.copies.maximumValue, 100, "UIStepper's default maximum")
        screen.copies.sendActions(for: .valueChanged)
        XCTAssertEqual(screen.log.last, "copies 1")
    }
}
