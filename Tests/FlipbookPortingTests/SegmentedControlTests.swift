import XCTest
import FlipbookGoldenTesting
import FlipbookUIKit
import FlipbookTestSupport

/// UISegmentedControl from pixels (sizes marked CHOSEN in SegmentedControl.swift), and the
/// golden of a settings screen whose switch and segmented control change with their animations.
final class SegmentedControlTests: XCTestCase {
    private let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    private let track = RGBA(r: 239, g: 239, b: 240, a: 255)   // .tertiarySystemFill over white

    private func scene(_ direction: LayoutDirection = .leftToRight, appearance: Appearance = .light) -> (Scene, UISegmentedControl) {
        let scene = Scene(screen: Screen(name: "s", size: CGSize(width: 320, height: 60), scale: 2, safeAreaInsets: .zero))
        scene.layoutDirection = direction
        scene.appearance = appearance
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 0
        control.frame = CGRect(x: 10, y: 14, width: 300, height: control.intrinsicContentSize.height)
        scene.root.addSubview(control)
        scene.layout()
        return (scene, control)
    }

    /// Where along the middle row the plate (pure white) starts and ends, in points.
    private func plate(_ frame: RasterFrame) -> (Double, Double)? {
        let y = 30 * 2
        let xs = (0..<frame.width).filter { frame.rgba($0, y).distance(to: white) <= 2 }
            .filter { $0 >= 12 * 2 && $0 < 308 * 2 }
        guard let a = xs.first, let b = xs.last else { return nil }
        return (Double(a) / 2, Double(b + 1) / 2)
    }

    func testThePlateSitsTwoPointsInsideTheSelectedSegment() throws {
        let (s, control) = scene()
        XCTAssertEqual(control.frame.height, 32)
        let frame = try Rasterizer().render(s.displayList())
        // Segment 0 is x 10…110: the plate 12…108 (text inside it is dark, so look at its ends).
        let p = try XCTUnwrap(plate(frame))
        XCTAssertEqual(p.0, 12, accuracy: 0.5)
        XCTAssertEqual(p.1, 108, accuracy: 0.5)
        XCTAssertLessThanOrEqual(frame.rgba(60 * 2, Int(14.75 * 2)).distance(to: track), 3, "the track's grey above the plate")
        XCTAssertLessThanOrEqual(frame.rgba(Int(250 * 2), Int(18 * 2)).distance(to: track), 3)
        // The divider between segments 1 and 2 (x = 210), not beside the selected one (x = 110).
        XCTAssertGreaterThan(frame.rgba(210 * 2, 30 * 2).distance(to: track), 10)
        XCTAssertLessThan(frame.rgba(110 * 2, 30 * 2).distance(to: track), 20, "no divider beside the selected segment (only the plate's shadow)")
        let (rtl, _) = scene(.rightToLeft)
        let mirrored = try XCTUnwrap(plate(try Rasterizer().render(rtl.displayList())))
        XCTAssertEqual(mirrored.0, 212, accuracy: 0.5, "segment 0 at the right")
        let (dark, _) = scene(appearance: .dark)
        XCTAssertLessThanOrEqual(try Rasterizer().render(dark.displayList()).rgba(13 * 2, 30 * 2).distance(to: RGBA(r: 99, g: 99, b: 102, a: 255)), 3)
    }

    func testATapSlidesThePlateAndSendsValueChangedOnce() throws {
        let (s, control) = scene()
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        s.tap(.point(CGPoint(x: 260, y: 30)), at: 0.1)
        var starts: [Double] = []
        for (k, t) in [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6].enumerated() {
            s.advance(to: Step(index: k, time: t))
            starts.append(try XCTUnwrap(plate(try Rasterizer().render(s.displayList()))).0)
        }
        XCTAssertEqual(changes, [2])
        XCTAssertEqual(starts.first ?? 0, 12, accuracy: 0.5)
        XCTAssertEqual(starts.last ?? 0, 212, accuracy: 0.5)
        XCTAssertGreaterThan(starts[3], 20, "sliding at 0.3 s")
        XCTAssertLessThan(starts[3], 204)
        XCTAssertEqual(starts, starts.sorted())
    }

    /// A settings screen as an app writes it: a switch and a segmented control, each tapped.
    final class SettingsViewController: UIViewController {
        let notifications = UISwitch()
        let period = UISegmentedControl(items: ["Daily", "Weekly", "Monthly"])
        private(set) var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            let label = UILabel()
            label.text = "Notifications"
            period.selectedSegmentIndex = 0
            notifications.addTarget(self, action: Self.notificationsChanged, for: .valueChanged)
            period.addTarget(self, action: Self.periodChanged, for: .valueChanged)
            for v in [label, notifications, period] as [UIView] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.centerYAnchor.constraint(equalTo: notifications.centerYAnchor),
                notifications.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                notifications.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                period.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                period.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                period.topAnchor.constraint(equalTo: notifications.bottomAnchor, constant: 32),
            ])
        }

        func notificationsChanged(_ sender: UISwitch) { log.append("notifications \(sender.isOn)") }
        func periodChanged(_ sender: UISegmentedControl) { log.append("period \(sender.selectedSegmentIndex)") }
    }

    func testTheSettingsScreenGolden() throws {
        let scene = Scene(screen: Screen.iPhone14.withScale(2))
        let settings = SettingsViewController()
        scene.attach(settings)
        scene.layout()
        scene.tap(.view(settings.notifications), at: 0.2)
        let weekly = settings.period.convert(CGPoint(x: settings.period.bounds.width / 2, y: 16), to: nil)
        scene.tap(.point(weekly), at: 0.8)
        try assertGolden(of: scene, as: .animation(TimelineDriver(fps: 30, duration: 1.4)))
        XCTAssertEqual(settings.log, ["notifications true", "period 1"])
    }
}
